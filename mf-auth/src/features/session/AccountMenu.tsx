import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSession, useAppSelector } from 'mf_shared_ui/platform';
import { Button } from 'mf_shared_ui/ui';
import { Avatar } from 'mf_shared_ui/ui-feedback';
import { UserOutlined } from 'mf_shared_ui/icons';
import { displayName } from './accountLinks';

export { displayName } from './accountLinks';

const SignedInMenu = lazy(() => import('./SignedInMenu'));

/**
 * Header widget of a signed-in user: the account menu with the role's links and logout. Guests get their sign-in
 * links from the shell, which loads mf-auth only when a session exists or a sign-in flow needs it.
 */
export function AccountMenu() {
  const { t } = useTranslation('auth');
  const { loading, user, userType } = useAppSelector(selectSession);
  if (loading || !user || userType === 'guest') return null;
  return (
    <Suspense
      fallback={
        <Button
          type="text"
          aria-label={t('menu.accountOf', { name: displayName(user, userType) })}
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
