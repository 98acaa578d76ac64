import { Outlet } from 'react-router';
import { shared } from '../federation/sharedModules';
import { Header } from './Header';
import { Footer } from './Footer';
import { SideNav } from './SideNav';
import { useMdUp } from './useMdUp';
import { SkipLink } from './SkipLink';
import { MAIN_PROPS } from './mainContent';

/** Login, register, auth and reset-password pages: no layout (spec section 2). */
export function BareLayout() {
  return (
    <>
      <SkipLink />
      <main {...MAIN_PROPS} style={{ minHeight: '100vh' }}>
        <Outlet />
      </main>
    </>
  );
}

/** Public pages, landings, search and job detail. */
export function DefaultLayout() {
  const { Layout } = shared.ui;
  return (
    <Layout style={{ minHeight: '100vh', background: '#f5f7fb' }}>
      <SkipLink />
      <Header />
      {/* The one <main> of the page (antd's Layout.Content is a <main> too: not used, no nested landmarks). At least
          the viewport under the 64 px header: the footer starts below the fold, so a page whose results arrive
          later grows without pushing a visible footer down (layout shift). */}
      <main {...MAIN_PROPS} style={{ flex: 'auto', minHeight: 'calc(100vh - 64px)' }}>
        <Outlet />
      </main>
      <Footer />
    </Layout>
  );
}

/** Signed-in areas: header, a side navigation of the role, the page. The guard wraps the Outlet (router). */
export function AuthenticatedLayout({ role }: { role: 'candidate' | 'corporate' }) {
  const { Layout } = shared.ui;
  const wide = useMdUp();
  return (
    <Layout style={{ minHeight: '100vh', background: '#f5f7fb' }}>
      <SkipLink />
      <Header />
      <div
        style={{
          display: 'flex',
          maxWidth: 1280,
          width: '100%',
          margin: '0 auto',
          gap: 24,
          padding: wide ? 24 : 12,
          flexDirection: wide ? 'row' : 'column',
        }}
      >
        <SideNav role={role} wide={wide} />
        <main {...MAIN_PROPS} style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </main>
      </div>
      <Footer />
    </Layout>
  );
}
