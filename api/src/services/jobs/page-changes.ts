import { sql } from 'drizzle-orm';
import type { JobPageChanges } from '@jobportal/contracts';
import type { Db } from '../../db/types';
import { latestChangeSeq, rowsOf } from '../search/change-feed';

/** At most this many changed jobs per answer; the reader asks again from the seq it got. */
export const PAGE_CHANGES_LIMIT = 1000;

export type { JobPageChanges } from '@jobportal/contracts';

/**
 * The job change feed (job_change, migration 0004) as the gateway needs it to drop the data behind its
 * server-written job pages. `after` < 0 asks only for the newest seq (where a fresh reader starts).
 */
export async function jobPageChanges(db: Db, after: number): Promise<JobPageChanges> {
  if (after < 0) return { seq: await latestChangeSeq(db), jobs: [], changes: [] };
  const res = await db.execute(sql`
    select c.seq::bigint as seq, c.job_id::text as job_id
      from job_change c left join job j on j.id = c.job_id
     where c.seq > ${after} and (j.id is null or j.status <> 'draft')
     order by c.seq
     limit ${PAGE_CHANGES_LIMIT}`);
  const rows = rowsOf<{ seq: string; job_id: string }>(res);
  return {
    seq: rows.length > 0 ? Number(rows[rows.length - 1].seq) : after,
    jobs: [...new Set(rows.map((r) => r.job_id))],
    changes: rows.map((r) => ({ seq: Number(r.seq), job: r.job_id })),
  };
}
