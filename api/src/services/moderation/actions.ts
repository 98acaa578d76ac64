import { eq, sql } from 'drizzle-orm';
import type {
  CompanyModerationAction,
  CompanyModerationResult,
  JobModerationAction,
  JobModerationResult,
  ModerationState,
  ReportDismissResult,
} from '@jobportal/contracts';
import type { StaffIdentity } from '../../auth/identity';
import type { Db, Tx } from '../../db/types';
import { company, contentReport, job } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { ApiError } from '../../errors/api-error';
import { audit } from '../backoffice/audit';
import { companyRecipients, notify } from '../alerts/notify';
import { enqueueMatching } from '../alerts/matching';
import { notifyJobsChanged } from '../search';
import { touchCompanyJobs } from './touch';

/** Which moderation states each action leaves from, and where to. Approving a clear job closes its open reports. */
const JOB_TRANSITIONS: Record<JobModerationAction, { from: ModerationState[]; to: ModerationState }> = {
  approve: { from: ['held', 'removed', 'clear'], to: 'clear' },
  hold: { from: ['clear'], to: 'held' },
  take_down: { from: ['clear', 'held'], to: 'removed' },
};

async function resolveReports(tx: Tx, kind: 'job' | 'company', id: string): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update content_report set status = 'resolved', resolved_at = now()
        where target_kind = ${kind} and target_id = ${id}::uuid and status = 'open' returning id`,
  );
  return rows.length;
}

async function openReports(tx: Tx, id: string): Promise<number> {
  const [r] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from content_report where target_kind = 'job' and target_id = ${id}::uuid and status = 'open'`,
  );
  return Number(r?.n ?? 0);
}

/**
 * approve (clear; the flags stay for history; open reports resolved), hold (held), take_down (removed; open reports
 * resolved): with the staff's reason (shown to the employer), the audit row and the employer's notification in the
 * same transaction. 409 INVALID_STATUS_TRANSITION from a state the action does not leave (approving a clear job
 * without open reports included).
 */
export async function moderateJob(
  db: Db,
  staff: StaffIdentity,
  jobId: string,
  action: JobModerationAction,
  reason: string,
): Promise<JobModerationResult> {
  const result = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(job).where(eq(job.id, jobId)).for('update');
    if (!current) throw new ApiError('JOB_NOT_FOUND');
    const t = JOB_TRANSITIONS[action];
    if (!t.from.includes(current.moderation)) throw new ApiError('INVALID_STATUS_TRANSITION');
    if (action === 'approve' && current.moderation === 'clear' && (await openReports(tx, jobId)) === 0)
      throw new ApiError('INVALID_STATUS_TRANSITION');
    const [updated] = await tx
      .update(job)
      .set({ moderation: t.to, moderationReason: reason, moderatedAt: new Date(), updatedAt: new Date() })
      .where(eq(job.id, jobId))
      .returning();
    const resolved = action === 'hold' ? 0 : await resolveReports(tx, 'job', jobId);
    const state = (r: typeof current) => ({
      moderation: r.moderation,
      moderation_flags: r.moderationFlags,
      moderation_reason: r.moderationReason,
    });
    await audit(tx, staff, {
      action: `job.${action}`,
      targetKind: 'job',
      targetId: jobId,
      before: state(current),
      after: { ...state(updated), resolved_reports: resolved },
      reason,
    });
    for (const to of await companyRecipients(tx, current.companyId))
      await notify(tx, to, 'job_moderated', { job_id: jobId, job_title: current.title, action, reason });
    // back on the site: saved searches it matches hear of it now (saved_search_job sends each pair once)
    if (t.to === 'clear' && current.moderation !== 'clear' && updated.status === 'published')
      await enqueueMatching(tx, [jobId]);
    return {
      job_id: jobId,
      moderation: updated.moderation,
      moderation_flags: updated.moderationFlags,
      moderation_reason: updated.moderationReason,
      resolved_reports: resolved,
    };
  });
  notifyJobsChanged(db, [jobId]);
  return result;
}

/**
 * suspend (its jobs leave the site, its employers' sign-ins are refused with COMPANY_SUSPENDED, its open reports are
 * resolved) and reinstate. The employers are notified in the same transaction: the e-mail is queued before the
 * suspension is visible, and service e-mails go out whatever the preferences (alerts/kinds.ts SERVICE_KINDS).
 */
export async function moderateCompany(
  db: Db,
  staff: StaffIdentity,
  companyId: string,
  action: CompanyModerationAction,
  reason: string,
): Promise<CompanyModerationResult> {
  const { result, jobIds } = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(company).where(eq(company.id, companyId)).for('update');
    if (!current) throw new ApiError('COMPANY_NOT_FOUND');
    const from = action === 'suspend' ? 'active' : 'suspended';
    if (current.status !== from) throw new ApiError('INVALID_STATUS_TRANSITION');
    const status = action === 'suspend' ? 'suspended' : 'active';
    const statusReason = action === 'suspend' ? reason : null;
    await tx
      .update(company)
      .set({ status, statusReason, updatedAt: new Date() })
      .where(eq(company.id, companyId));
    const touched = await touchCompanyJobs(tx, companyId);
    // a suspension answers the company's open reports (they stay in its review as resolved)
    const resolved = action === 'suspend' ? await resolveReports(tx, 'company', companyId) : 0;
    await audit(tx, staff, {
      action: `company.${action}`,
      targetKind: 'company',
      targetId: companyId,
      before: { status: current.status, status_reason: current.statusReason },
      after: {
        status,
        status_reason: statusReason,
        jobs_affected: touched.length,
        resolved_reports: resolved,
      },
      reason,
    });
    for (const to of await companyRecipients(tx, companyId))
      await notify(tx, to, 'company_status', { action, reason, company_name: current.nameTh });
    return {
      result: { company_id: companyId, status, status_reason: statusReason } as CompanyModerationResult,
      jobIds: touched,
    };
  });
  notifyJobsChanged(db, jobIds);
  return result;
}

/** An open report judged unfounded: dismissed, with the reason in the audit. */
export async function dismissReport(
  db: Db,
  staff: StaffIdentity,
  reportId: string,
  reason: string,
): Promise<ReportDismissResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(contentReport)
      .where(eq(contentReport.id, reportId))
      .for('update');
    if (!current) throw new ApiError('NOT_FOUND');
    if (current.status !== 'open') throw new ApiError('INVALID_STATUS_TRANSITION');
    await tx
      .update(contentReport)
      .set({ status: 'dismissed', resolvedAt: new Date() })
      .where(eq(contentReport.id, reportId));
    await audit(tx, staff, {
      action: 'report.dismiss',
      targetKind: current.targetKind,
      targetId: current.targetId,
      before: { report_id: reportId, status: 'open', reason: current.reason },
      after: { report_id: reportId, status: 'dismissed' },
      reason,
    });
    return { id: reportId, status: 'dismissed' as const };
  });
}
