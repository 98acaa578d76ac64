import type { PageRemote } from './containers';

/**
 * Every route of the spec (section 2), the remote that owns it, its layout and its guard: the one route table of
 * the portal. The shell's router is built from it; the gateway answers a path outside it with 404 and writes each
 * route's head (title, robots, canonical) from it, so the two never disagree about which pages exist.
 */
export type LayoutKind = 'bare' | 'default' | 'authenticated';
/** candidate / corporate: the candidate-auth guard per role; guest-only: the disable-page guard. */
export type GuardKind = 'candidate' | 'corporate' | 'guest-only';

export interface RouteDef {
  id: string;
  path: string;
  remote: PageRemote;
  page: string;
  layout: LayoutKind;
  guard?: GuardKind;
  noindex?: boolean;
  /** Rendered in the browser only (the back office): the server renderer skips it. */
  clientOnly?: boolean;
  /**
   * The query parameters the page reads (none when absent). Only these name a different page: the server's render
   * cache keys by them (pageQuery.ts), so `?utm_source=…` or `?cb=…` is the same kept render.
   */
  query?: readonly string[];
}

/** The job search's URL parameters, in the order the page writes them (mf-candidate filterParams.ts). */
export const JOB_SEARCH_QUERY = [
  'main_input',
  'tag',
  'location',
  'workType',
  'hireType',
  'education',
  'line',
  'station',
  'minimum_salary',
  'datePosted',
  'orderBy',
  'offset',
  'limit',
] as const;

