import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { queryRows } from '../../db/sql';

type Row = Record<string, unknown>;

/**
 * The candidate's interviews for their data export: which company, which job, the times offered and chosen, the
 * place or link, both sides' notes; not which member proposed it (the company's personal data).
 */
export async function interviewTablesForExport(
  db: Db,
  uid: string,
): Promise<Record<'interview' | 'interview_slot', Row[]>> {
  return {
    interview: await queryRows<Row>(
      db,
      sql`select i.id, i.application_id, j.title as job_title, c.name_th as company_name_th,
                 c.name_en as company_name_en, i.status, i.mode, i.location, i.duration_minutes, i.note,
                 i.starts_at, i.candidate_note, i.cancel_reason, i.created_at, i.updated_at
          from interview i
          join application a on a.id = i.application_id
          join job j on j.id = a.job_id
          join company c on c.id = j.company_id
          where a.candidate_uid = ${uid}
          order by i.created_at, i.id`,
    ),
    interview_slot: await queryRows<Row>(
      db,
      sql`select s.id, s.interview_id, s.starts_at
          from interview_slot s
          join interview i on i.id = s.interview_id
          join application a on a.id = i.application_id
          where a.candidate_uid = ${uid}
          order by s.interview_id, s.starts_at`,
    ),
  };
}

/**
 * Erasure (inside the erasure's transaction, before the applications are anonymised): the candidate's interviews
 * go with their slots and pending reminders (an interview is about the person; the company keeps the application's
 * place in the pipeline only). Returns the number of interviews deleted.
 */
export async function eraseInterviews(tx: Tx, uid: string): Promise<number> {
  const deleted = await queryRows<{ id: string }>(
    tx,
    sql`delete from interview where application_id in (select id from application where candidate_uid = ${uid})
        returning id`,
  );
  for (const { id } of deleted)
    await tx.execute(sql`delete from job_queue where singleton_key like ${`interview-reminder:${id}:%`}`);
  return deleted.length;
}
