import type { ApiErrorCode } from '@jobportal/contracts';

export interface FieldError {
  field: string;
  /** ajv keyword (required, minLength, ...) or one of ours (unknown_skill, salary_range, ...). */
  code: string;
}

const DEFAULT_STATUS: Record<ApiErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  TOKEN_INVALID: 401,
  EMAIL_NOT_VERIFIED: 403,
  WRONG_ROLE: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  JOB_NOT_FOUND: 404,
  COMPANY_NOT_FOUND: 404,
  CANDIDATE_NOT_FOUND: 404,
  APPLICATION_NOT_FOUND: 404,
  BLOG_NOT_FOUND: 404,
  ALREADY_APPLIED: 409,
  JOB_NOT_OPEN: 409,
  INVALID_STATUS_TRANSITION: 409,
  ACCOUNT_EXISTS: 409,
  UID_MISMATCH: 403,
  PROFILE_NOT_FOUND: 404,
  ACCOUNT_DELETION_REQUESTED: 403,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_NOT_ALLOWED: 415,
  NOT_AN_IMAGE: 415,
  RATE_LIMITED: 429,
  TOKEN_REVOKED: 401,
  EMAIL_MISMATCH: 403,
  FILE_CONTENT_TOO_LARGE: 413,
  IMAGE_TOO_LARGE: 413,
  UNSUPPORTED_CONTENT_ENCODING: 415,
  SERVICE_UNAVAILABLE: 503,
  CONSENT_REQUIRED: 403,
  EXPORT_NOT_READY: 409,
  SAVED_SEARCH_LIMIT: 409,
  UNSUBSCRIBE_LINK_INVALID: 400,
  STAFF_ROLE_REQUIRED: 403,
  MFA_REQUIRED: 403,
  ALREADY_REPORTED: 409,
  COMPANY_SUSPENDED: 403,
  SLUG_TAKEN: 409,
  VERIFICATION_PENDING: 409,
  ALREADY_VERIFIED: 409,
  MESSAGE_NOT_FOUND: 404,
  TEAM_ROLE_FORBIDDEN: 403,
  INVITE_INVALID: 404,
  INVITE_EXPIRED: 410,
  INVITE_EMAIL_MISMATCH: 403,
  ALREADY_MEMBER: 409,
  MEMBER_NOT_FOUND: 404,
  OWNER_REQUIRED: 409,
  THREAD_CLOSED: 409,
  INTERVIEW_NOT_FOUND: 404,
  INTERVIEW_NOT_OPEN: 409,
  CANDIDATE_RESTRICTED: 409,
  TEMPLATE_NOT_FOUND: 404,
  PREVIEW_OUTDATED: 409,
  ALREADY_INVITED: 409,
  IDEMPOTENCY_KEY_INVALID: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_IN_USE: 409,
  INTERNAL_ERROR: 500,
};

/** An error with a stable code from the contract; the error handler localises its message. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly statusCode: number;
  readonly fields?: FieldError[];

  constructor(code: ApiErrorCode, opts: { status?: number; fields?: FieldError[]; detail?: string } = {}) {
    super(opts.detail ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.statusCode = opts.status ?? DEFAULT_STATUS[code];
    this.fields = opts.fields;
  }
}

export function validationError(fields: FieldError[]): ApiError {
  return new ApiError('VALIDATION_ERROR', { fields });
}
