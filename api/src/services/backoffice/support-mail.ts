import nodemailer, { type Transporter } from 'nodemailer';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../../db/sql';
import type { JobHandlers } from '../queue/queue';
import {
  envValue,
  MAIL_DEVELOPMENT_DEFAULTS,
  mailSettings,
  type MailSettings,
} from '../alerts/email/settings';
import { renderSupportReply } from './support-mail-template';

/** The queue job that e-mails one support reply (payload `{ replyId }`). */
export const SUPPORT_REPLY = 'support.reply';

export interface SupportMailSettings extends MailSettings {
  /** Reply-To of support replies: where the person's answer goes (SUPPORT_EMAIL). */
  replyTo: string;
}

export function supportMailSettings(env: NodeJS.ProcessEnv = process.env): SupportMailSettings {
  return {
    ...mailSettings(env),
    replyTo: envValue(env, 'SUPPORT_EMAIL') ?? MAIL_DEVELOPMENT_DEFAULTS.supportEmail,
  };
}

interface ReplyRow {
  id: string;
  body: string;
  sent_at: unknown;
  name: string;
  email: string;
  topic: string;
  message: string;
  locale: string | null;
  received_at: Date | string;
}

/**
 * The queue's e-mail of one support reply: From the portal's address, Reply-To the support address, in the
 * message's language (Thai unless it came in English), quoting the message. Sent once: sent_at is set after the SMTP
 * server accepted it and a reply already sent is skipped; the Message-ID is the reply's, so the rare re-send after a
 * crash between the two is recognisable. A message erased meanwhile (PDPA) has nobody to write to: nothing is sent.
 * An SMTP failure throws: the queue retries with back-off.
 */
export async function sendSupportReply(
  db: Db,
  transport: Transporter,
  settings: SupportMailSettings,
  replyId: string,
): Promise<'sent' | 'gone' | 'done-before'> {
  const [r] = await queryRows<ReplyRow>(
    db,
    sql`select r.id, r.body, r.sent_at, m.name, m.email, m.topic, m.message, m.locale, m.created_at as received_at
        from contact_reply r join contact_message m on m.id = r.message_id
        where r.id = ${replyId}::uuid`,
  );
  if (!r) return 'gone';
  if (r.sent_at) return 'done-before';
  const locale = r.locale === 'en' ? 'en' : 'th';
  const mail = renderSupportReply(
    {
      name: r.name,
      topic: r.topic,
      message: r.message,
      receivedAt: new Date(r.received_at),
      reply: r.body,
    },
    locale,
  );
  await transport.sendMail({
    from: settings.from,
    to: r.email,
    replyTo: settings.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<reply-${r.id}@support.jobportal>`,
    headers: { 'Content-Language': locale },
  });
  await db.execute(sql`update contact_reply set sent_at = now() where id = ${r.id}::uuid`);
  return 'sent';
}

/** The queue's jobs of the support inbox (added to the one worker of the API process). */
export function supportJobHandlers(db: Db, env: NodeJS.ProcessEnv = process.env): JobHandlers {
  const settings = supportMailSettings(env);
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    [SUPPORT_REPLY]: async (job) => {
      await sendSupportReply(db, transport, settings, String(job.payload.replyId));
    },
  };
}
