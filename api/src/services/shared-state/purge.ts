import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ensureSchedule, type JobHandlers } from '../queue/queue';

export const SHARED_STATE_PURGE = 'shared-state.purge';
const PURGE_EVERY_MS = 60 * 60 * 1000;
/** How long the first answer to an Idempotency-Key is kept: a client's retries are over long before. */
export const IDEMPOTENCY_KEEP_HOURS = 24;

/** Removes rate-limit windows that have ended and idempotency records older than a day. */
export async function purgeSharedState(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_counter WHERE expires_at < now()`);
  await db.execute(
    sql`DELETE FROM idempotency_record WHERE created_at < now() - ${IDEMPOTENCY_KEEP_HOURS} * interval '1 hour'`,
  );
}

export function sharedStateJobHandlers(db: Db): JobHandlers {
  return { [SHARED_STATE_PURGE]: () => purgeSharedState(db) };
}

/** The hourly purge, queued once (idempotent) when the worker starts. */
export async function ensureSharedStateSchedules(db: Db): Promise<void> {
  await ensureSchedule(db, SHARED_STATE_PURGE, PURGE_EVERY_MS);
}
