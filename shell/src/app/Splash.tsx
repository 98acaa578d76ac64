import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { shared } from '../federation/sharedModules';

/**
 * The full-screen splash (in index.html) stays while a stored session is restored; it goes when mf-auth settles
 * or fails (SessionRootSlot). A guest is a guest at once (bootstrap).
 */
export function SplashController() {
  const loading = useSelector(shared.platform.selectSessionLoading);
  useEffect(() => {
    const splash = document.getElementById('splash');
    if (splash) splash.hidden = !loading;
  }, [loading]);
  return null;
}

export function hideSplash(): void {
  const splash = document.getElementById('splash');
  if (splash) splash.hidden = true;
}
