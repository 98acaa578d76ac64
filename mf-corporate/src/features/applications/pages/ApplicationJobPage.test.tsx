/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * The applications pipeline as an employer sees it: cards in their status columns, moving a card through its menu
 * (only legal moves offered; the card moves at once and comes back when the API refuses), selecting cards and
 * rejecting them in bulk.
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type {
  ApplicationStatus,
  CandidateForEmployer,
  CorporateApplication,
  CorporateJob,
  Lookups,
} from '@jobportal/contracts';
import { addTranslations, createAppStore, getRuntimeConfig, setRuntimeConfig } from 'mf_shared_ui/platform';
import { resources } from '../../../i18n/resources';
import { th } from '../../../i18n/th';
import ApplicationJobPage from './ApplicationJobPage';

jest.setTimeout(30_000);

const lookups: Lookups = {
  provinces: [],
  companyTypes: [],
  educationLevels: [],
  skills: [],
  workTypes: ['onsite', 'hybrid', 'remote'],
  hireTypes: ['full_time'],
  datePosted: [1, 3, 7],
  contactLinkTypes: [],
};

const job = {
  id: 'job-1',
  title: 'Frontend Developer',
  status: 'published',
  applicant_counts: { total: 3 },
} as unknown as CorporateJob;

function candidate(uid: string, first: string): CandidateForEmployer {
  return {
    uid,
    first_name: first,
    last_name: 'ทดสอบ',
    headline: '',
    about: '',
    province_id: null,
    skills: [],
    experiences: [],
    educations: [],
    languages: [],
    years_experience: 0,
    expected_salary: null,
    preferred_work_types: [],
    preferred_hire_types: [],
    email: null,
    phone: null,
    has_applied_to_company: true,
  };
}

function application(id: string, first: string, status: ApplicationStatus): CorporateApplication {
  return {
    id,
    job: { id: 'job-1', title: 'Frontend Developer' },
    candidate: candidate(`uid-${id}`, first),
    status,
    cover_letter: '',
    resume: null,
    applied_at: new Date(Date.now() - 3_600_000).toISOString(),
    history: [],
    notes: [],
  };
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The API of the page: the job, its applications (a live list the status calls change), lookups. */
function api(options: { refuseStatus?: boolean } = {}) {
  const apps = [
    application('a1', 'สมชาย', 'applied'),
    application('a2', 'สมหญิง', 'applied'),
    application('a3', 'มานะ', 'hired'),
  ];
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const body = request.method === 'GET' ? null : await request.json();
    calls.push({ method: request.method, path, body });
    if (path === '/lookups') return json({ data: lookups });
    if (path === '/corporate/jobs/job-1') return json({ data: job });
    if (path === '/corporate/jobs/job-1/applications') return json({ data: apps });
    const one = /^\/corporate\/applications\/([^/]+)\/status$/.exec(path);
    if (one) {
      if (options.refuseStatus)
        return json({ error: { code: 'INVALID_STATUS_TRANSITION', message: 'ย้ายสถานะนี้ไม่ได้' } }, 409);
      const app = apps.find((a) => a.id === one[1])!;
      app.status = (body as { status: ApplicationStatus }).status;
      return json({ data: app });
    }
    if (path === '/corporate/applications/bulk-status') {
      const { ids, status } = body as { ids: string[]; status: ApplicationStatus };
      for (const a of apps) if (ids.includes(a.id)) a.status = status;
      return json({ data: { updated: ids.length } });
    }
    return json({ error: { code: 'NOT_FOUND', message: 'not found' } }, 404);
  }) as unknown as typeof fetch;
  return calls;
}

