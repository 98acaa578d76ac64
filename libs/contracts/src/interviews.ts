import { Type, type Static } from 'typebox';
import { INTERVIEW_LIMITS, INTERVIEW_MODES, INTERVIEW_STATUSES } from './bounds';
import { Nullable, StringEnum } from './schema';

/**
 * Interviews of an application (issue 43): the team proposes 1..5 slots, the candidate picks one (scheduled) or asks
 * for other times (change_requested); the team reschedules or cancels. Every time is an ISO 8601 instant; the
 * portal shows and mails them in Thai time (INTERVIEW_TIME_ZONE).
 */

const Instant = Type.String({ format: 'date-time', maxLength: 40 });

export const InterviewSlot = Type.Object({ id: Type.String(), starts_at: Type.String() });
export type InterviewSlot = Static<typeof InterviewSlot>;

const interviewFields = {
  id: Type.String(),
  application_id: Type.String(),
  status: StringEnum(INTERVIEW_STATUSES),
  mode: StringEnum(INTERVIEW_MODES),
  /** the on-site address or the video link */
  location: Type.String(),
  duration_minutes: Type.Integer(),
  note: Type.String(),
  /** the chosen or set time (scheduled; kept on a cancelled interview that had one) */
  starts_at: Nullable(Type.String()),
  /** the offered times while proposed */
  slots: Type.Array(InterviewSlot),
  /** the candidate's message when asking for other times */
  candidate_note: Nullable(Type.String()),
  cancel_reason: Nullable(Type.String()),
  /** the iCalendar SEQUENCE of the invite: raised on every change calendars must apply */
  sequence: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
};

/** The team's view (GET /corporate/applications/:id/interviews). */
export const CorporateInterview = Type.Object({
  ...interviewFields,
  /** the member who proposed it */
  created_by_name: Type.String(),
});
export type CorporateInterview = Static<typeof CorporateInterview>;

/** The candidate's view (GET /candidate/interviews): which job and company it is about. */
export const CandidateInterview = Type.Object({
  ...interviewFields,
  job: Type.Object({ id: Type.String(), title: Type.String() }),
  company: Type.Object({ id: Type.String(), name_th: Type.String(), name_en: Type.String() }),
});
export type CandidateInterview = Static<typeof CandidateInterview>;

const Slots = Type.Array(Instant, {
  minItems: INTERVIEW_LIMITS.slotsMin,
  maxItems: INTERVIEW_LIMITS.slotsMax,
});
const Location = Type.String({ minLength: 1, maxLength: INTERVIEW_LIMITS.locationMax, pattern: '\\S' });
const Duration = Type.Integer({
  minimum: INTERVIEW_LIMITS.durationMin,
  maximum: INTERVIEW_LIMITS.durationMax,
});
const Note = Type.String({ maxLength: INTERVIEW_LIMITS.noteMax });

/** POST /corporate/applications/:id/interviews. A video interview's location is its https link. */
export const InterviewProposeInput = Type.Object(
  {
    mode: StringEnum(INTERVIEW_MODES),
    location: Location,
    duration_minutes: Duration,
    note: Type.Optional(Note),
    slots: Slots,
  },
  { additionalProperties: false },
);
export type InterviewProposeInput = Static<typeof InterviewProposeInput>;

/**
 * PATCH /corporate/interviews/:id: new `slots` (proposed again), or a direct new `starts_at` (scheduled), and/or
 * other details; never both `slots` and `starts_at`. Every change raises the sequence.
 */
export const InterviewUpdateInput = Type.Object(
  {
    slots: Type.Optional(Slots),
    starts_at: Type.Optional(Instant),
    mode: Type.Optional(StringEnum(INTERVIEW_MODES)),
    location: Type.Optional(Location),
    duration_minutes: Type.Optional(Duration),
    note: Type.Optional(Note),
  },
  { additionalProperties: false },
);
export type InterviewUpdateInput = Static<typeof InterviewUpdateInput>;

export const InterviewCancelInput = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: INTERVIEW_LIMITS.reasonMax })) },
  { additionalProperties: false },
);
export type InterviewCancelInput = Static<typeof InterviewCancelInput>;

export const InterviewChooseInput = Type.Object(
  { slot_id: Type.String({ format: 'uuid', maxLength: 36 }) },
  { additionalProperties: false },
);
export type InterviewChooseInput = Static<typeof InterviewChooseInput>;

export const InterviewChangeRequestInput = Type.Object(
  { note: Type.String({ minLength: 1, maxLength: INTERVIEW_LIMITS.noteMax, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type InterviewChangeRequestInput = Static<typeof InterviewChangeRequestInput>;
