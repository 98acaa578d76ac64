import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { shared } from '../federation/sharedModules';
import { useSessionModule } from '../federation/AuthSlots';

/** The full-screen splash (in index.html) stays while the session loads; it goes when mf-auth settles or fails. */
export function SplashController() {
  const loading = useSelector(shared.platform.selectSessionLoading);
  const { error } = useSessionModule();
  const dispatch = shared.platform.useAppDispatch();
  useEffect(() => {
    if (error) dispatch(shared.platform.sessionActions.signedOut());
  }, [error, dispatch]);
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
