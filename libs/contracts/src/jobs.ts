import type { DatePosted, HireType, OrderBy, WorkType } from './lookups';
import type { ApplicationStatus } from './candidate';

export type JobStatus = 'draft' | 'published' | 'closed';

/**
 * The spec's candidate search filter. On the wire it is the query string of GET /api/jobs/search:
 * lists repeat the key (?tag=react&tag=node), numbers are decimal strings.
 */
export interface JobSearchFilter {
  main_input?: string;
  tag?: string[]; // skill slugs
  location?: number[]; // province ids
  workType?: WorkType[];
  hireType?: HireType[];
  education?: number[]; // education level ids
  minimum_salary?: number; // baht per month
  orderBy?: OrderBy; // default relevance when main_input is set, else newest
  datePosted?: DatePosted;
  offset?: number; // default 0
  limit?: number; // default 20, max 50
  uid?: string; // ignored by the server (the caller comes from the token); kept for spec compatibility
}

export interface CompanySummary {
  id: string;
  name_th: string;
  name_en: string;
  logo_url: string | null;
  verified: boolean;
}

export interface JobCard {
  id: string;
  title: string;
  company: CompanySummary;
  province_id: number;
  work_type: WorkType;
  hire_type: HireType;
  salary_min: number | null;
  salary_max: number | null;
  salary_negotiable: boolean;
  skills: string[]; // skill slugs
  posted_at: string; // ISO
  is_favourite: boolean; // false for guests
}

export interface FacetCount {
  value: string; // slug / id as string / enum
  count: number;
}

/**
 * A part of main_input the search understood as a filter or a boost ("กทม" -> location 1, "wfh" -> remote,
 * "40k" -> minimum_salary 40000, "senior" -> a seniority boost). `text` is the words as typed; `value` is the filter
 * value as a URL parameter value (province id, work/hire type enum, baht, seniority key); `without` is main_input
 * with this part taken out (what the page searches when the chip is removed).
 */
export type UnderstoodKind = 'location' | 'workType' | 'hireType' | 'salary' | 'seniority';
export interface UnderstoodPart {
  kind: UnderstoodKind;
  value: string;
  text: string;
  without: string;
}

/** What was left out to avoid an empty result: an understood part, or a word of the text ('term'). */
export interface RelaxedPart {
  kind: UnderstoodKind | 'term';
  value: string;
  text: string;
}

export interface JobSearchResult {
  items: JobCard[];
  total: number;
  offset: number;
  limit: number;
  facets: {
    tag: FacetCount[];
    location: FacetCount[];
    workType: FacetCount[];
    hireType: FacetCount[];
    education: FacetCount[];
  };
  /**
   * Query understanding (always sent by the API; optional for older clients): `text` is main_input without the
   * parts that became filters (location, workType, hireType, salary; seniority words stay), `parts` what was understood.
   */
  understood?: { text: string; parts: UnderstoodPart[] };
  /** "Did you mean": main_input with misspelt words corrected, or null. */
  suggestion?: string | null;
  /** Parts left out because the whole query found nothing (in the order they were dropped); [] when none. */
  relaxed?: RelaxedPart[];
}

export interface JobDetail extends JobCard {
  description_html: string; // sanitised
  qualifications_html: string; // sanitised
  education_level_id: number | null;
  years_experience_min: number;
  status: JobStatus;
  valid_through: string | null; // ISO date
  /** For a signed-in candidate: their application to this job, else null. */
  my_application: { id: string; status: ApplicationStatus; applied_at: string } | null;
  company: CompanySummary & {
    about_th: string;
    about_en: string;
    website: string | null;
    province_id: number | null;
  };
}

/** Body of POST/PUT /api/corporate/jobs[/:id]. */
export interface JobInput {
  title: string; // 3..150
  description_html: string; // 1..20000, sanitised server side
  qualifications_html: string; // 0..20000
  skills: string[]; // skill slugs, 1..30
  province_id: number;
  work_type: WorkType;
  hire_type: HireType;
  education_level_id: number | null;
  years_experience_min: number; // 0..40
  salary_min: number | null; // 0..10_000_000
  salary_max: number | null; // >= salary_min
  salary_negotiable: boolean;
  valid_through: string | null; // ISO date, in the future
}

/** A job as its owner company sees it. */
export interface CorporateJob extends JobInput {
  id: string;
  status: JobStatus;
  posted_at: string | null;
  created_at: string;
  updated_at: string;
  views: number;
  applicant_counts: Partial<Record<ApplicationStatus, number>> & { total: number };
}
