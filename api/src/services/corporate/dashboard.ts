import type { CorporateDashboard } from '@jobportal/contracts';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { application, corporateAccount, job } from '../../db/schema';
import type { CorporateContext } from '../../auth/identity';
import { applicantCountsByJob } from '../jobs/applicant-counts';

/** GET /corporate/dashboard; marks the visit (new applications are counted since the previous visit). */
export async function getDashboard(db: Db, ctx: CorporateContext): Promise<CorporateDashboard> {
  const [acc] = await db
    .select({ last: corporateAccount.lastDashboardVisit })
    .from(corporateAccount)
    .where(eq(corporateAccount.uid, ctx.uid));
  const jobs = await db
    .select({ id: job.id, title: job.title, status: job.status, views: job.views })
    .from(job)
    .where(eq(job.companyId, ctx.companyId))
    .orderBy(desc(job.updatedAt), desc(job.id));
  const counts = await applicantCountsByJob(
    db,
    jobs.map((j) => j.id),
  );
  const since = acc?.last ?? new Date(0);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(application)
    .innerJoin(job, eq(job.id, application.jobId))
    .where(and(eq(job.companyId, ctx.companyId), gt(application.appliedAt, since)));
  await db
    .update(corporateAccount)
    .set({ lastDashboardVisit: new Date() })
    .where(eq(corporateAccount.uid, ctx.uid));
  const byStatus = (s: string) => jobs.filter((j) => j.status === s).length;
  const list = jobs.map((j) => ({ ...j, applicant_counts: counts.get(j.id) ?? { total: 0 } }));
  return {
    open_jobs: byStatus('published'),
    draft_jobs: byStatus('draft'),
    closed_jobs: byStatus('closed'),
    new_applications_since_last_visit: Number(n),
    total_applications: list.reduce((sum, j) => sum + j.applicant_counts.total, 0),
    jobs: list,
  };
}
