import { INTERVIEW_LIMITS } from '@jobportal/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { interview } from '../../db/schema';
import { cancelJob, enqueue } from '../queue/queue';
import { announce } from './announce';
import type { InterviewRow } from './rows';
import { subjectOf } from './subject';

/** The queue job of one reminder (payload `{ interviewId, startsAt, hours }`). */
export const INTERVIEW_REMINDER = 'interviews.reminder';

export const reminderKey = (interviewId: string, hours: number) =>
  `interview-reminder:${interviewId}:${hours}h`;

/** Removes the pending reminders of an interview (rescheduled, cancelled, erased). */
export async function clearReminders(tx: Tx, interviewId: string): Promise<void> {
  for (const hours of INTERVIEW_LIMITS.remindHours) await cancelJob(tx, reminderKey(interviewId, hours));
}

/**
 * Plans the reminders of a scheduled interview (24 h and 1 h before; one already past is not planned), replacing
 * any pending ones: one pending job per interview and lead time (singleton key).
 */
export async function planReminders(tx: Tx, row: InterviewRow, now: Date = new Date()): Promise<void> {
  await clearReminders(tx, row.id);
  if (row.status !== 'scheduled' || !row.startsAt) return;
  for (const hours of INTERVIEW_LIMITS.remindHours) {
    const runAt = new Date(row.startsAt.getTime() - hours * 3600_000);
    if (runAt.getTime() <= now.getTime()) continue;
    await enqueue(tx, {
      name: INTERVIEW_REMINDER,
      payload: { interviewId: row.id, startsAt: row.startsAt.toISOString(), hours },
      singletonKey: reminderKey(row.id, hours),
      runAt,
      maxAttempts: 5,
    });
  }
}

/**
 * A reminder's job: both sides hear of it in the app and by e-mail, unless the interview moved, was cancelled or
 * is gone meanwhile (the job is then a no-op; a re-plan normally removed it already).
 */
export async function sendReminder(db: Db, payload: Record<string, unknown>): Promise<'sent' | 'stale'> {
  const id = String(payload.interviewId ?? '');
  const startsAt = String(payload.startsAt ?? '');
  const hours = Number(payload.hours);
  if (!/^[0-9a-f-]{36}$/i.test(id)) return 'stale';
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(interview).where(eq(interview.id, id));
    if (!row || row.status !== 'scheduled' || row.startsAt?.toISOString() !== startsAt) return 'stale';
    const subject = await subjectOf(tx, row.applicationId);
    if (!subject) return 'stale';
    await announce(tx, {
      event: 'reminder',
      row,
      subject,
      to: 'both',
      ics: null,
      hoursBefore: hours,
      dedupeKey: `interview-reminder:${row.id}:${startsAt}:${hours}`,
    });
    return 'sent';
  });
}
