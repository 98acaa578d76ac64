import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, sessionActions } from 'mf_shared_ui/platform';

export function SessionRoot() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(sessionActions.signedOut());
  }, [dispatch]);
  return null;
}
export function AccountMenu() {
  return null;
}
export function RoleGuard({ children }: { role: string; children: ReactNode }) {
  return <>{children}</>;
}
