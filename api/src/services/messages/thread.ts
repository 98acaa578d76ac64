import { MESSAGE_LIMITS, type Locale, type MessageThread, type ThreadMessage } from '@jobportal/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CorporateContext, Identity } from '../../auth/identity';
import type { Db, Tx } from '../../db/types';
import { applicationMessage, applicationMessageRead, file } from '../../db/schema';
import { ApiError } from '../../errors/api-error';
import { canOnJob } from '../corporate/team-access';
import { attachmentUrl } from './attachments';
import { threadInfo, type ThreadInfo } from './thread-state';

type Side = 'candidate' | 'corporate';

/** The first word of a member's name: what the candidate sees of who wrote (docs/DECISIONS.md). */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

async function readAt(db: Tx, applicationId: string, readerUid: string): Promise<Date | null> {
  const [r] = await db
    .select({ at: applicationMessageRead.readAt })
    .from(applicationMessageRead)
    .where(
      and(
        eq(applicationMessageRead.applicationId, applicationId),
        eq(applicationMessageRead.readerUid, readerUid),
      ),
    );
  return r?.at ?? null;
}

async function messagesOf(db: Tx, applicationId: string) {
  const rows = await db
    .select({
      m: applicationMessage,
      fileName: file.name,
      fileMime: file.mime,
      fileSize: file.size,
    })
    .from(applicationMessage)
    .leftJoin(file, eq(file.id, applicationMessage.attachmentFileId))
    .where(eq(applicationMessage.applicationId, applicationId))
    .orderBy(desc(applicationMessage.createdAt), desc(applicationMessage.id))
    .limit(MESSAGE_LIMITS.threadMax);
  return rows.reverse();
}

const companyNameIn = (t: ThreadInfo, locale: Locale) =>
  locale === 'en' ? t.companyNameEn || t.companyNameTh : t.companyNameTh;

function threadHead(t: ThreadInfo, locale: Locale, candidateUid: string | null) {
  return {
    application_id: t.applicationId,
    job_id: t.jobId,
    job_title: t.jobTitle,
    company_name: companyNameIn(t, locale),
    candidate_uid: candidateUid,
  };
}

/** The thread as one side sees it; `can_send` is the caller's right (thread open, role and job for a member). */
async function threadFor(
  db: Tx,
  t: ThreadInfo,
  viewer: { side: Side; uid: string; locale: Locale; mayPost: boolean },
): Promise<MessageThread> {
  const rows = await messagesOf(db, t.applicationId);
  const since = await readAt(db, t.applicationId, viewer.uid);
  const companyName = companyNameIn(t, viewer.locale);
  const items: ThreadMessage[] = rows.map(({ m, fileName, fileMime, fileSize }) => {
    const corporate = m.senderRole === 'corporate';
    return {
      id: m.id,
      sender_role: m.senderRole,
      sender_name: corporate && viewer.side === 'candidate' ? firstNameOf(m.senderName) : m.senderName,
      company_name: corporate ? companyName : null,
      mine: m.senderUid === viewer.uid,
      body: m.body,
      attachment:
        m.attachmentFileId && fileName !== null
          ? {
              id: m.attachmentFileId,
              name: fileName,
              mime: fileMime ?? 'application/octet-stream',
              size: fileSize ?? 0,
              url: attachmentUrl(m.attachmentFileId),
            }
          : null,
      created_at: m.createdAt.toISOString(),
    };
  });
  const unread = rows.filter(
    ({ m }) => m.senderRole !== viewer.side && (since === null || m.createdAt > since),
  ).length;
  return {
    ...threadHead(t, viewer.locale, viewer.side === 'corporate' ? t.candidateUid : null),
    items,
    unread,
    closed: t.closed,
    can_send: t.closed === null && viewer.mayPost,
  };
}

/**
 * A team member reads the thread (every role): 404 when the application is not the company's. While the candidate
 * withdrew consent or asked for deletion, the company sees none of it (as the rest of the candidate's data).
 */
export async function companyThread(
  db: Db,
  ctx: CorporateContext,
  applicationId: string,
  locale: Locale,
): Promise<MessageThread> {
  const t = await threadInfo(db, applicationId);
  if (!t || t.companyId !== ctx.companyId) throw new ApiError('APPLICATION_NOT_FOUND');
  const mayPost = await canOnJob(db, ctx, t.jobId, 'job:message');
  if (!t.sharedWithCompany)
    return { ...threadHead(t, locale, null), items: [], unread: 0, closed: t.closed, can_send: false };
  return threadFor(db, t, { side: 'corporate', uid: ctx.uid, locale, mayPost });
}

/** The candidate reads the thread of their own application (another's: 404); also after withdrawal. */
export async function candidateThread(
  db: Db,
  identity: Identity,
  applicationId: string,
  locale: Locale,
): Promise<MessageThread> {
  const t = await threadInfo(db, applicationId);
  if (!t || t.candidateUid !== identity.uid) throw new ApiError('APPLICATION_NOT_FOUND');
  return threadFor(db, t, { side: 'candidate', uid: identity.uid, locale, mayPost: true });
}

async function markRead(db: Tx, applicationId: string, readerUid: string): Promise<void> {
  await db
    .insert(applicationMessageRead)
    .values({ applicationId, readerUid })
    .onConflictDoUpdate({
      target: [applicationMessageRead.applicationId, applicationMessageRead.readerUid],
      set: { readAt: sql`now()` },
    });
}

/** The member has seen the thread (their own marker: colleagues keep theirs). */
export async function companyMarkRead(db: Db, ctx: CorporateContext, applicationId: string): Promise<void> {
  const t = await threadInfo(db, applicationId);
  if (!t || t.companyId !== ctx.companyId) throw new ApiError('APPLICATION_NOT_FOUND');
  await markRead(db, applicationId, ctx.uid);
}

export async function candidateMarkRead(db: Db, identity: Identity, applicationId: string): Promise<void> {
  const t = await threadInfo(db, applicationId);
  if (!t || t.candidateUid !== identity.uid) throw new ApiError('APPLICATION_NOT_FOUND');
  await markRead(db, applicationId, identity.uid);
}
