/** The back office's privacy desk (/api/backoffice/privacy/*): role privacy. */
import { Type, type Static } from 'typebox';
import { Nullable, StringEnum, pageQueryProps } from './schema';

export const PRIVACY_REQUEST_KINDS = ['export', 'erasure'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];
export const PRIVACY_SUBJECT_ROLES = ['candidate', 'corporate'] as const;
export type PrivacySubjectRole = (typeof PRIVACY_SUBJECT_ROLES)[number];
/** self: the person asked in the product; operator: the privacy desk started it for them. */
export const PRIVACY_REQUEST_SOURCES = ['self', 'operator'] as const;
/**
 * pending (export being prepared, erasure waiting for its grace period), ready (export downloadable), done (erased),
 * failed, expired (the export's archive is gone), cancelled (the person signed in and cancelled the erasure).
 */
export const PRIVACY_REQUEST_STATUSES = [
  'pending',
  'ready',
  'done',
  'failed',
  'expired',
  'cancelled',
] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** GET /api/backoffice/privacy/requests */
export const PrivacyRequestQuery = Type.Object(
  {
    kind: Type.Optional(StringEnum(PRIVACY_REQUEST_KINDS)),
    status: Type.Optional(StringEnum(PRIVACY_REQUEST_STATUSES)),
    ...pageQueryProps(),
  },
  { additionalProperties: false },
);
export type PrivacyRequestQuery = Static<typeof PrivacyRequestQuery>;

/** One personal-data request, whoever started it. */
export const PrivacyRequestItem = Type.Object({
  /** operator: the privacy request's id; self export: the export's id; self erasure: `candidate:<uid>` */
  id: Type.String(),
  source: StringEnum(PRIVACY_REQUEST_SOURCES),
  kind: StringEnum(PRIVACY_REQUEST_KINDS),
  subject_role: StringEnum(PRIVACY_SUBJECT_ROLES),
  subject_uid: Type.String(),
  /** null once the account is gone */
  subject_email: Nullable(Type.String()),
  status: StringEnum(PRIVACY_REQUEST_STATUSES),
  created_at: Type.String(),
  /** a pending erasure: when it runs */
  due_at: Nullable(Type.String()),
  /** an export: when it was ready; an erasure: when it ran */
  done_at: Nullable(Type.String()),
  /** operator requests: how the identity was checked and why */
  reason: Nullable(Type.String()),
});
export type PrivacyRequestItem = Static<typeof PrivacyRequestItem>;

/** GET /api/backoffice/privacy/erasures: what each erasure removed (counts per table, no personal data). */
export const ErasureRecord = Type.Object({
  id: Type.String(),
  role: StringEnum(PRIVACY_SUBJECT_ROLES),
  requested_at: Nullable(Type.String()),
  erased_at: Type.String(),
  counts: Type.Record(Type.String(), Type.Integer()),
});
export type ErasureRecord = Static<typeof ErasureRecord>;

export const ErasureQuery = Type.Object({ ...pageQueryProps() }, { additionalProperties: false });
export type ErasureQuery = Static<typeof ErasureQuery>;

/** GET /api/backoffice/privacy/subjects?email= */
export const PrivacySubjectQuery = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 254 }) },
  { additionalProperties: false },
);
export type PrivacySubjectQuery = Static<typeof PrivacySubjectQuery>;

/** An account with the e-mail, in either pool. */
export const PrivacySubject = Type.Object({
  role: StringEnum(PRIVACY_SUBJECT_ROLES),
  uid: Type.String(),
  email: Type.String(),
  /** candidate: active | deletion_requested; employer: active | suspended */
  status: Type.String(),
  created_at: Type.String(),
});
export type PrivacySubject = Static<typeof PrivacySubject>;

/** POST /api/backoffice/privacy/requests: a request that came by e-mail, phone or letter. */
export const PrivacyRequestInput = Type.Object(
  {
    kind: StringEnum(PRIVACY_REQUEST_KINDS),
    subject_role: StringEnum(PRIVACY_SUBJECT_ROLES),
    subject_uid: Type.String({ minLength: 1, maxLength: 128 }),
    /** how the person's identity was checked, and why (never the person's documents themselves) */
    reason: Type.String({ minLength: 10, maxLength: 2000, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type PrivacyRequestInput = Static<typeof PrivacyRequestInput>;
