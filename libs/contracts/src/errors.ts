import { Type, type Static } from 'typebox';
import { StringEnum } from './schema';

export const API_ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'TOKEN_INVALID',
  'EMAIL_NOT_VERIFIED',
  'WRONG_ROLE',
  'FORBIDDEN',
  'NOT_FOUND',
  'JOB_NOT_FOUND',
  'COMPANY_NOT_FOUND',
  'CANDIDATE_NOT_FOUND',
  'APPLICATION_NOT_FOUND',
  'BLOG_NOT_FOUND',
  'ALREADY_APPLIED',
  'JOB_NOT_OPEN',
  'INVALID_STATUS_TRANSITION',
  'ACCOUNT_EXISTS',
  'UID_MISMATCH',
  'PROFILE_NOT_FOUND',
  'ACCOUNT_DELETION_REQUESTED',
  'FILE_TOO_LARGE',
  'FILE_TYPE_NOT_ALLOWED',
  'NOT_AN_IMAGE',
  'RATE_LIMITED',
  'TOKEN_REVOKED',
  'EMAIL_MISMATCH',
  'FILE_CONTENT_TOO_LARGE',
  'IMAGE_TOO_LARGE',
  'UNSUPPORTED_CONTENT_ENCODING',
  'SERVICE_UNAVAILABLE',
  'CONSENT_REQUIRED',
  'EXPORT_NOT_READY',
  'SAVED_SEARCH_LIMIT',
  'UNSUBSCRIBE_LINK_INVALID',
  'STAFF_ROLE_REQUIRED',
  'MFA_REQUIRED',
  'ALREADY_REPORTED',
  'COMPANY_SUSPENDED',
  'SLUG_TAKEN',
  'VERIFICATION_PENDING',
  'ALREADY_VERIFIED',
  'MESSAGE_NOT_FOUND',
  'TEAM_ROLE_FORBIDDEN',
  'INVITE_INVALID',
  'INVITE_EXPIRED',
  'INVITE_EMAIL_MISMATCH',
  'ALREADY_MEMBER',
  'MEMBER_NOT_FOUND',
  'OWNER_REQUIRED',
  'THREAD_CLOSED',
  'INTERVIEW_NOT_FOUND',
  'INTERVIEW_NOT_OPEN',
  'CANDIDATE_RESTRICTED',
  'TEMPLATE_NOT_FOUND',
  'PREVIEW_OUTDATED',
  'ALREADY_INVITED',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_USE',
  'INTERNAL_ERROR',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Every error body of the API. `message` is in the caller's language (accept-language th|en, default th). */
export const ErrorBody = Type.Object(
  {
    error: Type.Object({
      code: StringEnum(API_ERROR_CODES),
      message: Type.String(),
      /** Validation errors name the field (dot path, e.g. "salary_min" or "skills.2.level"). */
      fields: Type.Optional(
        Type.Array(
          Type.Object({
            field: Type.String({ description: 'dot path, e.g. "salary_min" or "skills.2.level"' }),
            code: Type.String(),
            message: Type.String(),
          }),
        ),
      ),
    }),
  },
  { $id: 'ErrorBody' },
);
export type ApiErrorBody = Static<typeof ErrorBody>;
