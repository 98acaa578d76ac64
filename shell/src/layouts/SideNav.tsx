import { NavLink } from 'react-router';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { shared } from '../federation/sharedModules';

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
    ['/corporate/templates', 'nav.templates'],
    ['/corporate/team', 'nav.team'],
    ['/corporate/activities', 'nav.activities'],
  ],
} as const;

/**
 * The side navigation of a signed-in area. Only the area's own role sees it: a user of the other role gets the
 * guard's "this page is for ..." message, with no menu of links they cannot open. While the session loads it is
 * shown (the splash covers the page; the area's own user then sees no shift).
 */
export function SideNav({ role, wide }: { role: 'candidate' | 'corporate'; wide: boolean }) {
  const { t } = useTranslation('shell');
  const { loading, userType } = useSelector(shared.platform.selectSession);
  if (!loading && userType !== role) return null;
  return (
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
            color: isActive ? '#0958d9' : 'rgba(0,0,0,0.88)',
          })}
        >
          {t(key)}
        </NavLink>
      ))}
    </nav>
  );
}
