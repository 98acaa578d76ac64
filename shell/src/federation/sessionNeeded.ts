import { routeFor } from '../app/matchRoute';

/**
 * Whether a page needs mf-auth: this browser holds a session, a sign-in screen or guarded page is open, or
 * something asked for the login modal. A guest browsing public pages never downloads it.
 */
export function sessionNeeded(o: {
  pathname: string;
  loginModalOpen: boolean;
  storedSession: boolean;
}): boolean {
  const route = routeFor(o.pathname);
  return o.loginModalOpen || o.storedSession || route?.remote === 'mf_auth' || Boolean(route?.guard);
}
