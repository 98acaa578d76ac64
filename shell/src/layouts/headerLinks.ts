/** One link of the header's navigation; remote + page are preloaded when the pointer rests on it. */
export interface HeaderLink {
  to: string;
  key: string;
  remote: string;
  page: string;
}

const BLOG: HeaderLink = { to: '/blog', key: 'nav.blog', remote: 'mf_public', page: 'Blog' };

const JOB_SEEKER: readonly HeaderLink[] = [
  { to: '/candidate/jobs', key: 'nav.jobs', remote: 'mf_candidate', page: 'JobSearch' },
  { to: '/candidate/ai-job-matching', key: 'nav.aiMatching', remote: 'mf_candidate', page: 'AiJobMatching' },
  BLOG,
];

const EMPLOYER: readonly HeaderLink[] = [
  { to: '/corporate/dashboard', key: 'nav.dashboard', remote: 'mf_corporate', page: 'Dashboard' },
  { to: '/corporate/jobs/create', key: 'nav.postJob', remote: 'mf_corporate', page: 'JobCreate' },
  { to: '/corporate/application', key: 'nav.applications', remote: 'mf_corporate', page: 'ApplicationList' },
  { to: '/corporate/candidate', key: 'nav.findCandidates', remote: 'mf_corporate', page: 'CandidateList' },
  BLOG,
];

const FOR_EMPLOYERS: HeaderLink = {
  to: '/corporate',
  key: 'nav.employers',
  remote: 'mf_corporate',
  page: 'Landing',
};

/**
 * The header's links for who is signed in: an employer gets the employer's pages (not the job seeker's search and
 * AI matching), a candidate the job seeker's, a guest (or a session still loading) the job seeker's and the way to
 * the employers' landing.
 */
export function headerLinksFor(userType: string | null | undefined): readonly HeaderLink[] {
  if (userType === 'corporate') return EMPLOYER;
  if (userType === 'candidate') return JOB_SEEKER;
  return [...JOB_SEEKER, FOR_EMPLOYERS];
}
