import { Type, type Static, type TInteger, type TOptional } from 'typebox';
import {
  APPLICATION_STATUSES,
  DATE_POSTED,
  HIRE_TYPES,
  JOB_LIMITS,
  JOB_STATUSES,
  LOOKUP_ID_MAX,
  MODERATION_FLAGS,
  MODERATION_STATES,
  ORDER_BY,
  SEARCH_LIMITS,
  SKILL_SLUG_MAX,
  UNDERSTOOD_KINDS,
  WORK_TYPES,
  type ApplicationStatus,
} from './bounds';
import { RAIL_LINE_IDS, RAIL_STATION_CODE_MAX, RAIL_STATIONS_PER_JOB_MAX } from './rail';
import { IntegerEnum, Nullable, OrNull, Ref, StringEnum } from './schema';

const lookupId = () => Type.Integer({ minimum: 1, maximum: LOOKUP_ID_MAX });
/** A rail station code (rail.ts: 'E4', 'BL22', 'CEN'); the API answers an unknown one with 400 unknown_rail_station. */
const railStationCode = () =>
  Type.String({ minLength: 1, maxLength: RAIL_STATION_CODE_MAX, pattern: '^[A-Z]{1,3}[0-9]{0,2}$' });
/** Stations near a job: at most 3, no repeats. */
const railStations = () =>
  Type.Array(railStationCode(), { maxItems: RAIL_STATIONS_PER_JOB_MAX, uniqueItems: true });

/**
 * The spec's candidate search filter. On the wire it is the query string of GET /api/jobs/search:
 * lists repeat the key (?tag=react&tag=node), numbers are decimal strings.
 */
export const JobSearchFilter = Type.Object(
  {
    main_input: Type.Optional(Type.String({ maxLength: SEARCH_LIMITS.mainInputMax })),
    /** skill slugs */
    tag: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: SKILL_SLUG_MAX }), {
        maxItems: SEARCH_LIMITS.tagsMax,
      }),
    ),
    /** province ids */
    location: Type.Optional(Type.Array(lookupId(), { maxItems: SEARCH_LIMITS.locationsMax })),
    workType: Type.Optional(Type.Array(StringEnum(WORK_TYPES), { maxItems: WORK_TYPES.length })),
    hireType: Type.Optional(Type.Array(StringEnum(HIRE_TYPES), { maxItems: HIRE_TYPES.length })),
    /** education level ids */
    education: Type.Optional(Type.Array(lookupId(), { maxItems: SEARCH_LIMITS.educationsMax })),
    /** rail station codes (jobs near any of them, or near any station of a `line`) */
    station: Type.Optional(Type.Array(railStationCode(), { maxItems: SEARCH_LIMITS.stationsMax })),
    /** rail line ids: jobs near any station of the line */
    line: Type.Optional(Type.Array(StringEnum(RAIL_LINE_IDS), { maxItems: RAIL_LINE_IDS.length })),
    /** baht per month */
    minimum_salary: Type.Optional(Type.Integer({ minimum: 0, maximum: SEARCH_LIMITS.minimumSalaryMax })),
    /** default relevance when main_input is set, else newest */
    orderBy: Type.Optional(StringEnum(ORDER_BY)),
    datePosted: Type.Optional(IntegerEnum(DATE_POSTED)),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: SEARCH_LIMITS.offsetMax, default: 0 })),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: SEARCH_LIMITS.limitMax, default: SEARCH_LIMITS.limitDefault }),
    ),
    /** ignored by the server (the caller comes from the token); kept for spec compatibility */
    uid: Type.Optional(Type.String({ maxLength: SEARCH_LIMITS.uidMax })),
  },
  { additionalProperties: false },
);
export type JobSearchFilter = Static<typeof JobSearchFilter>;

export const CompanySummary = Type.Object(
  {
    id: Type.String(),
    name_th: Type.String(),
    name_en: Type.String(),
    logo_url: Nullable(Type.String()),
    verified: Type.Boolean(),
  },
  { $id: 'CompanySummary' },
);
export type CompanySummary = Static<typeof CompanySummary>;

const jobCardProps = {
  id: Type.String(),
  title: Type.String(),
  company: Ref(CompanySummary),
  province_id: Type.Integer(),
  work_type: StringEnum(WORK_TYPES),
  hire_type: StringEnum(HIRE_TYPES),
  salary_min: Nullable(Type.Integer()),
  salary_max: Nullable(Type.Integer()),
  salary_negotiable: Type.Boolean(),
  /** skill slugs */
  skills: Type.Array(Type.String()),
  /** codes of the rail stations near the job (rail.ts), at most 3; always sent by the API */
  rail_stations: Type.Optional(Type.Array(Type.String())),
  /** ISO */
  posted_at: Type.String(),
  /** false for guests */
  is_favourite: Type.Boolean(),
};

