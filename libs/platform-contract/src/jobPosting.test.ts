import type { JobDetail } from '@jobportal/contracts';
import { jobPostingJsonLd } from './jobPosting';

const job: JobDetail = {
  id: 'j1',
  title: 'Senior React Developer',
  company: {
    id: 'c1',
    name_th: 'บริษัท เอ',
    name_en: 'A Co',
    logo_url: '/api/files/logo',
    verified: true,
    about_th: '',
    about_en: '',
    website: 'https://a.example',
    province_id: 1,
  },
  province_id: 1,
  work_type: 'remote',
  hire_type: 'full_time',
  salary_min: 50000,
  salary_max: 80000,
  salary_negotiable: false,
  skills: ['react'],
  posted_at: '2026-01-01T00:00:00.000Z',
  is_favourite: false,
  description_html: '<p>Build things</p>',
  qualifications_html: '<ul><li>React</li></ul>',
  education_level_id: null,
  years_experience_min: 3,
  status: 'published',
  valid_through: '2026-03-01',
  my_application: null,
};

describe('jobPostingJsonLd', () => {
  it('describes the job for Google for Jobs', () => {
    const ld = jobPostingJsonLd(job, {
      companyName: 'บริษัท เอ',
      provinceName: 'กรุงเทพมหานคร',
      url: 'http://x/candidate/jobs/j1',
      origin: 'http://x',
    });
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior React Developer',
      datePosted: job.posted_at,
      validThrough: '2026-03-01',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'บริษัท เอ',
        sameAs: 'https://a.example',
        logo: 'http://x/api/files/logo',
      },
      jobLocation: { address: { addressRegion: 'กรุงเทพมหานคร', addressCountry: 'TH' } },
      jobLocationType: 'TELECOMMUTE',
      baseSalary: { currency: 'THB', value: { minValue: 50000, maxValue: 80000, unitText: 'MONTH' } },
    });
    expect(String(ld.description)).toContain('<p>Build things</p>');
  });

  it('leaves the salary out when it is unknown', () => {
    const ld = jobPostingJsonLd(
      { ...job, salary_min: null, salary_max: null, salary_negotiable: true, valid_through: null },
      { companyName: 'A', provinceName: 'B', url: 'u', origin: 'http://x' },
    );
    expect(ld.baseSalary).toBeUndefined();
    expect(ld.validThrough).toBeUndefined();
  });
});
