import type { JobSearchFilter } from '@jobportal/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { queryRows } from '../../db/sql';
import { enqueue } from '../queue/queue';
import { matchJobsToFilters } from '../search';
import { deliverDigests } from './digest';

export const MATCH_JOBS = 'alerts.match-jobs';
/** Saved searches read per batch: memory stays bounded however many there are. */
const BATCH = 5000;

/** Queues the matching of jobs that were just published (inside the publishing transaction or right after). */
export async function enqueueMatching(tx: Tx, jobIds: readonly string[]): Promise<void> {
  if (jobIds.length > 0)
    await enqueue(tx, { name: MATCH_JOBS, payload: { jobIds: [...jobIds] }, maxAttempts: 10 });
}

/**
 * Finds the active saved searches that the job search would answer with these jobs and records each (saved
 * search, job) pair once: the primary key of saved_search_job makes a job reach a saved search at most once,
 * so a re-run (retry, worker restart) or a job closed and published again sends nothing new.
 * Instant saved searches are then delivered at once; daily and weekly ones wait for their digest.
 * Returns the number of new pairs.
 */
export async function matchPublishedJobs(db: Db, jobIds: readonly string[]): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let added = 0;
  const instant = new Set<string>();
  for (;;) {
    const batch = await queryRows<{ id: string; filter: JobSearchFilter; frequency: string }>(
      db,
      sql`select id, filter, frequency from saved_search
          where not paused and id > ${after}::uuid order by id limit ${BATCH}`,
    );
    if (batch.length === 0) break;
    after = batch[batch.length - 1].id;
    const found = await matchJobsToFilters(
      db,
      jobIds,
      batch.map((s) => s.filter),
    );
    const pairs: { s: string; j: string }[] = [];
    found.forEach((ids, i) => ids.forEach((j) => pairs.push({ s: batch[i].id, j })));
    if (pairs.length === 0) continue;
    const inserted = await queryRows<{ saved_search_id: string }>(
      db,
      sql`insert into saved_search_job (saved_search_id, job_id)
          select s::uuid, j::uuid from unnest(${toArray(pairs.map((p) => p.s))}::text[], ${toArray(pairs.map((p) => p.j))}::text[]) as t(s, j)
          on conflict do nothing
          returning saved_search_id`,
    );
    added += inserted.length;
    const freq = new Map(batch.map((s) => [s.id, s.frequency]));
    for (const r of inserted) if (freq.get(r.saved_search_id) === 'instant') instant.add(r.saved_search_id);
  }
  if (instant.size > 0) await deliverDigests(db, 'instant', [...instant]);
  return added;
}

/** A text[] literal (PGlite and node-postgres both accept it as a string parameter). */
function toArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}
