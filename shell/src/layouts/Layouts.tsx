import { Outlet, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shared } from '../federation/sharedModules';
import { Header } from './Header';
import { Footer } from './Footer';
import { MD_MIN_WIDTH, useMinWidth } from './useMinWidth';

/** Login, register, auth and reset-password pages: no layout (spec section 2). */
export function BareLayout() {
  return (
    <main style={{ minHeight: '100vh' }}>
      <Outlet />
    </main>
  );
}

/** Public pages, landings, search and job detail. */
export function DefaultLayout() {
  const { Layout } = shared.ui;
  return (
    <Layout style={{ minHeight: '100vh', background: '#f5f7fb' }}>
      <Header />
      <Layout.Content>
        {/* At least the viewport under the 64 px header: the footer starts below the fold, so a page whose
            results arrive later grows without pushing a visible footer down (layout shift). */}
        <main style={{ minHeight: 'calc(100vh - 64px)' }}>
          <Outlet />
        </main>
      </Layout.Content>
      <Footer />
    </Layout>
  );
}

const SIDE_NAV = {
  candidate: [
    ['/candidate/overview', 'nav.overview'],
    ['/candidate/profile', 'nav.profile'],
    ['/candidate/activities', 'nav.activities'],
    ['/candidate/jobs', 'nav.jobs'],
    ['/candidate/ai-job-matching', 'nav.aiMatching'],
  ],
  corporate: [
    ['/corporate/dashboard', 'nav.dashboard'],
    ['/corporate/profile', 'nav.companyProfile'],
    ['/corporate/jobs/create', 'nav.postJob'],
    ['/corporate/application', 'nav.applications'],
    ['/corporate/candidate', 'nav.findCandidates'],
    ['/corporate/activities', 'nav.activities'],
  ],
} as const;

/** Signed-in areas: header, a side navigation of the role, the page. The guard wraps the Outlet (router). */
export function AuthenticatedLayout({ role }: { role: 'candidate' | 'corporate' }) {
  const { t } = useTranslation('shell');
  const { Layout } = shared.ui;
  const wide = useMinWidth(MD_MIN_WIDTH);
  return (
    <Layout style={{ minHeight: '100vh', background: '#f5f7fb' }}>
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
        <nav
          aria-label={t('nav.menu')}
          style={{
            minWidth: wide ? 200 : undefined,
            display: 'flex',
            flexDirection: wide ? 'column' : 'row',
            flexWrap: 'wrap',
            gap: 8,
          }}
        >
          {SIDE_NAV[role].map(([to, key]) => (
            <NavLink
              key={to}
              to={to}
              end={to === '/corporate/application' ? false : undefined}
              style={({ isActive }) => ({
                padding: '8px 12px',
                borderRadius: 8,
                background: isActive ? '#e6f4ff' : 'transparent',
                color: isActive ? '#1677ff' : 'rgba(0,0,0,0.88)',
              })}
            >
              {t(key)}
            </NavLink>
          ))}
        </nav>
        <main style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </main>
      </div>
      <Footer />
    </Layout>
  );
}
