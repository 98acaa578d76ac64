/**
 * Which Auth emulator calls the portal forwards: only what the browser's Firebase SDK sends for its own user.
 * The emulator also answers admin calls (every account with its password to `Authorization: Bearer owner`) and
 * hands out e-mail and SMS codes under /emulator/v1; none of that may be reachable through the portal.
 */
export const EMULATOR_PREFIXES = [
  '/identitytoolkit.googleapis.com',
  '/securetoken.googleapis.com',
  '/emulator',
];

/** Identity Toolkit methods the web SDK calls with an API key (and the user's own ID token in the body). */
const CLIENT_ACCOUNT_METHODS = new Set([
  'signUp',
  'signInWithPassword',
  'signInWithIdp',
  'signInWithCustomToken',
  'signInWithEmailLink',
  'signInWithPhoneNumber',
  'sendOobCode',
  'sendVerificationCode',
  'resetPassword',
  'update',
  'lookup',
  'delete',
  'createAuthUri',
]);

const CLIENT_CALLS: { method: string; path: RegExp }[] = [
  {
    method: 'POST',
    path: new RegExp(
      `^/identitytoolkit\\.googleapis\\.com/v1/accounts:(${[...CLIENT_ACCOUNT_METHODS].join('|')})$`,
    ),
  },
  { method: 'POST', path: /^\/identitytoolkit\.googleapis\.com\/v2\/accounts:revokeToken$/ },
  {
    method: 'POST',
    path: /^\/identitytoolkit\.googleapis\.com\/v2\/accounts\/(mfaEnrollment|mfaSignIn):[a-zA-Z]+$/,
  },
  // Project settings the SDK reads: /v1/projects exactly (never /v1/projects/<id>/..., the admin API).
  { method: 'GET', path: /^\/identitytoolkit\.googleapis\.com\/v1\/projects$/ },
  { method: 'GET', path: /^\/identitytoolkit\.googleapis\.com\/v2\/(recaptchaConfig|passwordPolicy)$/ },
  { method: 'POST', path: /^\/securetoken\.googleapis\.com\/v1\/token$/ },
  // The emulator's stand-in identity provider pages (popup sign-in) and e-mail action links (need the code).
  { method: 'GET', path: /^\/emulator\/auth\/(handler|iframe)$/ },
  { method: 'GET', path: /^\/emulator\/action$/ },
];

export function isEmulatorPath(pathname: string): boolean {
  return EMULATOR_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * A browser call the portal may forward to the emulator. Any Authorization header is refused: the SDK never sends
 * one, and the emulator treats `Bearer owner` (or any service-account token) as the project's administrator.
 */
export function isAllowedEmulatorCall(method: string, pathname: string, authorization: unknown): boolean {
  if (authorization !== undefined) return false;
  const verb = method === 'HEAD' ? 'GET' : method;
  if (verb === 'OPTIONS') return CLIENT_CALLS.some((call) => call.path.test(pathname));
  return CLIENT_CALLS.some((call) => call.method === verb && call.path.test(pathname));
}
