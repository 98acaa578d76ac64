/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * Who works on a job (issue 43): a member who may change it picks the owner and the collaborators among the members
 * who work on jobs (no viewers) and saves them; the others read who they are.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { JobTeam, TeamOverview } from '@jobportal/contracts';
import { initTestApp, ok, renderPage, stubApi } from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import { JobTeamPanel } from './JobTeamPanel';

jest.setTimeout(60_000);
beforeAll(() => initTestApp());

const TEAM: TeamOverview = {
  me: { uid: 'owner-1', role: 'owner' },
  members: [
    {
      uid: 'owner-1',
      name: 'คุณเจ้าของ',
      email: 'o@x.co',
      role: 'owner',
      joined_at: '2026-01-01',
      is_me: true,
    },
    {
      uid: 'rec-1',
      name: 'คุณสรรหา',
      email: 'r@x.co',
      role: 'recruiter',
      joined_at: '2026-01-01',
      is_me: false,
    },
    { uid: 'view-1', name: 'คุณผู้ดู', email: 'v@x.co', role: 'viewer', joined_at: '2026-01-01', is_me: false },
  ],
  invites: [],
};

function api(canManage: boolean) {
  let jobTeam: JobTeam = {
    owner: { uid: 'owner-1', name: 'คุณเจ้าของ', role: 'owner' },
    collaborators: [],
    can_manage: canManage,
  };
  return stubApi(({ method, path, body }) => {
    if (path === '/corporate/team') return ok(TEAM);
    if (path !== '/corporate/jobs/job-1/collaborators') return undefined;
    if (method === 'PUT') {
      const input = body as { owner_uid: string; collaborator_uids: string[] };
      const ref = (uid: string) => {
        const m = TEAM.members.find((x) => x.uid === uid)!;
        return { uid, name: m.name, role: m.role };
      };
      jobTeam = {
        owner: ref(input.owner_uid),
        collaborators: input.collaborator_uids.map(ref),
        can_manage: true,
      };
    }
    return ok(jobTeam);
  });
}

const render = () =>
  renderPage(<JobTeamPanel jobId="job-1" />, { path: '/corporate/jobs/:id', url: '/corporate/jobs/job-1' });

it('the owner picks the job owner among the members who work on jobs and saves it', async () => {
  const calls = api(true);
  render();
  // The design system's select (as the collaborators' beside it), not a native one.
  await waitFor(() => expect(screen.getByTestId('job-team-owner')).toHaveTextContent('คุณเจ้าของ (เจ้าของ)'));
  expect(screen.getByTestId('job-team-picker').querySelector('select')).toBeNull();
  fireEvent.mouseDown(screen.getByRole('combobox', { name: th.team.job.owner }));
  expect(await screen.findByTitle('คุณสรรหา (ผู้สรรหา)')).toBeInTheDocument();
  expect(screen.getAllByTitle('คุณเจ้าของ (เจ้าของ)').length).toBeGreaterThan(0);
  fireEvent.click(screen.getByTitle('คุณสรรหา (ผู้สรรหา)'));
  fireEvent.click(screen.getByTestId('job-team-save'));
  await waitFor(() =>
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        path: '/corporate/jobs/job-1/collaborators',
        body: { owner_uid: 'rec-1', collaborator_uids: [] },
      }),
    ),
  );
  expect(await screen.findByText(th.team.job.saved)).toBeInTheDocument();
});

it('a member who may not change it reads who works on the job', async () => {
  const calls = api(false);
  render();
  expect(await screen.findByText(`${th.team.job.owner}: คุณเจ้าของ`)).toBeInTheDocument();
  expect(
    screen.getByText(`${th.team.job.collaborators}: ${th.team.job.noCollaborators}`),
  ).toBeInTheDocument();
  expect(screen.queryByTestId('job-team-save')).toBeNull();
  expect(calls.some((c) => c.path === '/corporate/team')).toBe(false);
});
