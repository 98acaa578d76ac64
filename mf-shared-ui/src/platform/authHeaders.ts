/**
 * mf-auth owns Firebase; the base query only asks it for the current headers.
 * The provider returns {} for a guest.
 *
 * The back office (mf-backoffice) signs its staff in to a pool of its own and registers a provider for the `staff`
 * scope: its endpoints (`extraOptions: { auth: 'staff' }`) get the staff token, every other call the portal
 * session's. The two never stand in for each other (a scope without a provider sends no token).
 */
export type AuthHeadersProvider = () => Promise<Record<string, string>>;
/** The one scope besides the portal session: the back office's staff pool. */
export type AuthScope = 'staff';
/** A design system that knows the staff scope (mf-backoffice refuses to run on an older one). */
export const STAFF_AUTH_SCOPE: AuthScope = 'staff';

const none: AuthHeadersProvider = async () => ({});
const providers: Record<'portal' | AuthScope, AuthHeadersProvider> = { portal: none, staff: none };

export function setAuthHeadersProvider(next: AuthHeadersProvider, scope?: AuthScope): void {
  providers[scope ?? 'portal'] = next;
}

export function getAuthHeaders(scope?: AuthScope): Promise<Record<string, string>> {
  return providers[scope ?? 'portal']();
}

/** The scope an endpoint's extraOptions ask for (`{ auth: 'staff' }`), else the portal session's. */
export const authScopeOf = (extraOptions: unknown): AuthScope | undefined =>
  (extraOptions as { auth?: unknown } | undefined)?.auth === STAFF_AUTH_SCOPE ? STAFF_AUTH_SCOPE : undefined;
