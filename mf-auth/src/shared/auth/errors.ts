/**
 * Identity error mapping (spec section 8). Pure: provider (Identity Toolkit REST) codes and Firebase client codes
 * ('auth/...') are normalised to one short code, then to the message key the user sees.
 */

/** Identity Toolkit error messages -> client codes (spec section 8). */
export const PROVIDER_CODE_MAP: Record<string, string> = {
  EMAIL_EXISTS: 'email-already-in-use',
  INVALID_PASSWORD: 'wrong-password',
  INVALID_LOGIN_CREDENTIALS: 'invalid-credential',
  EMAIL_NOT_FOUND: 'user-not-found',
  USER_DISABLED: 'user-disabled',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'too-many-requests',
  EXPIRED_OOB_CODE: 'expired-action-code',
  INVALID_OOB_CODE: 'invalid-action-code',
  CREDENTIAL_TOO_OLD_LOGIN_AGAIN: 'requires-recent-login',
  TOKEN_EXPIRED: 'user-token-expired',
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS: 'password-does-not-meet-requirements',
};

/** Client codes the product reacts to besides the mapped ones (spec section 8). */
export const CLIENT_CODES = [
  'network-request-failed',
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'unauthorized-domain',
  'user-mismatch',
  'argument-error',
  'internal-error',
  'account-exists-with-different-credential',
] as const;

/**
 * Provider code -> client code. The REST message may carry a detail after ' : ' (e.g.
 * 'PASSWORD_DOES_NOT_MEET_REQUIREMENTS : Missing password requirements: ...'); unknown codes are lower-cased
 * and hyphenated ('OPERATION_NOT_ALLOWED' -> 'operation-not-allowed').
 */
export function mapProviderCode(providerCode: string): string {
  const code = providerCode.split(':')[0].trim();
  return PROVIDER_CODE_MAP[code] ?? code.toLowerCase().replace(/_/g, '-');
}

/**
 * Any error thrown by the SDK or a REST call -> a short code without the 'auth/' prefix.
 * Accepts FirebaseError ({ code: 'auth/...' }), a REST body ({ error: { message: 'EMAIL_EXISTS' } }) or a string.
 */
export function authErrorCode(error: unknown): string {
  if (typeof error === 'string') return error.startsWith('auth/') ? error.slice(5) : mapProviderCode(error);
  if (error && typeof error === 'object') {
    const e = error as { code?: unknown; error?: { message?: unknown }; message?: unknown };
    if (typeof e.code === 'string' && e.code.length > 0) {
      if (e.code.startsWith('auth/')) return e.code.slice(5);
      if (/^[A-Z_]+/.test(e.code)) return mapProviderCode(e.code);
      return e.code;
    }
    if (e.error && typeof e.error.message === 'string') return mapProviderCode(e.error.message);
  }
  return 'internal-error';
}

export type LoginErrorKey =
  | 'errors.invalidCredential'
  | 'errors.tooManyRequests'
  | 'errors.popupBlocked'
  | 'errors.network'
  | 'errors.generic';

/**
 * The login messages of spec section 8: invalid-credential, too-many-requests, anything else generic. With e-mail
 * enumeration protection (on in every pool, emulator included) a wrong password or an unknown e-mail both arrive as
 * invalid-credential; wrong-password / user-not-found are "any other error". A blocked social popup and a network
 * failure keep their own message: the user can act on them.
 */
export function loginErrorKey(error: unknown): LoginErrorKey {
  switch (authErrorCode(error)) {
    case 'invalid-credential':
      return 'errors.invalidCredential';
    case 'too-many-requests':
      return 'errors.tooManyRequests';
    case 'popup-blocked':
      return 'errors.popupBlocked';
    case 'network-request-failed':
      return 'errors.network';
    default:
      return 'errors.generic';
  }
}

/** Codes of a broken or used verification / reset link. */
export function isInvalidActionCode(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'invalid-action-code' || code === 'expired-action-code';
}

/** A refresh failure that must end the session (spec section 8). */
export function endsSession(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'user-disabled' || code === 'user-token-expired';
}

/** Popup outcomes that are the user's choice, not an error to show. */
export function isPopupDismissed(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'popup-closed-by-user' || code === 'cancelled-popup-request';
}
