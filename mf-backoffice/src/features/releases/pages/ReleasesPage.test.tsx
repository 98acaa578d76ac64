/**
 * Releases (issue 42): the status of every remote and the release history from the API; each change names the served
 * version the page showed (`expect`); a conflict (409) says who changed the remote and when, and the page refreshes;
 * a refusal (422) lists its reasons and offers to force an activation.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReleaseEvent, ReleaseStatus, RemoteReleaseStatus } from '@jobportal/contracts';
import {
  apiError,
  ok,
  renderPage,
  staffPageTests,
  stubApi,
  type ApiCall,
  type ApiReply,
} from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import { formatDateTime } from '../../../shared/utils/format';
import ReleasesPage from './ReleasesPage';

staffPageTests('release@staff.test', 60_000);

const CHANGED_AT = '2026-12-01T03:00:00Z';
const OTHER_AT = '2026-12-01T04:30:00Z';

const publicRemote = (current = '1.4.0'): RemoteReleaseStatus => ({
  remote: 'mf-public',
  current,
  changedBy: 'ops@staff.test',
  changedAt: CHANGED_AT,
  held: null,
  bytes: 3 * 1024 * 1024,
  versions: [
    {
      version: '1.3.0',
      publishedAt: '2026-11-20T03:00:00Z',
      publishedBy: 'ci@jobportal.test',
      commit: 'aaaaaaa1111111',
      current: current === '1.3.0',
      released: true,
      withdrawn: false,
      bytes: 1024 * 1024,
    },
    {
      version: '1.5.0',
      publishedAt: '2026-11-30T03:00:00Z',
      publishedBy: 'ci@jobportal.test',
      commit: 'ccccccc3333333',
      current: current === '1.5.0',
      released: current === '1.5.0',
      withdrawn: false,
      bytes: 1024 * 1024,
    },
    {
      version: '1.4.0',
      publishedAt: '2026-11-25T03:00:00Z',
      publishedBy: 'ci@jobportal.test',
      commit: 'bbbbbbb2222222',
      current: current === '1.4.0',
      released: true,
      withdrawn: false,
      bytes: 1024 * 1024,
    },
  ],
});

const candidateRemote: RemoteReleaseStatus = {
  remote: 'mf-candidate',
  current: '2.0.0',
  changedBy: 'ops@staff.test',
  changedAt: CHANGED_AT,
  held: { action: 'pin', to: '2.0.0', who: 'lead@staff.test', when: CHANGED_AT },
  bytes: 1024,
  versions: [
    {
      version: '2.0.0',
      publishedAt: '2026-11-20T03:00:00Z',
      publishedBy: null,
      commit: null,
      current: true,
      released: true,
      withdrawn: false,
      bytes: 1024,
    },
    {
      version: '1.9.0',
      publishedAt: '2026-11-10T03:00:00Z',
      publishedBy: null,
      commit: null,
      current: false,
      released: true,
      withdrawn: true,
      bytes: 1024,
    },
  ],
};

const statusOf = (current = '1.4.0'): ReleaseStatus => ({
  remotes: [publicRemote(current), candidateRemote],
  disk: { registryBytes: 10 * 1024 * 1024, freeBytes: 2 * 1024 * 1024 * 1024 },
  retention: { keep: 5, liveWithinHours: 24 },
});

const event = (id: number, patch: Partial<ReleaseEvent> = {}): ReleaseEvent => ({
  id,
  at: CHANGED_AT,
  actor_uid: 's9',
  actor_email: 'ops@staff.test',
  action: 'activate',
  remote: 'mf-public',
  from: '1.3.0',
  to: '1.4.0',
  reason: 'Fix the job search filters',
  forced: null,
  ...patch,
});

/** The release service answers the status itself (not in `{ data }`). */
const raw = (body: unknown): ApiReply => ({ status: 200, body });

