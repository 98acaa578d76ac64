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
