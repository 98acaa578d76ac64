/**
 * Registers the service worker (shell/public/sw.js, issue 44): loaded after the page's load event, in a chunk of its
 * own (bootstrap.tsx), so neither the first paint nor the first-load budget pays for it. `updateViaCache: 'none'`:
 * the browser's update check always asks the server for /sw.js (which the gateway serves no-cache anyway).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // Not installed (a private window's policy, a browser setting): the site works the same without it.
  navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
}
