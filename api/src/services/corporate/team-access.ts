import { isJobPermission, roleCan, type TeamPermission } from '@jobportal/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { CorporateContext } from '../../auth/identity';
import type { Tx } from '../../db/types';
import { application, job, jobCollaborator } from '../../db/schema';
import { ApiError } from '../../errors/api-error';

/**
 * Team authorisation (issue 43), one place for every corporate route: the role must hold the permission, and for a
 * per-job permission a recruiter must own the job or collaborate on it. Owners and admins act on every job of the
 * company; viewers read everything and write private notes only. The company check stays the caller's business
 * (a job of another company is a 404 before any role is looked at).
 */
export function assertCan(ctx: CorporateContext, permission: TeamPermission): void {
  if (!roleCan(ctx.role, permission)) throw new ApiError('TEAM_ROLE_FORBIDDEN');
}

/** True when the member may act on the job with a per-job permission (the job must be the company's). */
export async function canOnJob(
  db: Tx,
  ctx: CorporateContext,
  jobId: string,
  permission: TeamPermission,
): Promise<boolean> {
  if (!roleCan(ctx.role, permission)) return false;
  if (ctx.role !== 'recruiter' || !isJobPermission(permission)) return true;
  const [row] = await db
    .select({ id: job.id })
    .from(job)
    .where(
      and(
        eq(job.id, jobId),
        eq(job.companyId, ctx.companyId),
        or(
          eq(job.ownerUid, ctx.uid),
          sql`EXISTS (SELECT 1 FROM ${jobCollaborator} WHERE ${jobCollaborator.jobId} = ${job.id} AND ${jobCollaborator.accountUid} = ${ctx.uid})`,
        ),
      ),
    );
  return row !== undefined;
}

/**
 * 404 when the job is not the company's (JOB_NOT_FOUND), 403 TEAM_ROLE_FORBIDDEN when the member may not act on it.
 */
export async function assertCanOnJob(
  db: Tx,
  ctx: CorporateContext,
  jobId: string,
  permission: TeamPermission,
): Promise<void> {
  const [row] = await db
    .select({ id: job.id })
    .from(job)
    .where(and(eq(job.id, jobId), eq(job.companyId, ctx.companyId)));
  if (!row) throw new ApiError('JOB_NOT_FOUND');
  if (!(await canOnJob(db, ctx, jobId, permission))) throw new ApiError('TEAM_ROLE_FORBIDDEN');
}

/**
 * The same check through an application: 404 APPLICATION_NOT_FOUND when it is not on one of the company's jobs.
 * Returns the application's job id.
 */
export async function assertCanOnApplication(
  db: Tx,
  ctx: CorporateContext,
  applicationId: string,
  permission: TeamPermission,
): Promise<{ jobId: string; candidateUid: string }> {
  const [row] = await db
    .select({ jobId: application.jobId, candidateUid: application.candidateUid })
    .from(application)
    .innerJoin(job, eq(job.id, application.jobId))
    .where(and(eq(application.id, applicationId), eq(job.companyId, ctx.companyId)));
  if (!row) throw new ApiError('APPLICATION_NOT_FOUND');
  if (!(await canOnJob(db, ctx, row.jobId, permission))) throw new ApiError('TEAM_ROLE_FORBIDDEN');
  return row;
}
