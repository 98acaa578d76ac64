import { Type, type Static } from 'typebox';
import { MATCH_HINT_CODES } from './bounds';
import { CandidateForEmployer } from './corporate';
import { JobCard, JobSearchFilter } from './jobs';
import { Nullable, Ref, StringEnum } from './schema';

/** A job skill the profile covers only through a related skill (TypeScript for a JavaScript job). */
export const RelatedSkillMatch = Type.Object({
  /** the job's skill */
  slug: Type.String(),
  /** the candidate's skill that partly covers it */
  via: Type.String(),
  /** 0..1 of an exact match */
  credit: Type.Number(),
});
export type RelatedSkillMatch = Static<typeof RelatedSkillMatch>;

/** Points of the score per feature (they add up to `score`); weights in docs/AI-MATCHING.md. */
export const MatchBreakdown = Type.Object({
  skills: Type.Number(),
  text: Type.Number(),
  seniority: Type.Number(),
  salary: Type.Number(),
  location: Type.Number(),
  work_type: Type.Number(),
  hire_type: Type.Number(),
  education: Type.Number(),
});
export type MatchBreakdown = Static<typeof MatchBreakdown>;

const fit = () => Nullable(Type.Boolean());

export const MatchExplanation = Type.Object({
  /** 0..100 */
  score: Type.Number(),
  /** slugs */
  matched_skills: Type.Array(Type.String()),
  /** slugs the job asks for that the profile lacks */
  missing_skills: Type.Array(Type.String()),
  required_skill_count: Type.Integer(),
  salary_fit: StringEnum(['within', 'below', 'above', 'unknown'] as const),
  location_fit: fit(),
  work_type_fit: fit(),
  seniority_fit: StringEnum(['under', 'fit', 'over', 'unknown'] as const),
  /** the reasons below in one paragraph (or an optional LLM's rewrite of them) */
  summary_th: Type.String(),
  summary_en: Type.String(),
  /** why the job fits or not, one short sentence per line (skills, experience, pay, place) */
  reasons_th: Type.Array(Type.String()),
  reasons_en: Type.Array(Type.String()),
  /** missing skills partly covered by a related skill of the candidate */
  related_skills: Type.Optional(Type.Array(RelatedSkillMatch)),
  hire_type_fit: Type.Optional(fit()),
  education_fit: Type.Optional(fit()),
  /** text similarity of profile and job, 0..1 */
  text_similarity: Type.Optional(Type.Number()),
  breakdown: Type.Optional(MatchBreakdown),
});
export type MatchExplanation = Static<typeof MatchExplanation>;

export const JobMatch = Type.Object({ job: Ref(JobCard), match: MatchExplanation });
export type JobMatch = Static<typeof JobMatch>;

/** How the candidate could get better matches (GET /api/candidate/ai/matches -> `hints`). */
export const MatchHint = Type.Object({
  code: StringEnum(MATCH_HINT_CODES),
  message_th: Type.String(),
  message_en: Type.String(),
  /** skills to learn or add (add_skills), or the profile field keys (missing_profile_field) */
  items: Type.Array(Type.String()),
});
export type MatchHint = Static<typeof MatchHint>;

export const SkillSuggestion = Type.Object({
  slug: Type.String(),
  name: Type.Optional(Type.String()),
  reason_th: Type.String(),
  reason_en: Type.String(),
  lift: Type.Number(),
  /** open jobs this skill would add to the candidate's matches */
  additional_jobs: Type.Integer(),
  /** open jobs of the context (jobs asking for the candidate's skills / the target role) that also ask for it */
  co_occurrence: Type.Optional(Type.Integer()),
  /** co_occurrence / context size */
  support: Type.Optional(Type.Number()),
  usefulness: Type.Optional(Type.Number()),
});
export type SkillSuggestion = Static<typeof SkillSuggestion>;

export const CandidateMatch = Type.Object({
  candidate: Ref(CandidateForEmployer),
  applied: Type.Boolean(),
  match: MatchExplanation,
});
export type CandidateMatch = Static<typeof CandidateMatch>;

/** The filters of GET /api/candidate/ai/matches: those of the job search without text, order and paging. */
const { tag, location, workType, hireType, education, minimum_salary } = JobSearchFilter.properties;
export const MatchFilter = Type.Object(
  { tag, location, workType, hireType, education, minimum_salary },
  { additionalProperties: false },
);
export type MatchFilter = Static<typeof MatchFilter>;
