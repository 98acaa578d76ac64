/**
 * The ONE database schema of the API, used by both drivers (PGlite embedded, node-postgres with DATABASE_URL).
 * SQL migrations in api/drizzle/ are generated from this file with `npm run db:generate -w @jobportal/api`.
 * After the first migration, changes are additive only.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ContactLink,
  CandidateSkill,
  Education,
  LanguageSkill,
  ReleaseAction,
  ReleaseRemote,
  TeamRole,
  WorkExperience,
} from '@jobportal/contracts';

/** tsvector column (filled from search_text, see services/jobs/search-index.ts). */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** Raw bytes (file contents). Both drivers return a Buffer/Uint8Array. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  fromDriver(value) {
    return Buffer.isBuffer(value) ? value : Buffer.from(value);
  },
});

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => tsz('created_at').notNull().defaultNow();
const updatedAt = () => tsz('updated_at').notNull().defaultNow();

// ---------------------------------------------------------------- lookups

export const province = pgTable('province', {
  id: smallint('id').primaryKey(), // 1..77
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  region: text('region').notNull(),
});

export const companyType = pgTable('company_type', {
  id: smallint('id').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
});

/** Ordered: a higher id is a higher level. */
export const educationLevel = pgTable('education_level', {
  id: smallint('id').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
});

export const skill = pgTable(
  'skill',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameTh: text('name_th'),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text('category').notNull(),
  },
  (t) => [uniqueIndex('skill_slug_uq').on(t.slug)],
);

// ---------------------------------------------------------------- files

export const file = pgTable(
  'file',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUid: text('owner_uid'), // firebase uid of the uploader; null for seeded public assets
    ownerRole: text('owner_role').$type<'candidate' | 'corporate' | 'system'>().notNull(),
    /** blog_cover: an image an editor uploaded in the back office (public, like a logo; owner_uid null). */
    /** verification_document: a company's registration certificate, read by its uploader and staff only. */
    /** message_attachment: a file on an application's message (issue 43), read by the thread's two sides only. */
    kind: text('kind')
      .$type<'resume' | 'logo' | 'cover' | 'blog_cover' | 'verification_document' | 'message_attachment'>()
      .notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('file_owner_idx').on(t.ownerUid, t.kind)],
);

// ---------------------------------------------------------------- companies and employers

