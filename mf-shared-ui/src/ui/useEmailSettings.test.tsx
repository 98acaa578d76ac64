import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailPreferencesForm, type EmailPreferences } from './EmailPreferencesForm';
import { UiProvider } from './UiProvider';
import { useEmailSettings, type EmailSettingsQuery } from './useEmailSettings';

const texts = {
  kindsTitle: 'E-mails',
  language: 'Language',
  th: 'Thai',
  en: 'English',
  loadFailed: 'Not loaded',
};

/** A page as the remotes write it: its query result and mutation (stand-ins here: this is the hook's unit test). */
function Page({
  query,
  save,
}: {
  query: EmailSettingsQuery;
  save: (next: EmailPreferences) => Promise<unknown>;
}) {
  const settings = useEmailSettings(query, [(next) => ({ unwrap: () => save(next) }), { isLoading: false }], {
    saved: 'Saved',
    saveFailed: 'Not saved',
  });
  return (
    <EmailPreferencesForm
      testId="prefs"
      texts={texts}
      kinds={[{ kind: 'application_new', label: 'New applicants' }]}
      {...settings}
    />
  );
}

const renderPage = (query: EmailSettingsQuery, save: (next: EmailPreferences) => Promise<unknown>) =>
  render(
    <UiProvider locale="en">
      <Page query={query} save={save} />
    </UiProvider>,
  );

it('hands the form only the preferences (not other fields of the answer) and saves each change with a toast', async () => {
  const save = jest.fn(async () => undefined);
  const data = { locale: 'th' as const, email_off: [], marketing_consent: true };
  renderPage({ data, isError: false }, save);
  await userEvent.click(screen.getByRole('switch', { name: 'New applicants' }));
  expect(save).toHaveBeenCalledWith({ locale: 'th', email_off: ['application_new'] });
  expect(await screen.findByText('Saved')).toBeInTheDocument();
});

it("a refused save shows the page's error toast", async () => {
  renderPage({ data: { locale: 'th', email_off: [] }, isError: false }, () =>
    Promise.reject(new Error('500')),
  );
  await userEvent.click(screen.getByRole('switch', { name: 'New applicants' }));
  expect(await screen.findByText('Not saved')).toBeInTheDocument();
});

it("a failed load shows the form's load error", () => {
  renderPage({ data: undefined, isError: true }, jest.fn());
  expect(screen.getByText('Not loaded')).toBeInTheDocument();
});
