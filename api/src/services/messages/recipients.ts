import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/types';
import { queryRows } from '../../db/sql';
import type { Recipient } from '../alerts/kinds';

/**
 * Who on the company side hears of a candidate's message: the job's owner and collaborators (active members of the
 * company); when the job has none of them (its owner left, nobody added), the company's owner and admins.
 */
export async function companyThreadRecipients(
  tx: Tx,
  t: { jobId: string; companyId: string },
): Promise<Recipient[]> {
  const onJob = await queryRows<{ uid: string }>(
    tx,
    sql`select ca.uid from corporate_account ca
        where ca.company_id = ${t.companyId} and ca.status = 'active'
          and (ca.uid = (select owner_uid from job where id = ${t.jobId})
               or exists (select 1 from job_collaborator jc where jc.job_id = ${t.jobId} and jc.account_uid = ca.uid))`,
  );
  const rows =
    onJob.length > 0
      ? onJob
      : await queryRows<{ uid: string }>(
          tx,
          sql`select uid from corporate_account
              where company_id = ${t.companyId} and status = 'active' and role in ('owner', 'admin')`,
        );
  return rows.map((r) => ({ uid: r.uid, role: 'corporate' as const }));
}
