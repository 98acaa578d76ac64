import type { ApplicationNote, ApplicationStatus, CorporateApplication } from '@jobportal/contracts';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { application, applicationNote, candidate, job } from '../../db/schema';
import { ApiError } from '../../errors/api-error';
import type { CorporateContext } from '../../auth/identity';
import { recordActivity, type NewActivity } from '../activity';
import { fileInfos } from '../files-batch';
import { ownedJob } from '../jobs/corporate-jobs';
import { toCandidateForEmployer } from '../corporate/candidate-view';
import { isSharedWithEmployers } from '../pdpa/consent';
import { addHistory, corporateHistoryByApplication } from './history';
import { assertCan, canOnJob } from '../corporate/team-access';
import { canTransition } from '@jobportal/contracts/pipeline';
import { onApplicationStatusChanged } from '../alerts/producers';
import { answersByApplication } from '../screening/answers';
import { screeningConditions, type ScreeningFilters } from '../screening/filters';

type ApplicationRow = typeof application.$inferSelect;

function toNote(n: typeof applicationNote.$inferSelect): ApplicationNote {
  return { id: n.id, body: n.body, author: n.authorName, at: n.at.toISOString() };
}

async function toCorporateApplications(db: Tx, rows: ApplicationRow[]): Promise<CorporateApplication[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const jobs = new Map(
    (
      await db
        .select({ id: job.id, title: job.title })
        .from(job)
        .where(inArray(job.id, [...new Set(rows.map((r) => r.jobId))]))
    ).map((j) => [j.id, j]),
  );
  const candidates = new Map(
    (
      await db
        .select()
        .from(candidate)
        .where(inArray(candidate.uid, [...new Set(rows.map((r) => r.candidateUid))]))
    ).map((c) => [c.uid, c]),
  );
  const history = await corporateHistoryByApplication(db, ids);
  const notes = new Map<string, ApplicationNote[]>(ids.map((id) => [id, []]));
  const noteRows = await db
    .select()
    .from(applicationNote)
    .where(inArray(applicationNote.applicationId, ids))
    .orderBy(asc(applicationNote.at));
  for (const n of noteRows) notes.get(n.applicationId)?.push(toNote(n));
  const screening = await answersByApplication(db, ids);
  const files = await fileInfos(
    db,
    rows.map((r) => (r.status === 'withdrawn' ? null : r.resumeFileId)),
  );
  return rows.map((r) => ({
    id: r.id,
    job: jobs.get(r.jobId) ?? { id: r.jobId, title: '' },
    candidate: toCandidateForEmployer(candidates.get(r.candidateUid)!, true),
    status: r.status,
    cover_letter: r.coverLetter,
    // A withdrawn application no longer gives the company the résumé (GET /files/:id refuses it too).
    resume:
      r.resumeFileId && r.status !== 'withdrawn' && isSharedWithEmployers(candidates.get(r.candidateUid)!)
        ? (files.get(r.resumeFileId) ?? null)
        : null,
    applied_at: r.appliedAt.toISOString(),
    history: history.get(r.id) ?? [],
    notes: notes.get(r.id) ?? [],
    screening: screening.get(r.id) ?? [],
    knocked_out: r.knockedOut,
  }));
}

/**
 * An application to one of the caller's jobs: 404 APPLICATION_NOT_FOUND (also once the candidate asked for erasure),
 * 403 FORBIDDEN for another company's.
 */
async function ownedApplication(
  db: Tx,
  ctx: CorporateContext,
  id: string,
): Promise<ApplicationRow & { companyId: string }> {
  const [r] = await db
    .select({ a: application, companyId: job.companyId })
    .from(application)
    .innerJoin(job, eq(job.id, application.jobId))
    .innerJoin(candidate, eq(candidate.uid, application.candidateUid))
    .where(and(eq(application.id, id), eq(candidate.status, 'active')));
  if (!r) throw new ApiError('APPLICATION_NOT_FOUND');
  if (r.companyId !== ctx.companyId) throw new ApiError('FORBIDDEN');
  return { ...r.a, companyId: r.companyId };
}

