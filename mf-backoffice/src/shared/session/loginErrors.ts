/** The sign-in's Firebase error -> the message key (as mf-auth maps them; e-mail enumeration protection is on). */
export type LoginErrorKey =
  | 'login.errors.invalidCredential'
  | 'login.errors.tooManyRequests'
  | 'login.errors.network'
  | 'login.errors.userDisabled'
  | 'login.errors.invalidCode'
  | 'login.errors.unsupportedFactor'
  | 'login.errors.generic';

export function authCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code.replace(/^auth\//, '') : 'internal-error';
}

/** A sign-in that needs the second factor (the staff pool enforces TOTP in production). */
export const needsSecondFactor = (error: unknown) => authCode(error) === 'multi-factor-auth-required';

export function loginErrorKey(error: unknown): LoginErrorKey {
  switch (authCode(error)) {
    case 'invalid-credential':
    case 'wrong-password':
    case 'user-not-found':
    case 'invalid-email':
      return 'login.errors.invalidCredential';
    case 'too-many-requests':
      return 'login.errors.tooManyRequests';
    case 'network-request-failed':
      return 'login.errors.network';
    case 'user-disabled':
      return 'login.errors.userDisabled';
    case 'invalid-verification-code':
    case 'missing-code':
      return 'login.errors.invalidCode';
    case 'unsupported-second-factor':
      return 'login.errors.unsupportedFactor';
    default:
      return 'login.errors.generic';
  }
}

/** TOTP enrolment's Firebase error -> the message key. */
export type EnrolmentErrorKey =
  | 'mfa.errors.invalidCode'
  | 'mfa.errors.expired'
  | 'mfa.errors.tooManyRequests'
  | 'mfa.errors.network'
  | 'mfa.errors.notEnabled'
  | 'mfa.errors.generic';

/** Enrolment refused because the sign-in is too old (or no longer valid): sign out, sign in again, enrol then. */
export const needsFreshSignIn = (error: unknown) =>
  ['requires-recent-login', 'user-token-expired'].includes(authCode(error));

export function enrolmentErrorKey(error: unknown): EnrolmentErrorKey {
  switch (authCode(error)) {
    case 'invalid-verification-code':
    case 'missing-code':
      return 'mfa.errors.invalidCode';
    // the secret's enrolment window passed (TotpSecret.enrollmentCompletionDeadline): a new secret is needed
    case 'code-expired':
    case 'invalid-verification-id':
    case 'missing-verification-id':
    case 'invalid-multi-factor-session':
    case 'missing-multi-factor-session':
      return 'mfa.errors.expired';
    case 'too-many-requests':
      return 'mfa.errors.tooManyRequests';
    case 'network-request-failed':
      return 'mfa.errors.network';
    // TOTP not enabled on the staff tenant (Identity Platform's mfaConfig)
    case 'operation-not-allowed':
      return 'mfa.errors.notEnabled';
    default:
      return 'mfa.errors.generic';
  }
}
