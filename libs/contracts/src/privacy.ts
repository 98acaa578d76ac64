import { Type, type Static } from 'typebox';
import { PdpaConsent } from './profile';
import { Nullable, OrNull, Ref, StringEnum } from './schema';

/** One change of the PDPA consents or of the restriction switch, as the candidate made it. */
export const ConsentChange = Type.Object({
  at: Type.String(),
  pdpa: Nullable(Type.Boolean()),
  cookie: Nullable(Type.Boolean()),
  marketing: Nullable(Type.Boolean()),
  /** The restriction switch after the change (null: recorded before the switch existed). */
  restricted: Nullable(Type.Boolean()),
  /** Where the change came from. */
  ip: Nullable(Type.String()),
  user_agent: Nullable(Type.String()),
});
export type ConsentChange = Static<typeof ConsentChange>;

/** GET /candidate/privacy: the privacy area of the profile. */
export const CandidatePrivacy = Type.Object(
  {
    consent: Ref(PdpaConsent),
    /** Objection/restriction: hidden from every employer search and AI ranking, nothing deleted. */
    restricted: Type.Boolean(),
    visible_to_employers: Type.Boolean(),
    /** Newest first. */
    history: Type.Array(ConsentChange),
    /** Set while a deletion request waits for its erasure. */
    deletion: OrNull(Type.Object({ requested_at: Type.String(), erasure_due_at: Type.String() })),
  },
  { $id: 'CandidatePrivacy' },
);
export type CandidatePrivacy = Static<typeof CandidatePrivacy>;

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;

/** A "download my data" archive (zip: data.json, summary.txt, the uploaded files). */
export const DataExportInfo = Type.Object(
  {
    id: Type.String(),
    status: StringEnum(DATA_EXPORT_STATUSES),
    size: Nullable(Type.Integer()),
    created_at: Type.String(),
    ready_at: Nullable(Type.String()),
    expires_at: Type.String(),
  },
  { $id: 'DataExportInfo' },
);
export type DataExportInfo = Static<typeof DataExportInfo>;

/** PUT /candidate/privacy/restriction */
export const RestrictionInput = Type.Object({ restricted: Type.Boolean() }, { additionalProperties: false });
export type RestrictionInput = Static<typeof RestrictionInput>;

/** The schemas of this module registered by `$id`. */
export const PRIVACY_SCHEMAS = [CandidatePrivacy, DataExportInfo] as const;
