import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/types';

/**
 * The job change feed (table job_change, written by triggers on job in the writing transaction, migration 0004).
 * A reader keeps the last seq it applied and reads newer rows. A seq is taken at insert time but becomes visible at
 * commit, so a later seq can be seen before an earlier one: missing seqs below the newest seen are remembered as gaps
 * and asked for again until they appear or GAP_TTL_MS passes (a rolled-back transaction leaves a gap for ever).
 */
export interface JobChange {
  seq: number;
  jobId: string;
  kind: 'upsert' | 'delete';
}

const GAP_TTL_MS = 10_000;
const MAX_GAPS = 1000;
export const FEED_BATCH = 5000;

/** The rows of a raw `db.execute` result (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(res: unknown): T[] {
  return (res as { rows: T[] }).rows;
}

/** The newest seq of the feed (0 when empty): where a freshly loaded index starts reading. */
export async function latestChangeSeq(db: Tx): Promise<number> {
  const res = await db.execute(sql`select coalesce(max(seq), 0)::bigint as s from job_change`);
  return Number(rowsOf<{ s: string | number }>(res)[0]?.s ?? 0);
}

/** A reader's position in the feed: the last seq applied and the seqs below it not seen yet. */
export class FeedCursor {
  private readonly gaps = new Map<number, number>(); // seq -> first noticed (ms)

  constructor(public last: number) {}

  /** Rows after the cursor and rows filling its gaps, in seq order (at most FEED_BATCH). */
  async read(db: Tx, now = Date.now()): Promise<JobChange[]> {
    for (const [seq, since] of this.gaps) if (now - since > GAP_TTL_MS) this.gaps.delete(seq);
    const gaps = [...this.gaps.keys()];
    const gapCond =
      gaps.length > 0
        ? sql` or seq in (${sql.join(
            gaps.map((g) => sql`${g}`),
            sql`, `,
          )})`
        : sql``;
    const res = await db.execute(
      sql`select seq::bigint as seq, job_id::text as job_id, kind from job_change where seq > ${this.last}${gapCond} order by seq limit ${FEED_BATCH}`,
    );
    const rows = rowsOf<{ seq: string | number; job_id: string; kind: 'upsert' | 'delete' }>(res).map(
      (r) => ({
        seq: Number(r.seq),
        jobId: r.job_id,
        kind: r.kind,
      }),
    );
    for (const r of rows) {
      if (this.gaps.delete(r.seq)) continue;
      if (r.seq <= this.last) continue;
      for (let s = this.last + 1; s < r.seq && this.gaps.size < MAX_GAPS; s++) this.gaps.set(s, now);
      this.last = r.seq;
    }
    return rows;
  }

  get pendingGaps(): number {
    return this.gaps.size;
  }
}

/** Deletes feed rows older than `keepMs` (every reader polls every second; an hour is far behind any of them). */
export async function pruneChanges(db: Tx, keepMs = 3_600_000): Promise<void> {
  await db.execute(
    sql`delete from job_change where at < now() - ${`${Math.round(keepMs / 1000)} seconds`}::interval`,
  );
}

interface PgLike {
  options?: { connectionString?: string };
}

/**
 * LISTEN job_change on a dedicated connection (PostgreSQL only): calls `wake` on every NOTIFY. A lost connection is
 * reopened after a pause; notifications sent meanwhile are lost, which is why readers also poll. Returns stop().
 */
export async function listenForChanges(db: Tx, wake: () => void): Promise<(() => Promise<void>) | null> {
  const client = (db as unknown as { $client?: PgLike }).$client;
  const url = client?.options?.connectionString;
  if (!url) return null; // PGlite: single process, nobody else writes
  const { Client } = await import('pg');
  let stopped = false;
  let current: InstanceType<typeof Client> | null = null;
  let retry: NodeJS.Timeout | null = null;
  const open = async (): Promise<void> => {
    if (stopped) return;
    const c = new Client({ connectionString: url });
    current = c;
    const again = () => {
      if (stopped || current !== c) return;
      current = null;
      c.end().catch(() => undefined);
      retry = setTimeout(() => void open(), 1000);
      retry.unref();
    };
    c.on('error', again);
    c.on('end', again);
    c.on('notification', () => wake());
    try {
      await c.connect();
      await c.query('LISTEN job_change');
      wake(); // catch up on what happened while not listening
    } catch {
      again();
    }
  };
  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = current;
    current = null;
    await c?.end().catch(() => undefined);
  };
}
