import { INVITATION_LIMITS, type JobInvitation, type JobInvitationInput } from '@jobportal/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { CorporateContext } from '../../auth/identity';
import type { Db } from '../../db/types';
import { application, candidate, company, job, jobInvitation } from '../../db/schema';
import { ApiError } from '../../errors/api-error';
import { notify } from '../alerts/notify';
import { assertCan, assertCanOnJob } from '../corporate/team-access';
import { findableByEmployers } from '../pdpa/consent';

type Row = typeof jobInvitation.$inferSelect;

function toInvitation(r: Row): JobInvitation {
  return {
    id: r.id,
    job_id: r.jobId,
    candidate_uid: r.candidateUid,
    message: r.message,
    invited_by: r.invitedByName,
    created_at: r.createdAt.toISOString(),
  };
}

/** The company's job, open for applications (published, not held or removed by moderation). */
async function openJob(db: Db, ctx: CorporateContext, jobId: string) {
  await assertCanOnJob(db, ctx, jobId, 'job:pipeline');
  const [j] = await db
    .select({
      title: job.title,
      status: job.status,
      moderation: job.moderation,
      nameTh: company.nameTh,
      nameEn: company.nameEn,
    })
    .from(job)
    .innerJoin(company, eq(company.id, job.companyId))
    .where(and(eq(job.id, jobId), eq(job.companyId, ctx.companyId)));
  if (!j) throw new ApiError('JOB_NOT_FOUND');
  if (j.status !== 'published' || j.moderation !== 'clear') throw new ApiError('JOB_NOT_OPEN');
  return j;
}

/**
 * POST /corporate/candidates/:uid/invite: `candidates:invite`, and `job:pipeline` on the job (a recruiter invites
 * to the jobs they own or collaborate on). Only a candidate the candidate browser would show (consent, findable,
 * not restricted, active) can be invited: anyone else is a 404 like the browser's. One invitation per job and
 * candidate (409 ALREADY_INVITED), none once they applied (409 ALREADY_APPLIED), at most
 * INVITATION_LIMITS.perCompanyPerDay a day per company (429). The candidate gets an in-app notification and an
 * e-mail with the job's link (the e-mail follows the candidate's preferences: see docs/DECISIONS.md).
 */
export async function inviteToApply(
  db: Db,
  ctx: CorporateContext,
  candidateUid: string,
  input: JobInvitationInput,
): Promise<JobInvitation> {
  assertCan(ctx, 'candidates:invite');
  const j = await openJob(db, ctx, input.job_id);
  const [c] = await db
    .select({ uid: candidate.uid })
    .from(candidate)
    .where(and(eq(candidate.uid, candidateUid), findableByEmployers));
  if (!c) throw new ApiError('CANDIDATE_NOT_FOUND');
  const [applied] = await db
    .select({ id: application.id })
    .from(application)
    .where(and(eq(application.jobId, input.job_id), eq(application.candidateUid, candidateUid)));
  if (applied) throw new ApiError('ALREADY_APPLIED');
  return db.transaction(async (tx) => {
    // one company's invitations queue here, so the daily count holds under concurrent sends
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job_invitation:${ctx.companyId}`}))`);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(jobInvitation)
      .where(
        and(
          eq(jobInvitation.companyId, ctx.companyId),
          gt(jobInvitation.createdAt, new Date(Date.now() - 24 * 3600 * 1000)),
        ),
      );
    if (Number(n) >= INVITATION_LIMITS.perCompanyPerDay) throw new ApiError('RATE_LIMITED');
    const [row] = await tx
      .insert(jobInvitation)
      .values({
        jobId: input.job_id,
        candidateUid,
        companyId: ctx.companyId,
        invitedByUid: ctx.uid,
        invitedByName: ctx.contactName,
        message: (input.message ?? '').trim(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError('ALREADY_INVITED');
    await notify(tx, { uid: candidateUid, role: 'candidate' }, 'job_invitation', {
      invitation_id: row.id,
      job_id: input.job_id,
      job_title: j.title,
      company_id: ctx.companyId,
      company_name_th: j.nameTh,
      company_name_en: j.nameEn,
    });
    return toInvitation(row);
  });
}
