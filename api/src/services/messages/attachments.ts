import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { applicationMessage, file } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { validationError } from '../../errors/api-error';
import type { Identity } from '../../auth/identity';

/** An attachment of a message: the same types and size as a résumé (PDF, DOCX) plus JPEG and PNG pictures. */
export const MESSAGE_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The API path of an attachment (GET /api/files/:id, which applies canReadMessageAttachment). */
export const attachmentUrl = (fileId: string) => `/api/files/${fileId}`;

/**
 * The attachment a sender names in a new message: uploaded by this sender as a message attachment and not on
 * another message yet (a file id cannot be re-used to show one thread's file in another). 400 otherwise.
 */
export async function claimAttachment(tx: Tx, senderUid: string, fileId: string): Promise<string> {
  const [f] = await tx
    .select({ id: file.id })
    .from(file)
    .where(and(eq(file.id, fileId), eq(file.kind, 'message_attachment'), eq(file.ownerUid, senderUid)));
  const [used] = f
    ? await tx
        .select({ id: applicationMessage.id })
        .from(applicationMessage)
        .where(eq(applicationMessage.attachmentFileId, fileId))
    : [];
  if (!f || used) throw validationError([{ field: 'attachment_file_id', code: 'attachment_invalid' }]);
  return f.id;
}

/**
 * Who reads a message attachment: its uploader, and once it is on a message, the application's candidate and the
 * active members of the job's company (a removed member's next request finds no account). The company stops
 * reading the candidate's files when the candidate withdrew consent or asked for deletion, as with résumés.
 */
export async function canReadMessageAttachment(
  db: Db,
  f: { id: string; ownerUid: string | null; ownerRole: string },
  viewer: Identity | null,
): Promise<boolean> {
  if (!viewer) return false;
  if (f.ownerUid === viewer.uid) return true;
  const rows = await queryRows<{ ok: number }>(
    db,
    viewer.role === 'candidate'
      ? sql`select 1 as ok from application_message m
            join application a on a.id = m.application_id
            where m.attachment_file_id = ${f.id} and a.candidate_uid = ${viewer.uid} limit 1`
      : sql`select 1 as ok from application_message m
            join application a on a.id = m.application_id
            join job j on j.id = a.job_id
            join corporate_account ca on ca.company_id = j.company_id and ca.status = 'active'
            join candidate c on c.uid = a.candidate_uid
            where m.attachment_file_id = ${f.id} and ca.uid = ${viewer.uid}
              and (m.sender_role = 'corporate' or (c.status = 'active' and c.consent_pdpa))
            limit 1`,
  );
  return rows.length > 0;
}
