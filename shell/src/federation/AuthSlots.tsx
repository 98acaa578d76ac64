import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { useRemoteModule } from './useRemoteModule';
import { Unavailable } from './Unavailable';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { shared } from './sharedModules';
import type { SessionModule } from './sessionContract';
import type { GuardKind } from '../app/routes';
import { sessionNeeded } from './sessionNeeded';
import { RouteSkeleton } from './RouteSkeleton';

export const SESSION_ID = 'mf_auth/session';

export function useSessionModule(needed = true) {
  return useRemoteModule<SessionModule>(needed ? SESSION_ID : null);
}

/** See sessionNeeded; once needed, mf-auth stays. */
function useSessionNeeded(): boolean {
  const { pathname } = useLocation();
  const modal = useSelector(shared.platform.selectLoginModal);
  const needed = sessionNeeded({
    pathname,
    loginModalOpen: modal !== null,
    storedSession: shared.platform.hasStoredSession(),
  });
  return shared.platform.useLatch(needed);
}

export function SessionRootSlot() {
  const { module, error } = useSessionModule(useSessionNeeded());
  const dispatch = shared.platform.useAppDispatch();
  // Without mf-auth nobody can restore a session. A visitor without a stored session is a guest; a signed-in
  // visitor stays signed in (never switched to guest by a failed download): guarded areas show the fallback and
  // its retry, which loads mf-auth again for every slot (useRemoteModule) on the same page.
  useEffect(() => {
    if (error && !shared.platform.hasStoredSession()) dispatch(shared.platform.sessionActions.signedOut());
  }, [error, dispatch]);
  if (!module) return null;
  return (
    <RemoteErrorBoundary fallback={() => null}>
      <module.SessionRoot />
    </RemoteErrorBoundary>
  );
}

export function AccountMenuSlot() {
  const { module } = useSessionModule();
  if (!module) return null;
  return (
    <RemoteErrorBoundary fallback={() => null}>
      <module.AccountMenu />
    </RemoteErrorBoundary>
  );
}

/** A guarded route needs mf-auth to decide; without it the area shows the unavailable fallback. */
export function GuardSlot({ role, children }: { role: GuardKind; children: ReactNode }) {
  const { module, error, retry } = useSessionModule();
  // While a stored session is restored the guard cannot decide yet: the page's placeholder, not an empty area.
  const sessionLoading = useSelector(shared.platform.selectSessionLoading);
  if (error) return <Unavailable onRetry={retry} />;
  if (!module || sessionLoading) return <RouteSkeleton testId="guard-loading" />;
  return (
    <RemoteErrorBoundary
      fallback={(_e, reset) => (
        <Unavailable
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <module.RoleGuard role={role}>{children}</module.RoleGuard>
    </RemoteErrorBoundary>
  );
}