export async function listJobApplications(
  db: Db,
  ctx: CorporateContext,
  jobId: string,
  opts: { status?: ApplicationStatus; q?: string } & ScreeningFilters,
): Promise<CorporateApplication[]> {
  await ownedJob(db, ctx, jobId);
  const screeningWhere = await screeningConditions(db, jobId, opts);
  const q = opts.q?.trim();
  const like = q ? `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const rows = await db
    .select({ a: application })
    .from(application)
    .innerJoin(candidate, eq(candidate.uid, application.candidateUid))
    .where(
      and(
        eq(application.jobId, jobId),
        eq(candidate.status, 'active'),
        opts.status ? eq(application.status, opts.status) : undefined,
        like
          ? or(
              ilike(sql`${candidate.firstName} || ' ' || ${candidate.lastName}`, like),
              ilike(candidate.email, like),
              ilike(candidate.headline, like),
              sql`${candidate.skillSlugs} @> ARRAY[lower(${q})]::text[]`,
            )
          : undefined,
        ...screeningWhere,
      ),
    )
    .orderBy(desc(application.appliedAt), desc(application.id));
  return toCorporateApplications(
    db,
    rows.map((r) => r.a),
  );
}

export async function getApplication(
  db: Db,
  ctx: CorporateContext,
  id: string,
): Promise<CorporateApplication> {
  const a = await ownedApplication(db, ctx, id);
  const [out] = await toCorporateApplications(db, [a]);
  return out;
}

export async function getApplicationOfCandidate(
  db: Db,
  ctx: CorporateContext,
  jobId: string,
  uid: string,
): Promise<CorporateApplication> {
  await ownedJob(db, ctx, jobId);
  const [r] = await db
    .select({ a: application })
    .from(application)
    .innerJoin(candidate, eq(candidate.uid, application.candidateUid))
    .where(
      and(eq(application.jobId, jobId), eq(application.candidateUid, uid), eq(candidate.status, 'active')),
    );
  if (!r) throw new ApiError('APPLICATION_NOT_FOUND');
  const a = r.a;
  const [out] = await toCorporateApplications(db, [a]);
  return out;
}

/** One move with its history, activity and notification (the single and the bulk routes, and the bulk message). */
export async function applyStatus(
  tx: Tx,
  ctx: CorporateContext,
  a: ApplicationRow & { companyId: string },
  to: ApplicationStatus,
  /** notifyCandidate false: the caller tells the candidate itself (an interview proposal's e-mail says it) */
  opts: { notifyCandidate?: boolean } = {},
): Promise<void> {
  // the team's roles (issue 43): a recruiter moves the applicants of the jobs they own or collaborate on
  if (!(await canOnJob(tx, ctx, a.jobId, 'job:pipeline'))) throw new ApiError('TEAM_ROLE_FORBIDDEN');
  if (!canTransition(a.status, to, 'corporate')) throw new ApiError('INVALID_STATUS_TRANSITION');
  const now = new Date();
  const [u] = await tx
    .update(application)
    .set({ status: to, updatedAt: now })
    .where(and(eq(application.id, a.id), eq(application.status, a.status)))
    .returning({ id: application.id });
  if (!u) throw new ApiError('INVALID_STATUS_TRANSITION');
  await addHistory(tx, {
    applicationId: a.id,
    fromStatus: a.status,
    status: to,
    actor: 'corporate',
    actorUid: ctx.uid,
    actorName: ctx.contactName || ctx.email,
    at: now,
  });
  const refs: Omit<NewActivity, 'role' | 'type'> = {
    actorUid: ctx.uid,
    candidateUid: a.candidateUid,
    companyId: a.companyId,
    jobId: a.jobId,
    applicationId: a.id,
    data: { from: a.status, to },
  };
  await recordActivity(
    tx,
    { role: 'candidate', type: 'status_changed', ...refs },
    { role: 'corporate', type: 'status_changed', ...refs },
  );
  if (opts.notifyCandidate !== false) await onApplicationStatusChanged(tx, a, a.status, to);
}

/** POST /corporate/applications/:id/status. */
export async function setApplicationStatus(
  db: Db,
  ctx: CorporateContext,
  id: string,
  to: ApplicationStatus,
): Promise<CorporateApplication> {
  const a = await ownedApplication(db, ctx, id);
  await db.transaction((tx) => applyStatus(tx, ctx, a, to));
  return getApplication(db, ctx, id);
}

/**
 * The applications of a bulk action, each id once: 404 unless every one exists (and its candidate did not ask for
 * erasure), 403 when one is another company's; with `jobId`, every one must be on that job (else 404).
 */
export async function bulkApplications(
  db: Tx,
  ctx: CorporateContext,
  ids: string[],
  jobId?: string,
): Promise<(ApplicationRow & { companyId: string })[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ a: application, companyId: job.companyId })
    .from(application)
    .innerJoin(job, eq(job.id, application.jobId))
    .innerJoin(candidate, eq(candidate.uid, application.candidateUid))
    .where(
      and(
        inArray(application.id, unique),
        eq(candidate.status, 'active'),
        jobId ? eq(application.jobId, jobId) : undefined,
      ),
    );
  if (rows.length !== unique.length) throw new ApiError('APPLICATION_NOT_FOUND');
  if (rows.some((r) => r.companyId !== ctx.companyId)) throw new ApiError('FORBIDDEN');
  return rows.map((r) => ({ ...r.a, companyId: r.companyId }));
}

/** POST /corporate/applications/bulk-status: all or nothing; every id must belong to the caller's jobs. */
export async function bulkSetStatus(
  db: Db,
  ctx: CorporateContext,
  ids: string[],
  to: ApplicationStatus,
): Promise<{ updated: number }> {
  const rows = await bulkApplications(db, ctx, ids);
  await db.transaction(async (tx) => {
    for (const r of rows) await applyStatus(tx, ctx, r, to);
  });
  return { updated: rows.length };
}

/** POST /corporate/applications/:id/notes (private to the company). */
export async function addNote(
  db: Db,
  ctx: CorporateContext,
  id: string,
  body: string,
): Promise<ApplicationNote> {
  assertCan(ctx, 'notes:write');
  const a = await ownedApplication(db, ctx, id);
  const text = body.trim();
  if (!text) throw new ApiError('VALIDATION_ERROR', { fields: [{ field: 'body', code: 'minLength' }] });
  return db.transaction(async (tx) => {
    const [n] = await tx
      .insert(applicationNote)
      .values({ applicationId: id, authorUid: ctx.uid, authorName: ctx.contactName || ctx.email, body: text })
      .returning();
    await recordActivity(tx, {
      role: 'corporate',
      type: 'note_added',
      actorUid: ctx.uid,
      candidateUid: a.candidateUid,
      companyId: ctx.companyId,
      jobId: a.jobId,
      applicationId: id,
    });
    return toNote(n);
  });
}
