// API answers the page tests share: lookups and job cards as the API sends them.
import type { JobCard, JobDetail, Lookups } from '@jobportal/contracts';

export const lookups: Lookups = {
  provinces: [
    { id: 1, name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok', region: 'central' },
    { id: 50, name_th: 'เชียงใหม่', name_en: 'Chiang Mai', region: 'north' },
  ],
  companyTypes: [],
  educationLevels: [{ id: 3, name_th: 'ปริญญาตรี', name_en: "Bachelor's degree" }],
  skills: [{ id: 1, slug: 'react', name: 'React', name_th: null, aliases: [], category: 'frontend' }],
  workTypes: ['onsite', 'hybrid', 'remote'],
  hireTypes: ['full_time', 'part_time', 'contract', 'internship', 'freelance'],
  datePosted: [1, 3, 7, 14, 30],
  contactLinkTypes: [],
};

/** A remote, full-time React job in Bangkok of "Test Co", posted two hours ago. */
export const jobCard = (id: string, title: string): JobCard => ({
  id,
  title,
  company: { id: 'c1', name_th: 'บริษัท ทดสอบ', name_en: 'Test Co', logo_url: null, verified: true },
  province_id: 1,
  work_type: 'remote',
  hire_type: 'full_time',
  salary_min: 30000,
  salary_max: 50000,
  salary_negotiable: false,
  skills: ['react'],
  posted_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
  is_favourite: false,
});

/** The same job as its detail page reads it: published, no application, an empty company profile. */
export const jobDetail = (id: string, title: string, detail: Partial<JobDetail> = {}): JobDetail => {
  const card = jobCard(id, title);
  return {
    ...card,
    company: { ...card.company, about_th: '', about_en: '', website: null, province_id: 1 },
    description_html: '',
    qualifications_html: '',
    education_level_id: null,
    years_experience_min: 0,
    status: 'published',
    valid_through: null,
    my_application: null,
    ...detail,
  };
};