/** The API with the status and the history; `change` answers the POSTs (an activation by default). */
function stubReleases(change?: (call: ApiCall) => ApiReply | undefined, status = () => statusOf()) {
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === '/releases') return raw(status());
    if (call.path === '/backoffice/releases/events')
      return call.query.get('before') === '7'
        ? ok({
            items: [event(6, { action: 'publish', from: null, to: '1.5.0', reason: null })],
            nextBefore: null,
          })
        : ok({
            items: [
              event(8),
              event(7, {
                action: 'withdraw',
                remote: 'mf-candidate',
                from: '1.9.0',
                to: '1.8.0',
                reason: 'Broken sign-in',
                forced: 'smoke: /candidate failed',
              }),
            ],
            nextBefore: 7,
          });
    if (call.method === 'POST' && call.path.startsWith('/releases/')) return change?.(call);
    return undefined;
  });
}

const statusReads = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/releases');
const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST');
const card = (remote: string) => screen.getByRole('region', { name: remote });
/** The value of a card's fact (its <dd>) by the fact's label (its <dt>). */
const fact = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt *' }).closest('dt')!.nextElementSibling as HTMLElement;
const dialog = () => screen.findByRole('dialog');
const confirm = (modal: HTMLElement, label: string) => within(modal).getByRole('button', { name: label });

function render() {
  return renderPage(<ReleasesPage />, { path: '/backoffice/releases', url: '/backoffice/releases' });
}

it('shows each remote, the totals and the history; filters the history and reads older events', async () => {
  const calls = stubReleases();
  const user = userEvent.setup();
  render();

  const remote = await screen.findByRole('region', { name: 'mf-public' });
  expect(fact(remote, th.releases.served)).toHaveTextContent('1.4.0');
  expect(fact(remote, th.releases.changed)).toHaveTextContent(
    `ops@staff.test เมื่อ ${formatDateTime(CHANGED_AT, 'th')}`,
  );
  expect(fact(remote, th.releases.hold)).toHaveTextContent(th.releases.notHeld);
  expect(fact(remote, th.releases.disk)).toHaveTextContent('3 MB');
  const versions = within(remote).getByRole('table', { name: 'เวอร์ชันของ mf-public (ใหม่สุดก่อน)' });
  const rows = within(versions).getAllByRole('row').slice(1);
  // newest first, with their badges in words and the short commit
  expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
    `1.5.0${th.releases.badges.neverReleased}`,
    `1.4.0${th.releases.badges.served}`,
    '1.3.0',
  ]);
  expect(within(rows[0]).getByText('ccccccc')).toBeInTheDocument();
  // the served version has no "activate"
  expect(within(rows[1]).queryByRole('button')).toBeNull();
  expect(within(rows[0]).getByRole('button', { name: 'เปิดใช้ mf-public 1.5.0' })).toBeInTheDocument();

  const pinned = card('mf-candidate');
  expect(fact(pinned, th.releases.hold)).toHaveTextContent(
    `ตรึงไว้ที่ 2.0.0 โดย lead@staff.test เมื่อ ${formatDateTime(CHANGED_AT, 'th')}`,
  );
  expect(within(pinned).getByText(th.releases.badges.withdrawn)).toBeInTheDocument();
  expect(within(pinned).getByRole('button', { name: 'เลิกตรึง mf-candidate' })).toBeInTheDocument();
  expect(within(pinned).queryByRole('button', { name: 'ตรึงเวอร์ชัน mf-candidate' })).toBeNull();

  expect(screen.getByText('10 MB')).toBeInTheDocument();
  expect(screen.getByText('2 GB')).toBeInTheDocument();
  expect(screen.getByText('เก็บ 5 เวอร์ชันล่าสุด และทุกเวอร์ชันที่ให้บริการภายใน 24 ชั่วโมง')).toBeInTheDocument();

  const history = await screen.findByRole('table', { name: th.releases.history.title });
  expect(await within(history).findByText('Fix the job search filters')).toBeInTheDocument();
  expect(within(history).getByText('1.9.0 → 1.8.0')).toBeInTheDocument();
  expect(within(history).getByText(th.releases.history.forcedYes)).toBeInTheDocument();
  expect(within(history).getByText('smoke: /candidate failed')).toBeInTheDocument();
  expect(statusReads(calls)[0].authorization).toBe('Bearer staff-token');

  await user.click(screen.getByRole('button', { name: th.releases.history.older }));
  expect(await within(history).findByText(th.releases.actions.publish)).toBeInTheDocument();
  expect(calls.at(-1)?.query.get('before')).toBe('7');
  await waitFor(() => expect(screen.queryByRole('button', { name: th.releases.history.older })).toBeNull());

  await user.selectOptions(screen.getByLabelText(th.releases.history.remote), 'mf-candidate');
  await waitFor(() =>
    expect(
      calls.some((c) => c.path === '/backoffice/releases/events' && c.query.get('remote') === 'mf-candidate'),
    ).toBe(true),
  );
  expect(screen.getByTestId('location')).toHaveTextContent('/backoffice/releases?remote=mf-candidate');
});