export const JobCard = Type.Object(jobCardProps, { $id: 'JobCard' });
export type JobCard = Static<typeof JobCard>;

export const FacetCount = Type.Object({
  /** slug / id as string / enum */
  value: Type.String(),
  count: Type.Integer(),
});
export type FacetCount = Static<typeof FacetCount>;

/**
 * A part of main_input the search understood as a filter or a boost ("กทม" -> location 1, "wfh" -> remote,
 * "40k" -> minimum_salary 40000, "senior" -> a seniority boost). `text` is the words as typed; `value` is the filter
 * value as a URL parameter value (province id, work/hire type enum, baht, seniority key); `without` is main_input
 * with this part taken out (what the page searches when the chip is removed).
 */
export const UnderstoodPart = Type.Object({
  kind: StringEnum(UNDERSTOOD_KINDS),
  value: Type.String({ description: 'province id, work/hire type, baht, or seniority key' }),
  text: Type.String({ description: 'the words as typed' }),
  without: Type.String({ description: 'main_input without this part' }),
});
export type UnderstoodPart = Static<typeof UnderstoodPart>;

/** What was left out to avoid an empty result: an understood part, or a word of the text ('term'). */
export const RelaxedPart = Type.Object({
  kind: StringEnum([...UNDERSTOOD_KINDS, 'term'] as const),
  value: Type.String(),
  text: Type.String(),
});
export type RelaxedPart = Static<typeof RelaxedPart>;

const facetList = () => Type.Array(FacetCount);

export const JobSearchResult = Type.Object(
  {
    items: Type.Array(Ref(JobCard)),
    total: Type.Integer(),
    offset: Type.Integer(),
    limit: Type.Integer(),
    facets: Type.Object({
      tag: facetList(),
      location: facetList(),
      workType: facetList(),
      hireType: facetList(),
      education: facetList(),
      /** rail station codes; always sent by the API */
      station: Type.Optional(facetList()),
      /** rail line ids (a job near two stations of a line counts once); always sent by the API */
      line: Type.Optional(facetList()),
    }),
    /**
     * Query understanding (always sent by the API; optional for older clients): `text` is main_input without the
     * parts that became filters (location, workType, hireType, salary; seniority words stay), `parts` what was
     * understood.
     */
    understood: Type.Optional(
      Type.Object({
        text: Type.String({
          description: 'main_input without the parts that became filters (seniority words stay)',
        }),
        parts: Type.Array(UnderstoodPart),
      }),
    ),
    /** "Did you mean": main_input with misspelt words corrected, or null. */
    suggestion: Type.Optional(
      Nullable(Type.String({ description: 'did you mean: main_input with misspelt words corrected' })),
    ),
    /** Parts left out because the whole query found nothing (in the order they were dropped); [] when none. */
    relaxed: Type.Optional(
      Type.Array(RelaxedPart, {
        description: 'parts left out because the whole query found nothing, in the order they were dropped',
      }),
    ),
    /** Related searches (skill and role names near what was typed) when nothing relevant was found; [] otherwise. */
    related: Type.Optional(
      Type.Array(Type.String(), {
        description:
          'related searches built from the taxonomy near what was typed, when nothing relevant was found',
      }),
    ),
  },
  { $id: 'JobSearchResult' },
);
export type JobSearchResult = Static<typeof JobSearchResult>;

export const JobDetail = Type.Object(
  {
    ...jobCardProps,
    company: Type.Object({
      ...CompanySummary.properties,
      about_th: Type.String(),
      about_en: Type.String(),
      website: Nullable(Type.String()),
      province_id: Nullable(Type.Integer()),
    }),
    /** sanitised */
    description_html: Type.String(),
    /** sanitised */
    qualifications_html: Type.String(),
    education_level_id: Nullable(Type.Integer()),
    years_experience_min: Type.Integer(),
    status: StringEnum(JOB_STATUSES),
    /** ISO date */
    valid_through: Nullable(Type.String()),
    /** For a signed-in candidate: their application to this job, else null. */
    my_application: OrNull(
      Type.Object({ id: Type.String(), status: StringEnum(APPLICATION_STATUSES), applied_at: Type.String() }),
    ),
  },
  { $id: 'JobDetail' },
);
export type JobDetail = Static<typeof JobDetail>;

