import type { JobCard } from './jobs';
import type { CandidateForEmployer } from './corporate';

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
}

export interface JobMatch {
  job: JobCard;
  match: MatchExplanation;
}

export interface SkillSuggestion {
  slug: string;
  reason_th: string;
  reason_en: string;
  lift: number;
  additional_jobs: number; // open jobs this skill would add to the candidate's matches
}

export interface CandidateMatch {
  candidate: CandidateForEmployer;
  applied: boolean;
  match: MatchExplanation;
}
