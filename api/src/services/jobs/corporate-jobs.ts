import type { CorporateJob, JobInput, JobStatus } from '@jobportal/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { job } from '../../db/schema';
import { ApiError } from '../../errors/api-error';
import type { CorporateContext } from '../../auth/identity';
import { recordActivity } from '../activity';
import { applicantCountsByJob, type ApplicantCounts } from './applicant-counts';
import { reindexJobs } from './search-index';
import { normaliseJobInput } from './validate';
import { notifyJobsChanged } from '../search';
import { enqueueMatching } from '../alerts/matching';
import { screenPosting } from '../moderation/rules';
import { screenContext } from '../moderation/context';
import { moderationOnCreate, moderationOnEdit } from '../moderation/holds';
import { assertCan, canOnJob } from '../corporate/team-access';
import { jobTeamFacts, type JobTeamFacts } from '../team/job-team';

type JobRow = typeof job.$inferSelect;

export function toCorporateJob(r: JobRow, counts: ApplicantCounts, team: JobTeamFacts): CorporateJob {
  return {
    id: r.id,
    title: r.title,
    description_html: r.descriptionHtml,
    qualifications_html: r.qualificationsHtml,
    skills: r.skills,
    province_id: r.provinceId,
    rail_stations: r.railStations,
    work_type: r.workType,
    hire_type: r.hireType,
    education_level_id: r.educationLevelId,
    years_experience_min: r.yearsExperienceMin,
    salary_min: r.salaryMin,
    salary_max: r.salaryMax,
    salary_negotiable: r.salaryNegotiable,
    valid_through: r.validThrough,
    status: r.status,
    posted_at: r.postedAt ? r.postedAt.toISOString() : null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    views: r.views,
    applicant_counts: counts,
    moderation: r.moderation,
    moderation_flags: r.moderationFlags as CorporateJob['moderation_flags'],
    moderation_reason: r.moderationReason,
    owner: team.owner,
    can_edit: team.can_edit,
  };
}

function columnsOf(input: JobInput) {
  return {
    title: input.title,
    descriptionHtml: input.description_html,
    qualificationsHtml: input.qualifications_html,
    skills: input.skills,
    provinceId: input.province_id,
    // left out by the client: none on create (the column's default), unchanged on update
    ...(input.rail_stations === undefined ? {} : { railStations: input.rail_stations }),
    workType: input.work_type,
    hireType: input.hire_type,
    educationLevelId: input.education_level_id,
    yearsExperienceMin: input.years_experience_min,
    salaryMin: input.salary_min,
    salaryMax: input.salary_max,
    salaryNegotiable: input.salary_negotiable,
    validThrough: input.valid_through,
  };
}

/** A job of the caller's company: 404 JOB_NOT_FOUND if it does not exist, 403 FORBIDDEN if another company's. */
export async function ownedJob(db: Tx, ctx: CorporateContext, jobId: string): Promise<JobRow> {
  const [row] = await db.select().from(job).where(eq(job.id, jobId));
  if (!row) throw new ApiError('JOB_NOT_FOUND');
  if (row.companyId !== ctx.companyId) throw new ApiError('FORBIDDEN');
  return row;
}

/** Edits and status changes of a job: owners and admins, or a recruiter who owns it or collaborates on it. */
async function assertMayWrite(db: Tx, ctx: CorporateContext, jobId: string): Promise<void> {
  if (!(await canOnJob(db, ctx, jobId, 'job:write'))) throw new ApiError('TEAM_ROLE_FORBIDDEN');
}

async function withCounts(db: Tx, ctx: CorporateContext, row: JobRow): Promise<CorporateJob> {
  const counts = await applicantCountsByJob(db, [row.id]);
  const team = await jobTeamFacts(db, ctx, [row]);
  return toCorporateJob(row, counts.get(row.id) ?? { total: 0 }, team.get(row.id)!);
}

export async function listCompanyJobs(
  db: Db,
  ctx: CorporateContext,
  status?: JobStatus,
): Promise<CorporateJob[]> {
  const rows = await db
    .select()
    .from(job)
    .where(and(eq(job.companyId, ctx.companyId), status ? eq(job.status, status) : undefined))
    .orderBy(desc(job.updatedAt), desc(job.id));
  const counts = await applicantCountsByJob(
    db,
    rows.map((r) => r.id),
  );
  const team = await jobTeamFacts(db, ctx, rows);
  return rows.map((r) => toCorporateJob(r, counts.get(r.id) ?? { total: 0 }, team.get(r.id)!));
}

export async function getCompanyJob(db: Db, ctx: CorporateContext, jobId: string): Promise<CorporateJob> {
  return withCounts(db, ctx, await ownedJob(db, ctx, jobId));
}