export const company = pgTable(
  'company',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    companyTypeId: smallint('company_type_id').references(() => companyType.id),
    logoFileId: uuid('logo_file_id').references(() => file.id, { onDelete: 'set null' }),
    aboutTh: text('about_th').notNull().default(''),
    aboutEn: text('about_en').notNull().default(''),
    benefits: text('benefits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    size: text('size').$type<'1-10' | '11-50' | '51-200' | '201-500' | '501-1000' | '1000+'>(),
    website: text('website'),
    contactLinks: jsonb('contact_links')
      .$type<ContactLink[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    address: text('address').notNull().default(''),
    provinceId: smallint('province_id').references(() => province.id),
    verified: boolean('verified').notNull().default(false),
    /** Suspended by staff (back office): its jobs are off the site and its logins are refused. */
    status: text('status').$type<'active' | 'suspended'>().notNull().default('active'),
    /** Staff's reason for the suspension, shown to the employer. */
    statusReason: text('status_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('company_name_th_idx').on(t.nameTh)],
);

/** An employer login (corporate tenant). The registration password is never stored. */
export const corporateAccount = pgTable(
  'corporate_account',
  {
    uid: text('uid').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull().default(''),
    status: text('status').$type<'active' | 'suspended'>().notNull().default('active'),
    /** The member's role in the company's team (issue 43); exactly one owner per company (a partial unique index). */
    role: text('role').$type<TeamRole>().notNull().default('owner'),
    lastDashboardVisit: tsz('last_dashboard_visit'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('corporate_account_company_idx').on(t.companyId),
    uniqueIndex('corporate_account_one_owner_uq')
      .on(t.companyId)
      .where(sql`role = 'owner'`),
  ],
);

// ---------------------------------------------------------------- candidates

export const candidate = pgTable(
  'candidate',
  {
    uid: text('uid').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    headline: text('headline').notNull().default(''),
    about: text('about').notNull().default(''),
    phone: text('phone').notNull().default(''),
    provinceId: smallint('province_id').references(() => province.id),
    skills: jsonb('skills')
      .$type<CandidateSkill[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Slugs of `skills`, kept in sync by the service, for array filters (GIN). */
    skillSlugs: text('skill_slugs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experiences: jsonb('experiences')
      .$type<WorkExperience[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    educations: jsonb('educations')
      .$type<Education[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    languages: jsonb('languages')
      .$type<LanguageSkill[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    yearsExperience: smallint('years_experience').notNull().default(0),
    expectedSalary: integer('expected_salary'),
    preferredWorkTypes: text('preferred_work_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    preferredHireTypes: text('preferred_hire_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    resumeFileId: uuid('resume_file_id').references(() => file.id, { onDelete: 'set null' }),
    visibleToEmployers: boolean('visible_to_employers').notNull().default(false),
    /** 'erased': the row that keeps an erased candidate's anonymised applications (no personal data). */
    status: text('status').$type<'active' | 'deletion_requested' | 'erased'>().notNull().default('active'),
    deletionRequestedAt: tsz('deletion_requested_at'),
    /** PDPA consents; null = never asked. */
    consentPdpa: boolean('consent_pdpa'),
    consentCookie: boolean('consent_cookie'),
    consentMarketing: boolean('consent_marketing'),
    consentUpdatedAt: tsz('consent_updated_at'),
    /** PDPA objection/restriction (s.32, s.34): hidden from every employer search and AI ranking, nothing deleted. */
    processingRestricted: boolean('processing_restricted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('candidate_skill_slugs_idx').using('gin', t.skillSlugs),
    index('candidate_visible_idx').on(t.visibleToEmployers, t.status),
  ],
);

/** Every consent change, with time (PDPA audit trail). */
export const pdpaConsentHistory = pgTable(
  'pdpa_consent_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    candidateUid: text('candidate_uid')
      .notNull()
      .references(() => candidate.uid, { onDelete: 'cascade' }),
    pdpa: boolean('pdpa'),
    cookie: boolean('cookie'),
    marketing: boolean('marketing'),
    /** The restriction switch after this change (null in rows older than the switch). */
    restricted: boolean('restricted'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: tsz('at').notNull().defaultNow(),
  },
  (t) => [index('pdpa_consent_history_candidate_idx').on(t.candidateUid, t.at)],
);

// ---------------------------------------------------------------- jobs

export const job = pgTable(
  'job',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    descriptionHtml: text('description_html').notNull(),
    qualificationsHtml: text('qualifications_html').notNull().default(''),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`), // skill slugs
    provinceId: smallint('province_id')
      .notNull()
      .references(() => province.id),
    /** Codes of up to 3 rail stations near the job (libs/contracts rail.ts), as the employer picked them (issue 45). */
    railStations: text('rail_stations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    workType: text('work_type').$type<'onsite' | 'hybrid' | 'remote'>().notNull(),
    hireType: text('hire_type')
      .$type<'full_time' | 'part_time' | 'contract' | 'internship' | 'freelance'>()
      .notNull(),
    educationLevelId: smallint('education_level_id').references(() => educationLevel.id),
    yearsExperienceMin: smallint('years_experience_min').notNull().default(0),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryNegotiable: boolean('salary_negotiable').notNull().default(false),
    status: text('status').$type<'draft' | 'published' | 'closed'>().notNull().default('draft'),
    postedAt: tsz('posted_at'),
    validThrough: date('valid_through', { mode: 'string' }),
    views: integer('views').notNull().default(0),
    /** The team member who owns the job (issue 43); null when that member left (owners and admins act on it). */
    ownerUid: text('owner_uid'),
    /**
     * Moderation (services/moderation): 'clear' jobs follow their status; a 'held' job (an automatic hold or staff's)
     * and a 'removed' one (taken down by staff) are seen by their employer only, with the reasons.
     */
    moderation: text('moderation').$type<'clear' | 'held' | 'removed'>().notNull().default('clear'),
    /** Rule codes of an automatic hold (services/moderation/rules.ts); empty for staff's own decisions. */
    moderationFlags: text('moderation_flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Staff's reason for a hold or take-down, shown to the employer. */
    moderationReason: text('moderation_reason'),
    moderatedAt: tsz('moderated_at'),
    /** Filled by buildJobSearchText (services/search/indexing.ts) on every write. */
    searchText: text('search_text').notNull().default(''),
    searchTsv: tsvector('search_tsv'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_company_idx').on(t.companyId, t.status),
    index('job_status_posted_idx').on(t.status, t.postedAt.desc()),
    index('job_province_idx').on(t.provinceId),
    index('job_skills_idx').using('gin', t.skills),
    index('job_search_tsv_idx').using('gin', t.searchTsv),
    index('job_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('job_moderation_idx')
      .on(t.moderation, t.moderatedAt)
      .where(sql`moderation <> 'clear'`),
  ],
);

export const favourite = pgTable(
  'favourite',
  {
    candidateUid: text('candidate_uid')
      .notNull()
      .references(() => candidate.uid, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.candidateUid, t.jobId] }), index('favourite_job_idx').on(t.jobId)],
);

// ---------------------------------------------------------------- applications

export const application = pgTable(
  'application',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    candidateUid: text('candidate_uid')
      .notNull()
      .references(() => candidate.uid, { onDelete: 'cascade' }),
    status: text('status')
      .$type<
        'applied' | 'reviewing' | 'shortlisted' | 'interview' | 'offered' | 'hired' | 'rejected' | 'withdrawn'
      >()
      .notNull()
      .default('applied'),
    coverLetter: text('cover_letter').notNull().default(''),
    resumeFileId: uuid('resume_file_id').references(() => file.id, { onDelete: 'set null' }),
    /** A screening answer met a knock-out rule of the job (issue 43): the pipeline's "not a fit" column. */
    knockedOut: boolean('knocked_out').notNull().default(false),
    appliedAt: tsz('applied_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('application_job_candidate_uq').on(t.jobId, t.candidateUid),
    index('application_candidate_idx').on(t.candidateUid, t.appliedAt),
    index('application_job_status_idx').on(t.jobId, t.status),
  ],
);

export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    status: text('status').notNull(),
    actor: text('actor').$type<'candidate' | 'corporate' | 'system'>().notNull(),
    actorUid: text('actor_uid'),
    /** The team member's name at the time (issue 43: every pipeline action shows who did it, also after they left). */
    actorName: text('actor_name'),
    at: tsz('at').notNull().defaultNow(),
  },
  (t) => [index('application_status_history_app_idx').on(t.applicationId, t.at)],
);

/** Private to the company: never returned on candidate routes. */
export const applicationNote = pgTable(
  'application_note',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    authorUid: text('author_uid').notNull(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    at: tsz('at').notNull().defaultNow(),
  },
  (t) => [index('application_note_app_idx').on(t.applicationId, t.at)],
);

// ---------------------------------------------------------------- activity and views

/**
 * One row per event per audience: `role` says whose feed it belongs to (candidate_uid's or company_id's);
 * `actor_uid` is who did it.
 */
export const activityEvent = pgTable(
  'activity_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role').$type<'candidate' | 'corporate'>().notNull(),
    actorUid: text('actor_uid'),
    candidateUid: text('candidate_uid'),
    companyId: uuid('company_id'),
    jobId: uuid('job_id'),
    applicationId: uuid('application_id'),
    type: text('type').notNull(),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    at: tsz('at').notNull().defaultNow(),
  },
  (t) => [
    index('activity_event_candidate_idx').on(t.role, t.candidateUid, t.at.desc()),
    index('activity_event_company_idx').on(t.role, t.companyId, t.at.desc()),
  ],
);

export const candidateProfileView = pgTable(
  'candidate_profile_view',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    candidateUid: text('candidate_uid')
      .notNull()
      .references(() => candidate.uid, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    viewerUid: text('viewer_uid').notNull(),
    at: tsz('at').notNull().defaultNow(),
  },
  (t) => [index('candidate_profile_view_candidate_idx').on(t.candidateUid, t.at)],
);

export const jobView = pgTable(
  'job_view',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    candidateUid: text('candidate_uid'),
    at: tsz('at').notNull().defaultNow(),
  },
  (t) => [
    index('job_view_candidate_idx').on(t.candidateUid, t.at.desc()),
    index('job_view_job_idx').on(t.jobId),
  ],
);

// ---------------------------------------------------------------- content

export const blogPost = pgTable(
  'blog_post',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en').notNull(),
    excerptTh: text('excerpt_th').notNull().default(''),
    excerptEn: text('excerpt_en').notNull().default(''),
    bodyThHtml: text('body_th_html').notNull().default(''),
    bodyEnHtml: text('body_en_html').notNull().default(''),
    coverFileId: uuid('cover_file_id').references(() => file.id, { onDelete: 'set null' }),
    /** A static cover path/URL, used when there is no cover file. */
    coverUrl: text('cover_url'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Public when published_at <= now() and not unpublished; a future published_at is a scheduled post. */
    publishedAt: tsz('published_at'),
    /** Set when an editor took a published post down (it keeps its published_at for a later re-publish). */
    unpublishedAt: tsz('unpublished_at'),
    /** The staff member who last saved it (back office). */
    updatedBy: text('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_post_slug_uq').on(t.slug),
    index('blog_post_published_idx').on(t.publishedAt.desc()),
    index('blog_post_tags_idx').using('gin', t.tags),
  ],
);

export const contactMessage = pgTable('contact_message', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  topic: text('topic').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  locale: text('locale'),
  /** Support inbox (back office): new -> answered -> closed (a reply re-opens nothing; a closed one can be re-opened). */
  status: text('status').$type<'new' | 'answered' | 'closed'>().notNull().default('new'),
  updatedAt: updatedAt(),
  createdAt: createdAt(),
});

/** A support agent's reply to a contact message, sent by e-mail through the job queue (the thread of the inbox). */
export const contactReply = pgTable(
  'contact_reply',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessage.id, { onDelete: 'cascade' }),
    staffUid: text('staff_uid').notNull(),
    staffEmail: text('staff_email').notNull(),
    body: text('body').notNull(),
    /** When the SMTP server accepted it; null while queued. */
    sentAt: tsz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_reply_message_idx').on(t.messageId, t.createdAt)],
);

// ---------------------------------------------------------------- background work and personal-data rights

/**
 * The job queue (services/queue): a job is due at run_at; a worker claims it with FOR UPDATE SKIP LOCKED and a
 * lease (locked_until), so a worker that dies mid-job leaves it to the next one. Finished jobs are deleted (their
 * payload may name a person); jobs out of attempts stay with failed_at for an operator.
 */
export const jobQueue = pgTable(
  'job_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** At most one pending job per key (e.g. one erasure per account, one run of a schedule). */
    singletonKey: text('singleton_key'),
    runAt: tsz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: tsz('locked_until'),
    lastError: text('last_error'),
    failedAt: tsz('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('job_queue_singleton_uq').on(t.singletonKey), index('job_queue_due_idx').on(t.runAt)],
);

/** What an erasure removed and when, with no personal data (no uid, no e-mail: only counts per table). */
export const erasureAudit = pgTable('erasure_audit', {
  id: uuid('id').primaryKey().defaultRandom(),
  role: text('role').$type<'candidate' | 'corporate'>().notNull(),
  requestedAt: tsz('requested_at'),
  erasedAt: tsz('erased_at').notNull().defaultNow(),
  counts: jsonb('counts')
    .$type<Record<string, number>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
});

/** A "download my data" archive prepared in the background; removed when it expires or the account is erased. */
export const dataExport = pgTable(
  'data_export',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUid: text('owner_uid').notNull(),
    ownerRole: text('owner_role').$type<'candidate' | 'corporate'>().notNull(),
    status: text('status').$type<'pending' | 'ready' | 'failed'>().notNull().default('pending'),
    size: integer('size'),
    data: bytea('data'),
    createdAt: createdAt(),
    readyAt: tsz('ready_at'),
    expiresAt: tsz('expires_at').notNull(),
  },
  (t) => [index('data_export_owner_idx').on(t.ownerUid)],
);

// ---------------------------------------------------------------- job alerts and notifications (services/alerts)

/** A candidate's saved job search: the search page's filter (same keys as its URL) and how often to hear about it. */
export const savedSearch = pgTable(
  'saved_search',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateUid: text('candidate_uid')
      .notNull()
      .references(() => candidate.uid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    frequency: text('frequency').$type<'instant' | 'daily' | 'weekly'>().notNull(),
    paused: boolean('paused').notNull().default(false),
    /** The language of its e-mails: the accept-language of the request that saved it. */
    locale: text('locale').$type<'th' | 'en'>().notNull().default('th'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_search_candidate_idx').on(t.candidateUid)],
);

/**
 * A job found for a saved search; the primary key makes a job reach a saved search once, ever. No foreign keys: a
 * matching run writes up to a million rows and their two checks per row were most of its time (bench:alerts);
 * delete triggers on saved_search and job (migration 0003) remove the rows as ON DELETE CASCADE did.
 */
export const savedSearchJob = pgTable(
  'saved_search_job',
  {
    savedSearchId: uuid('saved_search_id').notNull(),
    jobId: uuid('job_id').notNull(),
    matchedAt: tsz('matched_at').notNull().defaultNow(),
    /** Set when a digest carried it; null = waiting for the next digest of the saved search's frequency. */
    sentAt: tsz('sent_at'),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.jobId] })],
);

/** An in-app notification (the bell); e-mail copies are sent through the job queue. */
export const notification = pgTable(
  'notification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientUid: text('recipient_uid').notNull(),
    recipientRole: text('recipient_role').$type<'candidate' | 'corporate'>().notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** At most one notification per recipient and key (e.g. one expiry warning per job). */
    dedupeKey: text('dedupe_key'),
    readAt: tsz('read_at'),
    /** When its e-mail left (or was skipped by preference/consent): a retried e-mail job sends at most once. */
    emailedAt: tsz('emailed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notification_recipient_idx').on(t.recipientUid, t.recipientRole, t.createdAt),
    uniqueIndex('notification_dedupe_uq').on(t.recipientUid, t.recipientRole, t.dedupeKey),
  ],
);

/** E-mail preferences of one account: its language and the kinds it unsubscribed from. */
export const notificationPreference = pgTable(
  'notification_preference',
  {
    uid: text('uid').notNull(),
    role: text('role').$type<'candidate' | 'corporate'>().notNull(),
    locale: text('locale').$type<'th' | 'en'>().notNull().default('th'),
    emailOff: text('email_off')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.role] })],
);

/**
 * The change feed of the job table for the search indexes of other API processes: one row per job insert, update
 * or delete, written by a trigger in the writing transaction (migration 0004), which also sends NOTIFY job_change.
 * Each process keeps the last seq it applied and reads only newer rows (primary key = the index on seq).
 */
export const jobChange = pgTable('job_change', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  jobId: uuid('job_id').notNull(),
  kind: text('kind').$type<'upsert' | 'delete'>().notNull(),
  at: tsz('at').notNull().defaultNow(),
});

// ---------------------------------------------------------------- operators (back office)

/**
 * A report of a job or a company by a guest or a user ("report this job"). One per reporter and item: reporter_key
 * is the account (`candidate:<uid>`, `corporate:<uid>`) or, for a guest, a keyed hash of the client address.
 */
export const contentReport = pgTable(
  'content_report',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetKind: text('target_kind').$type<'job' | 'company'>().notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    reporterKey: text('reporter_key').notNull(),
    status: text('status').$type<'open' | 'resolved' | 'dismissed'>().notNull().default('open'),
    resolvedAt: tsz('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('content_report_once_uq').on(t.targetKind, t.targetId, t.reporterKey),
    index('content_report_open_idx').on(t.status, t.createdAt),
  ],
);

/** A company's verification request: a registration certificate (a file) reviewed by staff. */
export const companyVerification = pgTable(
  'company_verification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').references(() => file.id, { onDelete: 'set null' }),
    submittedBy: text('submitted_by').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    /** Staff's reason (shown to the employer on a rejection). */
    reason: text('reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: tsz('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('company_verification_company_idx').on(t.companyId, t.createdAt),
    index('company_verification_status_idx').on(t.status),
  ],
);

/**
 * A personal-data request handled by the privacy desk: one that came by e-mail or phone (the operator checked the
 * person's identity and says how) or one the product recorded; the export or erasure itself runs in the job queue.
 */
export const privacyRequest = pgTable(
  'privacy_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'export' | 'erasure'>().notNull(),
    subjectRole: text('subject_role').$type<'candidate' | 'corporate'>().notNull(),
    subjectUid: text('subject_uid').notNull(),
    /** How the operator checked who asked, and why (never the person's documents themselves). */
    reason: text('reason').notNull(),
    staffUid: text('staff_uid').notNull(),
    status: text('status').$type<'started' | 'done' | 'failed'>().notNull().default('started'),
    exportId: uuid('export_id'),
    createdAt: createdAt(),
    doneAt: tsz('done_at'),
  },
  (t) => [index('privacy_request_created_idx').on(t.createdAt)],
);

/**
 * Every staff action, append-only (a trigger refuses UPDATE and DELETE): who from the verified token, when, what,
 * the record before and after, and the reason. Not part of any person's data export.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tsz('at').notNull().defaultNow(),
    actorUid: text('actor_uid').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRoles: text('actor_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    reason: text('reason'),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at.desc()),
    index('staff_audit_actor_idx').on(t.actorUid, t.at.desc()),
    index('staff_audit_target_idx').on(t.targetKind, t.targetId),
  ],
);

/**
 * The release history (issue 42), append-only like the staff audit (a trigger refuses UPDATE, DELETE and TRUNCATE):
 * every change the gateway's release service made to the registry of a remote, with the verified staff member who
 * asked for it. Written and read through /api/backoffice/releases/events only.
 */
export const releaseEvent = pgTable(
  'release_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tsz('at').notNull().defaultNow(),
    actorUid: text('actor_uid').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').$type<ReleaseAction>().notNull(),
    remote: text('remote').$type<ReleaseRemote>().notNull(),
    /** the version served before the change, and after it (null: none) */
    fromVersion: text('from_version'),
    toVersion: text('to_version'),
    /** the versions a prune removed (null: not a prune) */
    removed: text('removed').array(),
    reason: text('reason'),
    /** the checks a forced activation overrode */
    forced: text('forced'),
  },
  (t) => [index('release_event_remote_idx').on(t.remote, t.id.desc())],
);

// ---------------------------------------------------------------- hiring as a team (issue 43)

/**
 * An invitation to join a company's team. Only the SHA-256 of the link's token is stored; the link leads through
 * the corporate sign-up or sign-in and is accepted by the account whose verified e-mail is `email`.
 */
export const companyInvite = pgTable(
  'company_invite',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    /** lower-cased */
    email: text('email').notNull(),
    role: text('role').$type<Exclude<TeamRole, 'owner'>>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedByUid: text('invited_by_uid').notNull(),
    invitedByName: text('invited_by_name').notNull(),
    /** the language of the invitation e-mail */
    locale: text('locale').$type<'th' | 'en'>().notNull().default('th'),
    expiresAt: tsz('expires_at').notNull(),
    sentCount: integer('sent_count').notNull().default(1),
    lastSentAt: tsz('last_sent_at').notNull().defaultNow(),
    acceptedAt: tsz('accepted_at'),
    acceptedUid: text('accepted_uid'),
    revokedAt: tsz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_invite_token_uq').on(t.tokenHash),
    index('company_invite_company_idx').on(t.companyId, t.createdAt.desc()),
    uniqueIndex('company_invite_open_email_uq')
      .on(t.companyId, t.email)
      .where(sql`accepted_at IS NULL AND revoked_at IS NULL`),
  ],
);

/** A team member who works on a job besides its owner (recruiters act on the jobs they own or collaborate on). */
export const jobCollaborator = pgTable(
  'job_collaborator',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    accountUid: text('account_uid')
      .notNull()
      .references(() => corporateAccount.uid, { onDelete: 'cascade' }),
    addedByUid: text('added_by_uid').notNull(),
    at: tsz('at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.accountUid] }),
    index('job_collaborator_account_idx').on(t.accountUid),
  ],
);

/** A message of an application's thread, between the company's team and the candidate. */
export const applicationMessage = pgTable(
  'application_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role').$type<'candidate' | 'corporate'>().notNull(),
    senderUid: text('sender_uid').notNull(),
    /** the sender's name at the time (a member who left keeps their name on what they wrote) */
    senderName: text('sender_name').notNull(),
    body: text('body').notNull(),
    attachmentFileId: uuid('attachment_file_id').references(() => file.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('application_message_app_idx').on(t.applicationId, t.createdAt)],
);

/** How far one reader (a candidate or a team member) has read an application's thread. */
export const applicationMessageRead = pgTable(
  'application_message_read',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    readerUid: text('reader_uid').notNull(),
    readAt: tsz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.readerUid] })],
);

/**
 * An interview of an application: proposed with slots, scheduled when the candidate picks one, rescheduled or
 * cancelled. `sequence` is the iCalendar SEQUENCE of the invite (raised on every change the calendars must apply).
 */
export const interview = pgTable(
  'interview',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    status: text('status')
      .$type<'proposed' | 'scheduled' | 'change_requested' | 'cancelled'>()
      .notNull()
      .default('proposed'),
    mode: text('mode').$type<'onsite' | 'video'>().notNull(),
    /** on-site address or the video link */
    location: text('location').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    note: text('note').notNull().default(''),
    startsAt: tsz('starts_at'),
    sequence: integer('sequence').notNull().default(0),
    /** the candidate's message when asking for other times */
    candidateNote: text('candidate_note'),
    cancelReason: text('cancel_reason'),
    createdByUid: text('created_by_uid').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('interview_application_idx').on(t.applicationId, t.createdAt),
    index('interview_company_starts_idx').on(t.companyId, t.startsAt),
  ],
);

export const interviewSlot = pgTable(
  'interview_slot',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interview.id, { onDelete: 'cascade' }),
    startsAt: tsz('starts_at').notNull(),
  },
  (t) => [index('interview_slot_interview_idx').on(t.interviewId, t.startsAt)],
);

/** A question a job asks at apply time; `knockout` says which answers send the application to "not a fit". */
export const screeningQuestion = pgTable(
  'screening_question',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind').$type<'yes_no' | 'number' | 'single_choice' | 'short_text'>().notNull(),
    prompt: text('prompt').notNull(),
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    required: boolean('required').notNull().default(true),
    /** e.g. {"equals":"yes"}, {"min":3}, {"max":80000}, {"accepted":["A","B"]}: the answers that pass; null = none */
    knockout: jsonb('knockout').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
    /** removed from the job after candidates answered it: off the apply form, its answers kept */
    removedAt: tsz('removed_at'),
  },
  (t) => [index('screening_question_job_idx').on(t.jobId, t.position)],
);

export const screeningAnswer = pgTable(
  'screening_answer',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => screeningQuestion.id, { onDelete: 'cascade' }),
    /** 'yes' | 'no' for yes/no, a number's text, the chosen option, or the short text */
    value: text('value').notNull(),
    /** this answer met the question's knock-out rule */
    knocksOut: boolean('knocks_out').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.questionId] }),
    index('screening_answer_question_idx').on(t.questionId, t.value),
  ],
);

/** A company's message template (invite, reject, offer, other) in Thai and English, with {placeholders}. */
export const messageTemplate = pgTable(
  'message_template',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'invite' | 'reject' | 'offer' | 'other'>().notNull(),
    name: text('name').notNull(),
    bodyTh: text('body_th').notNull(),
    bodyEn: text('body_en').notNull(),
    updatedByUid: text('updated_by_uid').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('message_template_company_idx').on(t.companyId, t.kind)],
);

/** "Invite to apply": a recruiter asked a candidate who allows it to apply to one job. */
export const jobInvitation = pgTable(
  'job_invitation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    candidateUid: text('candidate_uid')
      .notNull()
      .references(() => candidate.uid, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    invitedByUid: text('invited_by_uid').notNull(),
    invitedByName: text('invited_by_name').notNull(),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
    /** the candidate dismissed it (the row stays: one invitation per job and candidate) */
    dismissedAt: tsz('dismissed_at'),
  },
  (t) => [
    uniqueIndex('job_invitation_job_candidate_uq').on(t.jobId, t.candidateUid),
    index('job_invitation_candidate_idx').on(t.candidateUid, t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------- several hosts (issue 46)

/**
 * Rate-limit counters every API host shares (one row per route, caller and window; UNLOGGED in the migration: a
 * crash may lose the counts of the current windows, never a write). Expired rows are purged by the queue.
 */
export const rateLimitCounter = pgTable(
  'rate_limit_counter',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: tsz('expires_at').notNull(),
  },
  (t) => [index('rate_limit_counter_expires_idx').on(t.expiresAt)],
);

/**
 * The first answer to a creating write sent with an `Idempotency-Key` (per account, route and key): a retry gets it
 * back instead of writing again. `status` is null while the first request runs. Purged by the queue after a day.
 */
export const idempotencyRecord = pgTable(
  'idempotency_record',
  {
    scope: text('scope').notNull(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: smallint('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
    startedAt: tsz('started_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.route, t.key] }),
    index('idempotency_record_created_idx').on(t.createdAt),
  ],
);
