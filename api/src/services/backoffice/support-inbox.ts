import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  SUPPORT_LIMITS,
  type Page,
  type SupportMessageQuery,
  type SupportMessageSummary,
  type SupportStatus,
  type SupportThread,
} from '@jobportal/contracts';
import type { StaffIdentity } from '../../auth/identity';
import type { Db, Tx } from '../../db/types';
import { contactMessage, contactReply } from '../../db/schema';
import { ApiError } from '../../errors/api-error';
import { page } from '../pagination';
import { audit } from './audit';

type MessageRow = typeof contactMessage.$inferSelect;

const like = (q: string) => `%${q.replace(/[%_\\]/g, '\\$&')}%`;
const replyCount = sql<number>`(select count(*)::int from ${contactReply} where ${contactReply.messageId} = ${contactMessage.id})`;

/** GET /backoffice/support/messages: newest first, by status and a text in name, e-mail or message. */
export async function listMessages(db: Tx, q: SupportMessageQuery): Promise<Page<SupportMessageSummary>> {
  const text = q.q?.trim();
  const where = and(
    q.status ? eq(contactMessage.status, q.status) : undefined,
    text
      ? or(
          ilike(contactMessage.name, like(text)),
          ilike(contactMessage.email, like(text)),
          ilike(contactMessage.message, like(text)),
        )
      : undefined,
  );
  const rows = await db
    .select({ m: contactMessage, replies: replyCount })
    .from(contactMessage)
    .where(where)
    .orderBy(desc(contactMessage.createdAt), desc(contactMessage.id))
    .limit(q.limit)
    .offset(q.offset);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessage)
    .where(where);
  const items = rows.map(({ m, replies }) => ({
    id: m.id,
    name: m.name,
    email: m.email,
    topic: m.topic as SupportMessageSummary['topic'],
    excerpt: m.message.slice(0, SUPPORT_LIMITS.excerptLength),
    status: m.status,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
    replies: Number(replies),
  }));
  return page(items, Number(n), q.offset, q.limit);
}

/** The message, locked for a change when `forUpdate`; MESSAGE_NOT_FOUND when there is none. */
export async function messageRow(db: Tx, id: string, forUpdate = false): Promise<MessageRow> {
  const query = db.select().from(contactMessage).where(eq(contactMessage.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new ApiError('MESSAGE_NOT_FOUND');
  return row;
}

/** GET /backoffice/support/messages/:id: the message and its replies, oldest first. */
export async function getThread(db: Tx, id: string): Promise<SupportThread> {
  const m = await messageRow(db, id);
  const replies = await db
    .select()
    .from(contactReply)
    .where(eq(contactReply.messageId, id))
    .orderBy(asc(contactReply.createdAt), asc(contactReply.id));
  return {
    message: {
      id: m.id,
      name: m.name,
      email: m.email,
      topic: m.topic as SupportThread['message']['topic'],
      message: m.message,
      locale: m.locale,
      ip: m.ip,
      user_agent: m.userAgent,
      status: m.status,
      created_at: m.createdAt.toISOString(),
      updated_at: m.updatedAt.toISOString(),
    },
    replies: replies.map((r) => ({
      id: r.id,
      staff_email: r.staffEmail,
      body: r.body,
      created_at: r.createdAt.toISOString(),
      sent_at: r.sentAt?.toISOString() ?? null,
    })),
  };
}

/**
 * POST /backoffice/support/messages/:id/status: any move between new, answered and closed (mark as handled by
 * phone, close spam, open again); setting the status it already has is INVALID_STATUS_TRANSITION.
 */
export async function setMessageStatus(
  db: Db,
  staff: StaffIdentity,
  id: string,
  input: { status: SupportStatus; reason?: string },
): Promise<SupportThread> {
  await db.transaction(async (tx) => {
    const current = await messageRow(tx, id, true);
    if (current.status === input.status) throw new ApiError('INVALID_STATUS_TRANSITION');
    await tx
      .update(contactMessage)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(contactMessage.id, id));
    await audit(tx, staff, {
      action: 'support.status',
      targetKind: 'contact_message',
      targetId: id,
      before: { status: current.status },
      after: { status: input.status },
      reason: input.reason?.trim() || null,
    });
  });
  return getThread(db, id);
}
