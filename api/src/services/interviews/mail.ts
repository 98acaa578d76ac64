import type { InterviewMode, Locale } from '@jobportal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../../db/sql';
import type { MailSettings } from '../alerts/email/settings';
import type { RecipientRole } from '../alerts/kinds';
import { interviewIcs, type InviteMethod, type InviteParty } from './invite';
import { INTERVIEW_WORDS } from './mail-texts';
import { formatThaiTime } from './thai-time';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Where each side finds an interview in the portal. */
export function interviewLink(site: string, role: RecipientRole, p: Record<string, unknown>): string {
  return role === 'candidate'
    ? `${site}/candidate/activities?tab=applications#interview-${str(p.interview_id)}`
    : `${site}/corporate/application/${str(p.job_id)}/candidate/${encodeURIComponent(str(p.candidate_uid))}`;
}

export interface InterviewMailContent {
  subject: string;
  lead: string;
  items: { text: string; url: string }[];
  action: { text: string; url: string };
}

/** The text of an `interview` notification's e-mail (the portal's layout is renderMail's). */
export function interviewMailContent(
  p: Record<string, unknown>,
  locale: Locale,
  site: string,
  role: RecipientRole,
): InterviewMailContent {
  const w = INTERVIEW_WORDS[locale];
  const job = str(p.job_title);
  const company = str(locale === 'en' ? p.company_name_en : p.company_name_th) || str(p.company_name_th);
  const mode = (str(p.mode) === 'video' ? 'video' : 'onsite') as InterviewMode;
  const minutes = Number(p.duration_minutes) || 0;
  const startsAt = str(p.starts_at);
  const when = startsAt ? `${formatThaiTime(new Date(startsAt), locale)} (${w.minutes(minutes)})` : '';
  const hours = Number(p.hours_before) || 0;
  const link = interviewLink(site, role, p);
  const details = [
    `${w.mode[mode]} · ${w.minutes(minutes)}`,
    `${w.where[mode]}: ${str(p.location)}`,
    ...(str(p.note) ? [`${w.note}: ${str(p.note)}`] : []),
  ];
  const event = str(p.event);
  const ics = str(p.ics);
  const calendar = ics === 'REQUEST' ? [w.attached] : ics === 'CANCEL' ? [w.attachedCancel] : [];
  const reason = str(p.reason) ? [`${w.reason}: ${str(p.reason)}`] : [];
  const join = (parts: string[]) => parts.join(' · ');
  const toCandidate = role === 'candidate';
  const action = toCandidate
    ? { text: event === 'proposed' ? w.actionCandidateChoose : w.actionCandidate, url: link }
    : { text: w.actionTeam, url: link };
  const slots = (Array.isArray(p.slots) ? p.slots : []).map((s) => ({
    text: formatThaiTime(new Date(str(s)), locale),
    url: link,
  }));
  switch (event) {
    case 'proposed':
      return toCandidate
        ? {
            subject: w.subject.proposed(job, company),
            lead: join([w.candidate.proposed(job, company), ...details, ...calendar]),
            items: slots,
            action,
          }
        : {
            subject: w.subject.teamProposed(job),
            lead: join([w.team.proposed(job), ...calendar]),
            items: [],
            action,
          };
    case 'scheduled':
    case 'rescheduled': {
      const lead =
        event === 'scheduled'
          ? toCandidate
            ? w.candidate.scheduled(job, company, when)
            : w.team.scheduled(job, when)
          : toCandidate
            ? w.candidate.rescheduled(job, company, when)
            : w.team.rescheduled(job, when);
      return {
        subject: w.subject[event](job),
        lead: join([lead, ...details, ...calendar]),
        items: [],
        action,
      };
    }
    case 'change_requested':
      return {
        subject: w.subject.change_requested(job),
        lead: w.team.change_requested(job),
        items: [],
        action,
      };
    case 'cancelled':
      return {
        subject: w.subject.cancelled(job),
        lead: join([
          p.withdrawn === true
            ? toCandidate
              ? w.candidate.withdrawn(job, company)
              : w.team.withdrawn(job)
            : toCandidate
              ? w.candidate.cancelled(job, company)
              : w.team.cancelled(job),
          ...reason,
          ...calendar,
        ]),
        items: [],
        action,
      };
    default:
      return {
        subject: w.subject.reminder(job, hours),
        lead: join([
          toCandidate ? w.candidate.reminder(job, company, when) : w.team.reminder(job, when),
          ...details,
        ]),
        items: [],
        action,
      };
  }
}

/** The address inside "Name <address>" (MAIL_FROM), or the value itself. */
export function addressOf(from: string): string {
  const m = /<([^>]+)>/.exec(from);
  return (m ? m[1] : from).trim();
}

export interface CalendarPart {
  method: InviteMethod;
  filename: string;
  content: string;
}

/**
 * The .ics an `interview` e-mail carries (null: none for this event): built from the notification's snapshot, with
 * the company as ORGANIZER at the portal's no-reply address and the candidate as ATTENDEE (the team member who
 * receives it too, so their calendar shows them invited). The candidate's address is read at sending time; a
 * candidate gone meanwhile leaves the attendee out.
 */
export async function interviewCalendarPart(
  db: Db,
  p: Record<string, unknown>,
  recipient: { email: string; role: RecipientRole },
  settings: MailSettings,
): Promise<CalendarPart | null> {
  const method = str(p.ics);
  const startsAt = str(p.ics_starts_at) || str(p.starts_at);
  if ((method !== 'REQUEST' && method !== 'CANCEL') || !startsAt) return null;
  const [c] = await queryRows<{ email: string; first_name: string; last_name: string }>(
    db,
    sql`select c.email, c.first_name, c.last_name from application a join candidate c on c.uid = a.candidate_uid
        where a.id = ${str(p.application_id)}::uuid and c.status = 'active'`,
  );
  const attendees: InviteParty[] = [];
  if (c) attendees.push({ name: `${c.first_name} ${c.last_name}`.trim(), email: c.email });
  if (recipient.role === 'corporate') attendees.push({ name: recipient.email, email: recipient.email });
  const content = interviewIcs({
    method,
    interviewId: str(p.interview_id),
    domain: new URL(settings.siteUrl).hostname,
    sequence: Number(p.sequence) || 0,
    startsAt: new Date(startsAt),
    durationMinutes: Number(p.duration_minutes) || 60,
    mode: str(p.mode) === 'video' ? 'video' : 'onsite',
    location: str(p.location),
    note: str(p.note),
    jobTitle: str(p.job_title),
    companyTh: str(p.company_name_th),
    companyEn: str(p.company_name_en),
    link: interviewLink(settings.siteUrl, recipient.role, p),
    organizer: { name: str(p.company_name_th) || 'JobPortal', email: addressOf(settings.from) },
    attendees,
    reason: str(p.reason) || undefined,
  });
  return { method, filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics', content };
}
