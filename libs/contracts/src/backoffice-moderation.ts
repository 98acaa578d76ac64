/**
 * Moderation and company verification (issue 41): reports from the public (POST /api/reports), the staff's
 * moderation queue and actions (/api/backoffice/moderation/*), the verification desk (/api/backoffice/verifications)
 * and the employer's side of verification (/api/corporate/verification). No schema here has an `$id`: each is used
 * by one or two routes, inline.
 */
import { Type, type Static } from 'typebox';
import {
  COMPANY_MODERATION_ACTIONS,
  COMPANY_QUEUE_STATES,
  JOB_MODERATION_ACTIONS,
  JOB_STATUSES,
  MODERATION_FLAGS,
  MODERATION_LIMITS,
  MODERATION_QUEUE_STATES,
  MODERATION_STATES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_KINDS,
  VERIFICATION_DECISIONS,
  VERIFICATION_STATUSES,
} from './bounds';
import { StaffAuditEntry, StaffReason } from './backoffice';
import { Defaulted, Nullable, StringEnum, pageQueryProps } from './schema';

/** POST /api/reports (guests and signed-in users): one report per reporter and item. */
export const ReportInput = Type.Object(
  {
    target_kind: StringEnum(REPORT_TARGET_KINDS),
    target_id: Type.String({ format: 'uuid' }),
    reason: StringEnum(REPORT_REASONS),
    details: Type.Optional(Type.String({ maxLength: MODERATION_LIMITS.reportDetailsMax })),
  },
  { additionalProperties: false },
);
export type ReportInput = Static<typeof ReportInput>;

/** GET /api/backoffice/moderation/queue */
export const ModerationQueueQuery = Type.Object(
  {
    state: Defaulted(StringEnum(MODERATION_QUEUE_STATES, { default: 'held_or_reported' })),
    /** a part of the title or of the company's Thai or English name */
    q: Type.Optional(Type.String({ maxLength: MODERATION_LIMITS.queueQueryMax })),
    flag: Type.Optional(StringEnum(MODERATION_FLAGS)),
    ...pageQueryProps(),
  },
  { additionalProperties: false },
);
export type ModerationQueueQuery = Static<typeof ModerationQueueQuery>;

export const ModerationQueueItem = Type.Object({
  job_id: Type.String(),
  title: Type.String(),
  company_id: Type.String(),
  company_name: Type.String(),
  company_status: StringEnum(['active', 'suspended'] as const),
  moderation: StringEnum(MODERATION_STATES),
  moderation_flags: Type.Array(Type.String()),
  moderation_reason: Nullable(Type.String()),
  open_reports: Type.Integer(),
  status: StringEnum(JOB_STATUSES),
  posted_at: Nullable(Type.String()),
  updated_at: Type.String(),
});
export type ModerationQueueItem = Static<typeof ModerationQueueItem>;

export const ContentReportView = Type.Object({
  id: Type.String(),
  reason: StringEnum(REPORT_REASONS),
  details: Type.String(),
  created_at: Type.String(),
  status: StringEnum(REPORT_STATUSES),
});
export type ContentReportView = Static<typeof ContentReportView>;

/** GET /api/backoffice/moderation/jobs/:id: the job as staff review it, its reports and the staff's past actions. */
export const ModerationJobDetail = Type.Object({
  job: Type.Object({
    id: Type.String(),
    title: Type.String(),
    description_html: Type.String(),
    qualifications_html: Type.String(),
    salary_min: Nullable(Type.Integer()),
    salary_max: Nullable(Type.Integer()),
    salary_negotiable: Type.Boolean(),
    province_id: Type.Integer(),
    hire_type: Type.String(),
    company: Type.Object({
      id: Type.String(),
      name_th: Type.String(),
      name_en: Type.String(),
      status: StringEnum(['active', 'suspended'] as const),
      verified: Type.Boolean(),
    }),
    status: StringEnum(JOB_STATUSES),
    moderation: StringEnum(MODERATION_STATES),
    moderation_flags: Type.Array(Type.String()),
    moderation_reason: Nullable(Type.String()),
    moderated_at: Nullable(Type.String()),
    posted_at: Nullable(Type.String()),
    created_at: Type.String(),
    updated_at: Type.String(),
  }),
  reports: Type.Array(ContentReportView),
  /** audit entries whose target is this job, newest first */
  history: Type.Array(StaffAuditEntry),
});
export type ModerationJobDetail = Static<typeof ModerationJobDetail>;

/** GET /api/backoffice/moderation/companies: companies reported or suspended. */
export const ModerationCompanyQuery = Type.Object(
  {
    state: Defaulted(StringEnum(COMPANY_QUEUE_STATES, { default: 'reported' })),
    /** a part of the company's Thai or English name */
    q: Type.Optional(Type.String({ maxLength: MODERATION_LIMITS.queueQueryMax })),
    ...pageQueryProps(),
  },
  { additionalProperties: false },
);
export type ModerationCompanyQuery = Static<typeof ModerationCompanyQuery>;

