import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shared } from '../federation/sharedModules';
import { AccountArea } from './AccountArea';
import { LocaleSwitch } from './LocaleSwitch';
import { NotificationBell } from './NotificationBell';
import { useMdUp } from './useMdUp';
import { preloadPage } from '../federation/RemotePage';
import { loadRemoteModule } from '../federation/registry';
import type * as UiOverlay from 'mf_shared_ui/ui-overlay';

/** The mobile menu drawer comes with the overlay part of the design system, only when opened. */
const MenuDrawer = lazy(async () => {
  const { Drawer } = await loadRemoteModule<typeof UiOverlay>('mf_shared_ui/ui-overlay');
  return { default: Drawer };
});

const NAV = [
  { to: '/candidate/jobs', key: 'nav.jobs', remote: 'mf_candidate', page: 'JobSearch' },
  { to: '/candidate/ai-job-matching', key: 'nav.aiMatching', remote: 'mf_candidate', page: 'AiJobMatching' },
  { to: '/blog', key: 'nav.blog', remote: 'mf_public', page: 'Blog' },
  { to: '/corporate', key: 'nav.employers', remote: 'mf_corporate', page: 'Landing' },
] as const;

export function Logo() {
  const { t } = useTranslation('shell');
  return (
    <Link
      to="/"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        color: '#0958d9',
        fontWeight: 700,
        fontSize: 20,
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
  const links = NAV.map((item) => (
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
        gap: 24,
        padding: '0 24px',
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
      <Space size="middle">
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
