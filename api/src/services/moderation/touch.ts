import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/types';
import { queryRows } from '../../db/sql';

/**
 * Marks every job of a company changed (updated_at): the job_change feed then makes the search index of every API
 * process and the gateway's pages read them again. A company's suspension, reinstatement or verification changes
 * what its jobs show without changing a job row. Returns the jobs' ids (for notifyJobsChanged in this process).
 */
export async function touchCompanyJobs(tx: Tx, companyId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update job set updated_at = now() where company_id = ${companyId}::uuid and status <> 'draft' returning id`,
  );
  return rows.map((r) => r.id);
}
