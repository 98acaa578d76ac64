import type { Locale, NotificationKind } from '../kinds';
import { STATUS, WORDS } from './texts';
import { interviewMailContent } from '../../interviews/mail';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

interface Content {
  subject: string;
  lead: string;
  items: { text: string; url: string }[];
  action: { text: string; url: string };
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** What a notification says, with absolute links into the portal. */
function contentOf(
  kind: NotificationKind,
  p: Record<string, unknown>,
  locale: Locale,
  site: string,
): Content {
  const w = WORDS[locale];
  const job = str(p.job_title);
  switch (kind) {
    case 'application_status':
      return {
        subject: w.statusSubject(job),
        lead: w.statusBody(job, STATUS[locale][str(p.to)] ?? str(p.to)),
        items: [],
        action: { text: w.viewApplications, url: `${site}/candidate/activities` },
      };
    case 'application_new':
    case 'application_withdrawn':
      return {
        subject: kind === 'application_new' ? w.newSubject(job) : w.withdrawnSubject(job),
        lead: kind === 'application_new' ? w.newBody(job) : w.withdrawnBody(job),
        items: [],
        action: { text: w.viewApplicants, url: `${site}/corporate/application/${str(p.job_id)}` },
      };
    case 'job_expiring':
      return {
        subject: w.expiringSubject(job),
        lead: w.expiringBody(job, str(p.valid_through)),
        items: [],
        action: { text: w.viewJob, url: `${site}/corporate/jobs/${str(p.job_id)}` },
      };
    case 'job_moderated': {
      const action = str(p.action);
      return {
        subject: w.moderatedSubject(job, action),
        lead: w.moderatedBody(job, action, str(p.reason)),
        items: [],
        action: { text: w.viewJob, url: `${site}/corporate/jobs/${str(p.job_id)}` },
      };
    }
    case 'company_verification': {
      const approved = str(p.decision) === 'approve';
      return {
        subject: approved ? w.verifiedSubject : w.verificationRejectedSubject,
        lead: approved ? w.verifiedBody : w.verificationRejectedBody(str(p.reason)),
        items: [],
        action: { text: w.viewCompany, url: `${site}/corporate/profile` },
      };
    }
    case 'company_status': {
      const suspended = str(p.action) === 'suspend';
      return {
        subject: suspended ? w.suspendedSubject : w.reinstatedSubject,
        lead: suspended ? w.suspendedBody(str(p.reason)) : w.reinstatedBody,
        items: [],
        action: suspended
          ? { text: w.contactUs, url: `${site}/contact` }
          : { text: w.viewCompany, url: `${site}/corporate/profile` },
      };
    }
    case 'application_message': {
      // to the candidate when the company wrote, to the team when the candidate did; never the message's text
      const toCandidate = str(p.from) === 'corporate';
      const companyName =
        str(locale === 'th' ? p.company_name_th : p.company_name_en) || str(p.company_name_th);
      return {
        subject: toCandidate ? w.messageToCandidateSubject(companyName) : w.messageToCompanySubject(job),
        lead: toCandidate ? w.messageToCandidateBody(companyName, job) : w.messageToCompanyBody(job),
        items: [],
        action: {
          text: w.readMessage,
          url: toCandidate
            ? `${site}/candidate/applications/${str(p.application_id)}/messages`
            : `${site}/corporate/messages/${str(p.application_id)}`,
        },
      };
    }
    case 'job_invitation': {
      // the company's own words stay in the portal (behind the sign-in), never in an e-mail
      const companyName =
        str(locale === 'th' ? p.company_name_th : p.company_name_en) || str(p.company_name_th);
      return {
        subject: w.invitationSubject(companyName, job),
        lead: w.invitationBody(companyName, job),
        items: [],
        action: { text: w.viewInvitedJob, url: `${site}/candidate/jobs/${str(p.job_id)}` },
      };
    }
    case 'interview':
      // the candidate's and the team's wording differ (issue 43): the payload says whose copy it is
      return interviewMailContent(
        p,
        locale,
        site,
        str(p.recipient) === 'corporate' ? 'corporate' : 'candidate',
      );
    case 'saved_search_digest': {
      const jobs = (Array.isArray(p.jobs) ? p.jobs : []) as Record<string, unknown>[];
      const name = str(p.saved_search_name);
      return {
        subject: w.digestSubject(name, Number(p.total) || jobs.length),
        lead: w.digestBody(name),
        items: jobs.map((j) => ({
          text: `${str(j.title)} · ${str(locale === 'th' ? j.company_th : j.company_en) || str(j.company_th)}`,
          url: `${site}/candidate/jobs/${str(j.id)}`,
        })),
        action: { text: w.seeAll, url: `${site}/candidate/jobs?${str(p.query)}` },
      };
    }
  }
}

/** The portal's look: a white card on grey, the primary blue, system fonts with Thai fallbacks. */
export function renderMail(
  kind: NotificationKind,
  payload: Record<string, unknown>,
  locale: Locale,
  links: { site: string; unsubscribe: string; preferences: string },
): RenderedMail {
  const w = WORDS[locale];
  const c = contentOf(kind, payload, locale, links.site);
  const items = c.items
    .map(
      (i) =>
        `<li style="margin:0 0 8px"><a href="${esc(i.url)}" style="color:#1677ff;text-decoration:none">${esc(i.text)}</a></li>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${esc(c.subject)}</title></head>
<body style="margin:0;background:#f5f5f5;font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans Thai',Sarabun,Tahoma,sans-serif;color:#1f1f1f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff;border-radius:8px">
<tr><td style="background:#1677ff;color:#fff;padding:16px 24px;font-size:20px;font-weight:600;border-radius:8px 8px 0 0">${w.portal}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.6">
<p style="margin:0 0 16px">${esc(c.lead)}</p>
${items ? `<ul style="padding-left:20px;margin:0 0 16px">${items}</ul>` : ''}
<p style="margin:24px 0"><a href="${esc(c.action.url)}" style="background:#1677ff;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none;display:inline-block">${esc(c.action.text)}</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#8c8c8c;border-top:1px solid #f0f0f0">${esc(w.why)} · <a href="${esc(links.unsubscribe)}" style="color:#8c8c8c">${esc(w.unsubscribe)}</a> · <a href="${esc(links.preferences)}" style="color:#8c8c8c">${esc(w.preferences)}</a></td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    c.lead,
    '',
    ...c.items.map((i) => `- ${i.text}\n  ${i.url}`),
    ...(c.items.length ? [''] : []),
    `${c.action.text}: ${c.action.url}`,
    '',
    '--',
    w.why,
    `${w.unsubscribe}: ${links.unsubscribe}`,
    `${w.preferences}: ${links.preferences}`,
  ].join('\n');
  return { subject: c.subject, html, text };
}
