/**
 * @jest-environment ../libs/test-utils/jsdom-with-fetch.cjs
 */
/**
 * Interviews on the application page (issue 43): what each interview says (state, time in Thai time, the times
 * offered, the candidate's note), the "นัดสัมภาษณ์" dialog (times entered in Thai time sent as instants, a wrong
 * link or a past time stopped before any call, the API's field errors on the right field), rescheduling to a set
 * time, cancelling with a reason, and a viewer who reads without the buttons.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CorporateInterview } from '@jobportal/contracts';
import { apiError, initTestApp, ok, renderPage, stubApi } from '../../test/renderWithApp';
import { th } from '../../i18n/th';
import { ApplicationInterviews } from './ApplicationInterviews';

jest.setTimeout(60_000);
beforeAll(() => initTestApp());

const interview = (id: string, over: Partial<CorporateInterview>): CorporateInterview => ({
  id,
  application_id: 'a1',
  status: 'proposed',
  mode: 'video',
  location: 'https://meet.example.com/abc',
  duration_minutes: 45,
  note: '',
  starts_at: null,
  slots: [],
  candidate_note: null,
  cancel_reason: null,
  sequence: 0,
  created_at: '2026-12-01T03:00:00.000Z',
  updated_at: '2026-12-01T03:00:00.000Z',
  created_by_name: 'วิภา ช่วยดู',
  ...over,
});

function api(items: CorporateInterview[], { role = 'recruiter', refuse = false } = {}) {
  const state = [...items];
  return stubApi(({ method, path, body }) => {
    if (path === '/corporate/profile') return ok([{ role }]);
    if (method === 'GET' && path === '/corporate/applications/a1/interviews') return ok(state);
    if (method === 'POST' && path === '/corporate/applications/a1/interviews') {
      if (refuse)
        return apiError(400, 'VALIDATION_ERROR', 'ข้อมูลไม่ถูกต้อง', [
          { field: 'slots.0', message: 'เวลาผ่านไปแล้ว' },
        ]);
      const b = body as { slots: string[] };
      const created = interview(`i${state.length + 1}`, {
        ...(body as object),
        slots: b.slots.map((s, n) => ({ id: `s${n}`, starts_at: s })),
      });
      state.unshift(created);
      return ok(created, 201);
    }
    const patch = /^\/corporate\/interviews\/(\w+)$/.exec(path);
    if (method === 'PATCH' && patch) {
      const i = state.find((x) => x.id === patch[1])!;
      Object.assign(i, { status: 'scheduled', starts_at: (body as { starts_at: string }).starts_at });
      return ok(i);
    }
    const cancel = /^\/corporate\/interviews\/(\w+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const i = state.find((x) => x.id === cancel[1])!;
      Object.assign(i, { status: 'cancelled', cancel_reason: (body as { reason?: string }).reason ?? null });
      return ok(i);
    }
    return undefined;
  });
}

const render = () =>
  renderPage(<ApplicationInterviews applicationId="a1" jobId="job-1" status="shortlisted" />, {
    path: '/corporate/application/:jobuid/candidate/:candidateuid',
    url: '/corporate/application/job-1/candidate/uid-a1',
  });
const dialog = () => screen.getByRole('dialog');

it('shows each interview: its state, the chosen time in Thai time, the times offered and the candidate note', async () => {
  api([
    interview('i1', {
      status: 'scheduled',
      starts_at: '2026-12-15T03:00:00.000Z',
      mode: 'onsite',
      location: 'ชั้น 12',
    }),
    interview('i2', {
      slots: [
        { id: 's1', starts_at: '2026-12-16T02:30:00.000Z' },
        { id: 's2', starts_at: '2026-12-17T07:00:00.000Z' },
      ],
    }),
    interview('i3', { status: 'change_requested', candidate_note: 'สะดวกช่วงบ่ายค่ะ' }),
  ]);
  render();
  const items = await screen.findAllByTestId('interview-item');
  expect(items.map((i) => i.getAttribute('data-status'))).toEqual([
    'scheduled',
    'proposed',
    'change_requested',
  ]);
  expect(within(items[0]).getByText(th.interviews.status.scheduled)).toBeInTheDocument();
  // 03:00 UTC is 10:00 in Thailand, whatever the test machine's zone
  expect(items[0]).toHaveTextContent('10:00');
  expect(items[0]).toHaveTextContent('ชั้น 12');
  expect(
    within(items[1])
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([expect.stringContaining('09:30'), expect.stringContaining('14:00')]);
  expect(within(items[1]).getByRole('link', { name: 'https://meet.example.com/abc' })).toHaveAttribute(
    'href',
    'https://meet.example.com/abc',
  );
  expect(items[2]).toHaveTextContent('สะดวกช่วงบ่ายค่ะ');
  expect(screen.getByRole('button', { name: th.interviews.propose })).toBeInTheDocument();
});

it('proposes: times in Thai time are sent as instants; a wrong link and a past time are stopped first', async () => {
  const calls = api([]);
  render();
  expect(await screen.findByText(th.interviews.empty)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: th.interviews.propose }));
  const d = within(dialog());
  fireEvent.change(d.getByLabelText(th.interviews.link), { target: { value: 'http://meet.example.com/x' } });
  fireEvent.change(d.getByLabelText('ตัวเลือกที่ 1'), { target: { value: '2020-01-15T10:00' } });
  fireEvent.click(d.getByTestId('interview-submit'));
  expect(await d.findByText(th.interviews.linkInvalid)).toBeInTheDocument();
  expect(d.getByText(th.interviews.slotPast)).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

  fireEvent.change(d.getByLabelText(th.interviews.link), { target: { value: 'https://meet.example.com/x' } });
  fireEvent.change(d.getByLabelText('ตัวเลือกที่ 1'), { target: { value: '2099-01-15T10:00' } });
  fireEvent.click(d.getByRole('button', { name: new RegExp(th.interviews.addSlot) }));
  fireEvent.change(d.getByLabelText('ตัวเลือกที่ 2'), { target: { value: '2099-01-15T10:00' } });
  fireEvent.click(d.getByTestId('interview-submit'));
  expect(await d.findByText(th.interviews.slotDuplicate)).toBeInTheDocument();
  fireEvent.change(d.getByLabelText('ตัวเลือกที่ 2'), { target: { value: '2099-01-16T14:30' } });
  fireEvent.change(d.getByLabelText(th.interviews.note), { target: { value: ' เตรียมพอร์ตโฟลิโอ ' } });
  fireEvent.click(d.getByTestId('interview-submit'));

  expect(await screen.findByText(th.interviews.sent)).toBeInTheDocument();
  expect(calls).toContainEqual(
    expect.objectContaining({
      method: 'POST',
      path: '/corporate/applications/a1/interviews',
      body: {
        mode: 'video',
        location: 'https://meet.example.com/x',
        duration_minutes: 60,
        note: 'เตรียมพอร์ตโฟลิโอ',
        slots: ['2099-01-15T03:00:00.000Z', '2099-01-16T07:30:00.000Z'],
      },
    }),
  );
  await waitFor(() => expect(screen.getAllByTestId('interview-item')).toHaveLength(1));
});

it("puts the API's field error on the time it names", async () => {
  api([], { refuse: true });
  render();
  fireEvent.click(await screen.findByRole('button', { name: th.interviews.propose }));
  const d = within(dialog());
  fireEvent.click(d.getByLabelText(th.interviews.mode.onsite));
  fireEvent.change(d.getByLabelText(th.interviews.address), { target: { value: 'อาคารสาทรธานี' } });
  fireEvent.change(d.getByLabelText('ตัวเลือกที่ 1'), { target: { value: '2099-01-15T10:00' } });
  fireEvent.click(d.getByTestId('interview-submit'));
  expect(await d.findByText(th.interviews.slotPast)).toBeInTheDocument();
});

it('reschedules to a set time and cancels with a reason', async () => {
  const calls = api([interview('i1', { status: 'change_requested', candidate_note: 'ขอเลื่อน' })]);
  render();
  fireEvent.click(await screen.findByTestId('interview-reschedule'));
  const d = within(dialog());
  fireEvent.click(d.getByLabelText(th.interviews.howDirect));
  fireEvent.change(d.getByLabelText(th.interviews.newTime), { target: { value: '2099-02-01T13:00' } });
  fireEvent.click(d.getByTestId('interview-submit'));
  expect(await screen.findByText(th.interviews.changed)).toBeInTheDocument();
  expect(calls).toContainEqual(
    expect.objectContaining({
      method: 'PATCH',
      path: '/corporate/interviews/i1',
      body: expect.objectContaining({ starts_at: '2099-02-01T06:00:00.000Z' }),
    }),
  );

  await waitFor(() =>
    expect(screen.getByTestId('interview-item')).toHaveAttribute('data-status', 'scheduled'),
  );
  fireEvent.click(screen.getByTestId('interview-cancel'));
  const c = within(await screen.findByRole('dialog', { name: th.interviews.cancelTitle }));
  fireEvent.change(c.getByLabelText(th.interviews.cancelReason), { target: { value: 'ปิดรับตำแหน่งแล้ว' } });
  fireEvent.click(c.getByRole('button', { name: th.interviews.confirmCancel }));
  expect(await screen.findByText(th.interviews.cancelled)).toBeInTheDocument();
  expect(calls).toContainEqual(
    expect.objectContaining({ path: '/corporate/interviews/i1/cancel', body: { reason: 'ปิดรับตำแหน่งแล้ว' } }),
  );
  await waitFor(() =>
    expect(screen.getByTestId('interview-item')).toHaveAttribute('data-status', 'cancelled'),
  );
  expect(screen.queryByTestId('interview-cancel')).toBeNull();
});

it('a viewer reads the interviews without the buttons', async () => {
  api([interview('i1', { status: 'scheduled', starts_at: '2026-12-15T03:00:00.000Z' })], { role: 'viewer' });
  render();
  await screen.findByTestId('interview-item');
  await waitFor(() => expect(screen.queryByRole('button', { name: th.interviews.propose })).toBeNull());
  expect(screen.queryByTestId('interview-reschedule')).toBeNull();
  expect(screen.queryByTestId('interview-cancel')).toBeNull();
});
