import type { PublicStrings } from './th';

/** Namespace 'public', English. Same keys as th.ts (the type makes sure). */
export const en: PublicStrings = {
  meta: {
    home: {
      title: 'IT jobs, developer and tech jobs across Thailand',
      description:
        'Find IT, developer and technology jobs from leading companies across Thailand. Sign-up is free, with AI job matching. Customer support daily 8.00 - 17.30.',
    },
    blog: {
      title: 'IT career blog',
      titleTag: 'Posts tagged {{tag}}',
      titlePage: '{{title}} page {{page}}',
      description:
        'Articles on job hunting, résumés, salaries and IT career paths in Thailand from the JobPortal team.',
      descriptionTag: 'Articles about {{tag}} for IT professionals in Thailand from the JobPortal team.',
    },
    contact: {
      title: 'Contact us',
      description:
        'Reach the JobPortal team by e-mail, phone or LINE daily 8.00 - 17.30, or send us a message with the form.',
    },
    privacyNotice: {
      title: 'Privacy notice',
      description:
        "JobPortal's privacy notice under Thailand's Personal Data Protection Act B.E. 2562 (2019): what we collect, why, how long we keep it and your rights.",
    },
    privacyPolicy: {
      title: 'Privacy policy',
      description:
        "JobPortal's privacy and cookie policy: how we protect personal data, our security measures and how to exercise your rights.",
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
  blog: {
    title: 'IT career blog',
    intro: 'Tips on job hunting, interviews, salaries and technology trends for IT people in Thailand.',
    tagged: 'Posts tagged #{{tag}}',
    clearTag: 'Show all posts',
    tags: 'Tags',
    empty: 'No articles yet',
    back: 'Back to the blog',
    related: 'Related articles',
    published: 'Published',
    breadcrumb: 'Blog',
  },
  contact: {
    title: 'Contact us',
    intro: 'Questions about finding a job, posting a job or your personal data? Our team is happy to help.',
    detailsTitle: 'How to reach us',
    email: 'E-mail',
    phone: 'Phone',
    line: 'LINE',
    address: 'Address',
    hours: 'Opening hours',
    hoursValue: 'Daily 8.00 - 17.30',
    replyTime: 'We answer every message within 1-2 business days',
    formTitle: 'Send us a message',
    fields: {
      name: 'Full name',
      namePlaceholder: 'Your name',
      email: 'E-mail',
      emailPlaceholder: 'name@example.com',
      topic: 'Topic',
      topicPlaceholder: 'Choose a topic',
      message: 'Message',
      messagePlaceholder: 'How can we help?',
    },
    topics: {
      general: 'General enquiry',
      candidate: 'For job seekers',
      employer: 'For employers',
      technical: 'Technical problem',
      privacy: 'Personal data and privacy',
    },
    validation: {
      nameRequired: 'Please enter your name',
      nameMax: 'The name must be at most {{count}} characters',
      topicRequired: 'Please choose a topic',
      messageRequired: 'Please enter a message',
      messageMin: 'The message must be at least {{count}} characters',
      messageMax: 'The message must be at most {{count}} characters',
    },
    privacyHint: 'We use what you send only to answer your enquiry. Read our',
    privacyLink: 'privacy notice',
    submit: 'Send message',
    success: {
      title: 'Message sent',
      description:
        'Thank you for contacting us. Our team will reply by e-mail within 1-2 business days (daily 8.00 - 17.30).',
    },
    error: 'The message could not be sent. Please try again.',
  },
  privacy: {
    toc: 'Contents',
    effective: 'Effective from {{date}}',
    version: 'Version {{version}}',
    seeAlso: 'See also:',
  },
};
