/** The moderation area's companies: the queue (filters in the URL), a company's review, suspend/reinstate/dismiss. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationCompanyDetail, ModerationCompanyItem } from '@jobportal/contracts';
import {
  apiError,
  ok,
  reasonDialog,
  pageOf,
  renderPage,
  staffPageTests,
  stubApi,
  type ApiCall,
  type ApiReply,
} from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import ModerationPage from './ModerationPage';

staffPageTests('mod@staff.test');

const path = '/backoffice/moderation/:id?';
const item: ModerationCompanyItem = {
  company_id: 'c1',
  company_name: 'บริษัท แชดี้ จำกัด',
  verified: false,
  company_status: 'active',
  status_reason: null,
  open_reports: 3,
  open_jobs: 4,
  last_report_at: '2026-12-02T01:00:00Z',
};
const detail: ModerationCompanyDetail = {
  company: {
    id: 'c1',
    name_th: 'บริษัท แชดี้ จำกัด',
    name_en: 'Shady Co., Ltd.',
    verified: false,
    status: 'active',
    status_reason: null,
    created_at: '2026-01-10T03:00:00Z',
    website: 'https://shady.example',
    about_excerpt_th: 'รับสมัครด่วน รายได้ดี',
    about_excerpt_en: 'Urgent hiring, great pay',
  },
  reports: [
    {
      id: 'r9',
      reason: 'fake_company',
      details: 'No such company at the DBD',
      created_at: '2026-12-02T01:00:00Z',
      status: 'open',
    },
    { id: 'r8', reason: 'scam', details: '', created_at: '2026-11-20T01:00:00Z', status: 'dismissed' },
  ],
  jobs: [{ id: 'j1', title: 'Crypto dev, pay upfront', status: 'published', moderation: 'held' }],
  history: [
    {
      id: 41,
      at: '2026-11-21T03:00:00Z',
      actor_uid: 's2',
      actor_email: 'lead@staff.test',
      actor_roles: ['moderator'],
      action: 'report.dismiss',
      target_kind: 'company',
      target_id: 'c1',
      before: { report_id: 'r8', status: 'open' },
      after: { report_id: 'r8', status: 'dismissed' },
      reason: 'A competitor',
    },
  ],
};

/** The API of the companies' side; `company` is what the review answers. */
function api(company: ModerationCompanyDetail = detail, act?: (call: ApiCall) => ApiReply | undefined) {
  return stubApi((call) => {
    if (call.path === '/backoffice/moderation/companies') return ok(pageOf([item]));
    if (call.path === '/backoffice/moderation/companies/c1') return ok(company);
    if (call.method === 'POST') return act?.(call);
    return undefined;
  });
}

it('a tab opens the companies reported, with the staff token; filters go into the URL and the API query', async () => {
  const calls = api();
  const user = userEvent.setup();
  renderPage(<ModerationPage />, { path, url: '/backoffice/moderation' });
  await user.click(await screen.findByRole('tab', { name: th.moderation.views.companies }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/backoffice/moderation?view=companies'),
  );
  const link = await screen.findByRole('link', { name: item.company_name });
  expect(link).toHaveAttribute('href', '/backoffice/moderation/c1?view=companies');
  const row = link.closest('tr')!;
  expect(within(row).getByText('3')).toBeInTheDocument();
  expect(within(row).getByText('4')).toBeInTheDocument();
  const listCall = calls.find((c) => c.path === '/backoffice/moderation/companies')!;
  expect(listCall.query.get('state')).toBe('reported');
  expect(listCall.authorization).toBe('Bearer staff-token');

  await user.selectOptions(screen.getByLabelText(th.moderation.companies.state), 'suspended');
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/backoffice/moderation?view=companies&state=suspended',
    ),
  );
  await user.type(screen.getByLabelText(th.moderation.companies.search), 'แชดี้{Enter}');
  await waitFor(() => expect(calls.at(-1)?.query.get('q')).toBe('แชดี้'));
  expect(calls.at(-1)?.query.get('state')).toBe('suspended');
});

