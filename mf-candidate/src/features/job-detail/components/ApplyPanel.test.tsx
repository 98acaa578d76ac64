import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobDetail } from '@jobportal/contracts';
import { createAppStore, sessionActions } from 'mf_shared_ui/platform';
import { initTestI18n, renderPage, stubFetch } from '../../../test/renderWithApp';
import { jobDetail } from '../../../test/fixtures';
import { ApplyPanel } from './ApplyPanel';

// Which of the panel's parts have been loaded: a guest's job page must not download them.
const loaded = globalThis as { applyDialogLoaded?: boolean; overlaysLoaded?: boolean };
jest.mock('./ApplyModal', () => {
  (globalThis as { applyDialogLoaded?: boolean }).applyDialogLoaded = true;
  return jest.requireActual('./ApplyModal');
});
jest.mock('mf_shared_ui/ui-overlay', () => {
  (globalThis as { overlaysLoaded?: boolean }).overlaysLoaded = true;
  return jest.requireActual('mf_shared_ui/ui-overlay');
});

const job = jobDetail('job-1', 'React Developer');
const signedInCandidate = () => {
  const store = createAppStore();
  store.dispatch(
    sessionActions.signedIn({
      userType: 'candidate',
      user: {
        uid: 'u1',
        email: 'a@b.test',
        displayName: null,
        photoURL: null,
        emailVerified: true,
        providerIds: ['password'],
        profile: null,
      },
    }),
  );
  return store;
};

jest.setTimeout(30_000);
beforeAll(initTestI18n);

// First of the file: the next test loads the parts.
it("a guest's panel is the apply button alone: neither the apply dialog nor the overlays are loaded", async () => {
  renderPage(<ApplyPanel job={job} onChanged={jest.fn()} />, { path: '/', url: '/' });
  expect(screen.getByTestId('apply-button')).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 50));
  expect(loaded.applyDialogLoaded).toBeUndefined();
  expect(loaded.overlaysLoaded).toBeUndefined();
});

it("a candidate's application: the withdraw confirmation asks first, then withdraws", async () => {
  const fetchMock = stubFetch({
    '/candidate/applications/app-1/withdraw': { data: { id: 'app-1', status: 'withdrawn' } },
  });
  const onChanged = jest.fn();
  const applied: JobDetail = {
    ...job,
    my_application: { id: 'app-1', status: 'applied', applied_at: job.posted_at },
  };
  renderPage(<ApplyPanel job={applied} onChanged={onChanged} />, {
    path: '/',
    url: '/',
    store: signedInCandidate(),
  });

  // The overlays load with the panel; until then the button is there without its confirmation.
  await waitFor(() => expect(loaded.overlaysLoaded).toBe(true));
  await waitFor(async () => {
    if (!screen.queryByText('ถอนใบสมัคร?')) await userEvent.click(screen.getByTestId('withdraw-button'));
    expect(screen.getByText('ถอนใบสมัคร?')).toBeInTheDocument();
  });
  expect(fetchMock).not.toHaveBeenCalled();
  const confirm = screen
    .getAllByRole('button', { name: 'ถอนใบสมัคร' })
    .find((button) => button.dataset.testid !== 'withdraw-button');
  await userEvent.click(confirm!);
  await waitFor(() => expect(onChanged).toHaveBeenCalled());
  expect(String((fetchMock.mock.calls[0][0] as Request).url)).toContain(
    '/candidate/applications/app-1/withdraw',
  );
});
