import type { CorporateInterview, InterviewProposeInput, InterviewUpdateInput } from '@jobportal/contracts';
import { canTransition } from '@jobportal/contracts/pipeline';
import { and, desc, eq } from 'drizzle-orm';
import type { CorporateContext } from '../../auth/identity';
import type { Db, Tx } from '../../db/types';
import { application, interview, interviewSlot } from '../../db/schema';
import { ApiError, validationError } from '../../errors/api-error';
import { applyStatus } from '../applications/corporate-applications';
import { recordInterviewActivity } from './activity';
import { announce, type InterviewEvent } from './announce';
import type { InviteMethod } from './invite';
import { clearReminders, planReminders } from './reminders';
import { slotsOf, toCorporateInterview, type InterviewRow } from './rows';
import { teamInterview, teamSubject, type Subject } from './subject';
import { checkLocation, futureTimes } from './validate';

/** Applications an interview can no longer be proposed on. */
const CLOSED = ['withdrawn', 'hired', 'rejected'];

async function replaceSlots(tx: Tx, interviewId: string, times: Date[]): Promise<void> {
  await tx.delete(interviewSlot).where(eq(interviewSlot.interviewId, interviewId));
  await tx.insert(interviewSlot).values(times.map((startsAt) => ({ interviewId, startsAt })));
}

async function one(tx: Tx, row: InterviewRow): Promise<CorporateInterview> {
  return toCorporateInterview(row, (await slotsOf(tx, [row.id])).get(row.id) ?? []);
}

/** Moves the application to 'interview' when it is earlier in the pipeline (history, activity; no status e-mail). */
async function moveToInterview(tx: Tx, ctx: CorporateContext, s: Subject): Promise<void> {
  if (!canTransition(s.applicationStatus, 'interview', 'corporate')) return;
  const [a] = await tx.select().from(application).where(eq(application.id, s.applicationId));
  // the interview e-mail tells the candidate; the plain status e-mail would say the same thing twice
  await applyStatus(tx, ctx, { ...a, companyId: s.companyId }, 'interview', { notifyCandidate: false });
}

/** POST /corporate/applications/:id/interviews: the candidate hears of the slots at once (in-app and e-mail). */
export async function proposeInterview(
  db: Db,
  ctx: CorporateContext,
  applicationId: string,
  input: InterviewProposeInput,
): Promise<CorporateInterview> {
  return db.transaction(async (tx) => {
    const subject = await teamSubject(tx, ctx, applicationId, 'job:interview');
    const location = checkLocation(input.mode, input.location);
    const times = futureTimes(input.slots, 'slots');
    if (CLOSED.includes(subject.applicationStatus)) throw new ApiError('INVALID_STATUS_TRANSITION');
    if (!subject.contactable) throw new ApiError('CANDIDATE_RESTRICTED');
    const [row] = await tx
      .insert(interview)
      .values({
        applicationId,
        companyId: ctx.companyId,
        mode: input.mode,
        location,
        durationMinutes: input.duration_minutes,
        note: input.note?.trim() ?? '',
        createdByUid: ctx.uid,
        createdByName: ctx.contactName || ctx.email,
      })
      .returning();
    await replaceSlots(tx, row.id, times);
    await moveToInterview(tx, ctx, subject);
    await announce(tx, { event: 'proposed', row, subject, to: 'candidate', ics: null, slots: times });
    await recordInterviewActivity(tx, 'interview_proposed', row, subject, ctx.uid);
    return one(tx, row);
  });
}

/** GET /corporate/applications/:id/interviews: every member reads them, newest first. */
export async function listApplicationInterviews(
  db: Db,
  ctx: CorporateContext,
  applicationId: string,
): Promise<CorporateInterview[]> {
  await teamSubject(db, ctx, applicationId, null);
  const rows = await db
    .select()
    .from(interview)
    .where(and(eq(interview.applicationId, applicationId), eq(interview.companyId, ctx.companyId)))
    .orderBy(desc(interview.createdAt));
  const slots = await slotsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toCorporateInterview(r, slots.get(r.id) ?? []));
}

interface Plan {
  event: InterviewEvent | null;
  to: 'candidate' | 'team' | 'both';
  ics: InviteMethod | null;
}

/**
 * PATCH /corporate/interviews/:id. New slots: proposed again (a time already in calendars is cancelled there);
 * a new start: scheduled at once (an update of the calendar entry); other details alone: the calendars are updated
 * when the interview has a time, the candidate hears of the new details while it is proposed. Every change raises
 * the sequence.
 */
