/** The staff audit: filters sent to the API, a row opened to its changes, older entries with "load more". */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffAuditEntry } from '@jobportal/contracts';
import { ok, renderPage, staffPageTests, stubApi } from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import AuditPage from './AuditPage';

staffPageTests('admin@staff.test');

const entry = (id: number, action: string): StaffAuditEntry => ({
  id,
  at: '2026-12-01T03:00:00Z',
  actor_uid: 's1',
  actor_email: 'mod@staff.test',
  actor_roles: ['moderator'],
  action,
  target_kind: 'job',
  target_id: 'j1',
  before: { moderation: 'held', title: 'Dev' },
  after: { moderation: 'removed', title: 'Dev' },
  reason: 'scam',
});

it('filters, shows what changed, and loads older entries', async () => {
  const calls = stubApi((call) => {
    if (call.path !== '/backoffice/audit') return undefined;
    return call.query.get('before') === '10'
      ? ok({ items: [entry(9, 'job.hold')], next: null })
      : ok({ items: [entry(11, 'job.take_down')], next: 10 });
  });
  const user = userEvent.setup();
  renderPage(<AuditPage />, { path: '/backoffice/audit', url: '/backoffice/audit?actor=mod%40staff.test' });
  expect(await screen.findByText('job.take_down')).toBeInTheDocument();
  expect(screen.getByText(th.actions.job.take_down)).toBeInTheDocument();
  expect(calls[0].query.get('actor')).toBe('mod@staff.test');
  expect(calls[0].authorization).toBe('Bearer staff-token');

  await user.click(screen.getAllByRole('button', { name: 'แสดงแถวข้อมูล' })[0]);
  const changes = await screen.findByRole('table', { name: th.audit.changes });
  expect(within(changes).getByRole('rowheader', { name: 'moderation' })).toBeInTheDocument();
  expect(within(changes).queryByRole('rowheader', { name: 'title' })).toBeNull();

  await user.click(screen.getByRole('button', { name: th.common.loadMore }));
  expect(await screen.findByText('job.hold')).toBeInTheDocument();
  expect(calls.at(-1)?.query.get('before')).toBe('10');
  await waitFor(() => expect(screen.queryByRole('button', { name: th.common.loadMore })).toBeNull());
});
