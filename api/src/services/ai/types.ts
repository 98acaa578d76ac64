import type { HireType, MatchExplanation, SkillLevel, WorkType } from '@jobportal/contracts';

/** What the matcher knows about a candidate (from the `candidate` row or a CandidateForEmployer). */
export interface MatchProfile {
  skills: { slug: string; level: SkillLevel }[];
  yearsExperience: number;
  expectedSalary: number | null;
  provinceId: number | null;
  preferredWorkTypes: readonly WorkType[];
  preferredHireTypes: readonly HireType[];
  /** highest education_level_id of the educations, null when unknown */
  educationLevelId: number | null;
  headline: string;
  about: string;
  experiences: { title: string; description: string }[];
}

/** What the matcher knows about a job. */
export interface MatchJob {
  id: string;
  title: string;
  /** skill slugs the job asks for; the first one is its main technology */
  skills: readonly string[];
  provinceId: number;
  workType: WorkType;
  hireType: HireType;
  educationLevelId: number | null;
  yearsExperienceMin: number;
  salaryMin: number | null;
  salaryMax: number | null;
}

export type SalaryFit = MatchExplanation['salary_fit'];
export type SeniorityFit = MatchExplanation['seniority_fit'];

/** A job skill covered only through a related skill of the candidate. */
export interface RelatedSkill {
  slug: string;
  via: string;
  credit: number;
}

/** Raw per-feature results (0..1 each) before weighting. */
export interface MatchFeatures {
  skillScore: number;
  matchedSkills: string[];
  relatedSkills: RelatedSkill[];
  missingSkills: string[];
  requiredSkillCount: number;
  textScore: number;
  seniority: SeniorityFit;
  seniorityScore: number;
  salary: SalaryFit;
  salaryScore: number;
  location: boolean | null;
  locationScore: number;
  workType: boolean | null;
  workTypeScore: number;
  hireType: boolean | null;
  hireTypeScore: number;
  education: boolean | null;
  educationScore: number;
}

/** Whose side the explanation speaks to. */
export type Perspective = 'candidate' | 'employer';