export const ROUTES: RouteDef[] = [
  { id: 'home', path: '/', remote: 'mf_public', page: 'Home', layout: 'default' },
  // `/blog?page=N&tag=x` (mf-public blog/utils/paging.ts)
  { id: 'blog', path: '/blog', remote: 'mf_public', page: 'Blog', layout: 'default', query: ['page', 'tag'] },
  { id: 'blogPost', path: '/blog/:slug', remote: 'mf_public', page: 'BlogPost', layout: 'default' },
  { id: 'contactUs', path: '/contact-us', remote: 'mf_public', page: 'ContactUs', layout: 'default' },
  {
    id: 'privacyNotice',
    path: '/privacy-notice',
    remote: 'mf_public',
    page: 'PrivacyNotice',
    layout: 'default',
  },
  {
    id: 'privacyPolicy',
    path: '/privacy-policy',
    remote: 'mf_public',
    page: 'PrivacyPolicy',
    layout: 'default',
  },
  // salary insights per role family x province from the portal's own open jobs (issue 45)
  { id: 'salaryIndex', path: '/salary', remote: 'mf_public', page: 'SalaryIndex', layout: 'default' },
  {
    id: 'salaryInsight',
    path: '/salary/:family/:province',
    remote: 'mf_public',
    page: 'SalaryInsight',
    layout: 'default',
  },

  { id: 'candidateLanding', path: '/candidate', remote: 'mf_candidate', page: 'Landing', layout: 'default' },
  {
    id: 'candidateLogin',
    path: '/candidate/login',
    remote: 'mf_auth',
    page: 'CandidateLogin',
    layout: 'bare',
    guard: 'guest-only',
  },
  {
    id: 'candidateRegister',
    path: '/candidate/register',
    remote: 'mf_auth',
    page: 'CandidateRegister',
    layout: 'bare',
    guard: 'guest-only',
  },
  { id: 'candidateAuth', path: '/candidate/auth', remote: 'mf_auth', page: 'CandidateAuth', layout: 'bare' },
  {
    id: 'candidateResetPassword',
    path: '/candidate/auth/reset-password',
    remote: 'mf_auth',
    page: 'CandidateResetPassword',
    layout: 'bare',
  },
  {
    id: 'candidateOverview',
    path: '/candidate/overview',
    remote: 'mf_candidate',
    page: 'Overview',
    layout: 'authenticated',
    guard: 'candidate',
  },
  {
    id: 'candidateProfile',
    path: '/candidate/profile',
    remote: 'mf_candidate',
    page: 'Profile',
    layout: 'authenticated',
    guard: 'candidate',
  },
  {
    id: 'candidateActivities',
    path: '/candidate/activities',
    remote: 'mf_candidate',
    page: 'Activities',
    layout: 'authenticated',
    guard: 'candidate',
  },
  {
    // the thread of one application with the company (issue 43; the e-mail of a new message links here)
    id: 'candidateApplicationMessages',
    path: '/candidate/applications/:applicationId/messages',
    remote: 'mf_candidate',
    page: 'ApplicationMessages',
    layout: 'authenticated',
    guard: 'candidate',
    noindex: true,
  },
  {
    id: 'candidateJobs',
    path: '/candidate/jobs',
    remote: 'mf_candidate',
    page: 'JobSearch',
    layout: 'default',
    query: JOB_SEARCH_QUERY,
  },
  {
    id: 'candidateJobDetail',
    path: '/candidate/jobs/:id',
    remote: 'mf_candidate',
    page: 'JobDetail',
    layout: 'default',
  },
  {
    id: 'candidateNotifications',
    path: '/candidate/notifications',
    remote: 'mf_candidate',
    page: 'Notifications',
    layout: 'authenticated',
    guard: 'candidate',
    noindex: true,
  },
  {
    id: 'candidateSavedSearches',
    path: '/candidate/saved-searches',
    remote: 'mf_candidate',
    page: 'SavedSearches',
    layout: 'authenticated',
    guard: 'candidate',
    noindex: true,
  },
  {
    id: 'candidateNotificationSettings',
    path: '/candidate/settings/notifications',
    remote: 'mf_candidate',
    page: 'NotificationSettings',
    layout: 'authenticated',
    guard: 'candidate',
    noindex: true,
  },
  {
    id: 'candidateAiJobMatching',
    path: '/candidate/ai-job-matching',
    remote: 'mf_candidate',
    page: 'AiJobMatching',
    layout: 'authenticated',
    guard: 'candidate',
  },

  { id: 'corporateLanding', path: '/corporate', remote: 'mf_corporate', page: 'Landing', layout: 'default' },
  {
    id: 'corporateLogin',
    path: '/corporate/login',
    remote: 'mf_auth',
    page: 'CorporateLogin',
    layout: 'bare',
    guard: 'guest-only',
  },
  {
    id: 'corporateRegister',
    path: '/corporate/register',
    remote: 'mf_auth',
    page: 'CorporateRegister',
    layout: 'bare',
    guard: 'guest-only',
  },
  { id: 'corporateAuth', path: '/corporate/auth', remote: 'mf_auth', page: 'CorporateAuth', layout: 'bare' },
  {
    // an invitation link to a company's team (issue 43): sign up or sign in, then join. No guest-only guard: a
    // signed-in employer opening somebody's link is told why their login cannot join, not bounced away.
    id: 'corporateJoin',
    path: '/corporate/join',
    remote: 'mf_auth',
    page: 'CorporateJoin',
    layout: 'bare',
    noindex: true,
  },
  {
    id: 'corporateResetPassword',
    path: '/corporate/auth/reset-password',
    remote: 'mf_auth',
    page: 'CorporateResetPassword',
    layout: 'bare',
  },
  {
    id: 'corporateDashboard',
    path: '/corporate/dashboard',
    remote: 'mf_corporate',
    page: 'Dashboard',
    layout: 'authenticated',
    guard: 'corporate',
  },
  {
    id: 'corporateProfile',
    path: '/corporate/profile',
    remote: 'mf_corporate',
    page: 'Profile',
    layout: 'authenticated',
    guard: 'corporate',
    noindex: true,
  },
  {
    id: 'corporateNotifications',
    path: '/corporate/notifications',
    remote: 'mf_corporate',
    page: 'Notifications',
    layout: 'authenticated',
    guard: 'corporate',
    noindex: true,
  },
  {
    id: 'corporateNotificationSettings',
    path: '/corporate/settings/notifications',
    remote: 'mf_corporate',
    page: 'NotificationSettings',
    layout: 'authenticated',
    guard: 'corporate',
    noindex: true,
  },
  {
    // a message thread's link (bell, e-mail): opens the application page's messages panel (issue 43)
    id: 'corporateMessageThread',
    path: '/corporate/messages/:applicationId',
    remote: 'mf_corporate',
    page: 'MessageThread',
    layout: 'authenticated',
    guard: 'corporate',
    noindex: true,
  },
  {
    // the company's message templates (issue 43): invite, reject and offer texts in Thai and English
    id: 'corporateTemplates',
    path: '/corporate/templates',
    remote: 'mf_corporate',
    page: 'Templates',
    layout: 'authenticated',
    guard: 'corporate',
    noindex: true,
  },
  {
    // the company's team (issue 43): members and roles, invitations, ownership
    id: 'corporateTeam',
    path: '/corporate/team',
    remote: 'mf_corporate',
    page: 'Team',
    layout: 'authenticated',
    guard: 'corporate',
    noindex: true,
  },
  {
    id: 'corporateActivities',
    path: '/corporate/activities',
    remote: 'mf_corporate',
    page: 'Activities',
    layout: 'authenticated',
    guard: 'corporate',
  },
  {
    id: 'corporateJobCreate',
    path: '/corporate/jobs/create',
    remote: 'mf_corporate',
    page: 'JobCreate',
    layout: 'authenticated',
    guard: 'corporate',
  },
  {
    id: 'corporateJobEdit',
    path: '/corporate/jobs/:id',
    remote: 'mf_corporate',
    page: 'JobEdit',
    layout: 'authenticated',
    guard: 'corporate',
  },
  {
    id: 'corporateCandidateList',
    path: '/corporate/candidate',
    remote: 'mf_corporate',
    page: 'CandidateList',
    layout: 'authenticated',
    guard: 'corporate',
  },
  {
    id: 'corporateCandidateDetail',
    path: '/corporate/candidate/:id',
    remote: 'mf_corporate',
    page: 'CandidateDetail',
    layout: 'authenticated',
    guard: 'corporate',
  },
  {
    id: 'corporateApplicationList',
    path: '/corporate/application',
    remote: 'mf_corporate',
    page: 'ApplicationList',
    layout: 'authenticated',
    guard: 'corporate',
  },
  {
    id: 'corporateApplicationJob',
    path: '/corporate/application/:jobuid',
    remote: 'mf_corporate',
    page: 'ApplicationJob',
    layout: 'authenticated',
    guard: 'corporate',
  },
  {
    id: 'corporateApplicationCandidate',
    path: '/corporate/application/:jobuid/candidate/:candidateuid',
    remote: 'mf_corporate',
    page: 'ApplicationCandidate',
    layout: 'authenticated',
    guard: 'corporate',
  },
  {
    id: 'corporatePublic',
    path: '/corporate/:id',
    remote: 'mf_corporate',
    page: 'PublicCompany',
    layout: 'default',
  },
  ...(
    [
      ['backoffice', '', 'Home'],
      ['backofficeLogin', '/login', 'Login'],
      ['backofficeArea', '/:area', 'Area'],
      ['backofficeItem', '/:area/:id', 'Area'],
    ] as const
  ).map(([id, sub, page]): RouteDef => ({
    id,
    path: `/backoffice${sub}`,
    remote: 'mf_backoffice',
    page,
    // The back office draws its own chrome (staff header, areas by role); never indexed, never on the server.
    layout: 'bare',
    noindex: true,
    clientOnly: true,
  })),
];

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

function matchSegments(want: readonly string[], got: readonly string[]): Record<string, string> | null {
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      if (!got[i]) return null;
      try {
        params[want[i].slice(1)] = decodeURIComponent(got[i]);
      } catch {
        return null;
      }
    } else if (want[i] !== got[i]) return null;
  }
  return params;
}

/** The table's patterns split once (the gateway matches every page request against all of them). */
const PATTERNS = ROUTES.map((route) => ({
  route,
  segments: route.path.split('/'),
  paramCount: route.path.split('/:').length - 1,
}));

/**
 * The route a path belongs to, as the shell's router picks it (a static segment wins over a parameter:
 * /corporate/login is the login page, not company "login"); null for a path outside the table. A trailing slash
 * is ignored.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const got = path.split('/');
  let best: (RouteMatch & { paramCount: number }) | null = null;
  for (const { route, segments, paramCount } of PATTERNS) {
    if (best && paramCount >= best.paramCount) continue;
    const params = matchSegments(segments, got);
    if (params) best = { route, params, paramCount };
  }
  return best && { route: best.route, params: best.params };
}
