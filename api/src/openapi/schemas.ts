/**
 * JSON schemas of the wire types in libs/contracts (same names, same fields). Registered once with $id, used for
 * request validation, response serialisation and the OpenAPI document.
 */
import type { FastifyInstance } from 'fastify';

type Schema = Record<string, unknown>;

export const ref = (id: string): Schema => ({ $ref: `${id}#` });
const str = (extra: Schema = {}): Schema => ({ type: 'string', ...extra });
const nstr = (extra: Schema = {}): Schema => ({ type: ['string', 'null'], ...extra });
const int = (extra: Schema = {}): Schema => ({ type: 'integer', ...extra });
const nint = (extra: Schema = {}): Schema => ({ type: ['integer', 'null'], ...extra });
const bool: Schema = { type: 'boolean' };
const nbool: Schema = { type: ['boolean', 'null'] };
const arr = (items: Schema, extra: Schema = {}): Schema => ({ type: 'array', items, ...extra });
const obj = (
  properties: Record<string, Schema>,
  required: string[] = Object.keys(properties),
  extra: Schema = {},
): Schema => ({
  type: 'object',
  properties,
  required,
  ...extra,
});

export const WORK_TYPES = ['onsite', 'hybrid', 'remote'] as const;
export const HIRE_TYPES = ['full_time', 'part_time', 'contract', 'internship', 'freelance'] as const;
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
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export const DATE_POSTED = [1, 3, 7, 14, 30] as const;
export const CONTACT_TOPICS = ['general', 'candidate', 'employer', 'technical', 'privacy'] as const;

const countsByStatus: Schema = {
  type: 'object',
  properties: Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, int()])),
  additionalProperties: false,
};
const applicantCounts: Schema = {
  type: 'object',
  properties: { ...Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, int()])), total: int() },
  required: ['total'],
  additionalProperties: false,
};

const companySummaryProps = {
  id: str(),
  name_th: str(),
  name_en: str(),
  logo_url: nstr(),
  verified: bool,
};

const jobCardProps = {
  id: str(),
  title: str(),
  company: ref('CompanySummary'),
  province_id: int(),
  work_type: str(),
  hire_type: str(),
  salary_min: nint(),
  salary_max: nint(),
  salary_negotiable: bool,
  skills: arr(str()),
  posted_at: str(),
  is_favourite: bool,
};

const jobInputProps: Record<string, Schema> = {
  title: str({ minLength: 3, maxLength: 150 }),
  description_html: str({ minLength: 1, maxLength: 20000 }),
  qualifications_html: str({ maxLength: 20000 }),
  skills: arr(str({ minLength: 1, maxLength: 60 }), { minItems: 1, maxItems: 30, uniqueItems: true }),
  province_id: int({ minimum: 1, maximum: 32767 }),
  work_type: str({ enum: WORK_TYPES }),
  hire_type: str({ enum: HIRE_TYPES }),
  education_level_id: nint({ minimum: 1, maximum: 32767 }),
  years_experience_min: int({ minimum: 0, maximum: 40 }),
  salary_min: nint({ minimum: 0, maximum: 10_000_000 }),
  salary_max: nint({ minimum: 0, maximum: 10_000_000 }),
  salary_negotiable: bool,
  valid_through: nstr({ format: 'date' }),
};

const candidateSkill = obj(
  { slug: str({ minLength: 1, maxLength: 60 }), level: str({ enum: SKILL_LEVELS }) },
  ['slug', 'level'],
  {
    additionalProperties: false,
  },
);
const workExperience = obj(
  {
    company: str({ maxLength: 200 }),
    title: str({ maxLength: 200 }),
    start: str({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }),
    end: nstr({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }),
    description: str({ maxLength: 5000 }),
  },
  ['company', 'title', 'start', 'end', 'description'],
  { additionalProperties: false },
);
const education = obj(
  {
    institution: str({ maxLength: 200 }),
    degree: str({ maxLength: 200 }),
    field: str({ maxLength: 200 }),
    education_level_id: nint({ minimum: 1, maximum: 32767 }),
    graduated_year: nint({ minimum: 1950, maximum: 2100 }),
  },
  ['institution', 'degree', 'field', 'education_level_id', 'graduated_year'],
  { additionalProperties: false },
);
const languageSkill = obj(
  {
    language: str({ minLength: 2, maxLength: 10 }),
    level: str({ enum: ['basic', 'conversational', 'business', 'fluent', 'native'] }),
  },
  ['language', 'level'],
  { additionalProperties: false },
);

