/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * "เชิญสมัครงาน" in the candidate browser: only the company's open jobs to choose from, the invitation sent with the
 * optional message and a Thai confirmation; the API's refusal (already invited) shown in the dialog; a viewer does
 * not get the button.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CorporateJob, CorporateProfile } from '@jobportal/contracts';
import { apiError, initTestApp, ok, renderPage, stubApi } from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import { InviteToApplyButton } from './InviteToApplyButton';

jest.setTimeout(60_000);
beforeAll(() => initTestApp());

const job = (id: string, title: string, over: Partial<CorporateJob> = {}) =>
  ({ id, title, status: 'published', moderation: 'clear', ...over }) as CorporateJob;

function api(opts: { role?: CorporateProfile['role']; refuse?: boolean } = {}) {
  return stubApi(({ method, path }) => {
    if (path === '/corporate/profile') return ok([{ role: opts.role ?? 'recruiter', company: {} }]);
    if (path === '/corporate/jobs')
      return ok([job('j1', 'นักพัฒนา React'), job('j2', 'งานที่ถูกระงับ', { moderation: 'held' })]);
    if (path === '/corporate/candidates/cand-1/invite' && method === 'POST')
      return opts.refuse
        ? apiError(409, 'ALREADY_INVITED', 'คุณเชิญผู้สมัครคนนี้สมัครงานตำแหน่งนี้ไปแล้ว')
        : ok(
            {
              id: 'inv-1',
              job_id: 'j1',
              candidate_uid: 'cand-1',
              message: '',
              invited_by: 'นก',
              created_at: '',
            },
            201,
          );
    return undefined;
  });
}

const render = () =>
  renderPage(<InviteToApplyButton uid="cand-1" name="สมชาย ใจดี" />, {
    path: '/corporate/candidate',
    url: '/corporate/candidate',
  });

async function fill() {
  fireEvent.click(await screen.findByTestId('invite-to-apply'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('เชิญ สมชาย ใจดี สมัครงาน')).toBeInTheDocument();
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: th.invite.job }));
  expect(await screen.findByTitle('นักพัฒนา React')).toBeInTheDocument();
  expect(screen.queryByTitle('งานที่ถูกระงับ')).toBeNull();
  fireEvent.click(screen.getByTitle('นักพัฒนา React'));
  fireEvent.change(within(dialog).getByLabelText(th.invite.message), { target: { value: 'สนใจคุยกันไหมครับ' } });
  fireEvent.click(within(dialog).getByTestId('invite-send'));
  return dialog;
}

it('invites to one of the open jobs with the message and confirms in Thai', async () => {
  const calls = api();
  render();
  await fill();
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ job_id: 'j1', message: 'สนใจคุยกันไหมครับ' });
  expect(await screen.findByText('ส่งคำเชิญถึง สมชาย ใจดี แล้ว')).toBeInTheDocument();
});

it("shows the API's refusal in the dialog", async () => {
  api({ refuse: true });
  render();
  const dialog = await fill();
  expect(await within(dialog).findByText('คุณเชิญผู้สมัครคนนี้สมัครงานตำแหน่งนี้ไปแล้ว')).toBeInTheDocument();
});

it('asks for a job before sending', async () => {
  const calls = api();
  render();
  fireEvent.click(await screen.findByTestId('invite-to-apply'));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByTestId('invite-send'));
  expect(await within(dialog).findByText(th.invite.jobRequired)).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

it('a viewer gets no invite button', async () => {
  const calls = api({ role: 'viewer' });
  render();
  await waitFor(() => expect(calls.some((c) => c.path === '/corporate/profile')).toBe(true));
  await waitFor(() => expect(screen.queryByTestId('invite-to-apply')).toBeNull());
});