export async function updateInterview(
  db: Db,
  ctx: CorporateContext,
  id: string,
  input: InterviewUpdateInput,
): Promise<CorporateInterview> {
  if (input.slots && input.starts_at) throw validationError([{ field: 'starts_at', code: 'invalid' }]);
  if (Object.values(input).every((v) => v === undefined))
    throw validationError([{ field: 'slots', code: 'required' }]);
  return db.transaction(async (tx) => {
    const { row, subject } = await teamInterview(tx, ctx, id, 'job:interview');
    if (row.status === 'cancelled') throw new ApiError('INTERVIEW_NOT_OPEN');
    const mode = input.mode ?? row.mode;
    const location =
      input.location !== undefined || input.mode
        ? checkLocation(mode, input.location ?? row.location)
        : row.location;
    const slots = input.slots ? futureTimes(input.slots, 'slots') : null;
    const startsAt = input.starts_at ? futureTimes([input.starts_at], 'starts_at')[0] : null;
    if (slots && !subject.contactable) throw new ApiError('CANDIDATE_RESTRICTED');
    const hadTime = row.startsAt !== null;
    let plan: Plan;
    let status = row.status;
    let nextStart = row.startsAt;
    if (slots) {
      status = 'proposed';
      nextStart = null;
      plan = { event: 'proposed', to: hadTime ? 'both' : 'candidate', ics: hadTime ? 'CANCEL' : null };
    } else if (startsAt) {
      status = 'scheduled';
      nextStart = startsAt;
      plan = { event: hadTime ? 'rescheduled' : 'scheduled', to: 'both', ics: 'REQUEST' };
    } else if (hadTime) {
      plan = { event: 'rescheduled', to: 'both', ics: 'REQUEST' };
    } else {
      plan = { event: row.status === 'proposed' ? 'proposed' : null, to: 'candidate', ics: null };
    }
    const [updated] = await tx
      .update(interview)
      .set({
        status,
        mode,
        location,
        durationMinutes: input.duration_minutes ?? row.durationMinutes,
        note: input.note !== undefined ? input.note.trim() : row.note,
        startsAt: nextStart,
        sequence: row.sequence + 1,
        candidateNote: slots || startsAt ? null : row.candidateNote,
        updatedAt: new Date(),
      })
      .where(and(eq(interview.id, row.id), eq(interview.sequence, row.sequence)))
      .returning();
    if (!updated) throw new ApiError('INTERVIEW_NOT_OPEN');
    if (slots) await replaceSlots(tx, row.id, slots);
    await planReminders(tx, updated);
    if (plan.event) {
      const current =
        slots ?? ((await slotsOf(tx, [row.id])).get(row.id) ?? []).map((s) => new Date(s.starts_at));
      await announce(tx, {
        event: plan.event,
        row: updated,
        subject,
        to: plan.to,
        ics: plan.ics,
        calendarStartsAt: plan.ics === 'CANCEL' ? row.startsAt : null,
        slots: updated.status === 'proposed' ? current : [],
      });
    }
    await recordInterviewActivity(tx, 'interview_rescheduled', updated, subject, ctx.uid);
    return one(tx, updated);
  });
}

/** POST /corporate/interviews/:id/cancel: both sides hear of it; a time in calendars is cancelled there. */
export async function cancelInterview(
  db: Db,
  ctx: CorporateContext,
  id: string,
  reason: string | undefined,
): Promise<CorporateInterview> {
  return db.transaction(async (tx) => {
    const { row, subject } = await teamInterview(tx, ctx, id, 'job:interview');
    if (row.status === 'cancelled') throw new ApiError('INTERVIEW_NOT_OPEN');
    const [updated] = await tx
      .update(interview)
      .set({
        status: 'cancelled',
        cancelReason: reason?.trim() || null,
        sequence: row.sequence + 1,
        updatedAt: new Date(),
      })
      .where(and(eq(interview.id, row.id), eq(interview.sequence, row.sequence)))
      .returning();
    if (!updated) throw new ApiError('INTERVIEW_NOT_OPEN');
    await clearReminders(tx, row.id);
    await announce(tx, {
      event: 'cancelled',
      row: updated,
      subject,
      to: 'both',
      ics: row.startsAt ? 'CANCEL' : null,
    });
    await recordInterviewActivity(tx, 'interview_cancelled', updated, subject, ctx.uid);
    return one(tx, updated);
  });
}
