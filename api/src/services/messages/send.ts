import type { Identity, CorporateContext } from '../../auth/identity';
import type { Db, Tx } from '../../db/types';
import { applicationMessage } from '../../db/schema';
import { ApiError } from '../../errors/api-error';
import { assertCanOnApplication } from '../corporate/team-access';
import { claimAttachment } from './attachments';
import { notifyNewMessage } from './notify-message';
import { threadInfo, type ThreadInfo } from './thread-state';

export interface MessageBody {
  body: string;
  attachmentFileId?: string | null;
}

async function insertMessage(
  tx: Tx,
  t: ThreadInfo,
  sender: { role: 'candidate' | 'corporate'; uid: string; name: string },
  input: MessageBody,
): Promise<{ id: string }> {
  const attachmentFileId = input.attachmentFileId
    ? await claimAttachment(tx, sender.uid, input.attachmentFileId)
    : null;
  const [row] = await tx
    .insert(applicationMessage)
    .values({
      applicationId: t.applicationId,
      senderRole: sender.role,
      senderUid: sender.uid,
      senderName: sender.name,
      body: input.body.trim(),
      attachmentFileId,
    })
    .returning({ id: applicationMessage.id });
  await notifyNewMessage(tx, t, sender.role);
  return row;
}

/** The thread a member may post in: 404, 403 TEAM_ROLE_FORBIDDEN (`job:message` on its job), 409 THREAD_CLOSED. */
export async function companyPostableThread(
  db: Db | Tx,
  ctx: CorporateContext,
  applicationId: string,
): Promise<ThreadInfo> {
  await assertCanOnApplication(db, ctx, applicationId, 'job:message');
  const t = await threadInfo(db, applicationId);
  if (!t) throw new ApiError('APPLICATION_NOT_FOUND');
  if (t.closed) throw new ApiError('THREAD_CLOSED');
  return t;
}

/** The thread of the candidate's own application (another candidate's: 404), open (409 THREAD_CLOSED). */
export async function candidatePostableThread(
  db: Db | Tx,
  identity: Identity,
  applicationId: string,
): Promise<ThreadInfo> {
  const t = await threadInfo(db, applicationId);
  if (!t || t.candidateUid !== identity.uid) throw new ApiError('APPLICATION_NOT_FOUND');
  if (t.closed) throw new ApiError('THREAD_CLOSED');
  return t;
}

/**
 * A team member writes to the candidate (also the bulk move + message and the templated rejection): 404 when the
 * application is not on one of the company's jobs, 403 TEAM_ROLE_FORBIDDEN without `job:message` on its job,
 * 409 THREAD_CLOSED when the thread is closed (thread-state.ts). The candidate is notified in-app and by e-mail.
 * Given a transaction, the message and its notification are part of it (a savepoint).
 */
export async function sendCompanyMessage(
  db: Db | Tx,
  ctx: CorporateContext,
  applicationId: string,
  input: MessageBody,
): Promise<{ id: string }> {
  const t = await companyPostableThread(db, ctx, applicationId);
  return db.transaction((tx) =>
    insertMessage(tx, t, { role: 'corporate', uid: ctx.uid, name: ctx.contactName }, input),
  );
}

/** The candidate writes to the company about their own application; the job's team is notified. */
export async function sendCandidateMessage(
  db: Db | Tx,
  identity: Identity,
  applicationId: string,
  input: MessageBody,
): Promise<{ id: string }> {
  const t = await candidatePostableThread(db, identity, applicationId);
  const name = t.candidateName || identity.name || '';
  return db.transaction((tx) => insertMessage(tx, t, { role: 'candidate', uid: identity.uid, name }, input));
}
