import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectSession, useAppSelector } from 'mf_shared_ui/platform';
import { loadController } from '../../shared/auth/sessionBinding';
import { isPageLoginPending } from '../../shared/loginState';
import { HOME_OF, loginWithRedirect, type Role } from '../../shared/paths';
import { WrongRoleNotice } from './WrongRoleNotice';

export type GuardRole = Role | 'guest-only';

/**
 * The candidate-auth guard (role candidate / corporate) and the disable-page guard (guest-only).
 * While the session loads nothing renders (the splash covers it).
 */
export function RoleGuard({ role, children }: { role: GuardRole; children: ReactNode }) {
  const { loading, userType } = useAppSelector(selectSession);
  const location = useLocation();
  if (loading) return null;
  const here = `${location.pathname}${location.search}`;
  if (role === 'guest-only') {
    if (userType === 'guest' || isPageLoginPending()) return <>{children}</>;
    return <Navigate to={HOME_OF[userType]} replace />;
  }
  if (userType === 'guest') return <Navigate to={loginWithRedirect(role, here)} replace />;
  if (userType !== role) return <WrongRole role={role} here={here} />;
  return <>{children}</>;
}

/** A signed-in user of the other role: say so and offer to switch (not a silent bounce). */
function WrongRole({ role, here }: { role: Role; here: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <WrongRoleNotice
      role={role}
      context="page"
      onSwitch={() =>
        void loadController().then((c) => c.logout({ navigateTo: loginWithRedirect(role, here) }))
      }
      secondary={{ label: t('guard.back'), onClick: () => void navigate('/') }}
    />
  );
}
