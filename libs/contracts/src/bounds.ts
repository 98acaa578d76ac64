/**
 * Enums and bounds of the wire contract, as plain constants: the TypeBox schemas of this library, the API and the
 * front-end forms all read them from here. This module imports nothing (no TypeBox at run time), so a container may
 * import it through `@jobportal/contracts/bounds` without pulling the schemas into its bundle.
 */

/** Work types; the order is the one of the search index (do not reorder). */
export const WORK_TYPES = ['onsite', 'hybrid', 'remote'] as const;
/** Hire types; the order is the one of the search index (do not reorder). */
export const HIRE_TYPES = ['full_time', 'part_time', 'contract', 'internship', 'freelance'] as const;
export const ORDER_BY = ['relevance', 'newest'] as const;
/** datePosted filter: jobs posted within the last N days. */
export const DATE_POSTED = [1, 3, 7, 14, 30] as const;
export const JOB_STATUSES = ['draft', 'published', 'closed'] as const;
export const APPLICATION_STATUSES = [
  'applied',
  'reviewing',
  'shortlisted',
  'interview',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const LANGUAGE_LEVELS = ['basic', 'conversational', 'business', 'fluent', 'native'] as const;
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export const CONTACT_TOPICS = ['general', 'candidate', 'employer', 'technical', 'privacy'] as const;
/** What query understanding can turn a part of main_input into. */
/** Statuses a company may set (withdrawn belongs to the candidate, applied is where an application starts). */
export const COMPANY_SET_STATUSES = [
  'reviewing',
  'shortlisted',
  'interview',
  'offered',
  'hired',
  'rejected',
] as const;
/** Who changed an application's status (StatusChange.actor). */
export const STATUS_ACTORS = ['candidate', 'corporate', 'system'] as const;
export const UNDERSTOOD_KINDS = ['location', 'workType', 'hireType', 'salary', 'seniority'] as const;

export type WorkType = (typeof WORK_TYPES)[number];
export type HireType = (typeof HIRE_TYPES)[number];
export type OrderBy = (typeof ORDER_BY)[number];
export type DatePosted = (typeof DATE_POSTED)[number];
export type JobStatus = (typeof JOB_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
export type CompanySize = (typeof COMPANY_SIZES)[number];
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export type UnderstoodKind = (typeof UNDERSTOOD_KINDS)[number];
export type StatusActor = (typeof STATUS_ACTORS)[number];

/** Largest id of a lookup table (smallint): provinces, education levels, company types. */
export const LOOKUP_ID_MAX = 32767;
/** Salaries (baht per month): job salary range, minimum_salary filter, expected salary. */
export const SALARY_MAX = 10_000_000;
/** Longest skill slug. */
export const SKILL_SLUG_MAX = 60;

/** Body of POST/PUT /api/corporate/jobs[/:id] (the job form). */
export const JOB_LIMITS = {
  titleMin: 3,
  titleMax: 150,
  descriptionMax: 20_000,
  qualificationsMax: 20_000,
  skillsMin: 1,
  skillsMax: 30,
  yearsExperienceMax: 40,
  salaryMax: SALARY_MAX,
} as const;

/** Query string of GET /api/jobs/search (and the saved-search filter). */
export const SEARCH_LIMITS = {
  mainInputMax: 200,
  tagsMax: 30,
  locationsMax: 77,
  educationsMax: 20,
  /** rail station codes in one search */
  stationsMax: 20,
  minimumSalaryMax: SALARY_MAX,
  offsetMax: 10_000,
  limitDefault: 20,
  limitMax: 50,
  uidMax: 128,
  /** GET /api/jobs/:id/similar */
  similarDefault: 6,
  similarMax: 20,
} as const;

/** POST /api/contact (the contact form). */
export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** GET /api/blog, GET /api/blog/changes */
export const BLOG_LIMITS = {
  offsetMax: 100_000,
  limitDefault: 12,
  limitMax: 50,
  tagMax: 60,
  /** slugs of GET /api/blog/changes at most (the newest changes) */
  changesMax: 500,
} as const;
/** Paths under /api/blog that are not posts: no post may take these slugs (409 SLUG_TAKEN). */
export const RESERVED_BLOG_SLUGS = ['changes'] as const;

/** The company profile (PUT /api/corporate/profile) and the employer sign-up (POST /api/corporate/create). */
export const COMPANY_LIMITS = {
  nameMax: 200,
  aboutMax: 10_000,
  benefitsMax: 30,
  benefitMax: 200,
  websiteMax: 500,
  contactLinksMax: 20,
  contactLinkValueMax: 500,
  /** contact link types are 1..10 (lookups.contactLinkTypes) */
  contactLinkTypeMax: 10,
  addressMax: 1000,
  contactNameMax: 200,
  phoneMax: 20,
  uidMax: 128,
  emailMax: 254,
  passwordMin: 6,
  passwordMax: 4096,
} as const;
/** Phone numbers as the API takes them: digits, +, - and spaces. */
export const PHONE_PATTERN = '^[0-9+\\- ]*$';

/** The candidate profile (PUT /api/candidate/profile). */
export const CANDIDATE_LIMITS = {
  firstNameMax: 100,
  lastNameMax: 100,
  headlineMax: 200,
  aboutMax: 5000,
  phoneMax: 20,
  skillsMax: 50,
  experiencesMax: 30,
  educationsMax: 20,
  languagesMax: 20,
  yearsExperienceMax: 60,
  expectedSalaryMax: SALARY_MAX,
  /** company, title, institution, degree, field of study */
  textMax: 200,
  /** a work experience's description */
  descriptionMax: 5000,
  graduatedYearMin: 1950,
  graduatedYearMax: 2100,
  languageCodeMin: 2,
  languageCodeMax: 10,
} as const;
/** A month as YYYY-MM (work experience start and end). */
export const YEAR_MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';

/** offset/limit of the paged lists (favourites, applications, activities, saved searches...). */
export const PAGE_LIMITS = {
  offsetMax: 100_000,
  limitDefault: 20,
  limitMax: 50,
} as const;

/** POST /api/candidate/applications */
export const APPLY_LIMITS = {
  coverLetterMax: 5000,
} as const;

/** The `type` filter of the activity feeds. */
export const ACTIVITY_TYPE_MAX = 40;

/** The hiring pipeline (applications of the company's jobs). */
export const PIPELINE_LIMITS = {
  /** q: a candidate's name or headline */
  searchMax: 200,
  noteMax: 5000,
  bulkIdsMax: 200,
} as const;

/** Screening questions a job asks at apply time (issue 43). */
export const SCREENING_KINDS = ['yes_no', 'number', 'single_choice', 'short_text'] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];
export const SCREENING_LIMITS = {
  questionsMax: 10,
  promptMax: 300,
  optionsMin: 2,
  optionsMax: 10,
  optionMax: 100,
  /** a short-text answer; every answer's text is bounded by it */
  answerMax: 300,
  /** number answers and knock-out bounds (years, a salary, a grade...): never negative */
  numberMax: 1_000_000_000,
  /** `answer=<question id>:<value>` filters of the pipeline and the export */
  answerFiltersMax: 10,
  answerFilterMax: 400,
} as const;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /api/corporate/candidates (candidate search). */
export const CANDIDATE_SEARCH_LIMITS = {
  qMax: 200,
  skillsMax: 20,
  provincesMax: 77,
  minYearsMax: 60,
  maxSalaryMax: SALARY_MAX,
} as const;

/** AI matching (GET /api/candidate/ai/*, GET /api/corporate/jobs/:id/ai/candidates). */
export const MATCH_LIMITS = {
  limitDefault: 20,
  limitMax: 50,
  candidatesLimitDefault: 20,
  candidatesLimitMax: 100,
  targetRoleMax: 100,
} as const;
export const MATCH_HINT_CODES = [
  'add_skills',
  'missing_profile_field',
  'raise_level',
  'widen_location',
] as const;

/** Job alerts (saved searches) and the notification inbox. */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type Frequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
/** What a notification is about; also the unit of e-mail unsubscription. */
export const NOTIFICATION_KINDS = [
  'application_status',
  'application_new',
  'application_withdrawn',
  'job_expiring',
  'saved_search_digest',
  /** staff approved, held or took down one of the company's jobs (back office moderation) */
  'job_moderated',
  /** staff approved or rejected the company's verification request */
  'company_verification',
  /** staff suspended or reinstated the company */
  'company_status',
  /** a new message in an application's thread (issue 43; one per thread per 10 minutes, without the text) */
  'application_message',
  /** an interview was proposed, scheduled, changed, cancelled, or is near (payload.event; issue 43) */
  'interview',
  /** a company invited the candidate to apply for one of its jobs (issue 43, "invite to apply") */
  'job_invitation',
  /** the weekly "jobs you may like" e-mail from the AI matcher (issue 44; marketing: needs consent_marketing) */
  'job_recommendations',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const LOCALES = ['th', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/** The two layouts of the CV made from the profile (issue 44): one column, or a shaded side column. */
export const CV_TEMPLATES = ['classic', 'modern'] as const;
export type CvTemplate = (typeof CV_TEMPLATES)[number];
export const ALERT_LIMITS = {
  nameMax: 100,
  /** at most this many saved searches per candidate (409 SAVED_SEARCH_LIMIT) */
  savedSearchesMax: 20,
  /** above the number of NOTIFICATION_KINDS (12 with issue 44's), so every kind can be switched off */
  emailOffMax: 20,
} as const;

/** Moderation state of a job: 'clear' follows its status; 'held' and 'removed' are seen by their employer only. */
export const MODERATION_STATES = ['clear', 'held', 'removed'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];
/**
 * Why a job was held automatically (api/src/services/moderation/rules.ts), plus 'reported' when it reached the
 * report threshold (MODERATION_LIMITS.reportsToHold distinct open reports).
 */
export const MODERATION_FLAGS = [
  'markup',
  'contact_in_title',
  'header_injection',
  'scam_phrase',
  'salary_outlier',
  'posting_burst',
  'reported',
] as const;
export type ModerationFlag = (typeof MODERATION_FLAGS)[number];
/** Why someone reports a job or a company (POST /api/reports). */
export const REPORT_REASONS = [
  'scam',
  'fake_company',
  'misleading',
  'discrimination',
  'offensive',
  'duplicate',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_TARGET_KINDS = ['job', 'company'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** Staff's actions on a job and on a company, and their decision on a verification request. */
export const JOB_MODERATION_ACTIONS = ['approve', 'hold', 'take_down'] as const;
export type JobModerationAction = (typeof JOB_MODERATION_ACTIONS)[number];
export const COMPANY_MODERATION_ACTIONS = ['suspend', 'reinstate'] as const;
export type CompanyModerationAction = (typeof COMPANY_MODERATION_ACTIONS)[number];
/** The moderation queue's filter: the default is what waits for staff (held, or with open reports). */
export const MODERATION_QUEUE_STATES = ['held_or_reported', 'held', 'removed', 'reported', 'all'] as const;
export type ModerationQueueState = (typeof MODERATION_QUEUE_STATES)[number];
/**
 * The companies' side of the queue: reported (open reports, the default: what waits for staff), suspended, or all
 * (ever reported, suspended or reinstated).
 */
export const COMPANY_QUEUE_STATES = ['reported', 'suspended', 'all'] as const;
export type CompanyQueueState = (typeof COMPANY_QUEUE_STATES)[number];
export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const VERIFICATION_DECISIONS = ['approve', 'reject'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];
export const MODERATION_LIMITS = {
  /** distinct open reports that hold a job automatically (flag 'reported') */
  reportsToHold: 3,
  reportDetailsMax: 1000,
  /** a verification document: PDF, JPEG or PNG by content */
  verificationDocumentMaxBytes: 5 * 1024 * 1024,
  queueQueryMax: 200,
  /** characters of a company's about text in the staff's company review */
  aboutExcerptMax: 300,
  /** a company's latest jobs in the staff's company review */
  companyJobsMax: 20,
} as const;

/** Interviews of an application (issue 43): proposed with slots, scheduled when the candidate picks one. */
export const INTERVIEW_MODES = ['onsite', 'video'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
export const INTERVIEW_STATUSES = ['proposed', 'scheduled', 'change_requested', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_LIMITS = {
  slotsMin: 1,
  slotsMax: 5,
  durationMin: 15,
  durationMax: 480,
  locationMax: 500,
  noteMax: 2000,
  reasonMax: 1000,
  /** how far ahead a slot may lie */
  aheadDaysMax: 365,
  /** the reminders before a scheduled interview, in hours */
  remindHours: [24, 1],
} as const;
/** The interviews' time zone: every time is shown and put in calendars in Thai time (UTC+7, no daylight saving). */
export const INTERVIEW_TIME_ZONE = 'Asia/Bangkok';

/**
 * Messages per application (issue 43): one thread between the company's team and the candidate.
 */
export const MESSAGE_LIMITS = {
  /** characters of one message */
  bodyMax: 4000,
  /** at most one notification (and so one e-mail) per recipient per thread in this window */
  notifyWindowSeconds: 600,
  /** messages returned by one read of a thread (the newest ones) */
  threadMax: 500,
  /** applications in one unread-counts answer */
  unreadMax: 500,
} as const;

/**
 * Why nobody may post in a thread (409 THREAD_CLOSED), readable by both sides:
 * withdrawn: the candidate withdrew the application; restricted: the candidate restricted the processing of their
 * data (PDPA); candidate_unavailable: no consent any more or deletion requested; company_suspended: staff suspended
 * the company.
 */
export const THREAD_CLOSED_REASONS = [
  'withdrawn',
  'restricted',
  'candidate_unavailable',
  'company_suspended',
] as const;
export type ThreadClosedReason = (typeof THREAD_CLOSED_REASONS)[number];

/** Salary insights (issue 45, ./salary.ts): where figures are shown, so a single employer's pay never is. */
export const SALARY_FLOOR = {
  /** open jobs with a stated salary in the family and province */
  minJobs: 5,
  /** different companies among them */
  minCompanies: 3,
  /** days of each window of the trend (the newest window against the one before it) */
  trendDays: 90,
} as const;
