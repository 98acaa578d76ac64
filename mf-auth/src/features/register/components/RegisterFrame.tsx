import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from 'mf_shared_ui/ui';
import { AuthShell, SidePanel } from '../../../shared/components/AuthShell';
import { RoleSwitch } from '../../../shared/components/RoleSwitch';
import { useAuthLinks } from '../../../shared/components/useAuthLinks';
import { authPaths, type Role } from '../../../shared/paths';
import { AuthPageTitle } from '../../../shared/components/AuthPageTitle';

/** The bare registration page: side panel, role switch, title, the form and a link to the login. */
export function RegisterFrame({ role, children }: { role: Role; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const go = useAuthLinks('page');
  return (
    <AuthShell
      role={role}
      mode="page"
      side={
        <SidePanel
          role={role}
          title={t(`register.${role}.title`)}
          subtitle={t(`register.${role}.subtitle`)}
        />
      }
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }} data-testid={`register-${role}`}>
        <RoleSwitch role={role} onSwitch={(next) => go({ path: authPaths(next).register })} />
        <AuthPageTitle>{t(`register.${role}.title`)}</AuthPageTitle>
        {children}
        <Typography.Text style={{ textAlign: 'center' }}>
          {t('register.haveAccount')}{' '}
          <Typography.Link
            href={authPaths(role).login}
            onClick={(e) => {
              e.preventDefault();
              go({ path: authPaths(role).login });
            }}
          >
            {t('register.login')}
          </Typography.Link>
        </Typography.Text>
      </div>
    </AuthShell>
  );
}
