/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * The company team as its members see it: the owner invites (with the API's field message for a member already in
 * the team), resends and revokes invitations, changes a role, removes a member and hands the company over after a
 * confirmation; an admin cannot touch the owner nor another admin; a recruiter sees the members only, without any
 * action but leaving.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TeamInvite, TeamMember, TeamOverview, TeamRole } from '@jobportal/contracts';
import { noContent } from '@jobportal/test-utils';
import { apiError, initTestApp, ok, renderPage, stubApi } from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import TeamPage from './TeamPage';

jest.setTimeout(60_000);
beforeAll(() => initTestApp());

const member = (uid: string, name: string, role: TeamRole): TeamMember => ({
  uid,
  name,
  email: `${uid}@example.co.th`,
  role,
  joined_at: '2026-11-01T03:00:00.000Z',
  is_me: false,
});

const invite = (id: string, email: string, expired = false): TeamInvite => ({
  id,
  email,
  role: 'recruiter',
  locale: 'th',
  invited_by: 'คุณเจ้าของ',
  sent_count: 1,
  last_sent_at: '2026-12-01T03:00:00.000Z',
  expires_at: expired ? '2026-12-02T03:00:00.000Z' : '2099-12-08T03:00:00.000Z',
  expired,
});

/** GET /corporate/team as the API answers `me`, and the team's writes, each recorded; the writes change the team. */
function teamApi(meUid: string, options: { refuseInvite?: boolean } = {}) {
  const team: TeamOverview = {
    me: { uid: meUid, role: 'owner' },
    members: [
      member('owner-1', 'คุณเจ้าของ', 'owner'),
      member('admin-1', 'คุณแอดมิน', 'admin'),
      member('admin-2', 'คุณแอดมินสอง', 'admin'),
      member('rec-1', 'คุณสรรหา', 'recruiter'),
      member('view-1', 'คุณผู้ดู', 'viewer'),
    ],
    invites: [invite('inv-1', 'new@example.co.th'), invite('inv-2', 'late@example.co.th', true)],
  };
  const me = team.members.find((m) => m.uid === meUid)!;
  team.me.role = me.role;
  me.is_me = true;
  if (me.role !== 'owner' && me.role !== 'admin') team.invites = [];
  return stubApi(({ method, path, body }) => {
    if (path === '/corporate/team' && method === 'GET') return ok(structuredClone(team));
    if (path === '/corporate/team/invites' && method === 'POST') {
      const { email, role } = body as { email: string; role: 'recruiter' };
      if (options.refuseInvite)
        return apiError(409, 'ALREADY_MEMBER', 'บัญชีนี้เป็นสมาชิกของบริษัทอยู่แล้ว', [
          { field: 'email', message: 'อีเมลนี้เป็นสมาชิกของทีมอยู่แล้ว' },
        ]);
      const created = { ...invite('inv-3', email), role };
      team.invites.unshift(created);
      return ok(created, 201);
    }
    const resend = /^\/corporate\/team\/invites\/([^/]+)\/resend$/.exec(path);
    if (resend) {
      const i = team.invites.find((x) => x.id === resend[1])!;
      Object.assign(i, {
        sent_count: i.sent_count + 1,
        expired: false,
        expires_at: '2099-12-15T03:00:00.000Z',
      });
      return ok(i);
    }
    const revoke = /^\/corporate\/team\/invites\/([^/]+)$/.exec(path);
    if (revoke && method === 'DELETE') {
      team.invites = team.invites.filter((x) => x.id !== revoke[1]);
      return noContent();
    }
    const one = /^\/corporate\/team\/members\/([^/]+)$/.exec(path);
    if (one && method === 'PATCH') {
      const m = team.members.find((x) => x.uid === one[1])!;
      m.role = (body as { role: TeamRole }).role;
      return ok(m);
    }
    if (one && method === 'DELETE') {
      team.members = team.members.filter((x) => x.uid !== one[1]);
      return noContent();
    }
    if (path === '/corporate/team/transfer') {
      const target = team.members.find((x) => x.uid === (body as { uid: string }).uid)!;
      target.role = 'owner';
      me.role = 'admin';
      team.me.role = 'admin';
      return ok(structuredClone(team));
    }
    return undefined;
  });
}

