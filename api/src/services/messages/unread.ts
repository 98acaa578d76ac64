import { MESSAGE_LIMITS, type UnreadCounts } from '@jobportal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/types';
import { num, queryRows } from '../../db/sql';

/** Messages of the other side newer than the reader's marker, per application (the applications `scope` selects). */
async function countUnread(
  db: Tx,
  readerUid: string,
  otherSide: 'candidate' | 'corporate',
  scope: SQL,
): Promise<UnreadCounts> {
  const rows = await queryRows<{ application_id: string; unread: number | string }>(
    db,
    sql`select m.application_id, count(*) as unread
        from application_message m
        join application a on a.id = m.application_id
        left join application_message_read r on r.application_id = m.application_id and r.reader_uid = ${readerUid}
        where m.sender_role = ${otherSide} and (r.read_at is null or m.created_at > r.read_at) and ${scope}
        group by m.application_id
        order by max(m.created_at) desc
        limit ${MESSAGE_LIMITS.unreadMax}`,
  );
  const items = rows.map((r) => ({ application_id: r.application_id, unread: num(r.unread) }));
  return { total: items.reduce((s, i) => s + i.unread, 0), items };
}

/** The candidate's unread company messages, per application. */
export function candidateUnread(db: Tx, uid: string): Promise<UnreadCounts> {
  return countUnread(db, uid, 'corporate', sql`a.candidate_uid = ${uid}`);
}

/**
 * A member's unread candidate messages over the company's applications (optionally one job's: the pipeline's
 * badges), leaving out candidates the company may no longer see (consent withdrawn, deletion requested).
 */
export function companyUnread(
  db: Tx,
  m: { uid: string; companyId: string },
  jobId?: string,
): Promise<UnreadCounts> {
  return countUnread(
    db,
    m.uid,
    'candidate',
    sql`exists (select 1 from job j where j.id = a.job_id and j.company_id = ${m.companyId}
                ${jobId ? sql`and j.id = ${jobId}` : sql``})
        and exists (select 1 from candidate c where c.uid = a.candidate_uid and c.status = 'active' and c.consent_pdpa)`,
  );
}
