import type { StatusChange } from './candidate';
import type { CandidateSkill, Education, FileInfo, LanguageSkill, WorkExperience } from './profile';
import type { ApplicationStatus, HireType, WorkType } from './bounds';

/** What an employer sees of a candidate who allows being found. Contact fields are null until they applied here. */
export interface CandidateForEmployer {
  uid: string;
  first_name: string;
  last_name: string;
  headline: string;
  about: string;
  province_id: number | null;
  skills: CandidateSkill[];
  experiences: WorkExperience[];
  educations: Education[];
  languages: LanguageSkill[];
  years_experience: number;
  expected_salary: number | null;
  preferred_work_types: WorkType[];
  preferred_hire_types: HireType[];
  email: string | null;
  phone: string | null;
  has_applied_to_company: boolean;
}

export interface ApplicationNote {
  id: string;
  body: string;
  author: string;
  at: string;
}

export interface CorporateApplication {
  id: string;
  job: { id: string; title: string };
  candidate: CandidateForEmployer;
  status: ApplicationStatus;
  cover_letter: string;
  resume: FileInfo | null;
  applied_at: string;
  history: StatusChange[];
  notes: ApplicationNote[]; // private to the company, never sent to candidates
}

/** `type` of the events in GET /api/corporate/activities (the company's feed). */
export type CorporateActivityType =
  | 'account_created'
  | 'profile_updated'
  | 'logo_updated'
  | 'job_created' // saved as a draft
  | 'job_updated'
  | 'job_published' // created published, or a draft published
  | 'job_closed'
  | 'job_reopened'
  | 'application_received'
  | 'application_withdrawn'
  | 'status_changed' // data: { from, to }
  | 'note_added'
  | 'candidate_viewed';

export interface CorporateDashboard {
  open_jobs: number;
  draft_jobs: number;
  closed_jobs: number;
  new_applications_since_last_visit: number;
  total_applications: number;
  jobs: {
    id: string;
    title: string;
    status: string;
    views: number;
    applicant_counts: Partial<Record<ApplicationStatus, number>> & { total: number };
  }[];
}
