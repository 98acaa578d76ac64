/** Routes of the identity screens and where users land (spec section 2). Pure. */
export type Role = 'candidate' | 'corporate';

export const ROLES: Role[] = ['candidate', 'corporate'];

export const authPaths = (role: Role) => ({
  login: `/${role}/login`,
  register: `/${role}/register`,
  auth: `/${role}/auth`,
  confirm: `/${role}/auth?mode=confirm`,
  resetPassword: `/${role}/auth/reset-password`,
});

/** Where a signed-in user of a role belongs (the disable-page guard sends them there). */
export const HOME_OF: Record<Role, string> = {
  candidate: '/candidate/jobs',
  corporate: '/corporate/dashboard',
};

/** After a login or registration on the login/register page (spec section 2). */
export const AFTER_LOGIN: Record<Role, string> = { candidate: '/candidate/jobs', corporate: '/corporate' };

export const AFTER_LOGOUT = '/';

export const PRIVACY_NOTICE_PATH = '/privacy-notice';

/** Only same-origin absolute paths are followed (no '//host', no 'https:'). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** Where to go after a successful page login: the guard's ?redirect= if it belongs to the role, else the default. */
export function postLoginTarget(role: Role, redirect: string | null | undefined): string {
  const target = safeRedirect(redirect);
  if (target && belongsTo(role, target) && !isAuthPath(target)) return target;
  return AFTER_LOGIN[role];
}

/**
 * Where a candidate lands after an e-mail link sign-in: back where the link was asked for (a page login's ?redirect=
 * or the page under the login modal), never an identity screen or an employer page.
 */
export function emailLinkTarget(redirect: string | null | undefined): string {
  const target = safeRedirect(redirect);
  if (target && !isAuthPath(target) && !belongsTo('corporate', target)) return target;
  return AFTER_LOGIN.candidate;
}

/** The login route of a role with ?redirect= back to where the guest was. */
export function loginWithRedirect(role: Role, current: string): string {
  return `${authPaths(role).login}?redirect=${encodeURIComponent(current)}`;
}

export function isAuthPath(path: string): boolean {
  return /^\/(candidate|corporate)\/(login|register|auth)(\/|\?|$)/.test(path);
}

function belongsTo(role: Role, path: string): boolean {
  return path === `/${role}` || path.startsWith(`/${role}/`) || path.startsWith(`/${role}?`);
}
