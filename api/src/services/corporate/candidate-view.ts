import type { CandidateForEmployer } from '@jobportal/contracts';
import type { candidate } from '../../db/schema';
import { isSharedWithEmployers } from '../pdpa/consent';

type CandidateRow = typeof candidate.$inferSelect;

/**
 * What an employer sees; e-mail and phone only when the candidate applied to one of its jobs and still consents to
 * sharing personal data for job placement (withdrawal takes effect on the next read).
 */
export function toCandidateForEmployer(r: CandidateRow, hasAppliedToCompany: boolean): CandidateForEmployer {
  const contact = hasAppliedToCompany && isSharedWithEmployers(r);
  return {
    uid: r.uid,
    first_name: r.firstName,
    last_name: r.lastName,
    headline: r.headline,
    about: r.about,
    province_id: r.provinceId,
    skills: r.skills,
    experiences: r.experiences,
    educations: r.educations,
    languages: r.languages,
    years_experience: r.yearsExperience,
    expected_salary: r.expectedSalary,
    preferred_work_types: r.preferredWorkTypes as CandidateForEmployer['preferred_work_types'],
    preferred_hire_types: r.preferredHireTypes as CandidateForEmployer['preferred_hire_types'],
    email: contact ? r.email : null,
    phone: contact ? r.phone || null : null,
    has_applied_to_company: hasAppliedToCompany,
  };
}