it('activates a version with the served version as expect, then refreshes the status and the history', async () => {
  let current = '1.4.0';
  const calls = stubReleases(
    () => {
      current = '1.5.0';
      return raw({ remote: 'mf-public', action: 'activate', from: '1.4.0', to: '1.5.0' });
    },
    () => statusOf(current),
  );
  const user = userEvent.setup();
  render();
  await user.click(await screen.findByRole('button', { name: 'เปิดใช้ mf-public 1.5.0' }));
  const modal = await dialog();
  expect(modal).toHaveTextContent('mf-public จะเปลี่ยนจากเวอร์ชัน 1.4.0 เป็นเวอร์ชัน 1.5.0');
  // no force before a refusal
  expect(within(modal).queryByRole('checkbox')).toBeNull();
  const eventsBefore = calls.filter((c) => c.path === '/backoffice/releases/events').length;
  await user.type(within(modal).getByLabelText(th.releases.reasonOptional), 'New search page');
  await user.click(confirm(modal, th.releases.actions.activate));

  await waitFor(() => expect(posts(calls)).toHaveLength(1));
  expect(posts(calls)[0]).toMatchObject({
    path: '/releases/mf-public/activate',
    body: { version: '1.5.0', expect: '1.4.0', reason: 'New search page' },
    authorization: 'Bearer staff-token',
  });
  expect(await screen.findByText('mf-public ให้บริการเวอร์ชัน 1.5.0 แล้ว')).toBeInTheDocument();
  await waitFor(() => expect(statusReads(calls)).toHaveLength(2));
  await waitFor(() =>
    expect(calls.filter((c) => c.path === '/backoffice/releases/events').length).toBeGreaterThan(
      eventsBefore,
    ),
  );
  // 1.5.0 is served now: the page offers to activate 1.4.0 instead
  expect(await screen.findByRole('button', { name: 'เปิดใช้ mf-public 1.4.0' })).toBeInTheDocument();
});

it('withdraw explains what it does, requires a reason and sends the served version as expect', async () => {
  const calls = stubReleases(() =>
    raw({ remote: 'mf-public', action: 'withdraw', from: '1.4.0', to: '1.3.0' }),
  );
  const user = userEvent.setup();
  render();
  await user.click(await screen.findByRole('button', { name: 'ถอนเวอร์ชัน mf-public' }));
  const modal = await dialog();
  expect(modal).toHaveTextContent('ทุกแท็บที่เปิดเวอร์ชันนี้อยู่จะออกจากเวอร์ชันนี้ทันที');
  const field = within(modal).getByLabelText(th.releases.reasonLabel);
  expect(field).toBeRequired();

  await user.click(confirm(modal, th.releases.actions.withdraw));
  expect(within(modal).getByRole('alert')).toHaveTextContent('กรุณาระบุเหตุผลอย่างน้อย 3 ตัวอักษร');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  await user.type(field, ' x ');
  await user.click(confirm(modal, th.releases.actions.withdraw));
  expect(posts(calls)).toHaveLength(0);

  await user.clear(field);
  await user.type(field, 'login broken');
  await user.click(confirm(modal, th.releases.actions.withdraw));
  await waitFor(() => expect(posts(calls)).toHaveLength(1));
  expect(posts(calls)[0]).toMatchObject({
    path: '/releases/mf-public/withdraw',
    body: { expect: '1.4.0', reason: 'login broken' },
  });
  expect(
    await screen.findByText('ถอนเวอร์ชัน 1.4.0 ของ mf-public แล้ว ตอนนี้ให้บริการเวอร์ชัน 1.3.0'),
  ).toBeInTheDocument();
});

