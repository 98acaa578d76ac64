import type { ApplicationStatus } from './bounds';
import type { JobCard } from './jobs';
import type { FileInfo } from './profile';

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