const candidateEditable: Record<string, Schema> = {
  first_name: str({ maxLength: 100 }),
  last_name: str({ maxLength: 100 }),
  headline: str({ maxLength: 200 }),
  about: str({ maxLength: 5000 }),
  phone: str({ maxLength: 20, pattern: '^[0-9+\\- ]*$' }),
  province_id: nint({ minimum: 1, maximum: 32767 }),
  skills: arr(ref('CandidateSkill'), { maxItems: 50 }),
  experiences: arr(ref('WorkExperience'), { maxItems: 30 }),
  educations: arr(ref('Education'), { maxItems: 20 }),
  languages: arr(ref('LanguageSkill'), { maxItems: 20 }),
  years_experience: int({ minimum: 0, maximum: 60 }),
  expected_salary: nint({ minimum: 0, maximum: 10_000_000 }),
  preferred_work_types: arr(str({ enum: WORK_TYPES }), { uniqueItems: true }),
  preferred_hire_types: arr(str({ enum: HIRE_TYPES }), { uniqueItems: true }),
  visible_to_employers: bool,
};

const candidateForEmployerProps = {
  uid: str(),
  first_name: str(),
  last_name: str(),
  headline: str(),
  about: str(),
  province_id: nint(),
  skills: arr(ref('CandidateSkill')),
  experiences: arr(ref('WorkExperience')),
  educations: arr(ref('Education')),
  languages: arr(ref('LanguageSkill')),
  years_experience: int(),
  expected_salary: nint(),
  preferred_work_types: arr(str()),
  preferred_hire_types: arr(str()),
  email: nstr(),
  phone: nstr(),
  has_applied_to_company: bool,
};

const contactLink = obj(
  { type: int({ minimum: 1, maximum: 10 }), value: str({ minLength: 1, maxLength: 500 }) },
  ['type', 'value'],
  {
    additionalProperties: false,
  },
);

const companyProps: Record<string, Schema> = {
  id: str(),
  name_th: str(),
  name_en: str(),
  company_type_id: nint(),
  logo_url: nstr(),
  about_th: str(),
  about_en: str(),
  benefits: arr(str()),
  size: nstr(),
  website: nstr(),
  contact_links: arr(ref('ContactLink')),
  address: str(),
  province_id: nint(),
  verified: bool,
};

const blogSummaryProps = {
  slug: str(),
  title_th: str(),
  title_en: str(),
  excerpt_th: str(),
  excerpt_en: str(),
  cover_url: nstr(),
  tags: arr(str()),
  published_at: str(),
};

const facetList = arr(obj({ value: str(), count: int() }));

const statusChange = obj({ status: str(), at: str(), actor: str() });

