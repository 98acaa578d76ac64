import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { StaffMe } from '@jobportal/contracts';
import { MD_MIN_WIDTH, useMinWidth } from '@jobportal/viewport';
import { Button, Flex, Typography, useThemeToken } from 'mf_shared_ui/ui';
import { LogoutOutlined } from 'mf_shared_ui/icons';
import { areaPath, areasFor } from '../access/areas';
import { useBackofficeT } from '../hooks/useLocale';
import { useSignOut } from '../session/useSignOut';
import { LocaleSwitch } from './LocaleSwitch';

/** The back office's own chrome: staff header (e-mail, locale, sign-out) and the areas the roles open. */
export function BackofficeLayout({ me, children }: { me: StaffMe; children: ReactNode }) {
  const { t } = useBackofficeT();
  const token = useThemeToken();
  const wide = useMinWidth(MD_MIN_WIDTH);
  const signOut = useSignOut();
  const areas = areasFor(me.roles);
  const linkStyle = ({ isActive }: { isActive: boolean }) => ({
    display: 'block',
    padding: '8px 12px',
    borderRadius: token.borderRadius,
    color: isActive ? token.colorPrimary : token.colorText,
    background: isActive ? token.controlItemBgActive : 'transparent',
    fontWeight: isActive ? 600 : 400,
    whiteSpace: 'nowrap' as const,
  });

  return (
    <div style={{ minHeight: '100vh', background: '#f5f7fb' }}>
      <style>{'.backoffice-skip:focus{top:8px!important}'}</style>
      <a href="#backoffice-content" className="backoffice-skip" style={skipStyle}>
        {t('layout.skip')}
      </a>
      <header
        style={{
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Flex justify="space-between" align="center" wrap gap={8} style={{ padding: '8px 16px' }}>
          <Link to="/backoffice" style={{ color: token.colorText, fontWeight: 700, fontSize: 16 }}>
            {t('brand')}
          </Link>
          <Flex align="center" gap={8} wrap>
            <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }} data-testid="staff-email">
              {me.email}
            </Typography.Text>
            <LocaleSwitch />
            <Button size="small" icon={<LogoutOutlined aria-hidden />} onClick={() => void signOut()}>
              {t('layout.signOut')}
            </Button>
          </Flex>
        </Flex>
      </header>
      <Flex
        vertical={!wide}
        gap={wide ? 24 : 8}
        style={{ maxWidth: 1440, margin: '0 auto', padding: wide ? 24 : 12 }}
      >
        <nav aria-label={t('layout.nav')} style={{ flex: wide ? '0 0 220px' : undefined, overflowX: 'auto' }}>
          <ul
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'flex',
              flexDirection: wide ? 'column' : 'row',
              gap: 4,
            }}
          >
            <li>
              <NavLink to="/backoffice" end style={linkStyle}>
                {t('layout.home')}
              </NavLink>
            </li>
            {areas.map((area) => (
              <li key={area}>
                <NavLink to={areaPath(area)} style={linkStyle}>
                  {t(`areas.${area}.title`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="backoffice-content" tabIndex={-1} style={{ flex: 1, minWidth: 0 }}>
          {children}
        </main>
      </Flex>
    </div>
  );
}

/** Visible only when focused (the first tab stop). */
const skipStyle = {
  position: 'absolute' as const,
  left: 8,
  top: -48,
  padding: 8,
  background: '#fff',
  zIndex: 1000,
};
