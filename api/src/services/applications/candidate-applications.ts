import type { ApplicationStatus, ApplyInput, CandidateApplication, Page } from '@jobportal/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { application, company, job } from '../../db/schema';
import { ApiError } from '../../errors/api-error';
import type { Identity } from '../../auth/identity';
import { recordActivity } from '../activity';
import { ownedResume } from '../files';
import { fileInfos } from '../files-batch';
import { jobCardsByIds } from '../jobs/cards';
import { todayIso } from '../jobs/validate';
import { page } from '../pagination';
import { ensureCandidate } from '../candidates/profile';
import { addHistory, historyByApplication } from './history';
import { canTransition } from '@jobportal/contracts/pipeline';
import { onApplicationToCompany } from '../alerts/producers';
import { checkAnswers, storeAnswers } from '../screening/answers';
import { cancelInterviewsOnWithdrawal } from '../interviews/withdrawal';

type ApplicationRow = typeof application.$inferSelect;

/** The candidate's view of applications (never the company's notes). */
export async function toCandidateApplications(
  db: Tx,
  rows: ApplicationRow[],
  viewerUid: string,
): Promise<CandidateApplication[]> {
  const cards = new Map(
    (await jobCardsByIds(db, [...new Set(rows.map((r) => r.jobId))], viewerUid)).map((c) => [c.id, c]),
  );
  const history = await historyByApplication(
    db,
    rows.map((r) => r.id),
  );
  const files = await fileInfos(
    db,
    rows.map((r) => r.resumeFileId),
  );
  return rows
    .filter((r) => cards.has(r.jobId))
    .map((r) => ({
      id: r.id,
      job: cards.get(r.jobId)!,
      status: r.status,
      cover_letter: r.coverLetter,
      resume: r.resumeFileId ? (files.get(r.resumeFileId) ?? null) : null,
      applied_at: r.appliedAt.toISOString(),
      history: history.get(r.id) ?? [],
    }));
}

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
}

/** POST /candidate/applications. */
export async function applyToJob(
  db: Db,
  identity: Identity,
  input: ApplyInput,
): Promise<CandidateApplication> {
  const me = await ensureCandidate(db, identity);
  if (me.consentPdpa !== true) throw new ApiError('CONSENT_REQUIRED');
  const [found] = await db
    .select({ j: job, companyStatus: company.status })
    .from(job)
    .innerJoin(company, eq(company.id, job.companyId))
    .where(eq(job.id, input.job_id));
  const j = found?.j;
  if (!j || j.status === 'draft') throw new ApiError('JOB_NOT_FOUND');
  // a held or removed job, or one of a suspended company, is closed to the public (as the job page shows it)
  const offSite = j.moderation !== 'clear' || found.companyStatus !== 'active';
  if (j.status !== 'published' || offSite || (j.validThrough !== null && j.validThrough < todayIso()))
    throw new ApiError('JOB_NOT_OPEN');
  const [existing] = await db
    .select({ id: application.id })
    .from(application)
    .where(and(eq(application.jobId, j.id), eq(application.candidateUid, identity.uid)));
  if (existing) throw new ApiError('ALREADY_APPLIED');
  const resumeFileId = input.resume_file_id
    ? (await ownedResume(db, identity.uid, input.resume_file_id)).id
    : me.resumeFileId;
  const screening = await checkAnswers(db, j.id, input.answers ?? []);
  let row: ApplicationRow;
  try {
    row = await db.transaction(async (tx) => {
      const [a] = await tx
        .insert(application)
        .values({
          jobId: j.id,
          candidateUid: identity.uid,
          coverLetter: (input.cover_letter ?? '').trim(),
          resumeFileId,
          knockedOut: screening.knockedOut,
        })
        .returning();
      await storeAnswers(tx, a.id, screening.answers);
      await addHistory(tx, {
        applicationId: a.id,
        fromStatus: null,
        status: 'applied',
        actor: 'candidate',
        actorUid: identity.uid,
        at: a.appliedAt,
      });
      await recordActivity(
        tx,
        {
          role: 'candidate',
          type: 'applied',
          actorUid: identity.uid,
          candidateUid: identity.uid,
          companyId: j.companyId,
          jobId: j.id,
          applicationId: a.id,
        },
        {
          role: 'corporate',
          type: 'application_received',
          actorUid: identity.uid,
          candidateUid: identity.uid,
          companyId: j.companyId,
          jobId: j.id,
          applicationId: a.id,
        },
      );
      await onApplicationToCompany(tx, 'application_new', { id: a.id, jobId: j.id });
      return a;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiError('ALREADY_APPLIED');
    throw e;
  }
  const [out] = await toCandidateApplications(db, [row], identity.uid);
  return out;
}

export async function listMyApplications(
  db: Db,
  uid: string,
  opts: { status?: ApplicationStatus; offset: number; limit: number },
): Promise<Page<CandidateApplication>> {
  const where = and(
    eq(application.candidateUid, uid),
    opts.status ? eq(application.status, opts.status) : undefined,
  );
  const rows = await db
    .select()
    .from(application)
    .where(where)
    .orderBy(desc(application.appliedAt), desc(application.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(application)
    .where(where);
  return page(await toCandidateApplications(db, rows, uid), Number(n), opts.offset, opts.limit);
}

/** POST /candidate/applications/:id/withdraw (owner only). */
export async function withdrawApplication(
  db: Db,
  identity: Identity,
  id: string,
): Promise<CandidateApplication> {
  const [a] = await db.select().from(application).where(eq(application.id, id));
  if (!a) throw new ApiError('APPLICATION_NOT_FOUND');
  if (a.candidateUid !== identity.uid) throw new ApiError('FORBIDDEN');
  if (!canTransition(a.status, 'withdrawn', 'candidate')) throw new ApiError('INVALID_STATUS_TRANSITION');
  const [j] = await db.select({ companyId: job.companyId }).from(job).where(eq(job.id, a.jobId));
  const row = await db.transaction(async (tx) => {
    const now = new Date();
    const [u] = await tx
      .update(application)
      .set({ status: 'withdrawn', updatedAt: now })
      .where(and(eq(application.id, id), eq(application.status, a.status)))
      .returning();
    if (!u) throw new ApiError('INVALID_STATUS_TRANSITION');
    await addHistory(tx, {
      applicationId: id,
      fromStatus: a.status,
      status: 'withdrawn',
      actor: 'candidate',
      actorUid: identity.uid,
      at: now,
    });
    const refs = {
      actorUid: identity.uid,
      candidateUid: identity.uid,
      companyId: j?.companyId ?? null,
      jobId: a.jobId,
      applicationId: id,
      data: { from: a.status, to: 'withdrawn' },
    };
    await recordActivity(
      tx,
      { role: 'candidate', type: 'withdrawn', ...refs },
      { role: 'corporate', type: 'application_withdrawn', ...refs },
    );
    await onApplicationToCompany(tx, 'application_withdrawn', { id, jobId: a.jobId });
    await cancelInterviewsOnWithdrawal(tx, id, identity.uid);
    return u;
  });
  const [out] = await toCandidateApplications(db, [row], identity.uid);
  return out;
}
