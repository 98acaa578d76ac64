import type { ApplicationStatus, HireType, SkillLevel, WorkType } from './bounds';
import type { JobCard } from './jobs';

export interface PdpaConsent {
  pdpa: boolean | null;
  cookie: boolean | null;
  marketing: boolean | null; // null = never asked -> the privacy-settings dialog opens
}

export interface CandidateSkill {
  slug: string;
  level: SkillLevel;
}
export interface WorkExperience {
  company: string;
  title: string;
  start: string; // YYYY-MM
  end: string | null; // YYYY-MM, null = current
  description: string;
}
export interface Education {
  institution: string;
  degree: string;
  field: string;
  education_level_id: number | null;
  graduated_year: number | null;
}
export interface LanguageSkill {
  language: string; // 'th' | 'en' | 'ja' | 'zh' | ...
  level: 'basic' | 'conversational' | 'business' | 'fluent' | 'native';
}
export interface FileInfo {
  id: string;
  name: string;
  size: number;
  mime: string;
  uploaded_at: string;
}

/** GET /api/candidate/getProfile -> { data: CandidateProfile[] } (a list; the first item is the profile). */
export interface CandidateProfile {
  uid: string;
  email: string;
  status: boolean; // true active, false deletion requested
  pdpa: PdpaConsent;
  first_name: string;
  last_name: string;
  headline: string;
  about: string;
  phone: string;
  province_id: number | null;
  skills: CandidateSkill[];
  experiences: WorkExperience[];
  educations: Education[];
  languages: LanguageSkill[];
  years_experience: number;
  expected_salary: number | null;
  preferred_work_types: WorkType[];
  preferred_hire_types: HireType[];
  resume: FileInfo | null;
  visible_to_employers: boolean;
  created_at: string;
  updated_at: string;
}

/** PUT /api/candidate/profile: every editable field (all optional = partial update). */
export type CandidateProfileInput = Partial<
  Pick<
    CandidateProfile,
    | 'first_name'
    | 'last_name'
    | 'headline'
    | 'about'
    | 'phone'
    | 'province_id'
    | 'skills'
    | 'experiences'
    | 'educations'
    | 'languages'
    | 'years_experience'
    | 'expected_salary'
    | 'preferred_work_types'
    | 'preferred_hire_types'
    | 'visible_to_employers'
  >
>;

export interface StatusChange {
  status: ApplicationStatus;
  at: string;
  actor: 'candidate' | 'corporate' | 'system';
}

export interface CandidateApplication {
  id: string;
  job: JobCard;
  status: ApplicationStatus;
  cover_letter: string;
  resume: FileInfo | null;
  applied_at: string;
  history: StatusChange[];
}

/** POST /api/candidate/applications */
export interface ApplyInput {
  job_id: string;
  cover_letter?: string; // 0..5000
  resume_file_id?: string; // a file the caller uploaded; default: the profile's résumé
}

export interface CandidateOverview {
  completeness: { percent: number; missing: string[] }; // missing = profile field keys, most valuable first
  applications_by_status: Partial<Record<ApplicationStatus, number>>;
  favourites: number;
  profile_views: number;
  recent_applications: CandidateApplication[];
  recommended_jobs: JobCard[];
}

export type CandidateActivityType =
  | 'applied'
  | 'withdrawn'
  | 'status_changed'
  | 'favourited'
  | 'unfavourited'
  | 'viewed_job'
  | 'profile_updated';

export interface ActivityEvent {
  id: string;
  type: string; // CandidateActivityType or CorporateActivityType
  at: string;
  job?: { id: string; title: string } | null;
  company?: { id: string; name_th: string; name_en: string } | null;
  candidate?: { uid: string; name: string } | null;
  application_id?: string | null;
  data: Record<string, unknown>; // e.g. { from: 'applied', to: 'interview' }
}
