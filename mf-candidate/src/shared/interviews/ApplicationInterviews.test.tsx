/**
 * My interviews on my application card (issue 43): the times offered in Thai time and the choice sent to the API,
 * asking for other times with a note, the confirmed time with its calendar file, a cancellation's reason, and only
 * this application's interviews.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CandidateInterview } from '@jobportal/contracts';
import { ok, stubApi } from '@jobportal/test-utils';
import { initTestI18n, renderPage } from '../../test/renderWithApp';
import { thAccount } from '../../i18n/th.account';
import { ApplicationInterviews } from './ApplicationInterviews';

jest.setTimeout(30_000);
const t = thAccount.interviews;

const interview = (id: string, over: Partial<CandidateInterview> = {}): CandidateInterview => ({
  id,
  application_id: 'a1',
  status: 'proposed',
  mode: 'video',
  location: 'https://meet.example.com/abc',
  duration_minutes: 45,
  note: 'เตรียมพอร์ตโฟลิโอมาด้วยครับ',
  starts_at: null,
  slots: [
    { id: 's1', starts_at: '2099-12-15T03:00:00.000Z' },
    { id: 's2', starts_at: '2099-12-16T07:30:00.000Z' },
  ],
  candidate_note: null,
  cancel_reason: null,
  sequence: 0,
  created_at: '2026-12-01T03:00:00.000Z',
  updated_at: '2026-12-01T03:00:00.000Z',
  job: { id: 'job-1', title: 'นักพัฒนา Go' },
  company: { id: 'co-1', name_th: 'บริษัท นัดหมาย จำกัด', name_en: 'Appointments Co.' },
  ...over,
});

/** The candidate's interviews, changed by the calls like the API does. */
function api(items: CandidateInterview[]) {
  return stubApi(({ method, path, body }) => {
    if (path === '/candidate/interviews') return ok(items);
    const choose = /^\/candidate\/interviews\/(\w+)\/choose$/.exec(path);
    if (method === 'POST' && choose) {
      const i = items.find((x) => x.id === choose[1])!;
      const slot = i.slots.find((s) => s.id === (body as { slot_id: string }).slot_id)!;
      Object.assign(i, { status: 'scheduled', starts_at: slot.starts_at, slots: [] });
      return ok(i);
    }
    const ask = /^\/candidate\/interviews\/(\w+)\/request-change$/.exec(path);
    if (method === 'POST' && ask) {
      const i = items.find((x) => x.id === ask[1])!;
      Object.assign(i, {
        status: 'change_requested',
        candidate_note: (body as { note: string }).note,
        slots: [],
      });
      return ok(i);
    }
    if (path === '/candidate/interviews/i1/calendar.ics')
      return { status: 200, body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' };
    return undefined;
  });
}

const render = () => renderPage(<ApplicationInterviews applicationId="a1" />, { path: '/', url: '/' });

describe('ApplicationInterviews (my applications)', () => {
  beforeAll(initTestI18n);

  it('offers the times in Thai time and sends the one chosen; the confirmed time shows with its calendar file', async () => {
    const calls = api([interview('i1'), interview('other', { application_id: 'a2' })]);
    render();
    const card = await screen.findByTestId('candidate-interview');
    expect(screen.getAllByTestId('candidate-interview')).toHaveLength(1);
    expect(card).toHaveTextContent(t.status.proposed);
    expect(card).toHaveTextContent('เตรียมพอร์ตโฟลิโอมาด้วยครับ');
    const options = within(card).getAllByRole('radio');
    expect(options).toHaveLength(2);
    // 03:00 and 07:30 UTC are 10:00 and 14:30 in Thailand
    expect(card).toHaveTextContent('10:00');
    expect(card).toHaveTextContent('14:30');
    const confirm = within(card).getByTestId('interview-choose');
    expect(confirm).toBeDisabled();
    fireEvent.click(options[1]);
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          path: '/candidate/interviews/i1/choose',
          body: { slot_id: 's2' },
        }),
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('candidate-interview')).toHaveAttribute('data-status', 'scheduled'),
    );
    expect(screen.getByTestId('candidate-interview')).toHaveTextContent(`${t.at}:`);

    const createObjectURL = jest.fn(() => 'blob:ics');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    fireEvent.click(screen.getByTestId('interview-ics'));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/candidate/interviews/i1/calendar.ics' }),
    );
  });

  it('asks for other times with a note (required)', async () => {
    const calls = api([interview('i1')]);
    render();
    const card = await screen.findByTestId('candidate-interview');
    fireEvent.click(within(card).getByRole('button', { name: t.askOther }));
    fireEvent.click(within(card).getByRole('button', { name: t.send }));
    expect(await within(card).findByText(t.askRequired)).toBeInTheDocument();
    fireEvent.change(within(card).getByLabelText(t.askLabel), { target: { value: 'สะดวกช่วงบ่ายค่ะ' } });
    fireEvent.click(within(card).getByRole('button', { name: t.send }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          path: '/candidate/interviews/i1/request-change',
          body: { note: 'สะดวกช่วงบ่ายค่ะ' },
        }),
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('candidate-interview')).toHaveAttribute('data-status', 'change_requested'),
    );
    expect(screen.getByTestId('candidate-interview')).toHaveTextContent('สะดวกช่วงบ่ายค่ะ');
  });

  it('shows a cancelled interview with its reason and no action', async () => {
    api([
      interview('i1', {
        status: 'cancelled',
        starts_at: '2099-12-15T03:00:00.000Z',
        slots: [],
        cancel_reason: 'ปิดรับตำแหน่งแล้ว',
      }),
    ]);
    render();
    const card = await screen.findByTestId('candidate-interview');
    expect(card).toHaveTextContent(t.status.cancelled);
    expect(card).toHaveTextContent('ปิดรับตำแหน่งแล้ว');
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
