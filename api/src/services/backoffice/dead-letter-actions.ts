import type { DeadLetterItem, DeadLetterQuery, Page } from '@jobportal/contracts';
import type { StaffIdentity } from '../../auth/identity';
import type { Db, Tx } from '../../db/types';
import { ApiError } from '../../errors/api-error';
import {
  deadLetter,
  discardDeadLetter,
  pageDeadLetters,
  retryDeadLetter,
  type DeadLetterView,
} from '../queue/dead-letters';
import { runScheduleNow } from '../queue/queue';
import { audit } from './audit';

const toItem = (d: DeadLetterView): DeadLetterItem => ({
  id: d.id,
  name: d.name,
  attempts: d.attempts,
  failed_at: d.failedAt,
  created_at: d.createdAt,
  last_error: d.lastError,
  payload_keys: d.payloadKeys,
});

/** What the audit keeps of a dead letter: never its payload's values. */
const snapshot = (d: DeadLetterView) => ({
  name: d.name,
  attempts: d.attempts,
  failed_at: d.failedAt,
  last_error: d.lastError,
  payload_keys: d.payloadKeys,
});

/** GET /backoffice/system/dead-letters */
export async function listDeadLetterPage(db: Tx, q: DeadLetterQuery): Promise<Page<DeadLetterItem>> {
  const { items, total } = await pageDeadLetters(db, q);
  return { items: items.map(toItem), total, offset: q.offset, limit: q.limit };
}

async function act(
  db: Db,
  staff: StaffIdentity,
  id: number,
  action: 'queue.retry' | 'queue.discard',
  reason: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const d = await deadLetter(tx, id);
    if (!d) throw new ApiError('NOT_FOUND');
    const done = action === 'queue.retry' ? await retryDeadLetter(tx, id) : await discardDeadLetter(tx, id);
    if (!done) throw new ApiError('NOT_FOUND');
    await audit(tx, staff, {
      action,
      targetKind: 'queue_job',
      targetId: String(id),
      before: snapshot(d),
      after: action === 'queue.retry' ? { queued: true } : { discarded: true },
      reason,
    });
  });
}

/** POST /backoffice/system/dead-letters/:id/retry: due now, its attempts counted from zero. */
export function retryDeadLetterAudited(db: Db, staff: StaffIdentity, id: number): Promise<void> {
  return act(db, staff, id, 'queue.retry', null);
}

/** POST /backoffice/system/dead-letters/:id/discard: removed for good, with the reason. */
export function discardDeadLetterAudited(
  db: Db,
  staff: StaffIdentity,
  id: number,
  reason: string,
): Promise<void> {
  return act(db, staff, id, 'queue.discard', reason);
}

/**
 * The recurring e-mail jobs an admin may run now (issue 44: the alert digests and the weekly "jobs you may like",
 * e.g. after an outage or to check a template). Each is idempotent (a digest claims its rows, a recommendation is
 * once per candidate per week), so an early run sends nothing twice; the schedule goes on from the run.
 */
export const RUNNABLE_SCHEDULES = [
  'alerts.digest-daily',
  'alerts.digest-weekly',
  'alerts.recommendations-weekly',
] as const;

/** POST /backoffice/system/schedules/:name/run: the scheduled run is due now (audited). */
export async function runScheduleNowAudited(
  db: Db,
  staff: StaffIdentity,
  name: (typeof RUNNABLE_SCHEDULES)[number],
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await runScheduleNow(tx, name))) throw new ApiError('NOT_FOUND');
    await audit(tx, staff, {
      action: 'queue.run_now',
      targetKind: 'queue_job',
      targetId: name,
      before: null,
      after: { due: 'now' },
      reason: null,
    });
  });
}
