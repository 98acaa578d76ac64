/** A moderator's jobs queue: filters in the URL, a job's review, and actions that ask for a reason. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationJobDetail, ModerationQueueItem } from '@jobportal/contracts';
import {
  apiError,
  ok,
  pageOf,
  reasonDialog,
  renderPage,
  staffPageTests,
  stubApi,
} from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import ModerationPage from './ModerationPage';

staffPageTests('mod@staff.test');

const item: ModerationQueueItem = {
  job_id: 'j1',
  title: 'Crypto dev, pay upfront',
  company_id: 'c1',
  company_name: 'Shady Co',
  company_status: 'active',
  moderation: 'held',
  moderation_flags: ['scam_phrase'],
  moderation_reason: 'auto: fee',
  open_reports: 2,
  status: 'published',
  posted_at: '2026-12-01T03:00:00Z',
  updated_at: '2026-12-02T03:00:00Z',
};
const detail: ModerationJobDetail = {
  job: {
    id: 'j1',
    title: item.title,
    description_html: '<p>Send <strong>5,000 THB</strong> first</p><script>alert(1)</script>',
    qualifications_html: '<p>No experience needed</p>',
    salary_min: 90_000,
    salary_max: null,
    salary_negotiable: false,
    province_id: 10,
    hire_type: 'full_time',
    status: 'published',
    moderation: 'held',
    moderation_flags: ['scam_phrase'],
    moderation_reason: 'auto: fee',
    moderated_at: '2026-12-02T03:00:00Z',
    posted_at: item.posted_at,
    created_at: '2026-12-01T02:00:00Z',
    updated_at: item.updated_at,
    company: { id: 'c1', name_th: 'บริษัท แชดี้', name_en: 'Shady Co', status: 'active', verified: false },
  },
  reports: [
    {
      id: 'r1',
      reason: 'scam',
      details: 'asks for money',
      created_at: '2026-12-02T01:00:00Z',
      status: 'open',
    },
  ],
  history: [],
};

it('lists the held queue with the staff token, and a filter goes into the URL', async () => {
  const calls = stubApi((call) =>
    call.path === '/backoffice/moderation/queue' ? ok(pageOf([item])) : undefined,
  );
  const user = userEvent.setup();
  renderPage(<ModerationPage />, { path: '/backoffice/moderation/:id?', url: '/backoffice/moderation' });
  expect(await screen.findByRole('link', { name: item.title })).toHaveAttribute(
    'href',
    '/backoffice/moderation/j1',
  );
  expect(calls[0].query.get('state')).toBe('held_or_reported');
  expect(calls[0].authorization).toBe('Bearer staff-token');
  await user.selectOptions(screen.getByLabelText(th.moderation.state), 'reported');
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/backoffice/moderation?state=reported'),
  );
  await waitFor(() => expect(calls.at(-1)?.query.get('state')).toBe('reported'));
});

it('reviews a job (sanitised description, reports) and takes it down with a reason', async () => {
  const calls = stubApi((call) => {
    if (call.path === '/backoffice/moderation/queue') return ok(pageOf([item]));
    if (call.path === '/backoffice/moderation/jobs/j1') return ok(detail);
    if (call.path === '/backoffice/moderation/jobs/j1/action')
      return ok({
        job_id: 'j1',
        moderation: 'removed',
        moderation_flags: [],
        moderation_reason: 'Asks candidates for money',
        resolved_reports: 1,
      });
    return undefined;
  });
  const user = userEvent.setup();
  renderPage(<ModerationPage />, { path: '/backoffice/moderation/:id?', url: '/backoffice/moderation/j1' });
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByText('5,000 THB')).toBeInTheDocument();
  expect(drawer.querySelector('script')).toBeNull();
  expect(within(drawer).getByText('asks for money')).toBeInTheDocument();
  expect(within(drawer).getByText('No experience needed')).toBeInTheDocument();
  // the company's own review is a link away
  expect(within(drawer).getByRole('link', { name: 'บริษัท แชดี้' })).toHaveAttribute(
    'href',
    '/backoffice/moderation/c1?view=companies',
  );

  await user.click(within(drawer).getByRole('button', { name: th.moderation.actions.take_down }));
  const modal = reasonDialog(await screen.findByLabelText(th.reason.label));
  await user.type(within(modal).getByLabelText(th.reason.label), 'Asks candidates for money');
  await user.click(within(modal).getByRole('button', { name: th.moderation.actions.take_down }));
  expect(await screen.findByText(th.moderation.done.take_down)).toBeInTheDocument();
  const action = calls.find((c) => c.path === '/backoffice/moderation/jobs/j1/action');
  expect(action).toMatchObject({
    method: 'POST',
    body: { action: 'take_down', reason: 'Asks candidates for money' },
    authorization: 'Bearer staff-token',
  });
});

it('an action the API refuses shows its message and keeps the reason dialog open', async () => {
  stubApi((call) => {
    if (call.path === '/backoffice/moderation/queue') return ok(pageOf([]));
    if (call.path === '/backoffice/moderation/jobs/j1') return ok(detail);
    if (call.path === '/backoffice/moderation/reports/r1/dismiss')
      return apiError(403, 'STAFF_ROLE_REQUIRED', 'บัญชีเจ้าหน้าที่นี้ไม่มีสิทธิ์ทำรายการนี้');
    return undefined;
  });
  const user = userEvent.setup();
  renderPage(<ModerationPage />, { path: '/backoffice/moderation/:id?', url: '/backoffice/moderation/j1' });
  const drawer = await screen.findByRole('dialog');
  await user.click(await within(drawer).findByRole('button', { name: th.moderation.actions.dismiss }));
  const modal = reasonDialog(await screen.findByLabelText(th.reason.label));
  expect(within(modal).getByText(th.moderation.confirm.dismiss.job)).toBeInTheDocument();
  await user.type(within(modal).getByLabelText(th.reason.label), 'not a scam');
  await user.click(within(modal).getByRole('button', { name: th.moderation.actions.dismiss }));
  expect(await screen.findByText('บัญชีเจ้าหน้าที่นี้ไม่มีสิทธิ์ทำรายการนี้')).toBeInTheDocument();
  expect(within(modal).getByLabelText(th.reason.label)).toHaveValue('not a scam');
});

it('an empty queue says so', async () => {
  stubApi(() => ok(pageOf([])));
  renderPage(<ModerationPage />, { path: '/backoffice/moderation/:id?', url: '/backoffice/moderation' });
  expect(await screen.findByText(th.moderation.empty)).toBeInTheDocument();
});
