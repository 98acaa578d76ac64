import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { num, queryRows } from '../db/sql';
import { IDEMPOTENCY_KEEP_HOURS } from '../services/shared-state/purge';

/** One creating write of one account under one key: the row of `idempotency_record`. */
export interface IdempotencyScope {
  /** `role:uid` of the caller */
  scope: string;
  /** `METHOD /route/:pattern` */
  route: string;
  key: string;
}

export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

export type Existing =
  | { state: 'other-request' }
  | { state: 'answered'; answer: StoredAnswer }
  | { state: 'running' }
  | { state: 'gone' };

/** A request whose first run died (its host was killed) is taken over by a retry after this long. */
export const RUNNING_LEASE_SECONDS = 60;

/** Keys in a stable order at every depth, so the same data sent twice has one fingerprint. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !Buffer.isBuffer(value))
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** The request's data as the route received it: path parameters, query and body. */
export function fingerprintOf(parts: { params: unknown; query: unknown; body: unknown }): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(parts)) ?? '')
    .digest('base64url');
}

/**
 * Takes the key for this request: true when this request is the first (or the key's day is over, or the first
 * run's lease ran out with the same data), false when a record is already there.
 */
export async function claimKey(db: Db, at: IdempotencyScope, fingerprint: string): Promise<boolean> {
  const rows = await queryRows<{ claimed: number }>(
    db,
    sql`INSERT INTO idempotency_record AS r (scope, route, key, fingerprint)
        VALUES (${at.scope}, ${at.route}, ${at.key}, ${fingerprint})
        ON CONFLICT (scope, route, key) DO UPDATE SET
          fingerprint = excluded.fingerprint, status = NULL, content_type = NULL, body = NULL,
          created_at = now(), started_at = now()
        WHERE r.created_at < now() - ${IDEMPOTENCY_KEEP_HOURS} * interval '1 hour'
           OR (r.status IS NULL AND r.fingerprint = excluded.fingerprint
               AND r.started_at < now() - ${RUNNING_LEASE_SECONDS} * interval '1 second')
        RETURNING 1 AS claimed`,
  );
  return rows.length > 0;
}

/** What is stored under the key: another request's data, the first answer, a first run still going, or nothing. */
export async function readKey(db: Db, at: IdempotencyScope, fingerprint: string): Promise<Existing> {
  const [row] = await queryRows<{
    fingerprint: string;
    status: number | string | null;
    content_type: string | null;
    body: string | null;
  }>(
    db,
    sql`SELECT fingerprint, status, content_type, body FROM idempotency_record
        WHERE scope = ${at.scope} AND route = ${at.route} AND key = ${at.key}`,
  );
  if (!row) return { state: 'gone' };
  if (row.fingerprint !== fingerprint) return { state: 'other-request' };
  if (row.status === null) return { state: 'running' };
  return {
    state: 'answered',
    answer: { status: num(row.status), contentType: row.content_type, body: row.body ?? '' },
  };
}

/** Keeps the first answer for the retries. */
export async function storeAnswer(db: Db, at: IdempotencyScope, answer: StoredAnswer): Promise<void> {
  await db.execute(
    sql`UPDATE idempotency_record SET status = ${answer.status}, content_type = ${answer.contentType},
          body = ${answer.body}
        WHERE scope = ${at.scope} AND route = ${at.route} AND key = ${at.key}`,
  );
}

/** The first run wrote nothing (it failed): the key is freed, so a retry runs again. */
export async function releaseKey(db: Db, at: IdempotencyScope): Promise<void> {
  await db.execute(
    sql`DELETE FROM idempotency_record
        WHERE scope = ${at.scope} AND route = ${at.route} AND key = ${at.key} AND status IS NULL`,
  );
}