const jobInputProps = {
  title: Type.String({ minLength: JOB_LIMITS.titleMin, maxLength: JOB_LIMITS.titleMax }),
  /** sanitised server side */
  description_html: Type.String({ minLength: 1, maxLength: JOB_LIMITS.descriptionMax }),
  qualifications_html: Type.String({ maxLength: JOB_LIMITS.qualificationsMax }),
  /** skill slugs */
  skills: Type.Array(Type.String({ minLength: 1, maxLength: SKILL_SLUG_MAX }), {
    minItems: JOB_LIMITS.skillsMin,
    maxItems: JOB_LIMITS.skillsMax,
    uniqueItems: true,
  }),
  province_id: lookupId(),
  /** codes of up to 3 rail stations near the job (rail.ts); left out = none on create, unchanged on update */
  rail_stations: Type.Optional(railStations()),
  work_type: StringEnum(WORK_TYPES),
  hire_type: StringEnum(HIRE_TYPES),
  education_level_id: Nullable(lookupId()),
  years_experience_min: Type.Integer({ minimum: 0, maximum: JOB_LIMITS.yearsExperienceMax }),
  salary_min: Nullable(Type.Integer({ minimum: 0, maximum: JOB_LIMITS.salaryMax })),
  /** >= salary_min (checked by the service) */
  salary_max: Nullable(Type.Integer({ minimum: 0, maximum: JOB_LIMITS.salaryMax })),
  salary_negotiable: Type.Boolean(),
  /** ISO date, in the future (checked by the service) */
  valid_through: Nullable(Type.String({ format: 'date' })),
};

/** Body of PUT /api/corporate/jobs/:id. */
export const JobInput = Type.Object(jobInputProps, { $id: 'JobInput', additionalProperties: false });
export type JobInput = Static<typeof JobInput>;

/** Body of POST /api/corporate/jobs: a JobInput, published at once with publish=true. */
export const JobCreateInput = Type.Object(
  { ...jobInputProps, publish: Type.Optional(Type.Boolean({ default: false })) },
  { additionalProperties: false },
);
export type JobCreateInput = Static<typeof JobCreateInput>;

const countsByStatus = Object.fromEntries(
  APPLICATION_STATUSES.map((s) => [s, Type.Optional(Type.Integer())]),
) as { [K in ApplicationStatus]: TOptional<TInteger> };

/** Applications of a job by status (statuses with none are left out) and their total. */
export const ApplicantCounts = Type.Object(
  { ...countsByStatus, total: Type.Integer() },
  { additionalProperties: false },
);
export type ApplicantCounts = Static<typeof ApplicantCounts>;

/** A job as its owner company sees it. */
export const CorporateJob = Type.Object(
  {
    ...jobInputProps,
    id: Type.String(),
    status: StringEnum(JOB_STATUSES),
    posted_at: Nullable(Type.String()),
    created_at: Type.String(),
    updated_at: Type.String(),
    views: Type.Integer(),
    applicant_counts: ApplicantCounts,
    /** 'held' or 'removed': off the site, with the rule codes (automatic hold) and staff's reason */
    moderation: StringEnum(MODERATION_STATES),
    moderation_flags: Type.Array(StringEnum(MODERATION_FLAGS)),
    moderation_reason: Nullable(Type.String()),
    /** the team member who owns the job (issue 43); null when nobody does (its owner left the team) */
    owner: OrNull(Type.Object({ uid: Type.String(), name: Type.String() })),
    /** the caller may edit the job, change its status and move its applicants (their role, or the job is theirs) */
    can_edit: Type.Boolean(),
  },
  { $id: 'CorporateJob' },
);
export type CorporateJob = Static<typeof CorporateJob>;

/** GET /api/jobs/changes: the job change feed as the gateway reads it to drop its server-written job pages. */
export const JobPageChanges = Type.Object({
  /** The newest seq of the answer: the reader's next `after`. */
  seq: Type.Integer(),
  /** Jobs whose public page may have changed (published, closed, edited, deleted); drafts are never named. */
  jobs: Type.Array(Type.String()),
  /**
   * The same changes one by one with their seq: a reader that asks again from an earlier seq (a later seq can
   * commit first) applies each change once.
   */
  changes: Type.Array(Type.Object({ seq: Type.Integer(), job: Type.String() })),
});
export type JobPageChanges = Static<typeof JobPageChanges>;

/** The schemas of this module registered by `$id` (referenced as `$ref: '<Id>#'`). */
export const JOB_SCHEMAS = [
  CompanySummary,
  JobCard,
  JobSearchResult,
  JobDetail,
  JobInput,
  CorporateJob,
] as const;
