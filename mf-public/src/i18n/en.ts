import type { PublicStrings } from './th';

/** Namespace 'public', English. Same keys as th.ts (the type makes sure). */
export const en: PublicStrings = {
  meta: {
    home: {
      title: 'IT jobs, developer and tech jobs across Thailand',
      description:
        'Find IT, developer and technology jobs from leading companies across Thailand. Sign-up is free, with AI job matching. Customer support daily 8.00 - 17.30.',
    },
  },
  common: {
    loadError: 'Could not load the data. Please try again.',
    retry: 'Try again',
    viewAll: 'View all',
  },
  home: {
    hero: {
      title: 'The right IT job at the right company',
      subtitle: 'Developer, data and technology jobs from leading companies across Thailand',
      stats: '{{jobs}} open jobs from {{companies}} companies',
    },
    search: {
      label: 'Search jobs',
      placeholder: 'Job title, skill or company',
      province: 'Province',
      allProvinces: 'All provinces',
      submit: 'Search jobs',
    },
    freeSignup: 'Sign-up is free',
    aiMatching: 'AI matches jobs to your profile',
    supportHours: 'Customer support daily 8.00 - 17.30',
    latestJobs: 'Latest jobs',
    featuredJobs: 'Featured jobs',
    popularSkills: 'Popular skills',
    skillJobs: '{{count}} jobs',
    featuredCompanies: 'Featured companies',
    openJobs: '{{count}} open jobs',
    latestPosts: 'Latest articles',
    allPosts: 'All articles',
    noJobs: 'No jobs posted yet',
    candidates: {
      title: 'For job seekers',
      description:
        'Build your profile, upload your résumé, save jobs and let AI suggest the jobs and skills that fit you. Sign-up is free.',
      landing: 'Start searching',
      register: 'Sign up free',
    },
    employers: {
      title: 'For employers',
      description:
        'Post IT jobs, find candidates and manage applications in one place with AI-assisted hiring. Sign-up is free.',
      landing: 'Services for companies',
      register: 'Create a free company account',
    },
    support: {
      title: 'Questions? We are here to help',
      contact: 'Contact us',
    },
  },
  job: {
    logoAlt: '{{name}} logo',
    verified: 'Verified company',
  },
};
