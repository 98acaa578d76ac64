/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * The employer's e-mail settings as an employer sees them: the stored choices, a switch saved at once with a
 * confirmation, and a refused save that says so and leaves the stored choice showing.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, initTestApp, ok, renderPage, stubApi } from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import EmailSettingsPage from './EmailSettingsPage';

jest.setTimeout(30_000);
beforeAll(() => initTestApp());

const PATH = '/corporate/notification-preferences';

/** GET/PUT of the preferences like the API (PUT stores and echoes the body), or a refused PUT. */
function preferencesApi(initial: { locale: 'th' | 'en'; email_off: string[] }, { refuse = false } = {}) {
  let stored = initial;
  return stubApi(({ method, path, body }) => {
    if (path !== PATH) return undefined;
    if (method === 'PUT') {
      if (refuse) return apiError(500, 'INTERNAL', 'เกิดข้อผิดพลาด');
      stored = body as typeof stored;
    }
    return ok(stored);
  });
}

const page = () =>
  renderPage(<EmailSettingsPage />, {
    path: '/corporate/settings/notifications',
    url: '/corporate/settings/notifications',
  });
const kind = (name: string) => screen.findByRole('switch', { name });

it('shows the stored choices: what an unsubscribe link switched off is off, the others on, the language', async () => {
  preferencesApi({ locale: 'en', email_off: ['job_expiring'] });
  page();
  expect(await screen.findByRole('heading', { name: th.emailSettings.title })).toBeInTheDocument();
  const applicants = await kind(th.emailSettings.kinds.application_new);
  await waitFor(() => expect(applicants).toBeEnabled());
  expect(applicants).toBeChecked();
  expect(await kind(th.emailSettings.kinds.application_withdrawn)).toBeChecked();
  expect(await kind(th.emailSettings.kinds.job_expiring)).not.toBeChecked();
  expect(screen.getByRole('radio', { name: th.emailSettings.en })).toBeChecked();
});

it('switching a kind off saves it through the API and confirms in Thai', async () => {
  const calls = preferencesApi({ locale: 'th', email_off: [] });
  page();
  const withdrawn = await kind(th.emailSettings.kinds.application_withdrawn);
  await waitFor(() => expect(withdrawn).toBeEnabled());
  await userEvent.click(withdrawn);
  await waitFor(() =>
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({ path: PATH, body: { locale: 'th', email_off: ['application_withdrawn'] } }),
    ]),
  );
  expect(await screen.findByText(th.common.saved)).toBeInTheDocument();
  await waitFor(() => expect(withdrawn).not.toBeChecked());
  expect(screen.queryByText(th.common.saveFailed)).toBeNull();
});

it('choosing the English language saves it', async () => {
  const calls = preferencesApi({ locale: 'th', email_off: ['job_expiring'] });
  page();
  const english = await screen.findByRole('radio', { name: th.emailSettings.en });
  await waitFor(() => expect(english).toBeEnabled());
  await userEvent.click(english);
  await waitFor(() =>
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'PUT', body: { locale: 'en', email_off: ['job_expiring'] } }),
    ),
  );
  await waitFor(() => expect(english).toBeChecked());
});

it('a save the API refuses shows the error in Thai and the switch keeps the stored choice', async () => {
  const calls = preferencesApi({ locale: 'th', email_off: [] }, { refuse: true });
  page();
  const applicants = await kind(th.emailSettings.kinds.application_new);
  await waitFor(() => expect(applicants).toBeEnabled());
  await userEvent.click(applicants);
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(await screen.findByText(th.common.saveFailed)).toBeInTheDocument();
  await waitFor(() => expect(applicants).toBeEnabled());
  expect(applicants).toBeChecked();
  expect(screen.queryByText(th.common.saved)).toBeNull();
});

it('preferences that cannot be loaded say so instead of showing switches', async () => {
  stubApi(({ path }) => (path === PATH ? apiError(500, 'INTERNAL', 'เกิดข้อผิดพลาด') : undefined));
  page();
  expect(await screen.findByText(th.common.loadFailed)).toBeInTheDocument();
  expect(screen.queryByRole('switch')).toBeNull();
});
