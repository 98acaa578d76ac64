import type { SkillLevel } from '@jobportal/contracts';
import type { SkillRelations } from './relations';
import type { MatchFeatures, MatchJob, MatchProfile, RelatedSkill, SalaryFit, SeniorityFit } from './types';

/** How much of a skill a level is worth against a job that asks for it. */
export const LEVEL_FACTOR: Record<SkillLevel, number> = {
  beginner: 0.6,
  intermediate: 0.85,
  advanced: 1,
  expert: 1,
};
/** The first skill of a job is its main technology (job titles name it): it weighs this much more. */
export const MAIN_SKILL_WEIGHT = 1.5;
/** A related skill never counts as much as the skill itself. */
const RELATED_CAP = 0.8;
/** Experience beyond the minimum from which a candidate counts as over-qualified. */
export const OVERQUALIFIED_YEARS = 6;

export interface SkillCoverage {
  score: number;
  matched: string[];
  related: RelatedSkill[];
  missing: string[];
}

/** Skill coverage of a job by a profile: exact skills by level, related skills partially, weighted by the job's order. */
export function skillCoverage(
  profileSkills: ReadonlyMap<string, SkillLevel>,
  jobSkills: readonly string[],
  relations: SkillRelations,
): SkillCoverage {
  const matched: string[] = [];
  const related: RelatedSkill[] = [];
  const missing: string[] = [];
  let got = 0;
  let total = 0;
  jobSkills.forEach((want, i) => {
    const w = i === 0 && jobSkills.length > 1 ? MAIN_SKILL_WEIGHT : 1;
    total += w;
    const level = profileSkills.get(want);
    if (level) {
      matched.push(want);
      got += w * LEVEL_FACTOR[level];
      return;
    }
    let best: RelatedSkill | null = null;
    for (const [have, lv] of profileSkills) {
      const c = Math.min(RELATED_CAP, relations.credit(have, want)) * LEVEL_FACTOR[lv];
      if (c > 0 && (!best || c > best.credit)) best = { slug: want, via: have, credit: c };
    }
    missing.push(want);
    if (best) {
      related.push(best);
      got += w * best.credit;
    }
  });
  return { score: total === 0 ? 0 : got / total, matched, related, missing };
}

export function seniorityFit(years: number, minYears: number): { fit: SeniorityFit; score: number } {
  if (years < minYears) {
    const gap = minYears - years;
    return { fit: 'under', score: gap <= 1 ? 0.6 : gap <= 2 ? 0.35 : Math.max(0, 0.2 - (gap - 3) * 0.05) };
  }
  if (years - minYears >= OVERQUALIFIED_YEARS && minYears <= 2) return { fit: 'over', score: 0.6 };
  if (years - minYears >= OVERQUALIFIED_YEARS + 4) return { fit: 'over', score: 0.75 };
  return { fit: 'fit', score: 1 };
}

/**
 * The job's pay against the candidate's expectation: within the range, 'below' = the job pays less than expected,
 * 'above' = the job's minimum is over the expectation (good for the candidate, a stretch for nobody).
 */
export function salaryFit(
  expected: number | null,
  min: number | null,
  max: number | null,
): { fit: SalaryFit; score: number } {
  if (expected === null || expected <= 0 || (min === null && max === null))
    return { fit: 'unknown', score: SALARY_UNKNOWN };
  if (max !== null && max < expected) return { fit: 'below', score: salaryScore(expected, min, max) };
  if (min !== null && min > expected) return { fit: 'above', score: 1 };
  return { fit: 'within', score: 1 };
}

const SALARY_UNKNOWN = 0.6;

/** The score of salaryFit without allocating (the ranking loop); -1 = no bound. */
export function salaryScore(expected: number | null, min: number | null, max: number | null): number {
  if (expected === null || expected <= 0 || ((min === null || min < 0) && (max === null || max < 0)))
    return SALARY_UNKNOWN;
  if (max !== null && max >= 0 && max < expected) {
    const ratio = max / expected;
    return ratio >= 0.9 ? 0.6 : ratio >= 0.8 ? 0.35 : 0.1;
  }
  return 1;
}

/**
 * The Bangkok Metropolitan Region (Bangkok, Samut Prakan, Nonthaburi, Pathum Thani, Nakhon Pathom, Samut Sakhon):
 * people live in one of these provinces and commute to another every day, so it counts as one place.
 */
const BANGKOK_METROPOLITAN_REGION = new Set([1, 2, 3, 4, 59, 60]);

const sameArea = (a: number, b: number) =>
  a === b || (BANGKOK_METROPOLITAN_REGION.has(a) && BANGKOK_METROPOLITAN_REGION.has(b));

/** Same province or commuting area, or a remote job (anywhere). null when the profile has no province. */
export function locationFit(
  provinceId: number | null,
  job: Pick<MatchJob, 'provinceId' | 'workType'>,
): { fit: boolean | null; score: number } {
  if (job.workType === 'remote') return { fit: true, score: 1 };
  if (provinceId === null) return { fit: null, score: 0.5 };
  return sameArea(provinceId, job.provinceId) ? { fit: true, score: 1 } : { fit: false, score: 0 };
}

function preferenceFit<T>(prefs: readonly T[], value: T): { fit: boolean | null; score: number } {
  if (prefs.length === 0) return { fit: null, score: 0.75 };
  return prefs.includes(value) ? { fit: true, score: 1 } : { fit: false, score: 0 };
}

export function educationFit(
  level: number | null,
  required: number | null,
): { fit: boolean | null; score: number } {
  if (required === null) return { fit: null, score: 1 };
  if (level === null) return { fit: null, score: 0.6 };
  return level >= required
    ? { fit: true, score: 1 }
    : { fit: false, score: level === required - 1 ? 0.4 : 0.1 };
}

/** Every structured feature of a (profile, job) pair; `textScore` comes from the text similarity (0..1). */
export function computeFeatures(
  profile: MatchProfile,
  profileSkills: ReadonlyMap<string, SkillLevel>,
  job: MatchJob,
  textScore: number,
  relations: SkillRelations,
): MatchFeatures {
  const skills = skillCoverage(profileSkills, job.skills, relations);
  const sen = seniorityFit(profile.yearsExperience, job.yearsExperienceMin);
  const sal = salaryFit(profile.expectedSalary, job.salaryMin, job.salaryMax);
  const loc = locationFit(profile.provinceId, job);
  const work = preferenceFit(profile.preferredWorkTypes, job.workType);
  const hire = preferenceFit(profile.preferredHireTypes, job.hireType);
  const edu = educationFit(profile.educationLevelId, job.educationLevelId);
  return {
    skillScore: skills.score,
    matchedSkills: skills.matched,
    relatedSkills: skills.related,
    missingSkills: skills.missing,
    requiredSkillCount: job.skills.length,
    textScore,
    seniority: sen.fit,
    seniorityScore: sen.score,
    salary: sal.fit,
    salaryScore: sal.score,
    location: loc.fit,
    locationScore: loc.score,
    workType: work.fit,
    workTypeScore: work.score,
    hireType: hire.fit,
    hireTypeScore: hire.score,
    education: edu.fit,
    educationScore: edu.score,
  };
}

export function skillMap(profile: MatchProfile): Map<string, SkillLevel> {
  return new Map(profile.skills.map((s) => [s.slug, s.level]));
}
