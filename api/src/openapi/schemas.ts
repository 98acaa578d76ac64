/**
 * JSON schemas registered once by $id, used for request validation, response serialisation and the OpenAPI document.
 * The converted resources (errors, lookups, jobs, content, companies, candidate profile, candidate applications) come from their TypeBox schemas in libs/contracts (WIRE_SCHEMAS);
 * the others are still written here by hand and must agree with the interfaces of libs/contracts (same names, same
 * fields) until they are converted: docs/DECISIONS.md "Wire contract: TypeBox in libs/contracts".
 */
import { ApplicantCounts, ErrorBody, Ref, WIRE_SCHEMAS } from '@jobportal/contracts';
import type { FastifyInstance } from 'fastify';

export {
  APPLICATION_STATUSES,
  COMPANY_SIZES,
  CONTACT_TOPICS,
  DATE_POSTED,
  HIRE_TYPES,
  SKILL_LEVELS,
  WORK_TYPES,
} from '@jobportal/contracts';

type Schema = object;

export const ref = (id: string): Schema => ({ $ref: `${id}#` });
const str = (extra: Schema = {}): Schema => ({ type: 'string', ...extra });
const nstr = (extra: Schema = {}): Schema => ({ type: ['string', 'null'], ...extra });
const int = (extra: Schema = {}): Schema => ({ type: 'integer', ...extra });
const nint = (extra: Schema = {}): Schema => ({ type: ['integer', 'null'], ...extra });
const bool: Schema = { type: 'boolean' };
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

export const SHARED_SCHEMAS: Record<string, Schema> = {
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
      obj({ id: str(), title: str(), status: str(), views: int(), applicant_counts: ApplicantCounts }),
    ),
  }),
};

export function registerSharedSchemas(app: FastifyInstance): void {
  for (const schema of WIRE_SCHEMAS) app.addSchema(schema);
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
const errorBodyRef = Ref(ErrorBody);
/** Standard error responses ({ $ref: 'ErrorBody#' }, typed for the routes on the TypeBox type provider). */
export function errorResponses(...statuses: number[]): Record<number, typeof errorBodyRef> {
  return Object.fromEntries(statuses.map((s) => [s, errorBodyRef]));
}
