import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { queryRows } from '../../db/sql';

/**
 * The candidate's threads for their data export: their messages and the companies' replies, a member named as the
 * candidate sees them (first name and company; the member's full name is the company's personal data), with the
 * attachments' names (the candidate's own uploads are in the archive's files), and their read markers.
 */
export async function messageTablesForExport(
  db: Db,
  uid: string,
): Promise<Record<'application_message' | 'application_message_read', Record<string, unknown>[]>> {
  return {
    application_message: await threadsForExport(db, uid),
    application_message_read: await queryRows<Record<string, unknown>>(
      db,
      sql`select application_id, reader_uid, read_at from application_message_read
          where reader_uid = ${uid} order by read_at`,
    ),
  };
}

function threadsForExport(db: Db, uid: string): Promise<Record<string, unknown>[]> {
  return queryRows<Record<string, unknown>>(
    db,
    sql`select m.id, m.application_id, j.title as job_title, c.name_th as company_name_th,
               c.name_en as company_name_en, m.sender_role,
               case when m.sender_role = 'corporate' then split_part(trim(m.sender_name), ' ', 1)
                    else m.sender_name end as sender_name,
               m.body, m.attachment_file_id, f.name as attachment_name, m.created_at
        from application_message m
        join application a on a.id = m.application_id
        join job j on j.id = a.job_id
        join company c on c.id = j.company_id
        left join file f on f.id = m.attachment_file_id
        where a.candidate_uid = ${uid}
        order by m.created_at, m.id`,
  );
}

/**
 * Erasure of a candidate's threads (inside the erasure's transaction, before the applications are anonymised):
 * every message of their applications goes, both sides (a reply quotes and answers the person), with the files
 * attached to them and the read markers (the notifications never held the text nor the person). Returns the
 * number of messages deleted.
 */
export async function eraseThreads(tx: Tx, uid: string): Promise<number> {
  const apps = sql`(select id from application where candidate_uid = ${uid})`;
  const files = await queryRows<{ id: string }>(
    tx,
    sql`select attachment_file_id as id from application_message
        where application_id in ${apps} and attachment_file_id is not null`,
  );
  const deleted = await queryRows<{ id: string }>(
    tx,
    sql`delete from application_message where application_id in ${apps} returning id`,
  );
  if (files.length > 0)
    await tx.execute(
      sql`delete from file where kind = 'message_attachment' and id in (${sql.join(
        files.map((f) => sql`${f.id}::uuid`),
        sql`, `,
      )})`,
    );
  await tx.execute(sql`delete from application_message_read where application_id in ${apps}`);
  return deleted.length;
}
