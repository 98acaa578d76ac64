import type { ApplicationStatus } from '@jobportal/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/types';
import { application } from '../../db/schema';

export type ApplicantCounts = Partial<Record<ApplicationStatus, number>> & { total: number };

/** Applicant counts per job and status. */
export async function applicantCountsByJob(db: Tx, jobIds: string[]): Promise<Map<string, ApplicantCounts>> {
  const out = new Map<string, ApplicantCounts>(jobIds.map((id) => [id, { total: 0 }]));
  if (jobIds.length === 0) return out;
  const rows = await db
    .select({ jobId: application.jobId, status: application.status, n: sql<number>`count(*)::int` })
    .from(application)
    .where(inArray(application.jobId, jobIds))
    .groupBy(application.jobId, application.status);
  for (const r of rows) {
    const c = out.get(r.jobId) ?? { total: 0 };
    c[r.status] = Number(r.n);
    c.total += Number(r.n);
    out.set(r.jobId, c);
  }
  return out;
}
