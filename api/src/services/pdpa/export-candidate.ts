import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../../db/sql';
import type { IdentityPools } from './erasure';
import { exportOf } from './export-subject';
import type { ExportContent } from './export-archive';

type Row = Record<string, unknown>;

/**
 * Everything held about a candidate, table by table (rows as stored, snake_case), plus the uploaded files. Not the
 * companies' private notes on their applications: see docs/PERSONAL-DATA.md ("Access").
 */
export async function collectCandidateData(
  db: Db,
  pools: IdentityPools,
  uid: string,
): Promise<ExportContent> {
  const rows = (q: ReturnType<typeof sql>) => queryRows<Row>(db, q);
  const [profile] = await rows(sql`select * from candidate where uid = ${uid}`);
  const email = typeof profile?.email === 'string' ? profile.email : '';
  const applications = await rows(sql`
    select a.*, j.title as job_title, c.name_th as company_name_th, c.name_en as company_name_en
    from application a join job j on j.id = a.job_id join company c on c.id = j.company_id
    where a.candidate_uid = ${uid} order by a.applied_at`);
  const tables: Record<string, Row[]> = {
    candidate: profile ? [profile] : [],
    pdpa_consent_history: await rows(
      sql`select * from pdpa_consent_history where candidate_uid = ${uid} order by at, id`,
    ),
    application: applications,
    application_status_history: await rows(sql`
      select h.id, h.application_id, h.from_status, h.status, h.actor, h.at
      from application_status_history h join application a on a.id = h.application_id
      where a.candidate_uid = ${uid} order by h.at, h.id`),
    favourite: await rows(sql`
      select f.*, j.title as job_title from favourite f join job j on j.id = f.job_id
      where f.candidate_uid = ${uid} order by f.created_at`),
    // which company looked, not which of its staff (their identity is the company's personal data)
    candidate_profile_view: await rows(sql`
      select v.id, v.candidate_uid, v.company_id, c.name_th as company_name_th, v.at
      from candidate_profile_view v join company c on c.id = v.company_id
      where v.candidate_uid = ${uid} order by v.at`),
    job_view: await rows(sql`
      select v.*, j.title as job_title from job_view v join job j on j.id = v.job_id
      where v.candidate_uid = ${uid} order by v.at`),
    activity_event: await rows(
      sql`select * from activity_event where candidate_uid = ${uid} or actor_uid = ${uid} order by at`,
    ),
    file: await rows(
      sql`select id, owner_uid, owner_role, kind, name, mime, size, created_at from file where owner_uid = ${uid} order by created_at`,
    ),
    contact_message: email
      ? await rows(
          sql`select * from contact_message where lower(email) = lower(${email}) order by created_at`,
        )
      : [],
    data_export: await rows(
      sql`select id, owner_uid, owner_role, status, size, created_at, ready_at, expires_at from data_export where owner_uid = ${uid}`,
    ),
    saved_search: await rows(
      sql`select * from saved_search where candidate_uid = ${uid} order by created_at`,
    ),
    notification: await rows(
      sql`select * from notification where recipient_uid = ${uid} and recipient_role = 'candidate' order by created_at`,
    ),
    notification_preference: await rows(
      sql`select * from notification_preference where uid = ${uid} and role = 'candidate'`,
    ),
  };
  return exportOf(db, pools, 'candidate', uid, tables);
}

/** Bytes of the uploads an export would carry (decides between answering at once and the queue). */
export async function candidateUploadBytes(db: Db, uid: string): Promise<number> {
  const [r] = await queryRows<{ n: number | string | null }>(
    db,
    sql`select coalesce(sum(size), 0) as n from file where owner_uid = ${uid}`,
  );
  return Number(r?.n ?? 0);
}
