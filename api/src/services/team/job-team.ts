import { roleCan, type JobTeam, type JobTeamInput, type TeamRole } from '@jobportal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { CorporateContext } from '../../auth/identity';
import type { Db, Tx } from '../../db/types';
import { corporateAccount, job, jobCollaborator } from '../../db/schema';
import { ApiError, validationError, type FieldError } from '../../errors/api-error';
import { membersByUid } from './members';
import { memberName } from './views';

/** What the job list and page say about the team on each job: its owner's name and whether the caller may edit it. */
export interface JobTeamFacts {
  owner: { uid: string; name: string } | null;
  can_edit: boolean;
}

/**
 * The team facts of some of the company's jobs, in two queries whatever their number: owners and admins edit every
 * job, recruiters the jobs they own or collaborate on, viewers none (services/corporate/team-access.ts says the same
 * for one job).
 */
export async function jobTeamFacts(
  db: Tx,
  ctx: CorporateContext,
  jobs: { id: string; ownerUid: string | null }[],
): Promise<Map<string, JobTeamFacts>> {
  const out = new Map<string, JobTeamFacts>();
  if (jobs.length === 0) return out;
  const ownerUids = [...new Set(jobs.map((j) => j.ownerUid).filter((u): u is string => u !== null))];
  const owners = new Map(
    ownerUids.length === 0
      ? []
      : (
          await db
            .select({
              uid: corporateAccount.uid,
              contactName: corporateAccount.contactName,
              email: corporateAccount.email,
            })
            .from(corporateAccount)
            .where(
              and(inArray(corporateAccount.uid, ownerUids), eq(corporateAccount.companyId, ctx.companyId)),
            )
        ).map((m) => [m.uid, memberName(m)]),
  );
  const collaborating =
    ctx.role === 'recruiter'
      ? new Set(
          (
            await db
              .select({ jobId: jobCollaborator.jobId })
              .from(jobCollaborator)
              .where(
                and(
                  eq(jobCollaborator.accountUid, ctx.uid),
                  inArray(
                    jobCollaborator.jobId,
                    jobs.map((j) => j.id),
                  ),
                ),
              )
          ).map((r) => r.jobId),
        )
      : new Set<string>();
  const mayWrite = roleCan(ctx.role, 'job:write');
  for (const j of jobs) {
    const name = j.ownerUid ? owners.get(j.ownerUid) : undefined;
    out.set(j.id, {
      owner: j.ownerUid && name !== undefined ? { uid: j.ownerUid, name } : null,
      can_edit: mayWrite && (ctx.role !== 'recruiter' || j.ownerUid === ctx.uid || collaborating.has(j.id)),
    });
  }
  return out;
}

/** The job of the caller's company (404 JOB_NOT_FOUND otherwise). */
async function companyJob(db: Tx, ctx: CorporateContext, jobId: string) {
  const [row] = await db
    .select({ id: job.id, ownerUid: job.ownerUid })
    .from(job)
    .where(and(eq(job.id, jobId), eq(job.companyId, ctx.companyId)));
  if (!row) throw new ApiError('JOB_NOT_FOUND');
  return row;
}

/** Who may change a job's owner and collaborators: owners and admins, and the job's own owner. */
const mayManage = (ctx: CorporateContext, ownerUid: string | null) =>
  ctx.role === 'owner' || ctx.role === 'admin' || (ctx.role === 'recruiter' && ownerUid === ctx.uid);

async function jobTeamOf(
  db: Tx,
  ctx: CorporateContext,
  jobId: string,
  ownerUid: string | null,
): Promise<JobTeam> {
  const members = await membersByUid(db, ctx.companyId);
  const ref = (uid: string) => {
    const m = members.get(uid);
    return m ? { uid, name: memberName(m), role: m.role } : null;
  };
  const collaborators = await db
    .select({ uid: jobCollaborator.accountUid })
    .from(jobCollaborator)
    .where(eq(jobCollaborator.jobId, jobId))
    .orderBy(jobCollaborator.at);
  return {
    owner: ownerUid ? ref(ownerUid) : null,
    collaborators: collaborators.map((c) => ref(c.uid)).filter((c) => c !== null),
    can_manage: mayManage(ctx, ownerUid),
  };
}

/** GET /corporate/jobs/:id/collaborators (every member reads it). */
export async function getJobTeam(db: Db, ctx: CorporateContext, jobId: string): Promise<JobTeam> {
  const row = await companyJob(db, ctx, jobId);
  return jobTeamOf(db, ctx, jobId, row.ownerUid);
}

/** Viewers read every job already and write on none: they are neither owners nor collaborators. */
const canWorkOnJobs = (role: TeamRole) => role !== 'viewer';

/**
 * PUT /corporate/jobs/:id/collaborators: the owner and the collaborators, picked among the members who may work on
 * jobs (not viewers). The owner is not also a collaborator.
 */
export async function setJobTeam(
  db: Db,
  ctx: CorporateContext,
  jobId: string,
  input: JobTeamInput,
): Promise<JobTeam> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: job.id, ownerUid: job.ownerUid })
      .from(job)
      .where(and(eq(job.id, jobId), eq(job.companyId, ctx.companyId)))
      .for('update');
    if (!row) throw new ApiError('JOB_NOT_FOUND');
    if (!mayManage(ctx, row.ownerUid)) throw new ApiError('TEAM_ROLE_FORBIDDEN');
    const members = await membersByUid(tx, ctx.companyId);
    const fields: FieldError[] = [];
    const check = (uid: string, field: string) => {
      const m = members.get(uid);
      if (!m) fields.push({ field, code: 'unknown_reference' });
      else if (!canWorkOnJobs(m.role)) fields.push({ field, code: 'role' });
    };
    if (input.owner_uid !== null) check(input.owner_uid, 'owner_uid');
    const collaborators = [...new Set(input.collaborator_uids)].filter((u) => u !== input.owner_uid);
    input.collaborator_uids.forEach((uid, i) => check(uid, `collaborator_uids.${i}`));
    if (fields.length) throw validationError(fields);
    await tx.update(job).set({ ownerUid: input.owner_uid }).where(eq(job.id, jobId));
    await tx.delete(jobCollaborator).where(eq(jobCollaborator.jobId, jobId));
    if (collaborators.length)
      await tx
        .insert(jobCollaborator)
        .values(collaborators.map((uid) => ({ jobId, accountUid: uid, addedByUid: ctx.uid })));
    return jobTeamOf(tx, ctx, jobId, input.owner_uid);
  });
}
