import type { RenderedMail } from '../alerts/email/templates';
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
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="margin:0;background:#f5f5f5;font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans Thai',Sarabun,Tahoma,sans-serif;color:#1f1f1f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff;border-radius:8px">
<tr><td style="background:#1677ff;color:#fff;padding:16px 24px;font-size:20px;font-weight:600;border-radius:8px 8px 0 0">${w.portal}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.6">
<p style="margin:0 0 16px">${esc(w.greeting(c.name))}</p>
<p style="margin:0 0 16px">${paragraphs(c.reply)}</p>
<p style="margin:0 0 24px">${esc(w.signature)}<br><span style="color:#8c8c8c;font-size:14px">${esc(w.replyHint)}</span></p>
<p style="margin:0 0 8px;color:#595959;font-size:14px">${esc(w.quoteLead(at))}</p>
<blockquote style="margin:0;padding:8px 16px;border-left:4px solid #d9d9d9;color:#595959;font-size:14px">${paragraphs(c.message)}</blockquote>
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#8c8c8c;border-top:1px solid #f0f0f0">${esc(w.why)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
