/** Fixed demo logins (also in DEMO-ACCOUNTS.md). Uids are fixed so that seeded rows and Auth users line up. */
export const DEMO_PASSWORD = 'Demo1234!';

export interface DemoAccount {
  uid: string;
  email: string;
  role: 'candidate' | 'corporate';
  displayName: string;
  /** corporate accounts: the demo company (key in data/companies.ts) they manage */
  companyKey?: string;
}

export const DEMO_CANDIDATES: DemoAccount[] = [
  {
    uid: 'demo-candidate-0001',
    email: 'candidate1@demo.jobportal.test',
    role: 'candidate',
    displayName: 'สมชาย ใจดี',
  },
  {
    uid: 'demo-candidate-0002',
    email: 'candidate2@demo.jobportal.test',
    role: 'candidate',
    displayName: 'Pim Wongsa',
  },
  {
    uid: 'demo-candidate-0003',
    email: 'candidate3@demo.jobportal.test',
    role: 'candidate',
    displayName: 'Anan Srisuk',
  },
];

export const DEMO_EMPLOYERS: DemoAccount[] = [
  {
    uid: 'demo-employer-0001',
    email: 'employer1@demo.jobportal.test',
    role: 'corporate',
    displayName: 'Kanya HR',
    companyKey: 'siam-code',
  },
  {
    uid: 'demo-employer-0002',
    email: 'employer2@demo.jobportal.test',
    role: 'corporate',
    displayName: 'David Recruiter',
    companyKey: 'mango-commerce',
  },
  {
    uid: 'demo-employer-0003',
    email: 'employer3@demo.jobportal.test',
    role: 'corporate',
    displayName: 'Nok Talent',
    companyKey: 'lanna-soft',
  },
];

export const DEMO_ACCOUNTS: DemoAccount[] = [...DEMO_CANDIDATES, ...DEMO_EMPLOYERS];

/** Back-office logins of a development portal (staff tenant), one per role; never made in production. */
export const DEMO_STAFF: { uid: string; email: string; displayName: string; roles: string[] }[] = [
  { uid: 'demo-staff-admin', email: 'admin@demo.jobportal.test', displayName: 'Admin', roles: ['admin'] },
  {
    uid: 'demo-staff-moderator',
    email: 'moderator@demo.jobportal.test',
    displayName: 'Moderator',
    roles: ['moderator'],
  },
  { uid: 'demo-staff-editor', email: 'editor@demo.jobportal.test', displayName: 'Editor', roles: ['editor'] },
  {
    uid: 'demo-staff-support',
    email: 'support@demo.jobportal.test',
    displayName: 'Support',
    roles: ['support'],
  },
  {
    uid: 'demo-staff-privacy',
    email: 'privacy@demo.jobportal.test',
    displayName: 'Privacy officer',
    roles: ['privacy'],
  },
  {
    uid: 'demo-staff-release',
    email: 'release@demo.jobportal.test',
    displayName: 'Release manager',
    roles: ['release'],
  },
];