it('a conflict (409) names who changed the remote and when, and the status is read again', async () => {
  let current = '1.4.0';
  const calls = stubReleases(
    () => {
      // someone else activated 1.3.0 while this page showed 1.4.0
      current = '1.3.0';
      return {
        status: 409,
        body: {
          error: {
            code: 'RELEASE_CONFLICT',
            message: 'mf-public changed since you looked',
            current: '1.3.0',
            changedBy: 'other@staff.test',
            changedAt: OTHER_AT,
          },
        },
      };
    },
    () => statusOf(current),
  );
  const user = userEvent.setup();
  render();
  await user.click(await screen.findByRole('button', { name: 'เปิดใช้ mf-public 1.5.0' }));
  const modal = await dialog();
  await user.click(confirm(modal, th.releases.actions.activate));

  const notice = await screen.findByTestId('release-conflict');
  expect(within(notice).getByRole('alert')).toHaveTextContent('mf-public ถูกเปลี่ยนโดยผู้อื่นระหว่างที่คุณกำลังดำเนินการ');
  expect(notice).toHaveTextContent(
    `other@staff.test เปลี่ยนเมื่อ ${formatDateTime(OTHER_AT, 'th')} ตอนนี้ให้บริการเวอร์ชัน 1.3.0`,
  );
  expect(posts(calls)[0].body).toEqual({ version: '1.5.0', expect: '1.4.0' });
  await waitFor(() => expect(notice).toHaveFocus());
  // the status is read again: 1.3.0 is served, and the operator chooses again from there
  await waitFor(() => expect(statusReads(calls)).toHaveLength(2));
  const remote = card('mf-public');
  expect(await within(remote).findByRole('button', { name: 'เปิดใช้ mf-public 1.4.0' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // the dialog closed without taking the focus back from the notice
  expect(notice).toHaveFocus();

  await user.click(within(remote).getByRole('button', { name: 'เปิดใช้ mf-public 1.5.0' }));
  await user.click(confirm(await dialog(), th.releases.actions.activate));
  await waitFor(() => expect(posts(calls)).toHaveLength(2));
  expect(posts(calls)[1].body).toEqual({ version: '1.5.0', expect: '1.3.0' });
});

it('a refusal (422) lists every reason and offers to force the activation, which is sent as force', async () => {
  const calls = stubReleases((call) =>
    (call.body as { force?: boolean }).force
      ? raw({
          remote: 'mf-public',
          action: 'activate',
          from: '1.4.0',
          to: '1.5.0',
          forced: 'smoke',
          smoke: { routes: 12, chunks: 40, ms: 900 },
        })
      : {
          status: 422,
          body: {
            error: {
              code: 'RELEASE_REFUSED',
              message: 'The smoke render failed',
              reasons: ['/jobs: TypeError: x is undefined', 'missing chunk 812.js'],
            },
          },
        },
  );
  const user = userEvent.setup();
  render();
  await user.click(await screen.findByRole('button', { name: 'เปิดใช้ mf-public 1.5.0' }));
  const modal = await dialog();
  await user.click(confirm(modal, th.releases.actions.activate));

  const reasons = await within(modal).findByRole('list', { name: th.releases.refused });
  expect(
    within(reasons)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['/jobs: TypeError: x is undefined', 'missing chunk 812.js']);
  expect(within(modal).getByText('The smoke render failed')).toBeInTheDocument();
  const force = within(modal).getByRole('checkbox', { name: th.releases.force });
  expect(force).not.toBeChecked();
  await user.click(force);
  await user.click(confirm(modal, th.releases.actions.activate));

  await waitFor(() => expect(posts(calls)).toHaveLength(2));
  expect(posts(calls)[0].body).toEqual({ version: '1.5.0', expect: '1.4.0' });
  expect(posts(calls)[1].body).toEqual({ version: '1.5.0', expect: '1.4.0', force: true });
  expect(await screen.findByText('ทดสอบเรนเดอร์ผ่าน: 12 หน้า 40 ไฟล์ ใน 900 มิลลิวินาที')).toBeInTheDocument();
});

/** The API answers any change with what it did. */
const changed = (call: ApiCall) =>
  raw({
    remote: call.path.split('/')[2],
    action: call.path.split('/').at(-1),
    from: '1.4.0',
    to: '1.3.0',
    removed: ['1.0.0'],
  });

it('rolls back, pins and unpins with the bodies the API takes', async () => {
  const calls = stubReleases(changed);
  const user = userEvent.setup();
  render();
  const act = async (button: string, label: string, reason?: string) => {
    await user.click(await screen.findByRole('button', { name: button }));
    const modal = await dialog();
    if (reason) await user.type(within(modal).getByLabelText(th.releases.reasonOptional), reason);
    await user.click(confirm(modal, label));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  };
  await act('ย้อนกลับ mf-public', th.releases.actions.rollback, 'broken');
  await act('ตรึงเวอร์ชัน mf-public', th.releases.actions.pin);
  await act('เลิกตรึง mf-candidate', th.releases.actions.unpin, 'fixed');

  await waitFor(() => expect(posts(calls)).toHaveLength(3));
  expect(posts(calls).map((c) => [c.path, c.body])).toEqual([
    ['/releases/mf-public/rollback', { expect: '1.4.0', reason: 'broken' }],
    ['/releases/mf-public/pin', { expect: '1.4.0' }],
    ['/releases/mf-candidate/unpin', { reason: 'fixed' }],
  ]);
});

it('prunes keeping 5 by default, or the number given from 1 to 50', async () => {
  const calls = stubReleases(changed);
  const user = userEvent.setup();
  render();
  await user.click(await screen.findByRole('button', { name: 'ล้างเวอร์ชันเก่า mf-public' }));
  const modal = await dialog();
  expect(modal).toHaveTextContent('ที่ให้บริการภายใน 24 ชั่วโมงที่ผ่านมาจะไม่ถูกลบ');
  const keep = within(modal).getByLabelText(th.releases.keep);
  expect(keep).toHaveValue(5);
  await user.clear(keep);
  await user.type(keep, '0');
  await user.click(confirm(modal, th.releases.actions.prune));
  expect(within(modal).getByRole('alert')).toHaveTextContent('กรุณาระบุจำนวนเต็มตั้งแต่ 1 ถึง 50');
  expect(posts(calls)).toHaveLength(0);
  await user.clear(keep);
  await user.type(keep, '3');
  await user.click(confirm(modal, th.releases.actions.prune));

  await waitFor(() => expect(posts(calls)).toHaveLength(1));
  expect(posts(calls)[0]).toMatchObject({ path: '/releases/mf-public/prune', body: { keep: 3 } });
  expect(await screen.findByText('ล้างเวอร์ชันเก่าของ mf-public แล้ว (1 เวอร์ชัน)')).toBeInTheDocument();
});

it('says when the status cannot be read, and retries', async () => {
  let fail = true;
  stubApi((call) => {
    if (call.path === '/releases')
      return fail ? apiError(503, 'UNAVAILABLE', 'ระบบเผยแพร่ไม่ตอบสนอง') : raw(statusOf());
    if (call.path === '/backoffice/releases/events') return ok({ items: [], nextBefore: null });
    return undefined;
  });
  const user = userEvent.setup();
  render();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(th.common.loadFailed);
  expect(alert).toHaveTextContent('ระบบเผยแพร่ไม่ตอบสนอง');
  expect(await screen.findByText(th.releases.history.empty)).toBeInTheDocument();
  fail = false;
  await user.click(within(alert).getByRole('button', { name: th.common.retry }));
  expect(await screen.findByRole('region', { name: 'mf-public' })).toBeInTheDocument();
});
