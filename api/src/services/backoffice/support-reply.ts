import { eq } from 'drizzle-orm';
import type { SupportReplyInput, SupportThread } from '@jobportal/contracts';
import type { StaffIdentity } from '../../auth/identity';
import type { Db } from '../../db/types';
import { contactMessage, contactReply } from '../../db/schema';
import { enqueue } from '../queue/queue';
import { EMAIL_ATTEMPTS } from '../alerts/notify';
import { audit } from './audit';
import { getThread, messageRow } from './support-inbox';
import { SUPPORT_REPLY } from './support-mail';

/**
 * POST /backoffice/support/messages/:id/replies: records the reply, marks the message answered (closed with
 * `close`; a closed message stays closed) and queues its e-mail, all in one transaction (an outbox: an SMTP server
 * that is down only delays it). contact_reply.sent_at is set when the SMTP server accepted it.
 */
export async function replyToMessage(
  db: Db,
  staff: StaffIdentity,
  id: string,
  input: SupportReplyInput,
): Promise<SupportThread> {
  await db.transaction(async (tx) => {
    const current = await messageRow(tx, id, true);
    const status = input.close || current.status === 'closed' ? 'closed' : 'answered';
    const [reply] = await tx
      .insert(contactReply)
      .values({ messageId: id, staffUid: staff.uid, staffEmail: staff.email, body: input.body.trim() })
      .returning({ id: contactReply.id });
    await tx.update(contactMessage).set({ status, updatedAt: new Date() }).where(eq(contactMessage.id, id));
    await enqueue(tx, {
      name: SUPPORT_REPLY,
      payload: { replyId: reply.id },
      singletonKey: `support-reply:${reply.id}`,
      maxAttempts: EMAIL_ATTEMPTS,
    });
    await audit(tx, staff, {
      action: 'support.reply',
      targetKind: 'contact_message',
      targetId: id,
      before: { status: current.status },
      after: { status, reply_id: reply.id, body_length: input.body.trim().length },
    });
  });
  return getThread(db, id);
}
