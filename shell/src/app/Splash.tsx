import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { shared } from '../federation/sharedModules';
import { useRemoteModuleState } from '../federation/useRemoteModule';
import { SESSION_ID } from '../federation/AuthSlots';

/**
 * The full-screen splash (in index.html) stays while a stored session is restored; it goes when mf-auth settles
 * or fails or times out (useRemoteModule): then the page with its fallback shows, never an endless splash. A guest
 * is a guest at once (bootstrap).
 */
export function SplashController() {
  const loading = useSelector(shared.platform.selectSessionLoading);
  const authFailed = useRemoteModuleState(SESSION_ID)?.status === 'error';
  const show = loading && !authFailed;
  useEffect(() => {
    const splash = document.getElementById('splash');
    if (splash) splash.hidden = !show;
  }, [show]);
  return null;
}

export function hideSplash(): void {
  const splash = document.getElementById('splash');
  if (splash) splash.hidden = true;
}