const page = () => renderPage(<TeamPage />, { path: '/corporate/team', url: '/corporate/team' });
const row = (uid: string) => screen.getByTestId(`team-member-${uid}`);
const confirm = async () => fireEvent.click(await screen.findByRole('button', { name: th.common.yes }));
/** Picks an option of the design system's select named `label` (opened by a press, as a pointer does). */
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await optionTitled(option));
};
/** An option of the open select's list (the selects' chosen values carry the same titles). */
const optionTitled = (title: string) =>
  waitFor(() => {
    const option = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);
    if (!option) throw new Error(`no option ${title}`);
    return option;
  });

it('the owner sees every member with their role and the open invitations, an expired one marked', async () => {
  teamApi('owner-1');
  page();
  expect(await screen.findByRole('heading', { name: th.team.title })).toBeInTheDocument();
  expect(screen.getByText('สมาชิก (5)')).toBeInTheDocument();
  expect(within(row('owner-1')).getByText(th.team.you)).toBeInTheDocument();
  expect(within(row('owner-1')).getByTestId('team-member-role')).toHaveTextContent(th.team.roles.owner);
  // the owner picks the role of anyone else, and hands the company over to anyone else
  expect(
    within(row('rec-1')).getByRole('combobox', { name: 'บทบาทของ คุณสรรหา' }).closest('.ant-select'),
  ).toHaveTextContent(th.team.roles.recruiter);
  expect(within(row('admin-1')).getByRole('button', { name: th.team.transfer })).toBeInTheDocument();
  expect(within(row('owner-1')).queryByRole('button', { name: th.team.leave })).toBeNull();
  expect(screen.getByText('คำเชิญที่รอการตอบรับ (2)')).toBeInTheDocument();
  const late = screen.getByTestId('team-invite-inv-2');
  expect(within(late).getByText(th.team.invites.expired)).toBeInTheDocument();
  expect(within(screen.getByTestId('team-invite-inv-1')).getByText(/ใช้ได้ถึง/)).toBeInTheDocument();
});

it('invites by e-mail with a role and language; a bad address is caught before the API', async () => {
  const calls = teamApi('owner-1');
  page();
  await screen.findByTestId('team-invite-form');
  fireEvent.change(screen.getByTestId('team-invite-email'), { target: { value: 'not-an-email' } });
  fireEvent.click(screen.getByTestId('team-invite-submit'));
  expect(await screen.findByRole('alert')).toHaveTextContent(th.team.invite.emailInvalid);
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  fireEvent.change(screen.getByTestId('team-invite-email'), { target: { value: ' somsak@example.co.th ' } });
  await choose(th.team.invite.role, th.team.roles.viewer);
  await choose(th.team.invite.locale, th.team.invite.locales.en);
  fireEvent.click(screen.getByTestId('team-invite-submit'));
  await waitFor(() =>
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/corporate/team/invites',
        body: { email: 'somsak@example.co.th', role: 'viewer', locale: 'en' },
      }),
    ),
  );
  expect(await screen.findByText('ส่งคำเชิญถึง somsak@example.co.th แล้ว')).toBeInTheDocument();
  expect(await screen.findByText('คำเชิญที่รอการตอบรับ (3)')).toBeInTheDocument();
  expect(screen.getByTestId('team-invite-email')).toHaveValue('');
});

it("shows the API's field message when the address is already a member", async () => {
  teamApi('owner-1', { refuseInvite: true });
  page();
  await screen.findByTestId('team-invite-form');
  fireEvent.change(screen.getByTestId('team-invite-email'), { target: { value: 'rec-1@example.co.th' } });
  fireEvent.click(screen.getByTestId('team-invite-submit'));
  expect(await screen.findByRole('alert')).toHaveTextContent('อีเมลนี้เป็นสมาชิกของทีมอยู่แล้ว');
});

