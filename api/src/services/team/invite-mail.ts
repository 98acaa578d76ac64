import type { InvitableTeamRole } from '@jobportal/contracts';
import { mailLayout, type RenderedMail } from '../alerts/email/templates';

export type InviteMailLocale = 'th' | 'en';

export interface InviteMailContent {
  companyName: string;
  inviterName: string;
  role: InvitableTeamRole;
  link: string;
  expiresAt: Date;
}

/** The words of the invitation e-mail, Thai and English. */
const WORDS = {
  th: {
    portal: 'JobPortal',
    subject: (company: string) => `คุณได้รับคำเชิญให้ร่วมทีมสรรหาของ ${company} บน JobPortal`,
    lead: (inviter: string, company: string, role: string) =>
      `คุณ${inviter} เชิญคุณเข้าร่วมทีมสรรหาของ ${company} ในบทบาท${role}`,
    action: 'รับคำเชิญ',
    how: 'เปิดลิงก์นี้แล้วสมัครสมาชิกหรือเข้าสู่ระบบด้วยอีเมลนี้ (ไม่ต้องกรอกข้อมูลบริษัท)',
    expires: (at: string) => `ลิงก์นี้ใช้ได้ถึง ${at}`,
    why: 'หากคุณไม่ได้คาดว่าจะได้รับคำเชิญนี้ ไม่ต้องดำเนินการใด ๆ ลิงก์จะหมดอายุเอง',
    dateLocale: 'th-TH',
    roles: { admin: 'ผู้ดูแล', recruiter: 'ผู้สรรหา', viewer: 'ผู้ดูข้อมูล' },
  },
  en: {
    portal: 'JobPortal',
    subject: (company: string) => `You are invited to join the hiring team of ${company} on JobPortal`,
    lead: (inviter: string, company: string, role: string) =>
      `${inviter} invites you to join the hiring team of ${company} as ${role}.`,
    action: 'Accept the invitation',
    how: 'Open this link, then sign up or sign in with this e-mail address (no company details needed).',
    expires: (at: string) => `The link works until ${at}.`,
    why: 'If you did not expect this invitation, there is nothing to do: the link expires by itself.',
    dateLocale: 'en-GB',
    roles: { admin: 'an admin', recruiter: 'a recruiter', viewer: 'a viewer' },
  },
} as const satisfies Record<InviteMailLocale, unknown>;

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The invitation in one language (plain text and the portal's HTML look), with the link to the join page. */
export function renderInviteMail(c: InviteMailContent, locale: InviteMailLocale): RenderedMail {
  const w = WORDS[locale];
  const at = new Intl.DateTimeFormat(w.dateLocale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  }).format(c.expiresAt);
  const subject = w.subject(c.companyName);
  const lead = w.lead(c.inviterName, c.companyName, w.roles[c.role]);
  const text = [lead, '', `${w.action}: ${c.link}`, w.how, w.expires(at), '', '--', w.why].join('\n');
  const html = mailLayout({
    locale,
    title: subject,
    body: `<p style="margin:0 0 16px">${esc(lead)}</p>
<p style="margin:0 0 16px"><a href="${esc(c.link)}" style="display:inline-block;background:#0958d9;color:#fff;text-decoration:none;padding:10px 20px;border-radius:6px">${esc(w.action)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#595959">${esc(w.how)}</p>
<p style="margin:0;font-size:14px;color:#595959">${esc(w.expires(at))}</p>`,
    footer: `${esc(w.why)}`,
  });
  return { subject, text, html };
}
