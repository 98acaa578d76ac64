import type { JobCard, Page } from '@jobportal/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { company, favourite, job } from '../../db/schema';
import { ApiError } from '../../errors/api-error';
import type { Identity } from '../../auth/identity';
import { recordActivity } from '../activity';
import { jobCardColumns, publicJobWhere, toJobCard, type JobCardRow } from '../jobs/cards';
import { page } from '../pagination';
import { ensureCandidate } from './profile';

/** POST /candidate/job/favJob/:jobId: idempotent add. */
export async function addFavourite(
  db: Db,
  identity: Identity,
  jobId: string,
): Promise<{ job_id: string; is_favourite: true }> {
  const [j] = await db
    .select({ id: job.id, companyId: job.companyId })
    .from(job)
    .where(and(eq(job.id, jobId), publicJobWhere));
  if (!j) throw new ApiError('JOB_NOT_FOUND');
  await ensureCandidate(db, identity);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(favourite)
      .values({ candidateUid: identity.uid, jobId })
      .onConflictDoNothing()
      .returning({ jobId: favourite.jobId });
    if (inserted.length > 0) {
      await recordActivity(tx, {
        role: 'candidate',
        type: 'favourited',
        actorUid: identity.uid,
        candidateUid: identity.uid,
        jobId,
        companyId: j.companyId,
      });
    }
  });
  return { job_id: jobId, is_favourite: true };
}

/** DELETE /candidate/job/deleteFavJob/:jobId: idempotent remove. */
export async function removeFavourite(
  db: Db,
  identity: Identity,
  jobId: string,
): Promise<{ job_id: string; is_favourite: false }> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(favourite)
      .where(and(eq(favourite.candidateUid, identity.uid), eq(favourite.jobId, jobId)))
      .returning({ jobId: favourite.jobId });
    if (deleted.length > 0) {
      await recordActivity(tx, {
        role: 'candidate',
        type: 'unfavourited',
        actorUid: identity.uid,
        candidateUid: identity.uid,
        jobId,
      });
    }
  });
  return { job_id: jobId, is_favourite: false };
}

/** The caller's favourites, most recently saved first. */
export async function listFavourites(
  db: Db,
  uid: string,
  offset: number,
  limit: number,
): Promise<Page<JobCard>> {
  const where = and(eq(favourite.candidateUid, uid), publicJobWhere);
  const rows = (await db
    .select(jobCardColumns(uid))
    .from(favourite)
    .innerJoin(job, eq(job.id, favourite.jobId))
    .innerJoin(company, eq(company.id, job.companyId))
    .where(where)
    .orderBy(desc(favourite.createdAt), desc(job.id))
    .limit(limit)
    .offset(offset)) as JobCardRow[];
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(favourite)
    .innerJoin(job, eq(job.id, favourite.jobId))
    .where(where);
  return page(rows.map(toJobCard), Number(n), offset, limit);
}

export async function countFavourites(db: Db, uid: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(favourite)
    .where(eq(favourite.candidateUid, uid));
  return Number(n);
}
