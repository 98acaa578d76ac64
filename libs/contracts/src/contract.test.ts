import { Value } from 'typebox/value';
import type { APPLICATION_STATUSES } from './index';
import {
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  ContactInput,
  JOB_LIMITS,
  SEARCH_LIMITS,
  WIRE_SCHEMAS,
  WORK_TYPES,
  JobInput,
  JobSearchFilter,
  type ApiErrorBody,
  type ApplicantCounts,
  type ActivityEvent,
  type BlogPost,
  type CandidateApplication,
  type CandidateForEmployer,
  type EmailPreferencesView,
  type SavedSearch,
  type SavedSearchInput,
  type CandidatePrivacy,
  type DataExportInfo,
  type MatchExplanation,
  type MatchFilter,
  type MatchHint,
  type SkillSuggestion,
  type CorporateApplication,
  type CorporateDashboard,
  type CandidateOverview,
  type CandidateProfile,
  type CandidateProfileInput,
  type Company,
  type CompanyProfileInput,
  type CorporateCreateInput,
  type PublicCompany,
  type HomeData,
  type JobCard,
  type JobDetail,
  type JobSearchResult,
  type Lookups,
} from './index';

/**
 * Compile-time: the types derived from the schemas (Static<>) are the shapes the front-ends and the API's services
 * were written against. A schema change that changes a type (a field made optional or nullable, an enum widened to
 * string, a field renamed) fails `typecheck` here before any caller sees it.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Work = 'onsite' | 'hybrid' | 'remote';
type Hire = 'full_time' | 'part_time' | 'contract' | 'internship' | 'freelance';

/** true only when every check is; a false one makes the assignment below fail to compile. */
type AllTrue<T extends boolean[]> = T extends true[] ? true : false;

const typeChecks: AllTrue<
  [
    Same<
      JobInput,
      {
        title: string;
        description_html: string;
        qualifications_html: string;
        skills: string[];
        province_id: number;
        work_type: Work;
        hire_type: Hire;
        education_level_id: number | null;
        years_experience_min: number;
        salary_min: number | null;
        salary_max: number | null;
        salary_negotiable: boolean;
        valid_through: string | null;
      }
    >,
    Same<
      JobSearchFilter,
      {
        main_input?: string;
        tag?: string[];
        location?: number[];
        workType?: Work[];
        hireType?: Hire[];
        education?: number[];
        minimum_salary?: number;
        orderBy?: 'relevance' | 'newest';
        datePosted?: 1 | 3 | 7 | 14 | 30;
        offset?: number;
        limit?: number;
        uid?: string;
      }
    >,
    Same<
      JobCard,
      {
        id: string;
        title: string;
        company: { id: string; name_th: string; name_en: string; logo_url: string | null; verified: boolean };
        province_id: number;
        work_type: Work;
        hire_type: Hire;
        salary_min: number | null;
        salary_max: number | null;
        salary_negotiable: boolean;
        skills: string[];
        posted_at: string;
        is_favourite: boolean;
      }
    >,
    Same<
      JobDetail['my_application'],
      { id: string; status: (typeof APPLICATION_STATUSES)[number]; applied_at: string } | null
    >,
    Same<JobDetail['company']['province_id'], number | null>,
    Same<JobSearchResult['suggestion'], string | null | undefined>,
    Same<Lookups['workTypes'], Work[]>,
    Same<ApplicantCounts, Partial<Record<(typeof APPLICATION_STATUSES)[number], number>> & { total: number }>,
    Same<ApiErrorBody['error']['fields'], { field: string; code: string; message: string }[] | undefined>,
    Same<ContactInput['topic'], 'general' | 'candidate' | 'employer' | 'technical' | 'privacy'>,
    Same<BlogPost['related'][number]['cover_url'], string | null>,
    Same<HomeData['featured_companies'][number]['open_jobs'], number>,
    Same<HomeData['latest_jobs'], JobCard[]>,
    Same<Company['size'], '1-10' | '11-50' | '51-200' | '201-500' | '501-1000' | '1000+' | null>,
    Same<Company['contact_links'], { type: number; value: string }[]>,
    Same<PublicCompany['open_jobs'], JobCard[]>,
    Same<CompanyProfileInput['website'], string | null | undefined>,
    Same<SavedSearch['filter'], JobSearchFilter>,
    Same<SavedSearchInput['frequency'], 'instant' | 'daily' | 'weekly'>,
    Same<'offset' | 'limit' | 'orderBy' extends keyof SavedSearchInput['filter'] ? true : false, false>,
    Same<EmailPreferencesView['locale'], 'th' | 'en'>,
    Same<CandidatePrivacy['deletion'], { requested_at: string; erasure_due_at: string } | null>,
    Same<CandidatePrivacy['history'][number]['user_agent'], string | null>,
    Same<DataExportInfo['status'], 'pending' | 'ready' | 'failed'>,
    Same<MatchExplanation['salary_fit'], 'within' | 'below' | 'above' | 'unknown'>,
    Same<MatchExplanation['hire_type_fit'], boolean | null | undefined>,
    Same<MatchHint['code'], 'add_skills' | 'missing_profile_field' | 'raise_level' | 'widen_location'>,
    Same<SkillSuggestion['co_occurrence'], number | undefined>,
    Same<
      MatchFilter,
      {
        location?: number[];
        workType?: Work[];
        hireType?: Hire[];
        education?: number[];
        minimum_salary?: number;
        tag?: string[];
      }
    >,
    Same<CandidateForEmployer['preferred_work_types'], Work[]>,
    Same<CandidateForEmployer['email'], string | null>,
    Same<CorporateApplication['notes'], { id: string; body: string; author: string; at: string }[]>,
    Same<CorporateApplication['candidate'], CandidateForEmployer>,
    Same<CorporateDashboard['jobs'][number]['applicant_counts'], ApplicantCounts>,
    Same<CandidateApplication['history'][number]['actor'], 'candidate' | 'corporate' | 'system'>,
    Same<CandidateApplication['job'], JobCard>,
    Same<
      CandidateOverview['applications_by_status'],
      Partial<Record<(typeof APPLICATION_STATUSES)[number], number>>
    >,
    Same<ActivityEvent['application_id'], string | null | undefined>,
    Same<ActivityEvent['data'], Record<string, unknown>>,
    Same<
      CandidateProfile['pdpa'],
      { pdpa: boolean | null; cookie: boolean | null; marketing: boolean | null }
    >,
    Same<
      CandidateProfile['resume'],
      { id: string; name: string; size: number; mime: string; uploaded_at: string } | null
    >,
    Same<
      CandidateProfile['experiences'][number],
      { company: string; title: string; start: string; end: string | null; description: string }
    >,
    Same<CandidateProfileInput['preferred_work_types'], Work[] | undefined>,
    Same<
      CandidateProfileInput['languages'],
      { language: string; level: 'basic' | 'conversational' | 'business' | 'fluent' | 'native' }[] | undefined
    >,
    Same<
      CorporateCreateInput,
      {
        uid: string;
        email: string;
        password: string;
        name: string;
        company_type_id: number;
        contact_name: string;
        phone: string;
      }
    >,
  ]
