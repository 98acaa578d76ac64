import { sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@jobportal/contracts';
import type { Tx } from '../../db/types';
import { queryRows } from '../../db/sql';
import { companyRecipients, notify } from './notify';

async function jobOf(tx: Tx, jobId: string): Promise<{ title: string; companyId: string } | null> {
  const [j] = await queryRows<{ title: string; company_id: string }>(
    tx,
    sql`select title, company_id from job where id = ${jobId}`,
  );
  return j ? { title: j.title, companyId: j.company_id } : null;
}

/** The candidate hears that the employer moved their application (called inside the status change's transaction). */
export async function onApplicationStatusChanged(
  tx: Tx,
  a: { id: string; jobId: string; candidateUid: string },
  from: ApplicationStatus,
  to: ApplicationStatus,
): Promise<void> {
  const j = await jobOf(tx, a.jobId);
  await notify(tx, { uid: a.candidateUid, role: 'candidate' }, 'application_status', {
    application_id: a.id,
    job_id: a.jobId,
    job_title: j?.title ?? '',
    from,
    to,
  });
}

/**
 * Every employer login of the job's company hears of a new or withdrawn application. The payload names the job and
 * the application, not the person (the list page links to the application, which applies the consent rules).
 */
export async function onApplicationToCompany(
  tx: Tx,
  kind: 'application_new' | 'application_withdrawn',
  a: { id: string; jobId: string },
): Promise<void> {
  const j = await jobOf(tx, a.jobId);
  if (!j) return;
  for (const r of await companyRecipients(tx, j.companyId))
    await notify(tx, r, kind, { application_id: a.id, job_id: a.jobId, job_title: j.title });
}