function renderPage() {
  const router = createMemoryRouter(
    [{ path: '/corporate/application/:jobuid', element: <ApplicationJobPage /> }],
    {
      initialEntries: ['/corporate/application/job-1'],
    },
  );
  render(
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const column = (status: ApplicationStatus) => screen.getByTestId(`column-${status}`);
const card = (name: string) =>
  screen.getAllByTestId('application-card').find((c) => c.getAttribute('data-candidate')?.startsWith(name))!;

/** Opens a card's action menu and returns it (menus opened before stay in the document, hidden). */
async function openMenu(name: string) {
  const before = screen.queryAllByRole('menu').length;
  fireEvent.click(within(card(name)).getByTestId('card-actions'));
  await waitFor(() => expect(screen.queryAllByRole('menu')).toHaveLength(before + 1));
  return screen.getAllByRole('menu')[before];
}

beforeAll(() => {
  addTranslations('corporate', resources);
  setRuntimeConfig({ ...getRuntimeConfig(), apiBaseUrl: 'http://localhost/api' });
});
afterEach(() => jest.restoreAllMocks());

describe('applications pipeline', () => {
  it('shows each applicant in the column of their status', async () => {
    api();
    renderPage();
    expect(await screen.findByTestId('pipeline-job-title')).toHaveTextContent('Frontend Developer');
    await waitFor(() => expect(within(column('applied')).getAllByTestId('application-card')).toHaveLength(2));
    expect(within(column('hired')).getAllByTestId('application-card')).toHaveLength(1);
  });

  it('a card menu offers only the legal moves; a hired applicant has none', async () => {
    api();
    renderPage();
    await waitFor(() => expect(card('มานะ')).toBeDefined());
    const menu = await openMenu('มานะ');
    expect(within(menu).getByText(th.applications.noMoves)).toBeInTheDocument();

    const applied = await openMenu('สมชาย');
    const options = within(applied)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(options).toEqual([
      th.status.reviewing,
      th.status.shortlisted,
      th.status.interview,
      th.status.offered,
      th.status.hired,
      th.status.rejected,
    ]);
  });

  it('moving a card through its menu calls the API and shows it in the new column', async () => {
    const calls = api();
    renderPage();
    await waitFor(() => expect(card('สมชาย')).toBeDefined());
    const menu = await openMenu('สมชาย');
    fireEvent.click(within(menu).getByText(th.status.interview));
    await waitFor(() =>
      expect(within(column('interview')).getAllByTestId('application-card')[0]).toHaveAttribute(
        'data-candidate',
        'สมชาย ทดสอบ',
      ),
    );
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/corporate/applications/a1/status',
      body: { status: 'interview' },
    });
  });

  it('a move the API refuses puts the card back', async () => {
    const calls = api({ refuseStatus: true });
    renderPage();
    await waitFor(() => expect(card('สมชาย')).toBeDefined());
    const menu = await openMenu('สมชาย');
    fireEvent.click(within(menu).getByText(th.status.reviewing));
    await waitFor(() => expect(calls.some((c) => c.path === '/corporate/applications/a1/status')).toBe(true));
    await waitFor(() =>
      expect(
        within(column('applied'))
          .getAllByTestId('application-card')
          .map((c) => c.dataset.candidate),
      ).toContain('สมชาย ทดสอบ'),
    );
    expect(within(column('reviewing')).queryAllByTestId('application-card')).toHaveLength(0);
  });

  it('selected applicants are rejected in bulk after a confirmation; a hired one cannot be selected', async () => {
    const calls = api();
    renderPage();
    await waitFor(() => expect(card('สมชาย')).toBeDefined());
    expect(within(card('มานะ')).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(card('สมชาย')).getByRole('checkbox'));
    fireEvent.click(within(card('สมหญิง')).getByRole('checkbox'));
    expect(screen.getByText('เลือกแล้ว 2 คน')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('bulk-reject'));
    fireEvent.click(await screen.findByRole('button', { name: th.common.yes }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/corporate/applications/bulk-status',
        body: { ids: ['a1', 'a2'], status: 'rejected' },
      }),
    );
    await waitFor(() =>
      expect(within(column('rejected')).getAllByTestId('application-card')).toHaveLength(2),
    );
    expect(screen.queryByTestId('bulk-reject')).toBeNull();
  });
});
