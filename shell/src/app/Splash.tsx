import { useEffect } from 'react';

/**
 * The full-screen splash (in index.html) covers only the time before the app has anything on screen, and shows
 * itself only when that takes long (600 ms, index.html). Once the app has rendered, the page's own placeholders
 * (the header, a guarded area's skeleton while a stored session is restored) stand in: no splash for the seconds a
 * session takes to come back.
 */
export function SplashController() {
  useEffect(() => hideSplash(), []);
  return null;
}

export function hideSplash(): void {
  const splash = document.getElementById('splash');
  if (splash) splash.hidden = true;
}
