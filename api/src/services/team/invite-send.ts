import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { company, companyInvite } from '../../db/schema';
import { mailSettings, type MailSettings } from '../alerts/email/settings';
import { cancelJob, enqueue, type JobHandlers } from '../queue/queue';
import { renderInviteMail } from './invite-mail';
import { hashInviteToken } from './tokens';

/** The queue job that e-mails one invitation link (payload `{ inviteId, token }`). */
export const TEAM_INVITE = 'team.invite';

const keyOf = (inviteId: string) => `team-invite:${inviteId}`;

/**
 * Queues the e-mail of a link. The plain token rides in the job's payload until the e-mail is sent (a finished job
 * is deleted; the back office never shows payload values); the database keeps only its hash. A resend replaces a
 * pending e-mail of the same invitation.
 */
export async function queueInviteMail(tx: Tx, inviteId: string, token: string): Promise<void> {
  await cancelJob(tx, keyOf(inviteId));
  await enqueue(tx, { name: TEAM_INVITE, payload: { inviteId, token }, singletonKey: keyOf(inviteId) });
}

/**
 * Sends one invitation e-mail in the invitation's language with the link to the join page. Nothing is sent for a
 * link that no longer works (revoked, accepted, expired, or replaced by a resend: its token's hash is not the
 * invitation's any more). An SMTP failure throws: the queue retries with back-off.
 */
export async function sendInviteMail(
  db: Db,
  transport: Transporter,
  settings: MailSettings,
  inviteId: string,
  token: string,
): Promise<'sent' | 'stale'> {
  const [row] = await db
    .select({ invite: companyInvite, nameTh: company.nameTh, nameEn: company.nameEn })
    .from(companyInvite)
    .innerJoin(company, eq(company.id, companyInvite.companyId))
    .where(eq(companyInvite.id, inviteId));
  const invite = row?.invite;
  if (
    !invite ||
    invite.acceptedAt ||
    invite.revokedAt ||
    invite.expiresAt.getTime() <= Date.now() ||
    invite.tokenHash !== hashInviteToken(token)
  )
    return 'stale';
  const locale = invite.locale === 'en' ? 'en' : 'th';
  const mail = renderInviteMail(
    {
      companyName: (locale === 'en' ? row.nameEn : row.nameTh) || row.nameTh,
      inviterName: invite.invitedByName,
      role: invite.role,
      link: `${settings.siteUrl}/corporate/join?token=${encodeURIComponent(token)}`,
      expiresAt: invite.expiresAt,
    },
    locale,
  );
  await transport.sendMail({
    from: settings.from,
    to: invite.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<invite-${invite.id}-${invite.sentCount}@team.jobportal>`,
    headers: { 'Content-Language': locale },
  });
  return 'sent';
}

/** The queue's jobs of the company team (added to the one worker of the API process). */
export function teamJobHandlers(db: Db, env: NodeJS.ProcessEnv = process.env): JobHandlers {
  const settings = mailSettings(env);
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    [TEAM_INVITE]: async (job) => {
      await sendInviteMail(db, transport, settings, String(job.payload.inviteId), String(job.payload.token));
    },
  };
}
