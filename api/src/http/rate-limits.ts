/** The writes a script could repeat to flood the portal or its people. */
export type LimitedAction =
  | 'contact'
  | 'companyCreate'
  | 'companyCreatePerAddress'
  | 'application'
  | 'consent'
  | 'upload'
  | 'dataExport'
  | 'reports'
  | 'applicantsExport'
  | 'message'
  | 'teamInvite'
  | 'invitePreview';

export interface RateLimit {
  max: number;
  windowMs: number;
}
export type RateLimits = Record<LimitedAction, RateLimit>;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const UNIT_MS: Record<string, number> = { s: SECOND, m: MINUTE, h: HOUR, d: DAY };

/**
 * Far above what a person does in the window, low enough that a script is stopped early. Counted per account
 * when signed in, per IP address for a guest, and per route (a résumé and a logo upload count apart).
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  // A guest writing to the team: a few messages, each typed by hand.
  contact: { max: 5, windowMs: MINUTE },
  // One company per account; the rest is room for retries after a validation error.
  companyCreate: { max: 10, windowMs: HOUR },
  // New companies from one client address over every account (issue 46: six fresh accounts made six companies).
  // A company is registered once; ten a day leaves room for an office, a co-working space or a campus behind one
  // address, and stops a script that makes an account per company.
  companyCreatePerAddress: { max: 10, windowMs: DAY },
  // Each application is a form with a cover letter: 60 an hour is one a minute without a break.
  application: { max: 60, windowMs: HOUR },
  // Three switches saved from the profile page.
  consent: { max: 30, windowMs: HOUR },
  // A résumé or a logo, a few tries to find a file that fits the limits.
  upload: { max: 30, windowMs: HOUR },
  // "Download my data" builds a zip of everything the account holds: a few tries, not a loop.
  dataExport: { max: 10, windowMs: HOUR },
  // "Report this job": a person reports a few items; counted per address, signed in or not (PER_ADDRESS).
  reports: { max: 10, windowMs: HOUR },
  // A job's applicants as a file (issue 43): a few downloads while filtering, not a scraper's loop.
  applicantsExport: { max: 30, windowMs: HOUR },
  // Messages of an application's thread (issue 43), per sender over all threads: a lively chat, not a flood.
  message: { max: 30, windowMs: 10 * MINUTE },
  // Team invitations (issue 43), each an e-mail to somebody outside: a team is built over days, not in a loop.
  teamInvite: { max: 50, windowMs: HOUR },
  // Opening an invitation link (no sign-in, per address): a few visits of the join page.
  invitePreview: { max: 30, windowMs: 10 * MINUTE },
};

/** Actions counted per client address even for a signed-in caller (a script's accounts share its address). */
export const PER_ADDRESS: readonly LimitedAction[] = ['reports', 'invitePreview'];

/** Every limited route in one place, so the limits are reviewed together and none is lost in a route file. */
export const LIMITED_ROUTES: Record<string, LimitedAction> = {
  'POST /api/contact': 'contact',
  'POST /api/corporate/create': 'companyCreate',
  'POST /api/candidate/applications': 'application',
  'PUT /api/candidate/savePDPASection': 'consent',
  'POST /api/candidate/files': 'upload',
  // The CV made from the profile (issue 44): each one is a PDF rendered on the server; a few per template and language
  'GET /api/candidate/profile/cv.pdf': 'upload',
  'POST /api/candidate/profile/cv': 'upload',
  // "Fill from my CV": read in memory, nothing stored; the same few tries as a résumé upload
  'POST /api/candidate/profile/import': 'upload',
  'POST /api/corporate/logo': 'upload',
  'POST /api/corporate/files': 'upload',
  'POST /api/reports': 'reports',
  'POST /api/candidate/data-export': 'dataExport',
  'POST /api/corporate/data-export': 'dataExport',
  'GET /api/corporate/jobs/:id/applications/export': 'applicantsExport',
  'POST /api/corporate/applications/:id/messages': 'message',
  'POST /api/candidate/applications/:id/messages': 'message',
  'POST /api/corporate/applications/:id/messages/attachments': 'upload',
  'POST /api/candidate/applications/:id/messages/attachments': 'upload',
  'POST /api/corporate/team/invites': 'teamInvite',
  'POST /api/corporate/team/invites/:id/resend': 'teamInvite',
  'GET /api/corporate/invites/preview': 'invitePreview',
  // joining a company creates an employer account, as /corporate/create does
  'POST /api/corporate/invites/accept': 'companyCreate',
};

/**
 * Second limits of a route, counted per client address over every account, on top of the route's own limit
 * (joining by an invitation is not here: an existing company asked for it).
 */
export const ADDRESS_LIMITED_ROUTES: Record<string, LimitedAction> = {
  'POST /api/corporate/create': 'companyCreatePerAddress',
};

const ENV_NAMES: Record<LimitedAction, string> = {
  contact: 'RATE_LIMIT_CONTACT',
  companyCreate: 'RATE_LIMIT_COMPANY_CREATE',
  companyCreatePerAddress: 'RATE_LIMIT_COMPANY_CREATE_PER_ADDRESS',
  application: 'RATE_LIMIT_APPLICATIONS',
  consent: 'RATE_LIMIT_CONSENT',
  upload: 'RATE_LIMIT_UPLOADS',
  dataExport: 'RATE_LIMIT_DATA_EXPORTS',
  reports: 'RATE_LIMIT_REPORTS',
  applicantsExport: 'RATE_LIMIT_APPLICANTS_EXPORTS',
  message: 'RATE_LIMIT_MESSAGES',
  teamInvite: 'RATE_LIMIT_TEAM_INVITES',
  invitePreview: 'RATE_LIMIT_INVITE_PREVIEWS',
};

/**
 * The limits with the operator's changes: RATE_LIMIT_<ACTION>="<max>/<window>", the window in s, m, h or d
 * (RATE_LIMIT_APPLICATIONS=60/1h). A value it does not understand stops the start, naming the variable.
 */
export function rateLimitsFrom(env: NodeJS.ProcessEnv): RateLimits {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const [action, name] of Object.entries(ENV_NAMES) as [LimitedAction, string][]) {
    const value = env[name]?.trim();
    if (!value) continue;
    const match = /^(\d+)\s*\/\s*(\d+)\s*([smhd])$/.exec(value);
    if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
      throw new Error(`${name}=${value}: write it as <max>/<window>, e.g. ${name}=60/1h (s, m, h or d)`);
    }
    limits[action] = { max: Number(match[1]), windowMs: Number(match[2]) * UNIT_MS[match[3]] };
  }
  return limits;
}
