import { Type, type Static } from 'typebox';
import { APPLICATION_STATUSES, HIRE_TYPES, JOB_STATUSES, STATUS_ACTORS, WORK_TYPES } from './bounds';
import { ApplicantCounts } from './jobs';
import { CandidateSkill, Education, FileInfo, LanguageSkill, WorkExperience } from './profile';
import { Nullable, OrNull, Ref, StringEnum } from './schema';
import { ScreeningAnswer } from './screening';

/** What an employer sees of a candidate who allows being found. Contact fields are null until they applied here. */
export const CandidateForEmployer = Type.Object(
  {
    uid: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    headline: Type.String(),
    about: Type.String(),
    province_id: Nullable(Type.Integer()),
    skills: Type.Array(Ref(CandidateSkill)),
    experiences: Type.Array(Ref(WorkExperience)),
    educations: Type.Array(Ref(Education)),
    languages: Type.Array(Ref(LanguageSkill)),
    years_experience: Type.Integer(),
    expected_salary: Nullable(Type.Integer()),
    preferred_work_types: Type.Array(StringEnum(WORK_TYPES)),
    preferred_hire_types: Type.Array(StringEnum(HIRE_TYPES)),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    has_applied_to_company: Type.Boolean(),
  },
  { $id: 'CandidateForEmployer' },
);
export type CandidateForEmployer = Static<typeof CandidateForEmployer>;

export const ApplicationNote = Type.Object(
  { id: Type.String(), body: Type.String(), author: Type.String(), at: Type.String() },
  { $id: 'ApplicationNote' },
);
export type ApplicationNote = Static<typeof ApplicationNote>;

/** A status change as the company sees it: who in the team made it (candidates get StatusChange, without names). */
export const CorporateStatusChange = Type.Object(
  {
    status: StringEnum(APPLICATION_STATUSES),
    at: Type.String(),
    actor: StringEnum(STATUS_ACTORS),
    /** the team member's name at the time (issue 43); null for the candidate, the system and older changes */
    actor_name: Nullable(Type.String()),
  },
  { $id: 'CorporateStatusChange' },
);
export type CorporateStatusChange = Static<typeof CorporateStatusChange>;

export const CorporateApplication = Type.Object(
  {
    id: Type.String(),
    job: Type.Object({ id: Type.String(), title: Type.String() }),
    candidate: Ref(CandidateForEmployer),
    status: StringEnum(APPLICATION_STATUSES),
    cover_letter: Type.String(),
    resume: OrNull(Ref(FileInfo)),
    applied_at: Type.String(),
    history: Type.Array(Ref(CorporateStatusChange)),
    /** private to the company, never sent to candidates */
    notes: Type.Array(Ref(ApplicationNote)),
    /** answers to the job's screening questions, in the job's question order (issue 43) */
    screening: Type.Array(ScreeningAnswer),
    /**
     * an answer met a knock-out rule and nobody moved it to the pipeline: while still 'applied' it shows in the
     * "not a fit" column
     */
    knocked_out: Type.Boolean(),
  },
  { $id: 'CorporateApplication' },
);
export type CorporateApplication = Static<typeof CorporateApplication>;

/** `type` of the events in GET /api/corporate/activities (the company's feed). */
export type CorporateActivityType =
  | 'account_created'
  | 'profile_updated'
  | 'logo_updated'
  | 'job_created' // saved as a draft
  | 'job_updated'
  | 'job_published' // created published, or a draft published
  | 'job_closed'
  | 'job_reopened'
  | 'application_received'
  | 'application_withdrawn'
  | 'status_changed' // data: { from, to }
  | 'note_added'
  | 'candidate_viewed'
  // screening and export (issue 43)
  | 'screening_questions_updated' // data: { questions }
  | 'moved_to_pipeline' // a knocked-out application put back in the pipeline
  | 'applicants_exported' // data: { format, rows, excluded }
  // the team (issue 43); data: the member's { name, role }, a role change { name, from, to }, a transfer { from, to }
  | 'member_joined'
  | 'member_role_changed'
  | 'member_removed'
  | 'member_left'
  | 'ownership_transferred';

export const CorporateDashboard = Type.Object(
  {
    open_jobs: Type.Integer(),
    draft_jobs: Type.Integer(),
    closed_jobs: Type.Integer(),
    new_applications_since_last_visit: Type.Integer(),
    total_applications: Type.Integer(),
    jobs: Type.Array(
      Type.Object({
        id: Type.String(),
        title: Type.String(),
        status: StringEnum(JOB_STATUSES),
        views: Type.Integer(),
        applicant_counts: ApplicantCounts,
      }),
    ),
  },
  { $id: 'CorporateDashboard' },
);
export type CorporateDashboard = Static<typeof CorporateDashboard>;

/** The schemas of this module registered by `$id`. */
export const CORPORATE_SCHEMAS = [
  CandidateForEmployer,
  ApplicationNote,
  CorporateStatusChange,
  CorporateApplication,
  CorporateDashboard,
] as const;
