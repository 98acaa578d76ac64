/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * The applications pipeline as an employer sees it: cards in their status columns with counts, moving a card through
 * its menu or by dragging it (only legal moves; the card moves at once, a Thai confirmation, and it comes back with
 * the Thai error when the API refuses), selecting cards and rejecting them in bulk, and the filters.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApplicationStatus, CorporateApplication, CorporateJob } from '@jobportal/contracts';
import { application, testLookups } from '../../../test/fixtures';
import { apiError, initTestApp, ok, renderPage as renderAt, stubApi } from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import { setViewportWidth } from '../../../test/viewport';
import ApplicationJobPage from './ApplicationJobPage';

// Many antd menus and a popconfirm per test on a loaded 2-core CI machine.
jest.setTimeout(60_000);

const job = {
  id: 'job-1',
  title: 'Frontend Developer',
  status: 'published',
  applicant_counts: { total: 3 },
} as unknown as CorporateJob;

/** The API of the page: the job, its applications (a live list the status calls change), lookups. */
function api(options: { refuseStatus?: boolean; refuseBulk?: boolean; extra?: CorporateApplication[] } = {}) {
  const apps = [
    application('a1', 'สมชาย', 'applied'),
    application('a2', 'สมหญิง', 'applied'),
    application('a3', 'มานะ', 'hired'),
    ...(options.extra ?? []),
  ];
  return stubApi(({ path, body }) => {
    if (path === '/lookups') return ok(testLookups);
    if (path === '/corporate/jobs/job-1') return ok(job);
    if (path === '/corporate/jobs/job-1/applications') return ok(apps);
    if (path === '/corporate/jobs/job-1/questions') return ok([]);
    const one = /^\/corporate\/applications\/([^/]+)\/status$/.exec(path);
    if (one) {
      if (options.refuseStatus) return apiError(409, 'INVALID_STATUS_TRANSITION', 'ย้ายสถานะนี้ไม่ได้');
      const app = apps.find((a) => a.id === one[1])!;
      app.status = (body as { status: ApplicationStatus }).status;
      return ok(app);
    }
    if (path === '/corporate/applications/bulk-status') {
      if (options.refuseBulk) return apiError(409, 'INVALID_STATUS_TRANSITION', 'บางใบสมัครเปลี่ยนสถานะไม่ได้');
      const { ids, status } = body as { ids: string[]; status: ApplicationStatus };
      for (const a of apps) if (ids.includes(a.id)) a.status = status;
      return ok({ updated: ids.length });
    }
    return undefined;
  });
}

function renderPage(query = '') {
  return renderAt(<ApplicationJobPage />, {
    path: '/corporate/application/:jobuid',
    url: `/corporate/application/job-1${query}`,
  });
}

const column = (status: ApplicationStatus) => screen.getByTestId(`column-${status}`);
const card = (name: string) =>
  screen.getAllByTestId('application-card').find((c) => c.getAttribute('data-candidate')?.startsWith(name))!;

/** The number on a column's header badge. */
const count = (status: ApplicationStatus) =>
  column(status).querySelector('header .ant-badge [title]')?.getAttribute('title') ?? null;

/** Drags a card onto a column the way the browser does (HTML5 drag and drop). */
function drag(from: HTMLElement, to: HTMLElement) {
  const data = new Map<string, string>();
  const dataTransfer = {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    dropEffect: 'none',
    effectAllowed: 'all',
  };
  fireEvent.dragStart(from, { dataTransfer });
  fireEvent.dragOver(to, { dataTransfer });
  fireEvent.drop(to, { dataTransfer });
  fireEvent.dragEnd(from, { dataTransfer });
}

/** Opens a card's action menu and returns it (the menu its button controls). */
async function openMenu(name: string) {
  const trigger = within(card(name)).getByTestId('card-actions');
  fireEvent.click(trigger);
  await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
  return document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
}

