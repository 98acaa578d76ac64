import type { CandidateInterview } from '@jobportal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { application, company, interview, interviewSlot, job } from '../../db/schema';
import { ApiError, validationError } from '../../errors/api-error';
import { mailSettings } from '../alerts/email/settings';
import { recordInterviewActivity } from './activity';
import { announce } from './announce';
import { interviewIcs } from './invite';
import { addressOf, interviewLink } from './mail';
import { planReminders } from './reminders';
import { interviewFields, slotsOf } from './rows';
import { candidateInterview } from './subject';

/** Interviews of one candidate's applications in one answer (newest first). */
const LIST_MAX = 200;

/** GET /candidate/interviews: the candidate's own, upcoming and past, newest first. */
export async function listMyInterviews(db: Db, uid: string): Promise<CandidateInterview[]> {
  const rows = await db
    .select({
      i: interview,
      jobId: job.id,
      jobTitle: job.title,
      companyId: company.id,
      th: company.nameTh,
      en: company.nameEn,
    })
    .from(interview)
    .innerJoin(application, eq(application.id, interview.applicationId))
    .innerJoin(job, eq(job.id, application.jobId))
    .innerJoin(company, eq(company.id, job.companyId))
    .where(eq(application.candidateUid, uid))
    .orderBy(desc(interview.createdAt))
    .limit(LIST_MAX);
  const slots = await slotsOf(
    db,
    rows.map((r) => r.i.id),
  );
  return rows.map((r) => ({
    ...interviewFields(r.i, slots.get(r.i.id) ?? []),
    job: { id: r.jobId, title: r.jobTitle },
    company: { id: r.companyId, name_th: r.th, name_en: r.en },
  }));
}

async function mine(db: Db, uid: string, id: string): Promise<CandidateInterview> {
  const all = await listMyInterviews(db, uid);
  const found = all.find((i) => i.id === id);
  if (!found) throw new ApiError('INTERVIEW_NOT_FOUND');
  return found;
}

/**
 * POST /candidate/interviews/:id/choose: one of the offered slots becomes the time (409 INTERVIEW_NOT_OPEN unless
 * proposed, so a second choice is refused); both sides get the .ics, the reminders are planned. The first invite
 * keeps sequence 0; one after a former time was cancelled in calendars (sequence > 0) raises it, so calendars take
 * the new REQUEST as newer than that CANCEL.
 */
export async function chooseSlot(
  db: Db,
  uid: string,
  id: string,
  slotId: string,
): Promise<CandidateInterview> {
  await db.transaction(async (tx) => {
    const { row, subject } = await candidateInterview(tx, uid, id, true);
    if (row.status !== 'proposed') throw new ApiError('INTERVIEW_NOT_OPEN');
    const [slot] = await tx
      .select()
      .from(interviewSlot)
      .where(and(eq(interviewSlot.id, slotId), eq(interviewSlot.interviewId, row.id)));
    if (!slot) throw validationError([{ field: 'slot_id', code: 'invalid' }]);
    if (slot.startsAt.getTime() <= Date.now())
      throw validationError([{ field: 'slot_id', code: 'past_date' }]);
    const [updated] = await tx
      .update(interview)
      .set({
        status: 'scheduled',
        startsAt: slot.startsAt,
        sequence: row.sequence > 0 ? row.sequence + 1 : 0,
        candidateNote: null,
        updatedAt: new Date(),
      })
      .where(and(eq(interview.id, row.id), eq(interview.status, 'proposed')))
      .returning();
    if (!updated) throw new ApiError('INTERVIEW_NOT_OPEN');
    await planReminders(tx, updated);
    await announce(tx, { event: 'scheduled', row: updated, subject, to: 'both', ics: 'REQUEST' });
    await recordInterviewActivity(tx, 'interview_scheduled', updated, subject, uid);
  });
  return mine(db, uid, id);
}

/**
 * POST /candidate/interviews/:id/request-change: the candidate asks for other times, with a note the team reads.
 * From a proposal, or from a scheduled interview (its time stays in calendars until the team reschedules or cancels;
 * no reminder is sent meanwhile).
 */
export async function requestChange(
  db: Db,
  uid: string,
  id: string,
  note: string,
): Promise<CandidateInterview> {
  await db.transaction(async (tx) => {
    const { row, subject } = await candidateInterview(tx, uid, id, true);
    if (row.status !== 'proposed' && row.status !== 'scheduled') throw new ApiError('INTERVIEW_NOT_OPEN');
    const [updated] = await tx
      .update(interview)
      .set({ status: 'change_requested', candidateNote: note.trim(), updatedAt: new Date() })
      .where(eq(interview.id, row.id))
      .returning();
    await planReminders(tx, updated);
    await announce(tx, { event: 'change_requested', row: updated, subject, to: 'team', ics: null });
    await recordInterviewActivity(tx, 'interview_change_requested', updated, subject, uid);
  });
  return mine(db, uid, id);
}

/**
 * GET /candidate/interviews/:id/calendar.ics: the calendar file of the candidate's own interview as it stands
 * (REQUEST while it has a time, CANCEL once cancelled); 409 INTERVIEW_NOT_OPEN while no time is set.
 */
export async function myCalendarFile(db: Db, uid: string, id: string): Promise<string> {
  const { row, subject } = await candidateInterview(db, uid, id);
  if (!row.startsAt) throw new ApiError('INTERVIEW_NOT_OPEN');
  const settings = mailSettings();
  return interviewIcs({
    method: row.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
    interviewId: row.id,
    domain: new URL(settings.siteUrl).hostname,
    sequence: row.sequence,
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    mode: row.mode,
    location: row.location,
    note: row.note,
    jobTitle: subject.jobTitle,
    companyTh: subject.companyTh,
    companyEn: subject.companyEn,
    link: interviewLink(settings.siteUrl, 'candidate', { interview_id: row.id }),
    organizer: { name: subject.companyTh, email: addressOf(settings.from) },
    attendees: [{ name: subject.candidateName, email: subject.candidateEmail }],
    reason: row.cancelReason ?? undefined,
  });
}
