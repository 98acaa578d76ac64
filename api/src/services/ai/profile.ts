import type { CandidateForEmployer, HireType, WorkType } from '@jobportal/contracts';
import type { candidate } from '../../db/schema';
import type { MatchProfile } from './types';

type CandidateRow = typeof candidate.$inferSelect;
type ProfileSource = Pick<
  CandidateForEmployer,
  | 'headline'
  | 'about'
  | 'province_id'
  | 'skills'
  | 'experiences'
  | 'educations'
  | 'years_experience'
  | 'expected_salary'
  | 'preferred_work_types'
  | 'preferred_hire_types'
>;

/** A profile in the matcher's shape from its wire shape (CandidateProfile / CandidateForEmployer). */
export function matchProfileOf(c: ProfileSource): MatchProfile {
  const levels = c.educations
    .map((e) => e.education_level_id)
    .filter((l): l is number => typeof l === 'number');
  return {
    skills: c.skills.map((s) => ({ slug: s.slug, level: s.level })),
    yearsExperience: c.years_experience,
    expectedSalary: c.expected_salary,
    provinceId: c.province_id,
    preferredWorkTypes: c.preferred_work_types,
    preferredHireTypes: c.preferred_hire_types,
    educationLevelId: levels.length > 0 ? Math.max(...levels) : null,
    headline: c.headline,
    about: c.about,
    experiences: c.experiences.map((e) => ({ title: e.title, description: e.description })),
  };
}

/** A profile in the matcher's shape from a `candidate` row. */
export function matchProfileOfRow(r: CandidateRow): MatchProfile {
  return matchProfileOf({
    headline: r.headline,
    about: r.about,
    province_id: r.provinceId,
    skills: r.skills,
    experiences: r.experiences,
    educations: r.educations,
    years_experience: r.yearsExperience,
    expected_salary: r.expectedSalary,
    preferred_work_types: r.preferredWorkTypes as WorkType[],
    preferred_hire_types: r.preferredHireTypes as HireType[],
  });
}

export const EMPTY_PROFILE: MatchProfile = {
  skills: [],
  yearsExperience: 0,
  expectedSalary: null,
  provinceId: null,
  preferredWorkTypes: [],
  preferredHireTypes: [],
  educationLevelId: null,
  headline: '',
  about: '',
  experiences: [],
};
