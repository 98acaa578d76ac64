import type { th } from './th';

/** Namespace 'public-salary' in English. */
export const en: typeof th = {
  meta: {
    title: '{{role}} salaries in {{province}}',
    description:
      '{{role}} salaries in {{province}}: median {{median}} baht a month, middle half {{p25}} - {{p75}} baht, from {{count}} open jobs.',
  },
  index: {
    title: 'IT salaries by role and province',
    intro:
      'Median monthly pay from the open jobs on JobPortal, shown only for roles and provinces with at least {{minJobs}} jobs from {{minCompanies}} or more companies.',
    role: 'Role',
    province: 'Province',
    median: 'Median a month',
    count: 'Open jobs',
    empty: 'No role has enough open jobs to show salaries yet.',
  },
  page: {
    title: '{{role}} salaries in {{province}}',
    basis: 'From {{count}} open jobs at {{companies}} companies',
    median: 'Median',
    perMonth: '{{amount}} baht a month',
    range: 'Middle half of the jobs',
    rangeValue: '{{p25}} - {{p75}} baht',
    p25: 'First quartile (25%)',
    p75: 'Third quartile (75%)',
    count: 'Open jobs',
    countValue: '{{count}} jobs',
    trend: 'Trend over the last {{days}} days',
    trendUp: 'The median rose {{pct}}% from {{previous}} to {{recent}} baht',
    trendDown: 'The median fell {{pct}}% from {{previous}} to {{recent}} baht',
    trendFlat: 'The median held at {{recent}} baht',
    noTrend: 'Not enough jobs yet to show a trend',
    method:
      "Each job's pay is the middle of the salary range the company states. Only full-time and contract jobs with a stated salary count, and figures are shown only with at least {{minJobs}} jobs from {{minCompanies}} or more companies.",
    jobs: 'See {{role}} jobs in {{province}}',
    all: 'Salaries of other roles',
  },
};
