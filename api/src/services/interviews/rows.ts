import type { CorporateInterview, InterviewSlot } from '@jobportal/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/types';
import type { interview } from '../../db/schema';
import { interviewSlot } from '../../db/schema';

export type InterviewRow = typeof interview.$inferSelect;

/** The offered slots of these interviews, earliest first. */
export async function slotsOf(db: Tx, ids: string[]): Promise<Map<string, InterviewSlot[]>> {
  const out = new Map<string, InterviewSlot[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(interviewSlot)
    .where(inArray(interviewSlot.interviewId, ids))
    .orderBy(asc(interviewSlot.startsAt));
  for (const s of rows) out.get(s.interviewId)?.push({ id: s.id, starts_at: s.startsAt.toISOString() });
  return out;
}

/** The fields both sides see; slots only while the candidate may still pick one. */
export function interviewFields(r: InterviewRow, slots: InterviewSlot[]) {
  return {
    id: r.id,
    application_id: r.applicationId,
    status: r.status,
    mode: r.mode,
    location: r.location,
    duration_minutes: r.durationMinutes,
    note: r.note,
    starts_at: r.startsAt?.toISOString() ?? null,
    slots: r.status === 'proposed' ? slots : [],
    candidate_note: r.candidateNote,
    cancel_reason: r.cancelReason,
    sequence: r.sequence,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export function toCorporateInterview(r: InterviewRow, slots: InterviewSlot[]): CorporateInterview {
  return { ...interviewFields(r, slots), created_by_name: r.createdByName };
}
