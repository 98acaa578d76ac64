import { mailLayout, type RenderedMail } from '../alerts/email/templates';
import { SUPPORT_WORDS, type MailLocale } from './support-mail-texts';

export interface SupportMailContent {
  name: string;
  topic: string;
  /** the original message and when it came */
  message: string;
  receivedAt: Date;
  /** the support agent's reply */
  reply: string;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const paragraphs = (s: string) =>
  s
    .split(/\r?\n/)
    .map((line) => esc(line))
    .join('<br>');

/** A support reply in the sender's language, quoting their message (plain text and the portal's HTML look). */
export function renderSupportReply(c: SupportMailContent, locale: MailLocale): RenderedMail {
  const w = SUPPORT_WORDS[locale];
  const topic = (w.topics as Record<string, string>)[c.topic] ?? c.topic;
  const at = new Intl.DateTimeFormat(w.dateLocale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  }).format(c.receivedAt);
  const subject = w.subject(topic);
  const quoted = c.message.split(/\r?\n/).map((line) => `> ${line}`);
  const text = [
    w.greeting(c.name),
    '',
    c.reply,
    '',
    '--',
    w.signature,
    w.replyHint,
    '',
    w.quoteLead(at),
    ...quoted,
  ].join('\n');
  const html = mailLayout({
    locale,
    title: subject,
    body: `<p style="margin:0 0 16px">${esc(w.greeting(c.name))}</p>
<p style="margin:0 0 16px">${paragraphs(c.reply)}</p>
<p style="margin:0 0 24px">${esc(w.signature)}<br><span style="color:#8c8c8c;font-size:14px">${esc(w.replyHint)}</span></p>
<p style="margin:0 0 8px;color:#595959;font-size:14px">${esc(w.quoteLead(at))}</p>
<blockquote style="margin:0;padding:8px 16px;border-left:4px solid #d9d9d9;color:#595959;font-size:14px">${paragraphs(c.message)}</blockquote>`,
    footer: `${esc(w.why)}`,
  });
  return { subject, text, html };
}
