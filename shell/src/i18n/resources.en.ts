import { ROUTE_META_EN } from '@jobportal/platform-contract';
import { deployNoticeStrings } from '../federation/deployNoticeStrings';
import type { ShellStrings } from './resources.th';

/** The shell's English strings: a chunk of their own, loaded when the page is in English (initI18n, switchLocale). */
export const shellEn: ShellStrings = {
  brand: 'JobPortal',
  tagline: "Thailand's IT job board",
  nav: {
    jobs: 'Find jobs',
    aiMatching: 'AI job matching',
    blog: 'Blog',
    employers: 'For employers',
    candidates: 'For job seekers',
    contact: 'Contact us',
    overview: 'Overview',
    profile: 'Profile',
    activities: 'Activities',
    dashboard: 'Dashboard',
    companyProfile: 'Company profile',
    postJob: 'Post a job',
    applications: 'Applications',
    findCandidates: 'Find candidates',
    templates: 'Message templates',
    team: 'Team',
    menu: 'Menu',
  },
  account: { login: 'Sign in', register: 'Sign up', employerLogin: 'Employer sign-in' },
  loadingBar: 'Loading the page',
  skipToMain: 'Skip to main content',
  bell: { label: 'Notifications', unread: 'Notifications, {{count}} unread' },
  locale: { label: 'Language', th: 'ไทย', en: 'English' },
  footer: {
    about: 'JobPortal connects IT people with leading companies across Thailand. Sign-up is free.',
    support: 'Customer support daily 8.00 - 17.30',
    privacyNotice: 'Privacy notice',
    privacyPolicy: 'Privacy policy',
    contact: 'Contact us',
    blog: 'Blog',
    rights: '© {{year}} JobPortal. All rights reserved.',
  },
  notFound: { title: 'Page not found', message: 'Page not found: {{path}}', back: 'Back to home' },
  error: {
    title: 'Something went wrong',
    description: 'Sorry, the system is temporarily unavailable. Please try again.',
    back: 'Back to home',
  },
  unavailable: {
    title: 'This part is unavailable right now',
    description: 'The rest of the site still works. Please try again.',
    retry: 'Retry',
  },
  meta: ROUTE_META_EN,
  ...deployNoticeStrings.en,
};