beforeAll(() => initTestApp());
// A laptop's 1366 px: every column on the board (a phone shows one at a time: PipelineBoard.test.tsx).
let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = setViewportWidth(1366);
});
afterEach(() => {
  restoreViewport();
  jest.restoreAllMocks();
});

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
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/corporate/applications/a1/status',
        body: { status: 'interview' },
      }),
    );
    expect(await screen.findByText('ย้าย สมชาย ทดสอบ ไปที่ "นัดสัมภาษณ์" แล้ว')).toBeInTheDocument();
    expect(count('applied')).toBe('1');
    expect(count('interview')).toBe('1');
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
    expect(await screen.findByText(th.common.saveFailed)).toBeInTheDocument();
    expect(screen.getByText('ย้ายสถานะนี้ไม่ได้')).toBeInTheDocument();
    expect(count('applied')).toBe('2');
    expect(count('reviewing')).toBe('0');
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
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          path: '/corporate/applications/bulk-status',
          body: { ids: ['a1', 'a2'], status: 'rejected' },
        }),
      ),
    );
    await waitFor(() =>
      expect(within(column('rejected')).getAllByTestId('application-card')).toHaveLength(2),
    );
    expect(screen.queryByTestId('bulk-reject')).toBeNull();
    expect(await screen.findByText('อัปเดตแล้ว 2 ใบสมัคร')).toBeInTheDocument();
    expect(count('applied')).toBe('0');
    expect(count('rejected')).toBe('2');
  });

  it('the selection count and the bulk button follow each tick, and "clear selection" drops them', async () => {
    api();
    renderPage();
    await waitFor(() => expect(card('สมชาย')).toBeDefined());
    fireEvent.click(within(card('สมชาย')).getByRole('checkbox', { name: 'เลือก สมชาย ทดสอบ' }));
    expect(screen.getByText('เลือกแล้ว 1 คน')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-reject')).toHaveTextContent('ไม่ผ่านการพิจารณา (1)');
    fireEvent.click(within(card('สมหญิง')).getByRole('checkbox', { name: 'เลือก สมหญิง ทดสอบ' }));
    expect(screen.getByText('เลือกแล้ว 2 คน')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-reject')).toHaveTextContent('ไม่ผ่านการพิจารณา (2)');
    fireEvent.click(within(card('สมชาย')).getByRole('checkbox'));
    expect(screen.getByText('เลือกแล้ว 1 คน')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: th.applications.clearSelection }));
    expect(screen.queryByText(/เลือกแล้ว/)).toBeNull();
    expect(screen.queryByTestId('bulk-reject')).toBeNull();
    expect(within(card('สมหญิง')).getByRole('checkbox')).not.toBeChecked();
  });

  it('a bulk rejection the API refuses shows the Thai error and keeps the cards and the selection', async () => {
    const calls = api({ refuseBulk: true });
    renderPage();
    await waitFor(() => expect(card('สมชาย')).toBeDefined());
    fireEvent.click(within(card('สมชาย')).getByRole('checkbox'));
    fireEvent.click(within(card('สมหญิง')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('bulk-reject'));
    expect(await screen.findByText('ยืนยันเปลี่ยนสถานะผู้สมัคร 2 คนเป็น "ไม่ผ่านการพิจารณา"?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: th.common.yes }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/corporate/applications/bulk-status')).toBe(true),
    );
    expect(await screen.findByText(th.common.saveFailed)).toBeInTheDocument();
    expect(screen.getByText('บางใบสมัครเปลี่ยนสถานะไม่ได้')).toBeInTheDocument();
    expect(within(column('applied')).getAllByTestId('application-card')).toHaveLength(2);
    expect(within(column('rejected')).queryAllByTestId('application-card')).toHaveLength(0);
    expect(screen.getByText('เลือกแล้ว 2 คน')).toBeInTheDocument();
  });

  it('dragging a card onto a later column moves it through the API', async () => {
    const calls = api();
    renderPage();
    await waitFor(() => expect(card('สมชาย')).toBeDefined());
    drag(card('สมชาย'), column('shortlisted'));
    await waitFor(() =>
      expect(within(column('shortlisted')).getAllByTestId('application-card')[0]).toHaveAttribute(
        'data-candidate',
        'สมชาย ทดสอบ',
      ),
    );
    expect(calls).toContainEqual(
      expect.objectContaining({ path: '/corporate/applications/a1/status', body: { status: 'shortlisted' } }),
    );
    expect(await screen.findByText('ย้าย สมชาย ทดสอบ ไปที่ "ผ่านการคัดเลือกเบื้องต้น" แล้ว')).toBeInTheDocument();
  });

  it('dropping a card on a column it cannot move to says why and calls nothing', async () => {
    const calls = api({ extra: [application('a4', 'วิภา', 'rejected')] });
    renderPage();
    await waitFor(() => expect(card('วิภา')).toBeDefined());
    drag(card('วิภา'), column('interview'));
    expect(await screen.findByText('ไม่สามารถย้ายจาก "ไม่ผ่านการพิจารณา" ไป "นัดสัมภาษณ์" ได้')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(within(column('rejected')).getAllByTestId('application-card')).toHaveLength(1);
  });
});

describe('applications pipeline filters', () => {
  it('the search box keeps only the applicants whose name matches and puts the text in the address', async () => {
    api();
    const { router } = renderPage();
    await waitFor(() => expect(card('สมชาย')).toBeDefined());
    fireEvent.change(screen.getByRole('searchbox', { name: th.applications.filterText }), {
      target: { value: 'สมหญิง' },
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('application-card').map((c) => c.dataset.candidate)).toEqual([
        'สมหญิง ทดสอบ',
      ]),
    );
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('สมหญิง')}`);
    expect(count('applied')).toBe('1');
  });

  it('a status filter shows that column only', async () => {
    api();
    renderPage();
    await waitFor(() => expect(card('สมชาย')).toBeDefined());
    fireEvent.mouseDown(screen.getByRole('combobox', { name: th.applications.filterStatus }));
    fireEvent.click(await screen.findByTitle(th.status.hired));
    await waitFor(() => expect(screen.queryByTestId('column-applied')).toBeNull());
    expect(screen.getAllByTestId('application-card').map((c) => c.dataset.candidate)).toEqual(['มานะ ทดสอบ']);
  });

  it('a status filter in the address is applied when the page opens', async () => {
    api();
    renderPage('?status=applied');
    await waitFor(() => expect(screen.getAllByTestId('application-card')).toHaveLength(2));
    expect(screen.queryByTestId('column-hired')).toBeNull();
  });

  it('withdrawn applications are hidden until "show withdrawn" is ticked, with their number', async () => {
    api({ extra: [application('a5', 'ปิติ', 'withdrawn')] });
    renderPage();
    await waitFor(() => expect(card('สมชาย')).toBeDefined());
    expect(screen.queryByTestId('column-withdrawn')).toBeNull();
    expect(card('ปิติ')).toBeUndefined();
    fireEvent.click(screen.getByRole('checkbox', { name: 'แสดงผู้ที่ถอนใบสมัคร (1)' }));
    await waitFor(() =>
      expect(within(column('withdrawn')).getAllByTestId('application-card')).toHaveLength(1),
    );
    expect(card('ปิติ')).toBeDefined();
  });
});
