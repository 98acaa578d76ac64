import { useEffect, useSyncExternalStore } from 'react';
import { setAuthHeadersProvider } from 'mf_shared_ui/platform';
import { staffFirebase, type StaffTotpSecret, type StaffUser } from './firebase';

/** The staff session: mf-backoffice's own, never in the portal's session slice (DECISIONS: Back office). */
export type StaffSession =
  { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: StaffUser };

let session: StaffSession = { status: 'loading' };
const listeners = new Set<() => void>();
let started = false;

function set(next: StaffSession): void {
  session = next;
  listeners.forEach((listener) => listener());
}

/** Headers of back-office calls (`extraOptions: { auth: 'staff' }`): the staff pool's ID token, none when signed out. */
export async function staffAuthHeaders(): Promise<Record<string, string>> {
  const token = await staffFirebase.token().catch(() => null);
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** Starts listening to the staff pool once, and hands the base query the staff headers. */
export function startStaffSession(): void {
  if (started) return;
  started = true;
  setAuthHeadersProvider(staffAuthHeaders, 'staff');
  staffFirebase.watch((user) => {
    const current = session.status === 'signedIn' ? session.user : null;
    if (user && current && user.uid === current.uid && user.email === current.email) return;
    set(user ? { status: 'signedIn', user } : { status: 'signedOut' });
  });
}

export const signInStaff = (email: string, password: string) => staffFirebase.signIn(email, password);
export const resolveStaffTotp = (error: unknown, code: string) => staffFirebase.resolveTotp(error, code);
/** Whether the signed-in staff member has a second factor enrolled (a token without one then signed in another way). */
export const staffHasSecondFactor = () => staffFirebase.hasSecondFactor();
/** TOTP enrolment: a new secret for the authenticator app, then the app's code to enrol it. */
export const startStaffTotpEnrolment = (): Promise<StaffTotpSecret> => staffFirebase.startTotpEnrolment();
export const enrolStaffTotp = (secret: StaffTotpSecret, code: string) =>
  staffFirebase.enrolTotp(secret.handle, code);
/** Ends the staff session in this browser (nothing to revoke on the server); the portal session stays. */
export const signOutStaff = () => staffFirebase.signOut();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => session;

export function useStaffSession(): StaffSession {
  useEffect(startStaffSession, []);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Tests: forget the session and its listener. */
export function resetStaffSessionForTests(): void {
  started = false;
  session = { status: 'loading' };
}
