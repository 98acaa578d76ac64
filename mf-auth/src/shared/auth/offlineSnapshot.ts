/**
 * The saved-jobs snapshot the service worker keeps for the offline page (shell/public/sw.js, issue 44) is personal
 * data on the device (docs/PERSONAL-DATA.md): it is only for the signed-in candidate, so it goes as soon as no
 * candidate holds the session (sign-out, a session ended by the identity provider, another pool signing in).
 * The page deletes the cache itself (the worker may not run, or not control this tab) and tells the worker, which
 * deletes it again after a snapshot it was writing at that moment.
 */
export const SAVED_JOBS_CACHE = 'jobportal-saved-jobs-v1';

export function forgetOfflineSavedJobs(): void {
  try {
    if (typeof caches !== 'undefined') void caches.delete(SAVED_JOBS_CACHE).catch(() => undefined);
    navigator.serviceWorker?.controller?.postMessage({ type: 'clear-saved-jobs' });
  } catch {
    /* no Cache API here (an insecure origin): nothing was kept */
  }
}
