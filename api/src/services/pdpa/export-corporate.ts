import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../../db/sql';
import type { IdentityPools } from './erasure';
import { exportOf } from './export-subject';
import type { ExportContent } from './export-archive';

type Row = Record<string, unknown>;

/**
 * An employer's data: their login and account, the company, its jobs, its activity feed and the notes they wrote,
 * the files they uploaded. Applicants appear only as counts: their data is theirs (they export it themselves).
 */
export async function collectCorporateData(
  db: Db,
  pools: IdentityPools,
  uid: string,
  companyId: string,
): Promise<ExportContent> {
  const rows = (q: ReturnType<typeof sql>) => queryRows<Row>(db, q);
  const tables: Record<string, Row[]> = {
    corporate_account: await rows(sql`select * from corporate_account where uid = ${uid}`),
    company: await rows(sql`select * from company where id = ${companyId}`),
    job: await rows(sql`
      select id, company_id, title, description_html, qualifications_html, skills, province_id, work_type, hire_type,
        education_level_id, years_experience_min, salary_min, salary_max, salary_negotiable, status, posted_at,
        valid_through, views, created_at, updated_at
      from job where company_id = ${companyId} order by created_at`),
    application_counts: await rows(sql`
      select a.job_id, a.status, count(*)::int as applications
      from application a join job j on j.id = a.job_id
      where j.company_id = ${companyId} group by a.job_id, a.status order by a.job_id, a.status`),
    application_note: await rows(
      sql`select id, application_id, author_uid, author_name, body, at from application_note where author_uid = ${uid} order by at`,
    ),
    // the messages this login wrote to candidates (issue 43), like its notes; not the candidates' replies
    application_message: await rows(
      sql`select id, application_id, sender_name, body, attachment_file_id, created_at from application_message
          where sender_role = 'corporate' and sender_uid = ${uid} order by created_at`,
    ),
    activity_event: await rows(sql`
      select id, role, type, job_id, application_id, data, at from activity_event
      where role = 'corporate' and company_id = ${companyId} order by at`),
    file: await rows(
      sql`select id, owner_uid, owner_role, kind, name, mime, size, created_at from file where owner_uid = ${uid} order by created_at`,
    ),
    data_export: await rows(
      sql`select id, owner_uid, owner_role, status, size, created_at, ready_at, expires_at from data_export where owner_uid = ${uid}`,
    ),
    notification: await rows(
      sql`select * from notification where recipient_uid = ${uid} and recipient_role = 'corporate' order by created_at`,
    ),
    notification_preference: await rows(
      sql`select * from notification_preference where uid = ${uid} and role = 'corporate'`,
    ),
  };
  return exportOf(db, pools, 'corporate', uid, tables);
}
