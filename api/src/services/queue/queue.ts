import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { queryRows, textArray } from '../../db/sql';
import { nextLocalTime, type LocalTime } from './local-time';

/**
 * The one job queue of the API, a PostgreSQL table (job_queue) that works the same on PostgreSQL and PGlite:
 * due jobs are claimed with FOR UPDATE SKIP LOCKED and a lease, retried with back-off, and survive restarts
 * because nothing lives in memory. See docs/DECISIONS.md (why not pg-boss).
 */
export interface QueueJob {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  singletonKey: string | null;
  attempts: number;
  maxAttempts: number;
}

export type JobHandler = (job: QueueJob) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export interface NewJob {
  name: string;
  payload?: Record<string, unknown>;
  /** Due time; default now. */
  runAt?: Date;
  /** At most one pending job per key: enqueueing again is a no-op. */
  singletonKey?: string;
  maxAttempts?: number;
}

/** Prefix of the singleton key of a recurring job. */
const SCHEDULE_PREFIX = 'schedule:';

export async function enqueue(db: Tx, job: NewJob): Promise<void> {
  await db.execute(sql`
    insert into job_queue (name, payload, singleton_key, run_at, max_attempts)
    values (${job.name}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.singletonKey ?? null},
            ${(job.runAt ?? new Date()).toISOString()}::timestamptz, ${job.maxAttempts ?? 5})
    on conflict (singleton_key) do nothing`);
}

/** Removes the pending job of a key (e.g. a cancelled erasure); the number removed. */
export async function cancelJob(db: Tx, singletonKey: string): Promise<number> {
  const rows = await queryRows<{ id: unknown }>(
    db,
    sql`delete from job_queue where singleton_key = ${singletonKey} returning id`,
  );
  return rows.length;
}

/** How a recurring job recurs: every so many ms from its last run, or at a wall-clock time in a time zone. */
export type Schedule = number | LocalTime;

/** When a schedule's next run is due after `now` (a payload without a schedule: never). */
function nextRun(payload: Record<string, unknown>, now: Date): Date | null {
  const everyMs = Number(payload.everyMs);
  if (everyMs > 0) return new Date(now.getTime() + everyMs);
  if (payload.at && typeof payload.at === 'object') return nextLocalTime(payload.at as LocalTime, now);
  return null;
}

/**
 * A recurring job: one pending run per name, the next one queued when a run succeeds. An interval starts now; a
 * wall-clock schedule at its next time. A pending run with another schedule (e.g. the former interval) is
 * rescheduled, unless a worker holds it.
 */
export async function ensureSchedule(
  db: Tx,
  name: string,
  schedule: Schedule,
  now: Date = new Date(),
): Promise<void> {
  const payload = typeof schedule === 'number' ? { everyMs: schedule } : { at: schedule };
  const runAt = typeof schedule === 'number' ? now : nextLocalTime(schedule, now);
  await db.execute(sql`
    insert into job_queue (name, payload, singleton_key, run_at)
    values (${name}, ${JSON.stringify(payload)}::jsonb, ${SCHEDULE_PREFIX + name}, ${runAt.toISOString()}::timestamptz)
    on conflict (singleton_key) do update set payload = excluded.payload, run_at = excluded.run_at
    where job_queue.payload is distinct from excluded.payload
      and (job_queue.locked_until is null or job_queue.locked_until < now())`);
}

/** Makes the pending run of a recurring job due now (not while a worker holds it); false when there is none. */
export async function runScheduleNow(db: Tx, name: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update job_queue set run_at = now() where singleton_key = ${SCHEDULE_PREFIX + name}
        and (locked_until is null or locked_until < now()) returning id::text as id`,
  );
  return rows.length > 0;
}

interface JobRow {
  id: number | string;
  name: string;
  payload: Record<string, unknown>;
  singleton_key: string | null;
  attempts: number;
  max_attempts: number;
}

/**
 * Claims the next due job of these names for leaseMs (another worker may take it once the lease runs out), none of
 * the singleton keys in `skipKeys`.
 */
export async function claimNext(
  db: Db,
  names: string[],
  leaseMs: number,
  skipKeys: ReadonlySet<string> = new Set(),
): Promise<QueueJob | null> {
  if (names.length === 0) return null;
  const [row] = await queryRows<JobRow>(
    db,
    sql`
    update job_queue set locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = attempts + 1
    where id = (
      select id from job_queue
      where name in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})
        and failed_at is null and run_at <= now() and (locked_until is null or locked_until < now())
        and (singleton_key is null or singleton_key <> all(${textArray([...skipKeys])}))
      order by run_at, id
      limit 1
      for update skip locked)
    returning id, name, payload, singleton_key, attempts, max_attempts`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    name: row.name,
    payload: row.payload,
    singletonKey: row.singleton_key,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  };
}

/** A finished job is deleted (its payload may name a person); a recurring one is queued again (then true). */
async function complete(db: Db, job: QueueJob, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from job_queue where id = ${job.id}`);
    const next = job.singletonKey?.startsWith(SCHEDULE_PREFIX) ? nextRun(job.payload, now) : null;
    if (next)
      await enqueue(tx, {
        name: job.name,
        singletonKey: job.singletonKey!,
        payload: job.payload,
        runAt: next,
      });
    return next !== null;
  });
}

/** Retry with exponential back-off (base * 2^(attempt-1), at most an hour), or give up after maxAttempts. */
async function fail(db: Db, job: QueueJob, error: unknown, backoffMs: number): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const delayMs = Math.min(backoffMs * 2 ** (job.attempts - 1), 3_600_000);
  if (job.attempts >= job.maxAttempts) {
    await db.execute(
      sql`update job_queue set failed_at = now(), locked_until = null, last_error = ${message} where id = ${job.id}`,
    );
  } else {
    await db.execute(sql`
      update job_queue set locked_until = null, last_error = ${message},
        run_at = now() + make_interval(secs => ${delayMs / 1000})
      where id = ${job.id}`);
  }
}

export interface RunOptions {
  leaseMs?: number;
  backoffMs?: number;
  /** Called with each failure (logging). */
  onError?: (job: QueueJob, error: unknown) => void;
  /** The clock that places a recurring job's next run (tests inject one). */
  now?: () => Date;
}

/**
 * Runs every due job of the known names, one at a time; the number run. A recurring job runs at most once a pass:
 * a next run that is already due (a clock behind the database's, or a test's clock) waits for the next pass instead
 * of running again and again.
 */
export async function runDueJobs(db: Db, handlers: JobHandlers, opts: RunOptions = {}): Promise<number> {
  const names = Object.keys(handlers);
  const requeued = new Set<string>();
  let n = 0;
  for (;;) {
    const job = await claimNext(db, names, opts.leaseMs ?? 5 * 60_000, requeued);
    if (!job) return n;
    n++;
    try {
      await handlers[job.name](job);
      if (await complete(db, job, opts.now?.() ?? new Date())) requeued.add(job.singletonKey!);
    } catch (error) {
      opts.onError?.(job, error);
      await fail(db, job, error, opts.backoffMs ?? 30_000);
    }
  }
}
