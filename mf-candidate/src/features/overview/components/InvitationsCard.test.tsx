import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CandidateInvitation } from '@jobportal/contracts';
import { apiError, ok, stubApi } from '@jobportal/test-utils';
import { initTestI18n, renderPage } from '../../../test/renderWithApp';
import { InvitationsCard } from './InvitationsCard';

jest.setTimeout(30_000);

const invitation = (id: string, over: Partial<CandidateInvitation> = {}): CandidateInvitation => ({
  id,
  job: { id: `job-${id}`, title: `นักพัฒนา ${id}`, open: true },
  company: { id: 'co-1', name_th: 'บริษัท ชวน จำกัด', name_en: 'Chuan Co.', logo_url: null },
  message: 'สนใจคุยกันไหมครับ',
  applied: false,
  created_at: new Date(Date.now() - 3_600_000).toISOString(),
  ...over,
});

function api(items: CandidateInvitation[], opts: { refuseDismiss?: boolean } = {}) {
  return stubApi(({ method, path }) => {
    if (path === '/candidate/invitations') return ok({ items, total: items.length, offset: 0, limit: 20 });
    const dismiss = /^\/candidate\/invitations\/([^/]+)\/dismiss$/.exec(path);
    if (dismiss && method === 'POST') {
      if (opts.refuseDismiss) return apiError(500, 'INTERNAL_ERROR', 'x');
      items.splice(
        items.findIndex((i) => i.id === dismiss[1]),
        1,
      );
      return { status: 204, body: null };
    }
    return undefined;
  });
}

describe('InvitationsCard (overview)', () => {
  beforeAll(initTestI18n);

  it("lists each invitation with the job's link, the company's message and its state", async () => {
    api([
      invitation('a'),
      invitation('b', { applied: true }),
      invitation('c', { job: { id: 'job-c', title: 'ปิดแล้ว', open: false } }),
    ]);
    renderPage(<InvitationsCard />, { path: '/', url: '/' });
    const rows = await screen.findAllByTestId('job-invitation');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole('link', { name: 'นักพัฒนา a' })).toHaveAttribute(
      'href',
      '/candidate/jobs/job-a',
    );
    expect(rows[0]).toHaveTextContent('บริษัท ชวน จำกัด');
    expect(rows[0]).toHaveTextContent('สนใจคุยกันไหมครับ');
    expect(within(rows[0]).getByRole('button', { name: 'ดูงานและสมัคร' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('สมัครแล้ว');
    expect(within(rows[1]).queryByRole('button', { name: 'ดูงานและสมัคร' })).toBeNull();
    expect(rows[2]).toHaveTextContent('ปิดรับสมัครแล้ว');
  });

  it('hides a dismissed invitation at once and asks the API', async () => {
    const calls = api([invitation('a'), invitation('b')]);
    renderPage(<InvitationsCard />, { path: '/', url: '/' });
    const [first] = await screen.findAllByTestId('job-invitation');
    fireEvent.click(within(first).getByRole('button', { name: 'ซ่อนคำเชิญจาก บริษัท ชวน จำกัด' }));
    await waitFor(() => expect(screen.getAllByTestId('job-invitation')).toHaveLength(1));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/candidate/invitations/a/dismiss')).toBe(
      true,
    );
  });

  it('shows nothing without invitations', async () => {
    const calls = api([]);
    const { container } = renderPage(<InvitationsCard />, { path: '/', url: '/' });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByTestId('job-invitations')).toBeNull());
    expect(container.textContent).not.toContain('คำเชิญ');
  });
});
