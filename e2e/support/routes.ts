/** Every route of the spec with a concrete URL and the container + page that must render it. */
export interface RouteCase {
  url: string;
  remote: string;
  page: string;
  role?: 'candidate' | 'corporate';
}

export const PUBLIC_ROUTES: RouteCase[] = [
  { url: '/', remote: 'mf_public', page: 'Home' },
  { url: '/blog', remote: 'mf_public', page: 'Blog' },
  { url: '/contact-us', remote: 'mf_public', page: 'ContactUs' },
  { url: '/privacy-notice', remote: 'mf_public', page: 'PrivacyNotice' },
  { url: '/privacy-policy', remote: 'mf_public', page: 'PrivacyPolicy' },
  { url: '/candidate', remote: 'mf_candidate', page: 'Landing' },
  { url: '/candidate/login', remote: 'mf_auth', page: 'CandidateLogin' },
  { url: '/candidate/register', remote: 'mf_auth', page: 'CandidateRegister' },
  { url: '/candidate/auth?mode=confirm', remote: 'mf_auth', page: 'CandidateAuth' },
  { url: '/candidate/auth/reset-password', remote: 'mf_auth', page: 'CandidateResetPassword' },
  { url: '/candidate/jobs', remote: 'mf_candidate', page: 'JobSearch' },
  { url: '/corporate', remote: 'mf_corporate', page: 'Landing' },
  { url: '/corporate/login', remote: 'mf_auth', page: 'CorporateLogin' },
  { url: '/corporate/register', remote: 'mf_auth', page: 'CorporateRegister' },
  { url: '/corporate/auth?mode=confirm', remote: 'mf_auth', page: 'CorporateAuth' },
  { url: '/corporate/auth/reset-password', remote: 'mf_auth', page: 'CorporateResetPassword' },
];

export const CANDIDATE_ROUTES: RouteCase[] = [
  { url: '/candidate/overview', remote: 'mf_candidate', page: 'Overview', role: 'candidate' },
  { url: '/candidate/profile', remote: 'mf_candidate', page: 'Profile', role: 'candidate' },
  { url: '/candidate/activities', remote: 'mf_candidate', page: 'Activities', role: 'candidate' },
  { url: '/candidate/ai-job-matching', remote: 'mf_candidate', page: 'AiJobMatching', role: 'candidate' },
];

export const CORPORATE_ROUTES: RouteCase[] = [
  { url: '/corporate/dashboard', remote: 'mf_corporate', page: 'Dashboard', role: 'corporate' },
  { url: '/corporate/profile', remote: 'mf_corporate', page: 'Profile', role: 'corporate' },
  { url: '/corporate/activities', remote: 'mf_corporate', page: 'Activities', role: 'corporate' },
  { url: '/corporate/jobs/create', remote: 'mf_corporate', page: 'JobCreate', role: 'corporate' },
  { url: '/corporate/candidate', remote: 'mf_corporate', page: 'CandidateList', role: 'corporate' },
  { url: '/corporate/application', remote: 'mf_corporate', page: 'ApplicationList', role: 'corporate' },
  { url: '/corporate/templates', remote: 'mf_corporate', page: 'Templates', role: 'corporate' },
];
