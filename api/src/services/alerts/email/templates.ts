import type { Locale, NotificationKind } from '../kinds';
import { WORK_TYPE_WORDS, type WorkType } from '@jobportal/contracts';
import { STATUS, WORDS, formatMailDate, formatSalary } from './texts';
import { interviewMailContent } from '../../interviews/mail';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A job as the alert e-mails list it (digest.ts DigestJob in the payload; older payloads lack the details). */
interface MailJob {
  title: string;
  url: string;
  company: string;
  /** salary, province, work mode and posting date, each with its label (only those known) */
  facts: { label: string; value: string }[];
}

interface Content {
  subject: string;
  /** a heading above the lead (the alert's filters in words) */
  heading?: string;
  lead: string;
  items: { text: string; url: string }[];
  jobs?: MailJob[];
  action: { text: string; url: string };
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A job of a payload with its salary, province, work mode and date in the e-mail's language. */
function mailJob(j: Record<string, unknown>, locale: Locale, site: string): MailJob {
  const w = WORDS[locale];
  const pick = (th: unknown, en: unknown) => str(locale === 'th' ? th : en) || str(th) || str(en);
  const facts: { label: string; value: string }[] = [];
  if ('salary_min' in j || 'salary_negotiable' in j)
    facts.push({
      label: w.salary,
      value: formatSalary(
        { min: num(j.salary_min), max: num(j.salary_max), negotiable: j.salary_negotiable === true },
        locale,
      ),
    });
  const province = pick(j.province_th, j.province_en);
  if (province) facts.push({ label: w.province, value: province });
  const workType = WORK_TYPE_WORDS[locale][str(j.work_type) as WorkType];
  if (workType) facts.push({ label: w.workMode, value: workType });
  const posted = formatMailDate(str(j.posted_at), locale);
  if (posted) facts.push({ label: w.posted, value: posted });
  return {
    title: str(j.title),
    url: `${site}/candidate/jobs/${str(j.id)}`,
    company: pick(j.company_th, j.company_en),
    facts,
  };
}

const jobsOf = (p: Record<string, unknown>) =>
  (Array.isArray(p.jobs) ? p.jobs : []) as Record<string, unknown>[];

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
      const jobs = jobsOf(p);
      const name = str(p.saved_search_name);
      // named by its filters in words (send.ts adds the description); older payloads keep the saved name
      const described = str(p.saved_search_description) || name;
      return {
        subject: w.digestSubject(described, Number(p.total) || jobs.length),
        heading: described,
        lead: name && name !== described ? w.digestBody(name) : w.digestBodyUnnamed,
        items: [],
        jobs: jobs.map((j) => mailJob(j, locale, site)),
        action: { text: w.seeAll, url: `${site}/candidate/jobs?${str(p.query)}` },
      };
    }
    case 'job_recommendations': {
      const jobs = jobsOf(p);
      return {
        subject: w.recommendationsSubject(jobs.length),
        heading: w.recommendationsHeading,
        lead: w.recommendationsBody,
        items: [],
        jobs: jobs.map((j) => mailJob(j, locale, site)),
        action: { text: w.seeMatches, url: `${site}/candidate/ai-job-matching` },
      };
    }
  }
}

/** The portal's fonts: the system UI, then Thai faces on every platform (Noto Sans Thai, Sarabun, Leelawadee, Tahoma). */
const FONT_STACK =
  "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Noto Sans Thai','Noto Sans',Sarabun,'Leelawadee UI',Leelawadee,Thonburi,Tahoma,sans-serif";

/**
 * The one layout of every e-mail the product sends (issue 44): fluid, a 600 px card at most and the whole width
 * below it (a 320 px phone), no fixed width anywhere but in Outlook's conditional table (Word rendering ignores
 * max-width), long words broken, images never wider than the card. `body` and `footer` are HTML.
 */
