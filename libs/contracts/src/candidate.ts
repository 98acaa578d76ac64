import { Type, type Static, type TInteger, type TOptional } from 'typebox';
import {
  APPLICATION_STATUSES,
  APPLY_LIMITS,
  SCREENING_LIMITS,
  STATUS_ACTORS,
  type ApplicationStatus,
} from './bounds';
import { JobCard } from './jobs';
import { FileInfo } from './profile';
import { Nullable, OrNull, Ref, StringEnum } from './schema';
import { ScreeningAnswerInput } from './screening';

export const StatusChange = Type.Object(
  { status: StringEnum(APPLICATION_STATUSES), at: Type.String(), actor: StringEnum(STATUS_ACTORS) },
  { $id: 'StatusChange' },
);
export type StatusChange = Static<typeof StatusChange>;

export const CandidateApplication = Type.Object(
  {
    id: Type.String(),
    job: Ref(JobCard),
    status: StringEnum(APPLICATION_STATUSES),
    cover_letter: Type.String(),
    resume: OrNull(Ref(FileInfo)),
    applied_at: Type.String(),
    history: Type.Array(Ref(StatusChange)),
  },
  { $id: 'CandidateApplication' },
);
export type CandidateApplication = Static<typeof CandidateApplication>;

/** POST /api/candidate/applications */
export const ApplyInput = Type.Object(
  {
    job_id: Type.String({ format: 'uuid' }),
    cover_letter: Type.Optional(Type.String({ maxLength: APPLY_LIMITS.coverLetterMax })),
    /** a file the caller uploaded; default: the profile's résumé */
    resume_file_id: Type.Optional(Type.String({ format: 'uuid' })),
    /** answers to the job's screening questions (GET /jobs/:id/questions); every required one must be there */
    answers: Type.Optional(Type.Array(ScreeningAnswerInput, { maxItems: SCREENING_LIMITS.questionsMax })),
  },
  { $id: 'ApplyInput', additionalProperties: false },
);
export type ApplyInput = Static<typeof ApplyInput>;

/** Applications by status; statuses with none are left out. */
export const CountsByStatus = Type.Object(
  Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, Type.Optional(Type.Integer())])) as {
    [K in ApplicationStatus]: TOptional<TInteger>;
  },
  { additionalProperties: false },
);

export const CandidateOverview = Type.Object(
  {
    /** missing = profile field keys, most valuable first */
    completeness: Type.Object({ percent: Type.Integer(), missing: Type.Array(Type.String()) }),
    applications_by_status: CountsByStatus,
    favourites: Type.Integer(),
    profile_views: Type.Integer(),
    recent_applications: Type.Array(Ref(CandidateApplication)),
    recommended_jobs: Type.Array(Ref(JobCard)),
  },
  { $id: 'CandidateOverview' },
);
export type CandidateOverview = Static<typeof CandidateOverview>;

export type CandidateActivityType =
  | 'applied'
  | 'withdrawn'
  | 'status_changed'
  | 'favourited'
  | 'unfavourited'
  | 'viewed_job'
  | 'profile_updated';

/** An event of an activity feed (the candidate's or the company's). */
export const ActivityEvent = Type.Object(
  {
    id: Type.String(),
    /** CandidateActivityType or CorporateActivityType */
    type: Type.String(),
    at: Type.String(),
    job: Type.Optional(OrNull(Type.Object({ id: Type.String(), title: Type.String() }))),
    company: Type.Optional(
      OrNull(Type.Object({ id: Type.String(), name_th: Type.String(), name_en: Type.String() })),
    ),
    candidate: Type.Optional(OrNull(Type.Object({ uid: Type.String(), name: Type.String() }))),
    application_id: Type.Optional(Nullable(Type.String())),
    /** e.g. { from: 'applied', to: 'interview' } */
    data: Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true }),
  },
  { $id: 'ActivityEvent' },
);
export type ActivityEvent = Static<typeof ActivityEvent>;

/** POST /candidate/job/favJob/:jobId (true) and DELETE /candidate/job/deleteFavJob/:jobId (false). */
export const FavouriteResult = <V extends boolean>(value: V) =>
  Type.Object({ job_id: Type.String(), is_favourite: Type.Literal(value) });

/** The schemas of this module registered by `$id`. */
export const APPLICATION_SCHEMAS = [
  StatusChange,
  CandidateApplication,
  ApplyInput,
  CandidateOverview,
  ActivityEvent,
] as const;
