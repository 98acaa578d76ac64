import type { JobCard, JobDetail } from '@jobportal/contracts';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { application, company, job, jobView } from '../../db/schema';
import { textArray } from '../../db/sql';
import { ApiError } from '../../errors/api-error';
import { recordActivity } from '../activity';
import { fileUrl } from '../urls';
import { isFavouriteExpr, publicJobWhere, selectJobCards } from './cards';

/** A candidate's repeated views of one job within this window count once in their history. */
const VIEW_DEDUPE_MS = 30 * 60 * 1000;

/** A job's page query with its company, built once per database handle and viewer kind (guest or candidate). */
function prepareJobDetail(db: Db, viewer: 'guest' | 'candidate') {
  const isFavourite = isFavouriteExpr(viewer === 'guest' ? null : sql.placeholder('viewerUid'));
  return db
    .select({ j: job, c: company, isFavourite })
    .from(job)
    .innerJoin(company, eq(company.id, job.companyId))
    .where(and(eq(job.id, sql.placeholder('jobId')), sql`${job.status} in ('published', 'closed')`))
    .prepare(`job_detail_${viewer}`);
}
type JobDetailQuery = ReturnType<typeof prepareJobDetail>;
const jobDetailQueries = new WeakMap<Db, Record<'guest' | 'candidate', JobDetailQuery>>();

/**
 * The most read query of the API (every job page: its head, its server render, the browser's read), prepared: drizzle
 * built its SQL anew for each read (building select queries was ~9 % of the API's CPU when bench:ssr served job
 * pages) and PostgreSQL parsed and planned it each time.
 */
function jobDetailQuery(db: Db, viewerUid: string | null): JobDetailQuery {
  let queries = jobDetailQueries.get(db);
  if (!queries) {
    queries = { guest: prepareJobDetail(db, 'guest'), candidate: prepareJobDetail(db, 'candidate') };
    jobDetailQueries.set(db, queries);
  }
  return viewerUid ? queries.candidate : queries.guest;
}

export async function getJobDetail(db: Db, jobId: string, viewerUid: string | null): Promise<JobDetail> {
  const [r] = await jobDetailQuery(db, viewerUid).execute({ jobId, viewerUid });
  if (!r) throw new ApiError('JOB_NOT_FOUND');
  let myApplication: JobDetail['my_application'] = null;
  if (viewerUid) {
    const [a] = await db
      .select({ id: application.id, status: application.status, appliedAt: application.appliedAt })
      .from(application)
      .where(and(eq(application.jobId, jobId), eq(application.candidateUid, viewerUid)));
    if (a) myApplication = { id: a.id, status: a.status, applied_at: a.appliedAt.toISOString() };
  }
  const { j, c } = r;
  // Held or removed by moderation, or of a suspended company: answered as a closed job (its page is 410, gone, as
  // a closed job's), without its text: a taken-down scam is not shown again (docs/DECISIONS.md).
  const offSite = j.moderation !== 'clear' || c.status !== 'active';
  return {
    id: j.id,
    title: j.title,
    company: {
      id: c.id,
      name_th: c.nameTh,
      name_en: c.nameEn,
      logo_url: fileUrl(c.logoFileId),
      verified: c.verified,
      about_th: c.aboutTh,
      about_en: c.aboutEn,
      website: c.website,
      province_id: c.provinceId,
    },
    province_id: j.provinceId,
    work_type: j.workType,
    hire_type: j.hireType,
    salary_min: j.salaryMin,
    salary_max: j.salaryMax,
    salary_negotiable: j.salaryNegotiable,
    skills: j.skills,
    rail_stations: j.railStations,
    posted_at: (j.postedAt ?? j.createdAt).toISOString(),
    is_favourite: r.isFavourite === true,
    description_html: offSite ? '' : j.descriptionHtml,
    qualifications_html: offSite ? '' : j.qualificationsHtml,
    education_level_id: j.educationLevelId,
    years_experience_min: j.yearsExperienceMin,
    status: offSite ? 'closed' : j.status,
    valid_through: j.validThrough,
    my_application: myApplication,
  };
}

/** Counts a view; for a candidate also stores it (recently viewed) and a "viewed_job" activity, once per 30 min. */
export async function recordJobView(db: Db, jobId: string, viewerUid: string | null): Promise<void> {
  await db
    .update(job)
    .set({ views: sql`${job.views} + 1` })
    .where(eq(job.id, jobId));
  if (!viewerUid) return;
  const since = new Date(Date.now() - VIEW_DEDUPE_MS);
  const [recent] = await db
    .select({ id: jobView.id })
    .from(jobView)
    .where(and(eq(jobView.jobId, jobId), eq(jobView.candidateUid, viewerUid), gt(jobView.at, since)))
    .limit(1);
  if (recent) {
    await db.update(jobView).set({ at: new Date() }).where(eq(jobView.id, recent.id));
    return;
  }
  await db.insert(jobView).values({ jobId, candidateUid: viewerUid });
  await recordActivity(db, {
    role: 'candidate',
    type: 'viewed_job',
    actorUid: viewerUid,
    candidateUid: viewerUid,
    jobId,
  });
}

/**
 * Open jobs sharing the most skills with this one (or in the same province), newest first among equals. Only the
 * 300 newest candidates are ranked, so the cost stays flat at 100k jobs.
 */
export async function similarJobs(
  db: Db,
  jobId: string,
  limit: number,
  viewerUid: string | null,
): Promise<JobCard[]> {
  const [base] = await db
    .select({ skills: job.skills, provinceId: job.provinceId })
    .from(job)
    .where(and(eq(job.id, jobId), publicJobWhere));
  if (!base) throw new ApiError('JOB_NOT_FOUND');
  const skills = textArray(base.skills);
  const pool = sql`(select j2.id from job j2
    where j2.status = 'published' and j2.moderation = 'clear'
      and (j2.valid_through is null or j2.valid_through >= current_date)
      and not exists (select 1 from company c2 where c2.id = j2.company_id and c2.status <> 'active')
      and j2.id <> ${jobId} and (j2.skills && ${skills} or j2.province_id = ${base.provinceId})
    order by j2.posted_at desc nulls last limit 300)`;
  return selectJobCards(db, {
    where: and(sql`${job.id} in ${pool}`, ne(job.id, jobId)),
    orderBy: [
      sql`cardinality(array(select unnest(${job.skills}) intersect select unnest(${skills}))) desc`,
      desc(job.postedAt),
      desc(job.id),
    ],
    limit,
    viewerUid,
  });
}