export const SHARED_SCHEMAS: Record<string, Schema> = {
  ErrorBody: obj({
    error: obj(
      {
        code: str(),
        message: str(),
        fields: arr(obj({ field: str(), code: str(), message: str() })),
      },
      ['code', 'message'],
    ),
  }),
  FileInfo: obj({ id: str(), name: str(), size: int(), mime: str(), uploaded_at: str() }),
  CompanySummary: obj(companySummaryProps),
  JobCard: obj(jobCardProps),
  JobDetail: obj({
    ...jobCardProps,
    company: obj({
      ...companySummaryProps,
      about_th: str(),
      about_en: str(),
      website: nstr(),
      province_id: nint(),
    }),
    description_html: str(),
    qualifications_html: str(),
    education_level_id: nint(),
    years_experience_min: int(),
    status: str(),
    valid_through: nstr(),
    my_application: { anyOf: [{ type: 'null' }, obj({ id: str(), status: str(), applied_at: str() })] },
  }),
  JobSearchResult: obj({
    items: arr(ref('JobCard')),
    total: int(),
    offset: int(),
    limit: int(),
    facets: obj({
      tag: facetList,
      location: facetList,
      workType: facetList,
      hireType: facetList,
      education: facetList,
    }),
    understood: obj({
      text: str({ description: 'main_input without the parts that became filters (seniority words stay)' }),
      parts: arr(
        obj({
          kind: str({ enum: ['location', 'workType', 'hireType', 'salary', 'seniority'] }),
          value: str({ description: 'province id, work/hire type, baht, or seniority key' }),
          text: str({ description: 'the words as typed' }),
          without: str({ description: 'main_input without this part' }),
        }),
      ),
    }),
    suggestion: nstr({ description: 'did you mean: main_input with misspelt words corrected' }),
    relaxed: arr(
      obj({
        kind: str({ enum: ['location', 'workType', 'hireType', 'salary', 'seniority', 'term'] }),
        value: str(),
        text: str(),
      }),
      { description: 'parts left out because the whole query found nothing, in the order they were dropped' },
    ),
  }),
  JobInput: obj(jobInputProps, Object.keys(jobInputProps), { additionalProperties: false }),
  CorporateJob: obj({
    ...jobInputProps,
    id: str(),
    status: str(),
    posted_at: nstr(),
    created_at: str(),
    updated_at: str(),
    views: int(),
    applicant_counts: applicantCounts,
  }),
  CandidateSkill: candidateSkill,
  WorkExperience: workExperience,
  Education: education,
  LanguageSkill: languageSkill,
  PdpaConsent: obj({ pdpa: nbool, cookie: nbool, marketing: nbool }),
  CandidateProfile: obj({
    uid: str(),
    email: str(),
    status: bool,
    pdpa: ref('PdpaConsent'),
    ...candidateEditable,
    resume: { anyOf: [{ type: 'null' }, ref('FileInfo')] },
    created_at: str(),
    updated_at: str(),
  }),
  CandidateProfileInput: obj(candidateEditable, [], { additionalProperties: false }),
  StatusChange: statusChange,
  CandidateApplication: obj({
    id: str(),
    job: ref('JobCard'),
    status: str(),
    cover_letter: str(),
    resume: { anyOf: [{ type: 'null' }, ref('FileInfo')] },
    applied_at: str(),
    history: arr(ref('StatusChange')),
  }),
  ApplyInput: obj(
    {
      job_id: str({ format: 'uuid' }),
      cover_letter: str({ maxLength: 5000 }),
      resume_file_id: str({ format: 'uuid' }),
    },
    ['job_id'],
    { additionalProperties: false },
  ),
  CandidateOverview: obj({
    completeness: obj({ percent: int(), missing: arr(str()) }),
    applications_by_status: countsByStatus,
    favourites: int(),
    profile_views: int(),
    recent_applications: arr(ref('CandidateApplication')),
    recommended_jobs: arr(ref('JobCard')),
  }),
  ActivityEvent: obj(
    {
      id: str(),
      type: str(),
      at: str(),
      job: { anyOf: [{ type: 'null' }, obj({ id: str(), title: str() })] },
      company: { anyOf: [{ type: 'null' }, obj({ id: str(), name_th: str(), name_en: str() })] },
      candidate: { anyOf: [{ type: 'null' }, obj({ uid: str(), name: str() })] },
      application_id: nstr(),
      data: { type: 'object', additionalProperties: true },
    },
    ['id', 'type', 'at', 'data'],
  ),
  ContactLink: contactLink,
  Company: obj(companyProps),
  PublicCompany: obj({ ...companyProps, open_jobs: arr(ref('JobCard')) }),
  CorporateProfile: obj({
    uid: str(),
    email: str(),
    status: bool,
    contact_name: str(),
    phone: str(),
    company: ref('Company'),
  }),
  CorporateCreateInput: obj(
    {
      uid: str({ minLength: 1, maxLength: 128 }),
      email: str({ format: 'email', maxLength: 254 }),
      password: str({ minLength: 6, maxLength: 4096 }),
      name: str({ minLength: 1, maxLength: 200 }),
      company_type_id: int({ minimum: 1, maximum: 32767 }),
      contact_name: str({ minLength: 1, maxLength: 200 }),
      phone: str({ minLength: 1, maxLength: 20, pattern: '^[0-9+\\- ]+$' }),
    },
    ['uid', 'email', 'password', 'name', 'company_type_id', 'contact_name', 'phone'],
    { additionalProperties: false },
  ),
  CompanyProfileInput: obj(
    {
      name_th: str({ minLength: 1, maxLength: 200 }),
      name_en: str({ minLength: 1, maxLength: 200 }),
      company_type_id: nint({ minimum: 1, maximum: 32767 }),
      about_th: str({ maxLength: 10000 }),
      about_en: str({ maxLength: 10000 }),
      benefits: arr(str({ minLength: 1, maxLength: 200 }), { maxItems: 30 }),
      size: { anyOf: [{ type: 'null' }, str({ enum: COMPANY_SIZES })] },
      website: nstr({ maxLength: 500 }),
      contact_links: arr(ref('ContactLink'), { maxItems: 20 }),
      address: str({ maxLength: 1000 }),
      province_id: nint({ minimum: 1, maximum: 32767 }),
      contact_name: str({ minLength: 1, maxLength: 200 }),
      phone: str({ maxLength: 20, pattern: '^[0-9+\\- ]*$' }),
    },
    [],
    { additionalProperties: false },
  ),
  CandidateForEmployer: obj(candidateForEmployerProps),
  ApplicationNote: obj({ id: str(), body: str(), author: str(), at: str() }),
  CorporateApplication: obj({
    id: str(),
    job: obj({ id: str(), title: str() }),
    candidate: ref('CandidateForEmployer'),
    status: str(),
    cover_letter: str(),
    resume: { anyOf: [{ type: 'null' }, ref('FileInfo')] },
    applied_at: str(),
    history: arr(ref('StatusChange')),
    notes: arr(ref('ApplicationNote')),
  }),
  CorporateDashboard: obj({
    open_jobs: int(),
    draft_jobs: int(),
    closed_jobs: int(),
    new_applications_since_last_visit: int(),
    total_applications: int(),
    jobs: arr(
      obj({ id: str(), title: str(), status: str(), views: int(), applicant_counts: applicantCounts }),
    ),
  }),
  BlogPostSummary: obj(blogSummaryProps),
  BlogPost: obj({
    ...blogSummaryProps,
    body_th_html: str(),
    body_en_html: str(),
    related: arr(ref('BlogPostSummary')),
  }),
  ContactInput: obj(
    {
      name: str({ minLength: 1, maxLength: 100 }),
      email: str({ format: 'email', maxLength: 254 }),
      topic: str({ enum: CONTACT_TOPICS }),
      message: str({ minLength: 10, maxLength: 5000 }),
    },
    ['name', 'email', 'topic', 'message'],
    { additionalProperties: false },
  ),
  HomeData: obj({
    stats: obj({ open_jobs: int(), companies: int() }),
    latest_jobs: arr(ref('JobCard')),
    featured_jobs: arr(ref('JobCard')),
    popular_skills: arr(obj({ slug: str(), count: int() })),
    featured_companies: arr(obj({ ...companySummaryProps, open_jobs: int() })),
    latest_posts: arr(ref('BlogPostSummary')),
  }),
  Lookups: obj({
    provinces: arr(obj({ id: int(), name_th: str(), name_en: str(), region: str() })),
    companyTypes: arr(obj({ id: int(), name_th: str(), name_en: str() })),
    educationLevels: arr(obj({ id: int(), name_th: str(), name_en: str() })),
    skills: arr(
      obj({ id: int(), slug: str(), name: str(), name_th: nstr(), aliases: arr(str()), category: str() }),
    ),
    workTypes: arr(str()),
    hireTypes: arr(str()),
    datePosted: arr(int()),
    contactLinkTypes: arr(obj({ id: int(), key: str(), name_th: str(), name_en: str() })),
  }),
};

export function registerSharedSchemas(app: FastifyInstance): void {
  for (const [id, schema] of Object.entries(SHARED_SCHEMAS)) app.addSchema({ $id: id, ...schema });
}

/** `{ data: <schema> }` (every success body). */
export function dataOf(schema: Schema): Schema {
  return obj({ data: schema });
}
/** `{ data: { items, total, offset, limit } }`. */
export function pageOf(item: Schema): Schema {
  return dataOf(obj({ items: arr(item), total: int(), offset: int(), limit: int() }));
}
/** Standard error responses for the OpenAPI document. */
export function errorResponses(...statuses: number[]): Record<number, Schema> {
  return Object.fromEntries(statuses.map((s) => [s, ref('ErrorBody')]));
}
