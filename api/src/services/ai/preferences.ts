import type { MatchFeatures, MatchJob, MatchProfile } from './types';

/**
 * Points a job loses in the ORDER of the matches (not in its displayed score) for every stated preference it breaks.
 * Large enough that a job which breaks one ranks after the jobs of a similar fit that respect it (a similar fit is
 * within a missing skill or a seniority step, ~10 points), small enough that a job of the candidate's own field still
 * ranks above jobs of other fields (30+ points lower) that happen to respect every preference: a soft filter.
 */
export const PREFERENCE_PENALTY = 15;
/** Pay within 10% of the expectation is a matter of negotiation, not a broken preference. */
export const SALARY_TOLERANCE = 0.9;

export type PreferenceKey = 'location' | 'work_type' | 'hire_type' | 'salary';

/** Whether the job's top pay is clearly under the expectation (null = nothing to compare). */
export function payBelow(expected: number | null, max: number | null): boolean {
  return expected !== null && expected > 0 && max !== null && max >= 0 && max < SALARY_TOLERANCE * expected;
}

/** The candidate's explicit preferences a job breaks: province (not remote), work type, hire type, pay. */
export function brokenPreferences(
  f: Pick<MatchFeatures, 'location' | 'workType' | 'hireType'>,
  profile: Pick<MatchProfile, 'expectedSalary'>,
  job: Pick<MatchJob, 'salaryMax'>,
): PreferenceKey[] {
  const out: PreferenceKey[] = [];
  if (f.location === false) out.push('location');
  if (f.workType === false) out.push('work_type');
  if (f.hireType === false) out.push('hire_type');
  if (payBelow(profile.expectedSalary, job.salaryMax)) out.push('salary');
  return out;
}
