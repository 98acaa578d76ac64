import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../../db/sql';
import { companyRecipients, notify } from './notify';

export const EXPIRING_JOBS = 'alerts.expiring-jobs';
/** Employers are warned this many days before a job's last day (Asia/Bangkok dates, as the search uses). */
export const EXPIRY_WARNING_DAYS = 3;

/**
 * Daily: each published job whose last day is within the next EXPIRY_WARNING_DAYS days is announced once to its
 * company's logins (the dedupe key holds the date, so a job given a new date and expiring again is announced again).
 */
export async function warnExpiringJobs(db: Db): Promise<number> {
  const jobs = await queryRows<{ id: string; title: string; company_id: string; valid_through: string }>(
    db,
    sql`select id, title, company_id, valid_through::text as valid_through from job
        where status = 'published' and valid_through is not null
          and valid_through >= (now() at time zone 'Asia/Bangkok')::date
          and valid_through <= (now() at time zone 'Asia/Bangkok')::date + ${EXPIRY_WARNING_DAYS}::int`,
  );
  let n = 0;
  for (const j of jobs) {
    await db.transaction(async (tx) => {
      for (const r of await companyRecipients(tx, j.company_id)) {
        const payload = { job_id: j.id, job_title: j.title, valid_through: j.valid_through };
        if (await notify(tx, r, 'job_expiring', payload, `job_expiring:${j.id}:${j.valid_through}`)) n++;
      }
    });
  }
  return n;
}
