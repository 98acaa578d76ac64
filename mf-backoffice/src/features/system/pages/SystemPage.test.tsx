/** System health: the queues and counts, and a dead letter run again or discarded with a reason. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeadLetterItem, SystemHealth } from '@jobportal/contracts';
import {
  noContent,
  ok,
  pageOf,
  reasonDialog,
  renderPage,
  staffPageTests,
  stubApi,
} from '../../../test/renderWithApp';
import { th } from '../../../i18n/th';
import SystemPage from './SystemPage';

staffPageTests('admin@staff.test');

const health: SystemHealth = {
  queue: [{ name: 'mail', pending: 3, due: 1, running: 0, failed: 2 }],
  dead_letters: 1,
  change_feed: {
    last_seq: 42,
    last_at: '2026-12-01T03:00:00Z',
    lag_seconds: 4,
    index_seq: 40,
    index_behind: 2,
  },
  mail: { failed: 0, queued: 3, oldest_queued_at: '2026-12-01T02:00:00Z' },
  generated_at: '2026-12-01T03:00:05Z',
};
const letter: DeadLetterItem = {
  id: 7,
  name: 'mail',
  last_error: 'SMTP 550',
  attempts: 5,
  failed_at: '2026-12-01T01:00:00Z',
  created_at: '2026-11-30T01:00:00Z',
  payload_keys: ['to'],
};

it('shows the health and retries or discards a dead letter', async () => {
  const calls = stubApi((call) => {
    if (call.path === '/backoffice/system/health') return ok(health);
    if (call.path === '/backoffice/system/dead-letters') return ok(pageOf([letter]));
    // retry and discard answer 204 without a body
    if (call.path.startsWith('/backoffice/system/dead-letters/7/')) return noContent();
    return undefined;
  });
  const user = userEvent.setup();
  renderPage(<SystemPage />, { path: '/backoffice/system', url: '/backoffice/system' });
  const queues = await screen.findByRole('table', { name: th.system.queues });
  expect(within(queues).getByRole('cell', { name: 'mail' })).toBeInTheDocument();
  expect(screen.getByText('4 วินาที')).toBeInTheDocument();
  expect(screen.getByText(/ตามหลัง 2 รายการ/)).toBeInTheDocument();
  expect(await screen.findByText('SMTP 550')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: th.system.retry }));
  expect(await screen.findByText(th.system.retried)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: th.system.discard }));
  const modal = reasonDialog(await screen.findByLabelText(th.reason.label));
  await user.type(within(modal).getByLabelText(th.reason.label), 'Address no longer exists');
  await user.click(within(modal).getByRole('button', { name: th.system.discard }));
  await waitFor(() =>
    expect(calls.find((c) => c.path.endsWith('/discard'))?.body).toEqual({
      reason: 'Address no longer exists',
    }),
  );
  expect(calls.find((c) => c.path.endsWith('/retry'))?.method).toBe('POST');
});
