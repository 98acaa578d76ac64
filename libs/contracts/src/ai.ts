import type { JobCard } from './jobs';
import type { CandidateForEmployer } from './corporate';

/** A job skill the profile covers only through a related skill (TypeScript for a JavaScript job). */
export interface RelatedSkillMatch {
  slug: string; // the job's skill
  via: string; // the candidate's skill that partly covers it
  credit: number; // 0..1 of an exact match
}

/** Points of the score per feature (they add up to `score`); weights in docs/AI-MATCHING.md. */
export interface MatchBreakdown {
  skills: number;
  text: number;
  seniority: number;
  salary: number;
  location: number;
  work_type: number;
  hire_type: number;
  education: number;
}

export interface MatchExplanation {
  score: number; // 0..100
  matched_skills: string[]; // slugs
  missing_skills: string[]; // slugs the job asks for that the profile lacks
  required_skill_count: number;
  salary_fit: 'within' | 'below' | 'above' | 'unknown';
  location_fit: boolean | null;
  work_type_fit: boolean | null;
  seniority_fit: 'under' | 'fit' | 'over' | 'unknown';
  summary_th: string;
  summary_en: string;
  /** missing skills partly covered by a related skill of the candidate */
  related_skills?: RelatedSkillMatch[];
  hire_type_fit?: boolean | null;
  education_fit?: boolean | null;
  /** text similarity of profile and job, 0..1 */
  text_similarity?: number;
  breakdown?: MatchBreakdown;
}

export interface JobMatch {
  job: JobCard;
  match: MatchExplanation;
}

/** How the candidate could get better matches (GET /api/candidate/ai/matches -> `hints`). */
export interface MatchHint {
  code: 'add_skills' | 'missing_profile_field' | 'raise_level' | 'widen_location';
  message_th: string;
  message_en: string;
  /** skills to learn or add (add_skills), or the profile field keys (missing_profile_field) */
  items: string[];
}

export interface SkillSuggestion {
  slug: string;
  reason_th: string;
  reason_en: string;
  lift: number;
  additional_jobs: number; // open jobs this skill would add to the candidate's matches
  name?: string;
  /** open jobs of the context (jobs asking for the candidate's skills / the target role) that also ask for it */
  co_occurrence?: number;
  /** co_occurrence / context size */
  support?: number;
  usefulness?: number;
}

export interface CandidateMatch {
  candidate: CandidateForEmployer;
  applied: boolean;
  match: MatchExplanation;
}