export const ModerationCompanyItem = Type.Object({
  company_id: Type.String(),
  /** the Thai name */
  company_name: Type.String(),
  verified: Type.Boolean(),
  company_status: StringEnum(['active', 'suspended'] as const),
  status_reason: Nullable(Type.String()),
  open_reports: Type.Integer(),
  /** published jobs (off the site while the company is suspended or the job held or removed) */
  open_jobs: Type.Integer(),
  /** the newest report of the company, whatever its status; null when never reported */
  last_report_at: Nullable(Type.String()),
});
export type ModerationCompanyItem = Static<typeof ModerationCompanyItem>;

/** GET /api/backoffice/moderation/companies/:id: the company as staff review it, its reports, jobs and history. */
export const ModerationCompanyDetail = Type.Object({
  company: Type.Object({
    id: Type.String(),
    name_th: Type.String(),
    name_en: Type.String(),
    verified: Type.Boolean(),
    status: StringEnum(['active', 'suspended'] as const),
    status_reason: Nullable(Type.String()),
    created_at: Type.String(),
    website: Nullable(Type.String()),
    /** the first MODERATION_LIMITS.aboutExcerptMax characters of the about texts */
    about_excerpt_th: Type.String(),
    about_excerpt_en: Type.String(),
  }),
  /** newest first, every status */
  reports: Type.Array(ContentReportView),
  /** the company's latest jobs (MODERATION_LIMITS.companyJobsMax), newest first, drafts included */
  jobs: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      status: StringEnum(JOB_STATUSES),
      moderation: StringEnum(MODERATION_STATES),
    }),
  ),
  /** audit entries whose target is this company (suspensions, verifications, dismissed reports), newest first */
  history: Type.Array(StaffAuditEntry),
});
export type ModerationCompanyDetail = Static<typeof ModerationCompanyDetail>;

/** POST /api/backoffice/moderation/jobs/:id/action */
export const JobModerationInput = Type.Object(
  { action: StringEnum(JOB_MODERATION_ACTIONS), reason: StaffReason },
  { additionalProperties: false },
);
export type JobModerationInput = Static<typeof JobModerationInput>;

/** POST /api/backoffice/moderation/companies/:id/action */
export const CompanyModerationInput = Type.Object(
  { action: StringEnum(COMPANY_MODERATION_ACTIONS), reason: StaffReason },
  { additionalProperties: false },
);
export type CompanyModerationInput = Static<typeof CompanyModerationInput>;

/** POST /api/backoffice/moderation/reports/:id/dismiss and other actions that only carry the reason. */
export const StaffReasonInput = Type.Object({ reason: StaffReason }, { additionalProperties: false });
export type StaffReasonInput = Static<typeof StaffReasonInput>;

/** The answer of a job action: the job's moderation after it. */
export const JobModerationResult = Type.Object({
  job_id: Type.String(),
  moderation: StringEnum(MODERATION_STATES),
  moderation_flags: Type.Array(Type.String()),
  moderation_reason: Nullable(Type.String()),
  resolved_reports: Type.Integer(),
});
export type JobModerationResult = Static<typeof JobModerationResult>;

export const CompanyModerationResult = Type.Object({
  company_id: Type.String(),
  status: StringEnum(['active', 'suspended'] as const),
  status_reason: Nullable(Type.String()),
});
export type CompanyModerationResult = Static<typeof CompanyModerationResult>;

export const ReportDismissResult = Type.Object({ id: Type.String(), status: StringEnum(REPORT_STATUSES) });
export type ReportDismissResult = Static<typeof ReportDismissResult>;

/** GET /api/backoffice/verifications */
export const VerificationQuery = Type.Object(
  { status: Type.Optional(StringEnum(VERIFICATION_STATUSES)), ...pageQueryProps() },
  { additionalProperties: false },
);
export type VerificationQuery = Static<typeof VerificationQuery>;

export const VerificationFile = Type.Object({
  id: Type.String(),
  name: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
});

export const VerificationRequest = Type.Object({
  id: Type.String(),
  company_id: Type.String(),
  company_name: Type.String(),
  status: StringEnum(VERIFICATION_STATUSES),
  reason: Nullable(Type.String()),
  submitted_at: Type.String(),
  reviewed_at: Nullable(Type.String()),
  /** null when the document was erased since */
  file: Type.Union([VerificationFile, Type.Null()]),
});
export type VerificationRequest = Static<typeof VerificationRequest>;

/** POST /api/backoffice/verifications/:id/decision */
export const VerificationDecisionInput = Type.Object(
  { decision: StringEnum(VERIFICATION_DECISIONS), reason: StaffReason },
  { additionalProperties: false },
);
export type VerificationDecisionInput = Static<typeof VerificationDecisionInput>;

/** GET /api/corporate/verification: the company's verification as its employer sees it. */
export const CorporateVerification = Type.Object({
  status: StringEnum(['none', ...VERIFICATION_STATUSES] as const),
  /** staff's reason (a rejection's, shown to the employer) */
  reason: Nullable(Type.String()),
  submitted_at: Nullable(Type.String()),
  file_name: Nullable(Type.String()),
});
export type CorporateVerification = Static<typeof CorporateVerification>;

/** POST /api/corporate/verification: a file uploaded with POST /api/corporate/files (kind verification_document). */
export const CorporateVerificationInput = Type.Object(
  { file_id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type CorporateVerificationInput = Static<typeof CorporateVerificationInput>;
