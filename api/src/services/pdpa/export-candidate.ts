import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../../db/sql';
import type { IdentityPools } from './erasure';
import { exportOf } from './export-subject';
import type { ExportContent } from './export-archive';
import { messageTablesForExport } from '../messages/pdpa';
import { interviewTablesForExport } from '../interviews/pdpa';

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
    // the screening questions as they were asked, with the candidate's answers (not the knock-out verdict's rule)
    screening_answer: await rows(sql`
      select s.application_id, q.prompt as question, s.value as answer
      from screening_answer s join screening_question q on q.id = s.question_id
      join application a on a.id = s.application_id
      where a.candidate_uid = ${uid} order by a.applied_at, q.position`),
    ...(await messageTablesForExport(db, uid)),
    ...(await interviewTablesForExport(db, uid)),
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
    // which company invited, to which job, with its words; not which of its staff (the company's personal data)
    job_invitation: await rows(sql`
      select i.id, i.job_id, j.title as job_title, i.company_id, c.name_th as company_name_th,
        c.name_en as company_name_en, i.message, i.created_at, i.dismissed_at
      from job_invitation i join job j on j.id = i.job_id join company c on c.id = i.company_id
      where i.candidate_uid = ${uid} order by i.created_at, i.id`),
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
