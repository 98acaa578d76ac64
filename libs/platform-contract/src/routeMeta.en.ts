import { CONTENT_META } from './contentMeta';
import type { RouteMetaCatalogue } from './routeMeta.th';

const backofficeEn = { title: 'Back office', description: 'The JobPortal staff back office.' };

/** The English half of ROUTE_META (routeMeta.ts), loaded by the shell when the page is in English. */
export const ROUTE_META_EN: RouteMetaCatalogue = {
  default: {
    title: 'IT jobs in Thailand',
    description:
      'IT, developer and technology jobs across Thailand. Free sign-up; support daily 8.00 - 17.30.',
  },
  home: {
    title: 'IT jobs, developer jobs, tech jobs in Thailand',
    description:
      'Hundreds of IT jobs from leading companies across Thailand. Free sign-up; support daily 8.00 - 17.30.',
  },
  blog: {
    title: 'IT career blog',
    description: 'Articles on applying, salaries and IT careers in Thailand.',
  },
  blogPost: { title: 'Blog', description: 'An IT career article from JobPortal.' },
  contactUs: {
    title: 'Contact us',
    description: 'Reach the JobPortal team daily 8.00 - 17.30 or send us a message.',
  },
  privacyNotice: {
    title: 'Privacy notice',
    description: "JobPortal's privacy notice under Thailand's Personal Data Protection Act (PDPA).",
  },
  privacyPolicy: { title: 'Privacy policy', description: "JobPortal's privacy and cookie policy." },
  salaryIndex: {
    title: 'IT salaries by role and province',
    description: 'Median and range of IT salaries by role and province, from the open jobs on JobPortal.',
  },
  salaryInsight: {
    title: 'IT salaries',
    description: 'Median and range of salaries from the open jobs on JobPortal.',
  },
  candidateLanding: {
    title: 'For job seekers',
    description: 'Find the right IT job with AI skill suggestions and profile-to-job matching. Free sign-up.',
  },
  candidateLogin: {
    title: 'Job seeker login',
    description: 'Sign in with e-mail, Google or Facebook to apply and save jobs.',
  },
  candidateRegister: {
    title: 'Job seeker sign-up',
    description: 'Sign up free to apply for IT jobs and get matched.',
  },
  candidateAuth: { title: 'Verify e-mail', description: 'Verify the e-mail of your job seeker account.' },
  candidateResetPassword: {
    title: 'Reset password',
    description: 'Request a password reset link for your job seeker account.',
  },
  candidateOverview: {
    title: 'My overview',
    description: 'Your applications, saved jobs and recommendations.',
  },
  candidateProfile: {
    title: 'My profile',
    description: 'Edit your profile, skills, experience and résumé.',
  },
  candidateActivities: {
    title: 'My activities',
    description: 'Your applications, saved jobs and recently viewed jobs.',
  },
  candidateApplicationMessages: {
    title: 'Messages',
    description: 'Messages between you and the company about your application.',
  },
  candidateJobs: {
    title: 'Search jobs',
    description: 'Search IT jobs by skill, province, work type and salary.',
  },
  candidateJobsQuery: CONTENT_META.en.searchQuery,
  candidateJobDetail: { title: 'Job details', description: 'Job details, salary and qualifications.' },
  candidateAiJobMatching: {
    title: 'AI job matching',
    description: 'The jobs that best match your profile, explained, with skill suggestions.',
  },
  corporateLanding: {
    title: 'For employers',
    description:
      'Post IT jobs, find candidates and manage applications with AI-assisted hiring. Free sign-up.',
  },
  corporateLogin: { title: 'Employer login', description: 'Sign in to manage your jobs and applicants.' },
  corporateRegister: {
    title: 'Employer sign-up',
    description: 'Create a free company account to post IT jobs.',
  },
  corporateAuth: {
    title: 'Verify employer e-mail',
    description: 'Verify the e-mail of your company account.',
  },
  corporateJoin: {
    title: 'Join a company team',
    description: "Accept an invitation to a company's hiring team on JobPortal.",
  },
  corporateTeam: {
    title: 'Company team',
    description: 'Members, roles and invitations of your hiring team.',
  },
  corporateResetPassword: {
    title: 'Reset password',
    description: 'Request a password reset link for your company account.',
  },
  corporateDashboard: {
    title: 'Company dashboard',
    description: 'Your jobs and applications at a glance.',
  },
  corporateProfile: {
    title: 'Company profile',
    description: 'Edit your company details, logo and contacts.',
  },
  corporateActivities: {
    title: 'Company activities',
    description: "What happened in your company's account.",
  },
  corporateJobCreate: { title: 'Post a job', description: 'Create a new job posting.' },
  corporateJobEdit: { title: 'Edit job', description: 'Edit, publish or close a job posting.' },
  corporateCandidateList: {
    title: 'Find candidates',
    description: 'Browse candidates who let employers find them.',
  },
  corporateCandidateDetail: { title: 'Candidate profile', description: 'Candidate details.' },
  corporateApplicationList: { title: 'Applications', description: 'Applications per job.' },
  corporateApplicationJob: { title: 'Applicants', description: 'Manage applicants through your pipeline.' },
  corporateApplicationCandidate: {
    title: 'Application',
    description: 'Application, résumé and company notes.',
  },
  corporateMessageThread: {
    title: 'Messages',
    description: 'Messages between your team and the applicant.',
  },
  corporateTemplates: {
    title: 'Message templates',
    description: 'Ready-made messages to invite, turn down and make offers.',
  },
  corporatePublic: { title: 'Company', description: 'Company details and open jobs.' },
  backoffice: backofficeEn,
  backofficeLogin: { title: 'Staff sign-in', description: backofficeEn.description },
  backofficeArea: backofficeEn,
  backofficeItem: backofficeEn,
  notFound: { title: 'Page not found', description: 'The page you are looking for does not exist.' },
};
