import type { MatchFeatures } from './types';

/**
 * Weights of the 0..100 match score (they add up to 100). Skills and text carry most of it because they say
 * whether the candidate can do the job; the rest says whether the job suits the candidate. Documented in
 * docs/AI-MATCHING.md; tuned on api/eval (npm run eval:match).
 */
export const WEIGHTS = {
  skills: 42,
  text: 22,
  seniority: 10,
  salary: 8,
  location: 9,
  workType: 4,
  hireType: 3,
  education: 2,
} as const;

export type ScoreBreakdown = Record<keyof typeof WEIGHTS, number>;

/** Points per feature; a job without skills moves the skill weight to text. */
export function breakdown(f: MatchFeatures): ScoreBreakdown {
  const noSkills = f.requiredSkillCount === 0;
  return {
    skills: noSkills ? 0 : WEIGHTS.skills * f.skillScore,
    text: (noSkills ? WEIGHTS.text + WEIGHTS.skills : WEIGHTS.text) * f.textScore,
    seniority: WEIGHTS.seniority * f.seniorityScore,
    salary: WEIGHTS.salary * f.salaryScore,
    location: WEIGHTS.location * f.locationScore,
    workType: WEIGHTS.workType * f.workTypeScore,
    hireType: WEIGHTS.hireType * f.hireTypeScore,
    education: WEIGHTS.education * f.educationScore,
  };
}

/** The score with one decimal (the order of the ranking), 0..100. */
export function totalScore(b: ScoreBreakdown): number {
  let s = 0;
  for (const v of Object.values(b)) s += v;
  return Math.max(0, Math.min(100, Math.round(s * 10) / 10));
}

/** Upper bound of the score of a job given only its skill score (used to prune candidates before full scoring). */
export function skillOnlyUpperBound(skillScore: number, hasSkills: boolean): number {
  const rest = 100 - WEIGHTS.skills;
  return hasSkills ? WEIGHTS.skills * skillScore + rest : 100;
}
