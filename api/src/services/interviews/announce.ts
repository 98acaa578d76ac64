import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/types';
import { corporateAccount } from '../../db/schema';
import { notify } from '../alerts/notify';
import type { Recipient } from '../alerts/kinds';
import type { InviteMethod } from './invite';
import type { InterviewRow } from './rows';
import type { Subject } from './subject';

/** What happened to an interview: the `event` of an `interview` notification (and of its e-mail). */
export type InterviewEvent =
  'proposed' | 'scheduled' | 'rescheduled' | 'change_requested' | 'cancelled' | 'reminder';

export interface Announcement {
  event: InterviewEvent;
  row: InterviewRow;
  subject: Subject;
  /** who hears of it */
  to: 'candidate' | 'team' | 'both';
  /** the calendar part the e-mail carries (null: none) */
  ics: InviteMethod | null;
  /** the time of the calendar entry the .ics changes when it is no longer the interview's (a re-proposal cancels it) */
  calendarStartsAt?: Date | null;
  /** the offered times (proposed) */
  slots?: Date[];
  /** hours before the start (reminder) */
  hoursBefore?: number;
  /** cancelled because the candidate withdrew the application */
  withdrawn?: boolean;
  /** makes a second announcement of the same thing a no-op (reminders) */
  dedupeKey?: string;
}

/**
 * The team members who hear of an interview: the member who proposed it and the job's owner, if they are still
 * active members of the company; the company's owner when neither is.
 */
export async function teamRecipients(tx: Tx, row: InterviewRow, subject: Subject): Promise<Recipient[]> {
  const uids = [...new Set([row.createdByUid, subject.jobOwnerUid].filter((u): u is string => !!u))];
  const members = uids.length
    ? await tx
        .select({ uid: corporateAccount.uid })
        .from(corporateAccount)
        .where(
          and(
            inArray(corporateAccount.uid, uids),
            eq(corporateAccount.companyId, subject.companyId),
            eq(corporateAccount.status, 'active'),
          ),
        )
    : [];
  const found = members.length
    ? members
    : await tx
        .select({ uid: corporateAccount.uid })
        .from(corporateAccount)
        .where(
          and(
            eq(corporateAccount.companyId, subject.companyId),
            eq(corporateAccount.role, 'owner'),
            eq(corporateAccount.status, 'active'),
          ),
        );
  return found.map((m) => ({ uid: m.uid, role: 'corporate' as const }));
}

/**
 * In-app notifications and their e-mails (queued in the same transaction, sent by the queue). The payload is a
 * snapshot of the interview at this change, so the e-mail and its .ics say what was true when it happened, with
 * the sequence of that change. It names the job and the application, never the candidate (team members' payloads
 * carry the candidate's uid for the link only).
 */
export async function announce(tx: Tx, a: Announcement): Promise<void> {
  const { row, subject } = a;
  const payload = {
    event: a.event,
    interview_id: row.id,
    application_id: subject.applicationId,
    job_id: subject.jobId,
    job_title: subject.jobTitle,
    company_name_th: subject.companyTh,
    company_name_en: subject.companyEn,
    mode: row.mode,
    location: row.location,
    duration_minutes: row.durationMinutes,
    note: row.note,
    starts_at: row.startsAt?.toISOString() ?? null,
    slots: (a.slots ?? []).map((d) => d.toISOString()),
    sequence: row.sequence,
    ics: a.ics,
    ics_starts_at: a.calendarStartsAt?.toISOString() ?? null,
    reason: row.cancelReason ?? '',
    hours_before: a.hoursBefore ?? null,
    withdrawn: a.withdrawn === true,
  };
  const recipients: Recipient[] = [];
  if (a.to !== 'team') recipients.push({ uid: subject.candidateUid, role: 'candidate' });
  if (a.to !== 'candidate') recipients.push(...(await teamRecipients(tx, row, subject)));
  for (const r of recipients)
    await notify(
      tx,
      r,
      'interview',
      r.role === 'corporate'
        ? { ...payload, recipient: 'corporate', candidate_uid: subject.candidateUid }
        : { ...payload, recipient: 'candidate' },
      a.dedupeKey ?? null,
    );
}
