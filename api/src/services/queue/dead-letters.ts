import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../../db/sql';

/** A job that used up its attempts: kept in job_queue with failed_at until an operator retries or removes it. */
export interface DeadLetter {
  id: number;
  name: string;
  attempts: number;
  lastError: string | null;
  failedAt: string;
  createdAt: string;
}

/** The dead letters, newest failure first (the payload is left out: it may name a person). */
export async function listDeadLetters(db: Db, limit = 100): Promise<DeadLetter[]> {
  const rows = await queryRows<{
    id: number | string;
    name: string;
    attempts: number;
    last_error: string | null;
    failed_at: string;
    created_at: string;
  }>(
    db,
    sql`select id, name, attempts, last_error, failed_at::text as failed_at, created_at::text as created_at
        from job_queue where failed_at is not null order by failed_at desc, id desc limit ${limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    attempts: r.attempts,
    lastError: r.last_error,
    failedAt: r.failed_at,
    createdAt: r.created_at,
  }));
}

/**
 * Puts a dead letter back in the queue: due now, its attempts counted from zero (the last error stays until the
 * next one). False when there is no failed job with that id (already retried, or never failed).
 */
export async function retryDeadLetter(db: Db, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: unknown }>(
    db,
    sql`update job_queue set failed_at = null, attempts = 0, locked_until = null, run_at = now()
        where id = ${id} and failed_at is not null returning id`,
  );
  return rows.length > 0;
}
