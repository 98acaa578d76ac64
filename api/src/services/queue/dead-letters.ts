import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
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
export async function retryDeadLetter(db: Tx, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: unknown }>(
    db,
    sql`update job_queue set failed_at = null, attempts = 0, locked_until = null, run_at = now()
        where id = ${id} and failed_at is not null returning id`,
  );
  return rows.length > 0;
}

/** A dead letter as the back office shows it: the payload's keys only (its values may name a person). */
export interface DeadLetterView {
  id: number;
  name: string;
  attempts: number;
  lastError: string | null;
  failedAt: string;
  createdAt: string;
  payloadKeys: string[];
}

interface ViewRow {
  id: number | string;
  name: string;
  attempts: number;
  last_error: string | null;
  failed_at: Date | string;
  created_at: Date | string;
  payload_keys: string[] | null;
}

const toView = (r: ViewRow): DeadLetterView => ({
  id: Number(r.id),
  name: r.name,
  attempts: r.attempts,
  lastError: r.last_error,
  failedAt: new Date(r.failed_at).toISOString(),
  createdAt: new Date(r.created_at).toISOString(),
  payloadKeys: r.payload_keys ?? [],
});

const viewColumns = sql`id, name, attempts, last_error, failed_at, created_at,
  array(select jsonb_object_keys(case jsonb_typeof(payload) when 'object' then payload else '{}'::jsonb end)
        order by 1) as payload_keys`;

/** A page of the dead letters, newest failure first, of one job name or all. */
export async function pageDeadLetters(
  db: Tx,
  q: { name?: string; offset: number; limit: number },
): Promise<{ items: DeadLetterView[]; total: number }> {
  const where = sql`failed_at is not null and (${q.name ?? null}::text is null or name = ${q.name ?? null})`;
  const rows = await queryRows<ViewRow>(
    db,
    sql`select ${viewColumns} from job_queue where ${where}
        order by failed_at desc, id desc limit ${q.limit} offset ${q.offset}`,
  );
  const [{ n }] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from job_queue where ${where}`,
  );
  return { items: rows.map(toView), total: Number(n) };
}

/** One dead letter (locked for a change when in a transaction), or null. */
export async function deadLetter(db: Tx, id: number): Promise<DeadLetterView | null> {
  const [row] = await queryRows<ViewRow>(
    db,
    sql`select ${viewColumns} from job_queue where id = ${id} and failed_at is not null for update`,
  );
  return row ? toView(row) : null;
}

/** Removes a dead letter for good (an operator decided it is not to run again); false when there is none. */
export async function discardDeadLetter(db: Tx, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: unknown }>(
    db,
    sql`delete from job_queue where id = ${id} and failed_at is not null returning id`,
  );
  return rows.length > 0;
}
