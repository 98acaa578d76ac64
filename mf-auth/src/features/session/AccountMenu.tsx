import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectSession, useAppSelector } from 'mf_shared_ui/platform';
import { Avatar, Button, Space, UserOutlined } from 'mf_shared_ui/ui';
import { displayName } from './accountLinks';

export { displayName } from './accountLinks';

const SignedInMenu = lazy(() => import('./SignedInMenu'));

/** Header widget: login / register for guests, the account menu with logout when signed in. */
export function AccountMenu() {
  const { t } = useTranslation('auth');
  const { loading, user, userType } = useAppSelector(selectSession);
  if (loading) return null;
  if (!user || userType === 'guest') {
    return (
      <Space size="small" wrap data-testid="account-menu-guest">
        <Link to="/candidate/login">
          <Button type="text">{t('menu.login')}</Button>
        </Link>
        <Link to="/candidate/register">
          <Button type="primary">{t('menu.register')}</Button>
        </Link>
        <Link to="/corporate/login">
          <Button type="link">{t('menu.forEmployers')}</Button>
        </Link>
      </Space>
    );
  }
  return (
    <Suspense
      fallback={
        <Button
          type="text"
          aria-label={t('menu.account')}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 8, height: 40 }}
        >
          <Avatar size="small" icon={<UserOutlined />} />
          <span>{displayName(user, userType)}</span>
        </Button>
      }
    >
      <SignedInMenu user={user} userType={userType} />
    </Suspense>
  );
}
