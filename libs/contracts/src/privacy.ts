import type { PdpaConsent } from './profile';

/** One change of the PDPA consents or of the restriction switch, as the candidate made it. */
export interface ConsentChange {
  at: string;
  pdpa: boolean | null;
  cookie: boolean | null;
  marketing: boolean | null;
  /** The restriction switch after the change (null: recorded before the switch existed). */
  restricted: boolean | null;
  /** Where the change came from. */
  ip: string | null;
  user_agent: string | null;
}

/** GET /candidate/privacy: the privacy area of the profile. */
export interface CandidatePrivacy {
  consent: PdpaConsent;
  /** Objection/restriction: hidden from every employer search and AI ranking, nothing deleted. */
  restricted: boolean;
  visible_to_employers: boolean;
  /** Newest first. */
  history: ConsentChange[];
  /** Set while a deletion request waits for its erasure. */
  deletion: { requested_at: string; erasure_due_at: string } | null;
}

/** A "download my data" archive (zip: data.json, summary.txt, the uploaded files). */
export interface DataExportInfo {
  id: string;
  status: 'pending' | 'ready' | 'failed';
  size: number | null;
  created_at: string;
  ready_at: string | null;
  expires_at: string;
}
