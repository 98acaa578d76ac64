/**
 * The recruiter's judgement of a (candidate, job) pair, 0..3, by rules over the generated job's ground truth (its
 * role family and seniority as the generator drew them, its skills, place, work and hire type, salary) and the
 * candidate's stated facts. It reads none of the matcher's features (no text similarity, no skill relations, no skill
 * levels, no canonical terms, no weights): a job of another family is not relevant however similar its words are.
 *  3 = put forward first: the family the candidate looks for, the main technology and most of the skills, the right
 *      seniority, place, work mode, hire type and pay;
 *  2 = a good fit with one gap (or an adjacent family with no gap);
 *  1 = worth a look (two gaps, or an adjacent family with one);
 *  0 = not relevant: another family, far too junior or senior, no skill in common, an internship for someone
 *      with experience.
 */
import type { GeneratedJob } from '../../src/seed/jobFactory';
import { LEVELS } from '../../src/seed/data/jobRoles';
import type { EvalProfile } from './profiles';

/** Families a recruiter also puts a candidate forward for (the next step of the same career). */
export const ADJACENT: Record<string, string[]> = {
  backend: ['fullstack'],
  frontend: ['fullstack'],
  fullstack: ['backend', 'frontend'],
  mobile: [],
  'data-engineer': ['data-scientist', 'data-analyst'],
  'data-analyst': ['ba', 'data-scientist'],
  'data-scientist': ['data-engineer', 'data-analyst'],
  devops: ['security'],
  qa: [],
  design: [],
  pm: ['ba'],
  ba: ['pm', 'data-analyst', 'erp'],
  support: ['devops'],
  security: ['devops'],
  erp: ['ba'],
  game: [],
  intern: [],
};

/** Years of experience the recruiter counts towards the role looked for (a career changer starts again). */
export function targetYears(ep: EvalProfile): number {
  return ep.targetYears ?? ep.profile.yearsExperience;
}

function adjacentOf(ep: EvalProfile): string[] {
  if (ep.adjacent) return ep.adjacent;
  const out = new Set(ep.roles.flatMap((r) => ADJACENT[r] ?? []));
  // a student or a new graduate is also put forward for internships of the field
  if (targetYears(ep) <= 1) out.add('intern');
  for (const r of ep.roles) out.delete(r);
  return [...out];
}

/** How far the candidate's years are from the seniority the job was written for (0 = fits). */
function seniorityGap(years: number, levelKey: string): number {
  const level = LEVELS.find((l) => l.key === levelKey) ?? LEVELS[1];
  const [lo, hi] = level.years;
  if (years < lo) return lo - years;
  // over-qualified by up to two years is still a fit
  return years > hi + 2 ? years - hi - 2 : 0;
}

/** Bangkok and the provinces around it where people commute to Bangkok (Samut Prakan, Nonthaburi, Pathum Thani). */
const BANGKOK_METRO = new Set([1, 2, 3, 4]);

function commutable(home: number, work: number): boolean {
  return home === work || (BANGKOK_METRO.has(home) && BANGKOK_METRO.has(work));
}

function skillGaps(ep: EvalProfile, job: GeneratedJob): number {
  const have = new Set(ep.profile.skills.map((s) => s.slug));
  const covered = job.skills.filter((s) => have.has(s)).length;
  const share = covered / Math.max(1, job.skills.length);
  const main = job.skills.length > 0 && have.has(job.skills[0]);
  if (covered === 0) return 3;
  if (main && share >= 0.5) return 0;
  if (main || share >= 0.5) return 1;
  return 2;
}

export function judge(ep: EvalProfile, job: GeneratedJob): number {
  const p = ep.profile;
  const years = targetYears(ep);
  let grade: number;
  if (ep.roles.includes(job.roleKey)) grade = 3;
  else if (adjacentOf(ep).includes(job.roleKey)) grade = 2;
  else return 0;
  if (job.hireType === 'internship' && years >= 2) return 0;
  const gap = seniorityGap(years, job.levelKey);
  if (gap >= 3) return 0;
  if (gap > 0) grade -= 1;
  grade -= skillGaps(ep, job);
  if (p.provinceId !== null && job.workType !== 'remote' && !commutable(p.provinceId, job.provinceId))
    grade -= 1;
  if (p.preferredWorkTypes.length > 0 && !p.preferredWorkTypes.includes(job.workType)) grade -= 1;
  if (p.preferredHireTypes.length > 0 && !p.preferredHireTypes.includes(job.hireType)) grade -= 1;
  const offer = job.salaryMax ?? job.salaryMin;
  if (p.expectedSalary !== null && offer !== null && offer < 0.85 * p.expectedSalary) grade -= 1;
  return Math.max(0, grade);
}

/** The non-zero grades of every job of the pool for one profile. */
export function judgeAll(ep: EvalProfile, jobs: readonly GeneratedJob[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const j of jobs) {
    const g = judge(ep, j);
    if (g > 0) out[j.id] = g;
  }
  return out;
}