> = true;

const job = (over: Partial<JobInput> = {}): JobInput => ({
  title: 'Senior React developer',
  description_html: '<p>Build</p>',
  qualifications_html: '',
  skills: ['react'],
  province_id: 1,
  work_type: 'hybrid',
  hire_type: 'full_time',
  education_level_id: null,
  years_experience_min: 3,
  salary_min: 50_000,
  salary_max: 80_000,
  salary_negotiable: false,
  valid_through: null,
  ...over,
});

describe('wire schemas', () => {
  it('derive types the callers were written against (checked at compile time)', () => {
    expect(typeChecks).toBe(true);
  });

  it('JobInput enforces JOB_LIMITS and the enums: at the bound passes, one past it fails', () => {
    const atBounds = job({
      title: 'x'.repeat(JOB_LIMITS.titleMax),
      skills: Array.from({ length: JOB_LIMITS.skillsMax }, (_, i) => `s${i}`),
      years_experience_min: JOB_LIMITS.yearsExperienceMax,
      salary_max: JOB_LIMITS.salaryMax,
    });
    expect(Value.Check(JobInput, atBounds)).toBe(true);
    for (const w of WORK_TYPES) expect(Value.Check(JobInput, job({ work_type: w }))).toBe(true);
    const past: Record<string, unknown>[] = [
      { title: 'x'.repeat(JOB_LIMITS.titleMax + 1) },
      { title: 'x'.repeat(JOB_LIMITS.titleMin - 1) },
      { skills: [] },
      { skills: Array.from({ length: JOB_LIMITS.skillsMax + 1 }, (_, i) => `s${i}`) },
      { years_experience_min: JOB_LIMITS.yearsExperienceMax + 1 },
      { salary_max: JOB_LIMITS.salaryMax + 1 },
      { description_html: 'x'.repeat(JOB_LIMITS.descriptionMax + 1) },
      { work_type: 'moon' },
      { unknown_field: 1 },
    ];
    for (const over of past)
      expect([over, Value.Check(JobInput, { ...atBounds, ...over })]).toEqual([over, false]);
  });

  it('JobSearchFilter enforces SEARCH_LIMITS', () => {
    expect(Value.Check(JobSearchFilter, {})).toBe(true);
    expect(Value.Check(JobSearchFilter, { limit: SEARCH_LIMITS.limitMax, workType: [...WORK_TYPES] })).toBe(
      true,
    );
    for (const bad of [
      { limit: SEARCH_LIMITS.limitMax + 1 },
      { offset: SEARCH_LIMITS.offsetMax + 1 },
      { main_input: 'x'.repeat(SEARCH_LIMITS.mainInputMax + 1) },
      { minimum_salary: SEARCH_LIMITS.minimumSalaryMax + 1 },
      { datePosted: 2 },
    ])
      expect([bad, Value.Check(JobSearchFilter, bad)]).toEqual([bad, false]);
  });

  it('ContactInput enforces CONTACT_LIMITS and the topics', () => {
    const ok = { name: 'A', email: 'a@example.com', topic: CONTACT_TOPICS[0], message: 'x'.repeat(10) };
    expect(Value.Check(ContactInput, ok)).toBe(true);
    for (const over of [
      { name: 'x'.repeat(CONTACT_LIMITS.nameMax + 1) },
      { message: 'x'.repeat(CONTACT_LIMITS.messageMin - 1) },
      { message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) },
      { topic: 'sales' },
      { email: 'not-an-address' },
    ])
      expect([over, Value.Check(ContactInput, { ...ok, ...over })]).toEqual([over, false]);
  });

  it('WIRE_SCHEMAS have unique ids and refer only to one another', () => {
    const ids = WIRE_SCHEMAS.map((s) => s.$id);
    expect(new Set(ids).size).toBe(ids.length);
    const refs = [...JSON.stringify(WIRE_SCHEMAS).matchAll(/"\$ref":"([^"]+)#"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const r of refs) expect(ids).toContain(r);
  });
});
