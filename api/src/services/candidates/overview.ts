import type { ApplicationStatus, CandidateOverview, JobCard } from '@jobportal/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { application, candidateProfileView, company, job, jobView } from '../../db/schema';
import { textArray } from '../../db/sql';
import type { Identity } from '../../auth/identity';
import { toCandidateApplications } from '../applications/candidate-applications';
import {
  jobCardColumns,
  openJobWhere,
  publicJobWhere,
  selectJobCards,
  toJobCard,
  type JobCardRow,
} from '../jobs/cards';
import { completeness } from './completeness';
import { countFavourites } from './favourites';
import { ensureCandidate, type CandidateRow } from './profile';

/** Open jobs that share skills with the profile (most shared first), not yet applied to. */
export async function recommendedJobs(db: Db, me: CandidateRow, limit: number): Promise<JobCard[]> {
  const notApplied = sql`not exists (select 1 from ${application} where ${application.jobId} = ${job.id} and ${application.candidateUid} = ${me.uid})`;
  if (me.skillSlugs.length === 0) {
    return selectJobCards(db, {
      where: and(openJobWhere, notApplied, me.provinceId ? eq(job.provinceId, me.provinceId) : undefined),
      limit,
      viewerUid: me.uid,
    });
  }
  const mine = textArray(me.skillSlugs);
  return selectJobCards(db, {
    where: and(openJobWhere, notApplied, sql`${job.skills} && ${mine}`),
    orderBy: [
      sql`cardinality(array(select unnest(${job.skills}) intersect select unnest(${mine}))) desc`,
      desc(job.postedAt),
      desc(job.id),
    ],
    limit,
    viewerUid: me.uid,
  });
}

export async function getOverview(db: Db, identity: Identity): Promise<CandidateOverview> {
  const me = await ensureCandidate(db, identity);
  const statusRows = await db
    .select({ status: application.status, n: sql<number>`count(*)::int` })
    .from(application)
    .where(eq(application.candidateUid, me.uid))
    .groupBy(application.status);
  const byStatus: Partial<Record<ApplicationStatus, number>> = {};
  for (const r of statusRows) byStatus[r.status] = Number(r.n);
  const [{ views }] = await db
    .select({ views: sql<number>`count(*)::int` })
    .from(candidateProfileView)
    .where(eq(candidateProfileView.candidateUid, me.uid));
  const recentRows = await db
    .select()
    .from(application)
    .where(eq(application.candidateUid, me.uid))
    .orderBy(desc(application.appliedAt))
    .limit(5);
  return {
    completeness: completeness(me),
    applications_by_status: byStatus,
    favourites: await countFavourites(db, me.uid),
    profile_views: Number(views),
    recent_applications: await toCandidateApplications(db, recentRows, me.uid),
    recommended_jobs: await recommendedJobs(db, me, 6),
  };
}

/** GET /candidate/recently-viewed: the last 20 distinct jobs the candidate opened. */
export async function recentlyViewed(db: Db, uid: string): Promise<JobCard[]> {
  const rows = (await db
    .select(jobCardColumns(uid))
    .from(jobView)
    .innerJoin(job, eq(job.id, jobView.jobId))
    .innerJoin(company, eq(company.id, job.companyId))
    .where(and(eq(jobView.candidateUid, uid), publicJobWhere))
    .orderBy(desc(jobView.at))
    .limit(60)) as JobCardRow[];
  const seen = new Set<string>();
  const out: JobCard[] = [];
  for (const r of rows) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    out.push(toJobCard(r));
    if (out.length === 20) break;
  }
  return out;
}
