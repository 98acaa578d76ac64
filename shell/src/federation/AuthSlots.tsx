import type { ReactNode } from 'react';
import { useRemoteModule } from './useRemoteModule';
import { Unavailable } from './Unavailable';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { SessionModule } from './sessionContract';
import type { GuardKind } from '../app/routes';

const SESSION_ID = 'mf_auth/session';

export function useSessionModule() {
  return useRemoteModule<SessionModule>(SESSION_ID);
}

export function SessionRootSlot() {
  const { module } = useSessionModule();
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
  if (error) return <Unavailable onRetry={retry} />;
  if (!module) return <div data-testid="guard-loading" style={{ minHeight: '100vh' }} />;
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
