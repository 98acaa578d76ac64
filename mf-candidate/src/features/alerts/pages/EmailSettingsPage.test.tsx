import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n, renderPage } from '../../../test/renderWithApp';
import EmailSettingsPage from './EmailSettingsPage';

/** Answers GET/PUT /candidate/notification-preferences like the API (PUT echoes the body) and records the PUTs. */
function stubPreferences(initial: { locale: string; email_off: string[]; marketing_consent: boolean }) {
  const puts: unknown[] = [];
  let current = initial;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const req = input instanceof Request ? input : new Request(String(input));
    if (req.method === 'PUT') {
      const body = JSON.parse(await req.text()) as typeof initial;
      puts.push(body);
      current = { ...current, ...body };
    }
    return new Response(JSON.stringify({ data: current }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return puts;
}

beforeAll(() => initTestI18n());

const page = () =>
  renderPage(<EmailSettingsPage />, {
    path: '/candidate/settings/notifications',
    url: '/candidate/settings/notifications',
  });

it('shows a kind switched off by an unsubscribe link as off and saves a change', async () => {
  const puts = stubPreferences({ locale: 'th', email_off: ['saved_search_digest'], marketing_consent: true });
  page();
  const digests = await screen.findByRole('switch', { name: 'งานใหม่จากการแจ้งเตือนงานของฉัน' });
  const statuses = screen.getByRole('switch', { name: 'การอัปเดตสถานะใบสมัคร' });
  await waitFor(() => expect(statuses).toBeEnabled());
  expect(digests).not.toBeChecked();
  expect(statuses).toBeChecked();
  await userEvent.click(statuses);
  await waitFor(() =>
    expect(puts).toEqual([{ locale: 'th', email_off: ['saved_search_digest', 'application_status'] }]),
  );
  await waitFor(() => expect(statuses).not.toBeChecked());
});

it('without marketing consent the digests cannot be switched on and the page says why', async () => {
  stubPreferences({ locale: 'th', email_off: [], marketing_consent: false });
  page();
  const digests = await screen.findByRole('switch', { name: 'งานใหม่จากการแจ้งเตือนงานของฉัน' });
  await waitFor(() => expect(digests).toHaveAccessibleDescription(/ต้องให้ความยินยอมรับอีเมลข่าวสารการตลาด/));
  expect(digests).toBeDisabled();
  expect(digests).not.toBeChecked();
});

it('shows the weekly "jobs you may like" e-mail: switchable with consent, blocked without (issue 44)', async () => {
  const puts = stubPreferences({ locale: 'th', email_off: [], marketing_consent: true });
  const { unmount } = page();
  const weekly = await screen.findByRole('switch', { name: 'งานที่คุณอาจสนใจประจำสัปดาห์ (AI จับคู่งาน)' });
  await waitFor(() => expect(weekly).toBeEnabled());
  expect(weekly).toBeChecked();
  await userEvent.click(weekly);
  await waitFor(() => expect(puts).toEqual([{ locale: 'th', email_off: ['job_recommendations'] }]));
  unmount();

  stubPreferences({ locale: 'th', email_off: [], marketing_consent: false });
  page();
  const blocked = await screen.findByRole('switch', { name: 'งานที่คุณอาจสนใจประจำสัปดาห์ (AI จับคู่งาน)' });
  await waitFor(() => expect(blocked).toHaveAccessibleDescription(/ต้องให้ความยินยอมรับอีเมลข่าวสารการตลาด/));
  expect(blocked).toBeDisabled();
});