it('resends an invitation and revokes another after a confirmation', async () => {
  const calls = teamApi('owner-1');
  page();
  const late = await screen.findByTestId('team-invite-inv-2');
  fireEvent.click(within(late).getByRole('button', { name: th.team.invites.resend }));
  expect(
    await screen.findByText('ส่งคำเชิญถึง late@example.co.th อีกครั้งแล้ว ลิงก์เดิมใช้ไม่ได้แล้ว'),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(
      within(screen.getByTestId('team-invite-inv-2')).getByText('ส่งแล้ว 2 ครั้ง', { exact: false }),
    ).toBeInTheDocument(),
  );
  expect(within(screen.getByTestId('team-invite-inv-2')).queryByText(th.team.invites.expired)).toBeNull();

  fireEvent.click(
    within(screen.getByTestId('team-invite-inv-1')).getByRole('button', { name: th.team.invites.revoke }),
  );
  expect(
    await screen.findByText('ยกเลิกคำเชิญถึง new@example.co.th ใช่หรือไม่ ลิงก์ในอีเมลจะใช้ไม่ได้ทันที'),
  ).toBeInTheDocument();
  await confirm();
  await waitFor(() => expect(screen.queryByTestId('team-invite-inv-1')).toBeNull());
  expect(calls).toContainEqual(
    expect.objectContaining({ method: 'DELETE', path: '/corporate/team/invites/inv-1' }),
  );
});

it('changes a role, removes a member and transfers the ownership after confirmations', async () => {
  const calls = teamApi('owner-1');
  page();
  const picker = await within(await screen.findByTestId('team-member-rec-1')).findByRole('combobox');
  fireEvent.mouseDown(picker);
  fireEvent.click(await optionTitled(th.team.roles.admin));
  await waitFor(() =>
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: '/corporate/team/members/rec-1',
        body: { role: 'admin' },
      }),
    ),
  );
  expect(await screen.findByText('เปลี่ยนบทบาทของ คุณสรรหา เป็นผู้ดูแลแล้ว')).toBeInTheDocument();

  fireEvent.click(within(row('view-1')).getByRole('button', { name: th.team.remove }));
  expect(await screen.findByText(/นำ คุณผู้ดู ออกจากทีมใช่หรือไม่/)).toBeInTheDocument();
  await confirm();
  await waitFor(() => expect(screen.queryByTestId('team-member-view-1')).toBeNull());
  expect(calls).toContainEqual(
    expect.objectContaining({ method: 'DELETE', path: '/corporate/team/members/view-1' }),
  );

  fireEvent.click(within(row('admin-1')).getByRole('button', { name: th.team.transfer }));
  expect(await screen.findByText(/โอนความเป็นเจ้าของบริษัทให้ คุณแอดมิน ใช่หรือไม่/)).toBeInTheDocument();
  await confirm();
  await waitFor(() =>
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/corporate/team/transfer', body: { uid: 'admin-1' } }),
    ),
  );
  // now an admin: the new owner is out of reach, and so is the transfer
  await waitFor(() =>
    expect(within(row('admin-1')).getByTestId('team-member-role')).toHaveTextContent(th.team.roles.owner),
  );
  expect(screen.queryByRole('button', { name: th.team.transfer })).toBeNull();
});

it('an admin manages recruiters and viewers, not the owner nor another admin', async () => {
  teamApi('admin-1');
  page();
  await screen.findByTestId('team-invite-form');
  expect(within(row('owner-1')).queryByRole('combobox')).toBeNull();
  expect(within(row('owner-1')).queryByRole('button', { name: th.team.remove })).toBeNull();
  expect(within(row('admin-2')).queryByRole('combobox')).toBeNull();
  expect(within(row('admin-2')).queryByRole('button', { name: th.team.remove })).toBeNull();
  expect(within(row('rec-1')).getByRole('combobox')).toBeInTheDocument();
  expect(within(row('view-1')).getByRole('button', { name: th.team.remove })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: th.team.transfer })).toBeNull();
  expect(within(row('admin-1')).getByRole('button', { name: th.team.leave })).toBeInTheDocument();
});

it('a recruiter sees the members only: no invitations, no actions but leaving', async () => {
  const calls = teamApi('rec-1');
  page();
  expect(await screen.findByText(th.team.readOnly)).toBeInTheDocument();
  expect(screen.queryByTestId('team-invite-form')).toBeNull();
  expect(screen.queryByText(/คำเชิญที่รอการตอบรับ/)).toBeNull();
  expect(screen.queryAllByRole('combobox')).toHaveLength(0);
  expect(screen.queryByRole('button', { name: th.team.remove })).toBeNull();

  fireEvent.click(within(row('rec-1')).getByRole('button', { name: th.team.leave }));
  expect(await screen.findByText(th.team.leaveConfirm)).toBeInTheDocument();
  await confirm();
  await waitFor(() =>
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/corporate/team/members/rec-1' }),
    ),
  );
});
