import {
  authErrorCode,
  endsSession,
  isInvalidActionCode,
  isPopupDismissed,
  loginErrorKey,
  mapProviderCode,
  PROVIDER_CODE_MAP,
} from './errors';
import { th } from '../../i18n/th';
import { en } from '../../i18n/en';

describe('provider code mapping (spec section 8)', () => {
  it.each([
    ['EMAIL_EXISTS', 'email-already-in-use'],
    ['INVALID_PASSWORD', 'wrong-password'],
    ['INVALID_LOGIN_CREDENTIALS', 'invalid-credential'],
    ['EMAIL_NOT_FOUND', 'user-not-found'],
    ['USER_DISABLED', 'user-disabled'],
    ['TOO_MANY_ATTEMPTS_TRY_LATER', 'too-many-requests'],
    ['EXPIRED_OOB_CODE', 'expired-action-code'],
    ['INVALID_OOB_CODE', 'invalid-action-code'],
    ['CREDENTIAL_TOO_OLD_LOGIN_AGAIN', 'requires-recent-login'],
    ['TOKEN_EXPIRED', 'user-token-expired'],
    ['PASSWORD_DOES_NOT_MEET_REQUIREMENTS', 'password-does-not-meet-requirements'],
  ])('%s -> %s', (provider, client) => {
    expect(mapProviderCode(provider)).toBe(client);
  });

  it('covers exactly the eleven codes of the catalogue', () => {
    expect(Object.keys(PROVIDER_CODE_MAP)).toHaveLength(11);
  });

  it('lower-cases and hyphenates any other code', () => {
    expect(mapProviderCode('OPERATION_NOT_ALLOWED')).toBe('operation-not-allowed');
    expect(mapProviderCode('MISSING_REQ_TYPE')).toBe('missing-req-type');
  });

  it('drops the detail after " : "', () => {
    expect(mapProviderCode('PASSWORD_DOES_NOT_MEET_REQUIREMENTS : Missing password requirements: [x]')).toBe(
      'password-does-not-meet-requirements',
    );
    expect(mapProviderCode('WEAK_PASSWORD : Password should be at least 6 characters')).toBe('weak-password');
  });
});

describe('authErrorCode', () => {
  it('reads Firebase client errors', () => {
    expect(authErrorCode({ code: 'auth/invalid-credential' })).toBe('invalid-credential');
    expect(authErrorCode({ code: 'auth/network-request-failed' })).toBe('network-request-failed');
    expect(authErrorCode('auth/popup-blocked')).toBe('popup-blocked');
  });
  it('reads REST error bodies', () => {
    expect(authErrorCode({ error: { message: 'EMAIL_EXISTS' } })).toBe('email-already-in-use');
    expect(authErrorCode('TOO_MANY_ATTEMPTS_TRY_LATER')).toBe('too-many-requests');
    expect(authErrorCode({ code: 'INVALID_OOB_CODE' })).toBe('invalid-action-code');
  });
  it('falls back to internal-error', () => {
    expect(authErrorCode(null)).toBe('internal-error');
    expect(authErrorCode(new Error('boom'))).toBe('internal-error');
  });
});

describe('login messages', () => {
  it.each([['auth/invalid-credential'], ['INVALID_LOGIN_CREDENTIALS']])(
    '%s -> invalid email or password',
    (code) => {
      expect(loginErrorKey({ code })).toBe('errors.invalidCredential');
    },
  );

  it('too-many-requests -> throttling message', () => {
    expect(loginErrorKey({ code: 'auth/too-many-requests' })).toBe('errors.tooManyRequests');
    expect(loginErrorKey({ error: { message: 'TOO_MANY_ATTEMPTS_TRY_LATER' } })).toBe(
      'errors.tooManyRequests',
    );
  });

  it('a blocked popup and a network failure keep their own messages', () => {
    expect(loginErrorKey({ code: 'auth/popup-blocked' })).toBe('errors.popupBlocked');
    expect(loginErrorKey({ code: 'auth/network-request-failed' })).toBe('errors.network');
  });

  it.each([
    'auth/wrong-password',
    'auth/user-not-found',
    'INVALID_PASSWORD',
    'EMAIL_NOT_FOUND',
    'auth/user-disabled',
    'auth/unauthorized-domain',
    'auth/user-mismatch',
    'auth/argument-error',
    'auth/internal-error',
    'auth/email-already-in-use',
  ])('%s -> generic message (any other login error)', (code) => {
    expect(loginErrorKey({ code })).toBe('errors.generic');
  });

  it('has the exact texts of the spec in English and a Thai version', () => {
    expect(en.errors.invalidCredential).toBe('Invalid email or password');
    expect(en.errors.tooManyRequests).toBe('Too many login attempts, please try again later');
    expect(en.errors.generic).toBe('An error occurred, please try again');
    expect(en.errors.invalidActionCode).toBe('The link is invalid or has expired.');
    expect(th.errors.accountExistsTitle).toBe('บัญชีนี้เชื่อมโยงกับการล็อกอินอื่น');
    for (const key of ['invalidCredential', 'tooManyRequests', 'generic', 'invalidActionCode'] as const) {
      expect(th.errors[key]).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(th.errors.accountExistsDescription).toContain('{{email}}');
  });
});

describe('classifiers', () => {
  it('recognises broken action codes', () => {
    expect(isInvalidActionCode({ code: 'auth/invalid-action-code' })).toBe(true);
    expect(isInvalidActionCode({ code: 'auth/expired-action-code' })).toBe(true);
    expect(isInvalidActionCode({ error: { message: 'EXPIRED_OOB_CODE' } })).toBe(true);
    expect(isInvalidActionCode({ code: 'auth/network-request-failed' })).toBe(false);
  });
  it('ends the session on user-disabled / user-token-expired', () => {
    expect(endsSession({ code: 'auth/user-disabled' })).toBe(true);
    expect(endsSession({ code: 'auth/user-token-expired' })).toBe(true);
    expect(endsSession({ error: { message: 'TOKEN_EXPIRED' } })).toBe(true);
    expect(endsSession({ code: 'auth/network-request-failed' })).toBe(false);
  });
  it("treats a closed popup as the user's choice", () => {
    expect(isPopupDismissed({ code: 'auth/popup-closed-by-user' })).toBe(true);
    expect(isPopupDismissed({ code: 'auth/cancelled-popup-request' })).toBe(true);
    expect(isPopupDismissed({ code: 'auth/popup-blocked' })).toBe(false);
  });
});