it('reviews a company (reports, latest jobs, history) and suspends it with a reason', async () => {
  const calls = api(detail, (call) =>
    call.path === '/backoffice/moderation/companies/c1/action'
      ? ok({ company_id: 'c1', status: 'suspended', status_reason: 'Fake company' })
      : undefined,
  );
  const user = userEvent.setup();
  renderPage(<ModerationPage />, { path, url: '/backoffice/moderation/c1?view=companies' });
  const drawer = await screen.findByRole('dialog', { name: th.moderation.companies.detailTitle });
  expect(await within(drawer).findByRole('heading', { name: 'บริษัท แชดี้ จำกัด' })).toBeInTheDocument();
  expect(within(drawer).getByRole('link', { name: 'https://shady.example' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  expect(within(drawer).getByText('รับสมัครด่วน รายได้ดี')).toBeInTheDocument();
  // reports: the open one can be dismissed, the dismissed one not
  const reports = within(drawer).getByRole('region', { name: th.moderation.reports });
  expect(within(reports).getByText('No such company at the DBD')).toBeInTheDocument();
  expect(within(reports).getAllByRole('button', { name: th.moderation.actions.dismiss })).toHaveLength(1);
  // its jobs open their own review
  expect(within(drawer).getByRole('link', { name: 'Crypto dev, pay upfront' })).toHaveAttribute(
    'href',
    '/backoffice/moderation/j1',
  );
  const history = within(drawer).getByRole('region', { name: th.history.title });
  expect(within(history).getByText(th.actions.report.dismiss)).toBeInTheDocument();
  expect(within(history).getByText(/A competitor/)).toBeInTheDocument();

  await user.click(within(drawer).getByRole('button', { name: th.moderation.actions.suspend }));
  const modal = reasonDialog(await screen.findByLabelText(th.reason.label));
  expect(within(modal).getByText(th.moderation.confirm.suspend)).toBeInTheDocument();
  await user.type(within(modal).getByLabelText(th.reason.label), 'Fake company');
  await user.click(within(modal).getByRole('button', { name: th.moderation.actions.suspend }));
  expect(await screen.findByText(th.moderation.done.suspend)).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/backoffice/moderation/companies/c1/action')).toMatchObject({
    method: 'POST',
    body: { action: 'suspend', reason: 'Fake company' },
    authorization: 'Bearer staff-token',
  });
});

it('a suspended company is reinstated; a refusal keeps the reason dialog open with its message', async () => {
  const suspended: ModerationCompanyDetail = {
    ...detail,
    company: { ...detail.company, status: 'suspended', status_reason: 'Fake company' },
  };
  api(suspended, (call) =>
    call.path === '/backoffice/moderation/companies/c1/action'
      ? apiError(409, 'INVALID_STATUS_TRANSITION', 'สถานะของบริษัทเปลี่ยนไปแล้ว กรุณาโหลดใหม่')
      : undefined,
  );
  const user = userEvent.setup();
  renderPage(<ModerationPage />, { path, url: '/backoffice/moderation/c1?view=companies' });
  const drawer = await screen.findByRole('dialog', { name: th.moderation.companies.detailTitle });
  expect(await within(drawer).findByText('Fake company')).toBeInTheDocument();
  expect(within(drawer).queryByRole('button', { name: th.moderation.actions.suspend })).toBeNull();
  await user.click(within(drawer).getByRole('button', { name: th.moderation.actions.reinstate }));
  const modal = reasonDialog(await screen.findByLabelText(th.reason.label));
  await user.type(within(modal).getByLabelText(th.reason.label), 'Documents checked');
  await user.click(within(modal).getByRole('button', { name: th.moderation.actions.reinstate }));
  expect(await screen.findByText('สถานะของบริษัทเปลี่ยนไปแล้ว กรุณาโหลดใหม่')).toBeInTheDocument();
  expect(within(modal).getByLabelText(th.reason.label)).toHaveValue('Documents checked');
});

it("dismisses a company's report with a reason", async () => {
  const calls = api(detail, (call) =>
    call.path === '/backoffice/moderation/reports/r9/dismiss'
      ? ok({ id: 'r9', status: 'dismissed' })
      : undefined,
  );
  const user = userEvent.setup();
  renderPage(<ModerationPage />, { path, url: '/backoffice/moderation/c1?view=companies' });
  const drawer = await screen.findByRole('dialog', { name: th.moderation.companies.detailTitle });
  await user.click(await within(drawer).findByRole('button', { name: th.moderation.actions.dismiss }));
  const modal = reasonDialog(await screen.findByLabelText(th.reason.label));
  expect(within(modal).getByText(th.moderation.confirm.dismiss.company)).toBeInTheDocument();
  await user.type(within(modal).getByLabelText(th.reason.label), 'The company exists');
  await user.click(within(modal).getByRole('button', { name: th.moderation.actions.dismiss }));
  expect(await screen.findByText(th.moderation.done.dismiss)).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/backoffice/moderation/reports/r9/dismiss')?.body).toEqual({
    reason: 'The company exists',
  });
});

it('an empty companies queue says so, and the jobs tab goes back to the jobs queue', async () => {
  const calls = stubApi((call) =>
    call.path.startsWith('/backoffice/moderation/') ? ok(pageOf([])) : undefined,
  );
  const user = userEvent.setup();
  renderPage(<ModerationPage />, { path, url: '/backoffice/moderation?view=companies&state=all' });
  expect(await screen.findByText(th.moderation.companies.empty)).toBeInTheDocument();
  expect(calls[0].query.get('state')).toBe('all');
  await user.click(screen.getByRole('tab', { name: th.moderation.views.jobs }));
  expect(await screen.findByText(th.moderation.empty)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/backoffice\/moderation$/);
  expect(calls.at(-1)?.path).toBe('/backoffice/moderation/queue');
});
