// Wire objects for mf-corporate's page tests (what the API answers), with only what a test varies as arguments.
import type {
  ApplicationStatus,
  CandidateForEmployer,
  CorporateApplication,
  Lookups,
} from '@jobportal/contracts';

export function candidate(uid: string, first: string): CandidateForEmployer {
  return {
    uid,
    first_name: first,
    last_name: 'ทดสอบ',
    headline: '',
    about: '',
    province_id: null,
    skills: [],
    experiences: [],
    educations: [],
    languages: [],
    years_experience: 0,
    expected_salary: null,
    preferred_work_types: [],
    preferred_hire_types: [],
    email: null,
    phone: null,
    has_applied_to_company: true,
  };
}

/** An application to job-1 "Frontend Developer" by candidate `uid-<id>` named `<first> ทดสอบ`, an hour old. */
export function application(id: string, first: string, status: ApplicationStatus): CorporateApplication {
  return {
    id,
    job: { id: 'job-1', title: 'Frontend Developer' },
    candidate: candidate(`uid-${id}`, first),
    status,
    cover_letter: '',
    resume: null,
    applied_at: new Date(Date.now() - 3_600_000).toISOString(),
    history: [],
    notes: [],
    screening: [],
    knocked_out: false,
  };
}

/** Small lookups most pages need (GET /lookups). */
export const testLookups: Lookups = {
  provinces: [
    { id: 10, name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok', region: 'central' },
    { id: 50, name_th: 'เชียงใหม่', name_en: 'Chiang Mai', region: 'north' },
  ],
  companyTypes: [],
  educationLevels: [{ id: 1, name_th: 'ปริญญาตรี', name_en: "Bachelor's degree" }],
  skills: [
    { id: 1, slug: 'react', name: 'React', name_th: null, aliases: ['reactjs'], category: 'frontend' },
  ],
  workTypes: ['onsite', 'hybrid', 'remote'],
  hireTypes: ['full_time'],
  datePosted: [1, 3, 7],
  contactLinkTypes: [],
};