export async function createJob(
  db: Db,
  ctx: CorporateContext,
  input: JobInput & { publish?: boolean },
): Promise<CorporateJob> {
  assertCan(ctx, 'job:create');
  const clean = await normaliseJobInput(db, input);
  const created = await db.transaction(async (tx) => {
    const publish = input.publish === true;
    // screened before the insert: the burst count is of the company's earlier postings
    const { flags } = screenPosting(clean, await screenContext(tx, ctx.companyId, clean, true));
    const moderation = moderationOnCreate(flags);
    const [row] = await tx
      .insert(job)
      .values({
        ...columnsOf(clean),
        ...moderation,
        companyId: ctx.companyId,
        // the member who posts a job owns it (issue 43): a recruiter works on their own jobs
        ownerUid: ctx.uid,
        status: publish ? 'published' : 'draft',
        postedAt: publish ? new Date() : null,
      })
      .returning();
    await reindexJobs(tx, [row.id]);
    await recordActivity(tx, {
      role: 'corporate',
      type: publish ? 'job_published' : 'job_created',
      actorUid: ctx.uid,
      companyId: ctx.companyId,
      jobId: row.id,
    });
    // a held job is matched when staff approve it (services/moderation/actions.ts)
    if (publish && moderation.moderation === 'clear') await enqueueMatching(tx, [row.id]);
    const [fresh] = await tx.select().from(job).where(eq(job.id, row.id));
    return toCorporateJob(fresh, { total: 0 }, (await jobTeamFacts(tx, ctx, [fresh])).get(fresh.id)!);
  });
  notifyJobsChanged(db, [created.id]);
  return created;
}

export async function updateJob(
  db: Db,
  ctx: CorporateContext,
  jobId: string,
  input: JobInput,
): Promise<CorporateJob> {
  const current = await ownedJob(db, ctx, jobId);
  await assertMayWrite(db, ctx, jobId);
  const clean = await normaliseJobInput(db, input);
  const row = await db.transaction(async (tx) => {
    const { flags } = screenPosting(clean, await screenContext(tx, ctx.companyId, clean, false));
    const moderation = moderationOnEdit(current, flags);
    await tx
      .update(job)
      .set({ ...columnsOf(clean), ...(moderation ?? {}), updatedAt: new Date() })
      .where(eq(job.id, jobId));
    await reindexJobs(tx, [jobId]);
    await recordActivity(tx, {
      role: 'corporate',
      type: 'job_updated',
      actorUid: ctx.uid,
      companyId: ctx.companyId,
      jobId,
    });
    const [fresh] = await tx.select().from(job).where(eq(job.id, jobId));
    // an edit can make a live job match saved searches it did not match; saved_search_job sends each pair once
    if (fresh.status === 'published' && fresh.moderation === 'clear') await enqueueMatching(tx, [jobId]);
    return fresh;
  });
  notifyJobsChanged(db, [jobId]);
  return withCounts(db, ctx, row);
}

export type JobAction = 'publish' | 'close' | 'reopen';

const TRANSITIONS: Record<JobAction, { from: JobStatus[]; to: JobStatus; activity: string }> = {
  publish: { from: ['draft'], to: 'published', activity: 'job_published' },
  close: { from: ['published'], to: 'closed', activity: 'job_closed' },
  reopen: { from: ['closed'], to: 'published', activity: 'job_reopened' },
};

/** draft -> published (posted now), published -> closed, closed -> published. */
export async function transitionJob(
  db: Db,
  ctx: CorporateContext,
  jobId: string,
  action: JobAction,
): Promise<CorporateJob> {
  const current = await ownedJob(db, ctx, jobId);
  await assertMayWrite(db, ctx, jobId);
  const t = TRANSITIONS[action];
  if (!t.from.includes(current.status)) throw new ApiError('INVALID_STATUS_TRANSITION');
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(job)
      .set({
        status: t.to,
        updatedAt: new Date(),
        postedAt: action === 'close' ? current.postedAt : (current.postedAt ?? new Date()),
        // a job reopened after its deadline is open again until a new deadline is set
        validThrough:
          action === 'reopen' &&
          current.validThrough !== null &&
          current.validThrough < new Date().toISOString().slice(0, 10)
            ? null
            : current.validThrough,
      })
      .where(and(eq(job.id, jobId), sql`${job.status} = ${current.status}`))
      .returning();
    if (!updated) throw new ApiError('INVALID_STATUS_TRANSITION');
    await recordActivity(tx, {
      role: 'corporate',
      type: t.activity,
      actorUid: ctx.uid,
      companyId: ctx.companyId,
      jobId,
    });
    // saved-search alerts: a published (or reopened) job is matched; saved_search_job keeps a job from re-sending
    if (t.to === 'published' && updated.moderation === 'clear') await enqueueMatching(tx, [jobId]);
    return updated;
  });
  notifyJobsChanged(db, [jobId]);
  return withCounts(db, ctx, row);
}
