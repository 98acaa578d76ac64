import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectSession, useAppSelector } from 'mf_shared_ui/platform';
import { Button, Flex, Space, Typography } from 'mf_shared_ui/ui';
import { LockOutlined } from 'mf_shared_ui/icons';
import { loadController } from '../../shared/auth/sessionBinding';
import { isPageLoginPending } from '../../shared/loginState';
import { HOME_OF, loginWithRedirect, type Role } from '../../shared/paths';

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
  const only = role === 'candidate' ? 'candidateOnly' : 'corporateOnly';
  return (
    <Flex
      vertical
      align="center"
      gap={12}
      style={{ padding: '64px 24px', textAlign: 'center' }}
      data-testid="wrong-role"
    >
      <LockOutlined style={{ fontSize: 48, color: '#1677ff' }} />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(`guard.${only}Title`)}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(`guard.${only}Description`)}
      </Typography.Paragraph>
      <Space wrap style={{ justifyContent: 'center' }}>
        <Button
          type="primary"
          onClick={() =>
            void loadController().then((c) => c.logout({ navigateTo: loginWithRedirect(role, here) }))
          }
        >
          {t(role === 'candidate' ? 'guard.switchToCandidate' : 'guard.switchToCorporate')}
        </Button>
        <Button onClick={() => void navigate('/')}>{t('guard.back')}</Button>
      </Space>
    </Flex>
  );
}
