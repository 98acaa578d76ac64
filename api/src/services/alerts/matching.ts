import type { JobSearchFilter } from '@jobportal/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { queryRows } from '../../db/sql';
import { enqueue } from '../queue/queue';
import { matchJobsToFilters } from '../search';
import { deliverInstant, newJobsById, type DigestSearch } from './digest';
import { pgArray } from './pg-array';

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
 * Instant saved searches are delivered at once, per batch of saved searches (their pairs written already sent with
 * their digests: deliverInstant); daily and weekly ones wait for their digest. Returns the number of new pairs.
 */
export async function matchPublishedJobs(db: Db, jobIds: readonly string[]): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let added = 0;
  const jobs = await newJobsById(db, jobIds);
  for (;;) {
    const batch = await queryRows<DigestSearch & { filter: JobSearchFilter; frequency: string }>(
      db,
      sql`select id, candidate_uid, name, filter, frequency from saved_search
          where not paused and id > ${after}::uuid order by id limit ${BATCH}`,
    );
    if (batch.length === 0) break;
    after = batch[batch.length - 1].id;
    const found = await matchJobsToFilters(
      db,
      jobIds,
      batch.map((s) => s.filter),
    );
    const instant: { s: string; j: string }[] = [];
    const later: { s: string; j: string }[] = [];
    found.forEach((ids, i) =>
      ids.forEach((j) => (batch[i].frequency === 'instant' ? instant : later).push({ s: batch[i].id, j })),
    );
    added += (await deliverInstant(db, instant, jobs, new Map(batch.map((s) => [s.id, s])))).pairs;
    if (later.length === 0) continue;
    const inserted = await queryRows<{ n: number }>(
      db,
      sql`with ins as (
            insert into saved_search_job (saved_search_id, job_id)
            select s::uuid, j::uuid from unnest(${pgArray(later.map((p) => p.s))}::text[], ${pgArray(later.map((p) => p.j))}::text[]) as t(s, j)
            on conflict do nothing
            returning 1)
          select count(*)::int as n from ins`,
    );
    added += Number(inserted[0].n);
  }
  return added;
}
