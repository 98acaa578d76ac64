import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { shared } from '../federation/sharedModules';
import { AccountArea } from './AccountArea';
import { LocaleSwitch } from './LocaleSwitch';
import { NotificationBell } from './NotificationBell';
import { useMinWidth } from '@jobportal/viewport';
import { useMdUp } from './useMdUp';
import { headerLinksFor } from './headerLinks';
import { preloadPage } from '../federation/RemotePage';
import { loadRemoteModule } from '../federation/registry';
import type * as UiOverlay from 'mf_shared_ui/ui-overlay';

/** The mobile menu drawer comes with the overlay part of the design system, only when opened. */
const MenuDrawer = lazy(async () => {
  const { Drawer } = await loadRemoteModule<typeof UiOverlay>('mf_shared_ui/ui-overlay');
  return { default: Drawer };
});

/** The narrowest screens (320 px, 400 % zoom of a laptop) get a smaller wordmark: the header's buttons stay in view. */
const ROOMY_HEADER_MIN_WIDTH = 360;

export function Logo() {
  const { t } = useTranslation('shell');
  const roomy = useMinWidth(ROOMY_HEADER_MIN_WIDTH);
  return (
    <Link
      to="/"
      style={{
        display: 'flex',
        alignItems: 'center',
        flexShrink: 0,
        gap: roomy ? 8 : 6,
        color: '#0958d9',
        fontWeight: 700,
        fontSize: roomy ? 20 : 16,
      }}
    >
      <span
        aria-hidden="true"
        style={{
          width: 32,
          height: 32,
          borderRadius: 8,
          background: '#0958d9',
          color: '#fff',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 14,
        }}
      >
        JP
      </span>
      {t('brand')}
    </Link>
  );
}

export function Header() {
  const { t } = useTranslation('shell');
  const { Layout, Button, MenuOutlined, Space } = shared.ui;
  const wide = useMdUp();
  const [open, setOpen] = useState(false);
  const userType = useSelector(shared.platform.selectUserType);
  const links = headerLinksFor(userType).map((item) => (
    <NavLink
      key={item.to}
      to={item.to}
      onMouseEnter={() => preloadPage(item.remote, item.page)}
      onClick={() => setOpen(false)}
      style={({ isActive }) => ({
        color: isActive ? '#0958d9' : 'rgba(0,0,0,0.88)',
        fontWeight: isActive ? 600 : 400,
      })}
    >
      {t(item.key)}
    </NavLink>
  ));
  return (
    <Layout.Header
      style={{
        background: '#fff',
        borderBottom: '1px solid #f0f0f0',
        display: 'flex',
        alignItems: 'center',
        // Narrow screens (a phone, 400 % zoom = 320 px) keep the logo, the switches and the menu button in view.
        gap: wide ? 24 : 8,
        padding: wide ? '0 24px' : '0 12px',
        position: 'sticky',
        top: 0,
        zIndex: 100,
      }}
    >
      <Logo />
      {wide ? (
        <nav aria-label={t('nav.menu')} style={{ display: 'flex', gap: 20, flex: 1 }}>
          {links}
        </nav>
      ) : (
        <div style={{ flex: 1 }} />
      )}
      <Space size={wide ? 'middle' : 'small'}>
        <LocaleSwitch />
        <NotificationBell />
        {wide && (
          // Reserved width: the account area appears once the session settles, without moving the header.
          <div style={{ minWidth: 300, display: 'flex', justifyContent: 'flex-end' }}>
            <AccountArea />
          </div>
        )}
        {!wide && <Button aria-label={t('nav.menu')} icon={<MenuOutlined />} onClick={() => setOpen(true)} />}
      </Space>
      {open && (
        <Suspense fallback={null}>
          <MenuDrawer
            open={open}
            onClose={() => setOpen(false)}
            title={t('nav.menu')}
            placement="right"
            size={280}
          >
            <nav style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>{links}</nav>
            <div style={{ marginTop: 24 }}>
              <AccountArea />
            </div>
          </MenuDrawer>
        </Suspense>
      )}
    </Layout.Header>
  );
}
