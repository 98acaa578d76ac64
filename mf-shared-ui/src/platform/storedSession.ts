/**
 * Whether this browser holds a signed-in session, without loading Firebase: mf-auth writes the active pool here
 * whenever a pool becomes the session and removes it on sign-out. The shell reads it to decide whether a first
 * page needs mf-auth at all (a guest's does not).
 */
export const ACTIVE_POOL_KEY = 'jobportal.activePool';

export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(ACTIVE_POOL_KEY) !== null;
  } catch {
    return false;
  }
}