export function mailLayout(opts: { locale: Locale; title: string; body: string; footer: string }): string {
  return `<!doctype html><html lang="${opts.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="x-apple-disable-message-reformatting"><meta name="color-scheme" content="light"><title>${esc(opts.title)}</title>
<style>img{max-width:100%;height:auto}a{overflow-wrap:anywhere}</style></head>
<body style="margin:0;padding:0;width:100%;background:#f5f5f5;font-family:${FONT_STACK};color:#1f1f1f;-webkit-text-size-adjust:100%;text-size-adjust:100%">
<div role="article" aria-label="${esc(opts.title)}" lang="${opts.locale}" style="width:100%;background:#f5f5f5;padding:16px 0">
<!--[if mso]><table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0"><tr><td><![endif]-->
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden;overflow-wrap:break-word;word-wrap:break-word">
<div style="background:#0958d9;color:#ffffff;padding:14px 20px;font-size:20px;font-weight:600">${WORDS[opts.locale].portal}</div>
<div style="padding:20px;font-size:16px;line-height:1.6">
${opts.body}
</div>
<div style="padding:14px 20px;font-size:12px;line-height:1.8;color:#595959;border-top:1px solid #f0f0f0">${opts.footer}</div>
</div>
<!--[if mso]></td></tr></table><![endif]-->
</div></body></html>`;
}

/** A job of an alert e-mail: the title as a link, the company, then salary, province, work mode and date. */
function jobBlock(j: MailJob): string {
  const facts = j.facts
    .map(
      (f) =>
        `<span style="display:inline-block;margin:0 16px 0 0">${esc(f.label)}: <strong style="font-weight:600;color:#1f1f1f">${esc(f.value)}</strong></span>`,
    )
    .join('');
  return `<div style="margin:0 0 12px;padding:12px 14px;border:1px solid #e8e8e8;border-radius:8px">
<a href="${esc(j.url)}" style="color:#0958d9;text-decoration:none;font-size:17px;font-weight:600;line-height:1.4">${esc(j.title)}</a>
${j.company ? `<div style="margin:2px 0 6px;color:#1f1f1f">${esc(j.company)}</div>` : ''}
${facts ? `<div style="font-size:14px;line-height:1.7;color:#595959">${facts}</div>` : ''}
</div>`;
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
        `<li style="margin:0 0 8px"><a href="${esc(i.url)}" style="color:#0958d9;text-decoration:none">${esc(i.text)}</a></li>`,
    )
    .join('');
  const body = [
    c.heading
      ? `<h1 style="margin:0 0 8px;font-size:20px;line-height:1.4;font-weight:600">${esc(c.heading)}</h1>`
      : '',
    `<p style="margin:0 0 16px">${esc(c.lead)}</p>`,
    items ? `<ul style="padding-left:20px;margin:0 0 16px">${items}</ul>` : '',
    (c.jobs ?? []).map(jobBlock).join('\n'),
    `<p style="margin:24px 0 4px"><a href="${esc(c.action.url)}" style="background:#0958d9;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;max-width:100%;box-sizing:border-box">${esc(c.action.text)}</a></p>`,
  ]
    .filter(Boolean)
    .join('\n');
  const footer = `${esc(w.why)} · <a href="${esc(links.unsubscribe)}" style="color:#595959">${esc(w.unsubscribe)}</a> · <a href="${esc(links.preferences)}" style="color:#595959">${esc(w.preferences)}</a>`;
  const html = mailLayout({ locale, title: c.subject, body, footer });
  const jobs = c.jobs ?? [];
  const text = [
    ...(c.heading ? [c.heading, ''] : []),
    c.lead,
    '',
    ...c.items.map((i) => `- ${i.text}\n  ${i.url}`),
    ...(c.items.length ? [''] : []),
    ...jobs.map((j) =>
      [
        `- ${j.title}${j.company ? ` · ${j.company}` : ''}`,
        ...(j.facts.length ? [`  ${j.facts.map((f) => `${f.label}: ${f.value}`).join(' · ')}`] : []),
        `  ${j.url}`,
      ].join('\n'),
    ),
    ...(jobs.length ? [''] : []),
    `${c.action.text}: ${c.action.url}`,
    '',
    '--',
    w.why,
    `${w.unsubscribe}: ${links.unsubscribe}`,
    `${w.preferences}: ${links.preferences}`,
  ].join('\n');
  return { subject: c.subject, html, text };
}
