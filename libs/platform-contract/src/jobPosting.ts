import type { HireType, JobDetail } from '@jobportal/contracts';

/** Google for Jobs employment types for the portal's hire types. */
const EMPLOYMENT: Record<HireType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  freelance: 'CONTRACTOR',
};

/** An absolute URL for a stored path such as `/api/files/..` (no DOM or Node URL here: this library runs in both). */
const absolute = (url: string | null, origin: string) => {
  if (!url) return null;
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url)) return url;
  return `${origin.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
};

/**
 * schema.org JobPosting (the fields Google for Jobs requires and recommends), from the API's job record; written by the
 * gateway into the server's head and by mf-candidate's job page (one builder, so the two never differ). The
 * description is the API's sanitised HTML.
 */
export function jobPostingJsonLd(
  job: JobDetail,
  opts: { companyName: string; provinceName: string; url: string; origin: string },
): Record<string, unknown> {
  const logo = absolute(job.company.logo_url, opts.origin);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: [job.description_html, job.qualifications_html].filter(Boolean).join('\n'),
    datePosted: job.posted_at,
    employmentType: EMPLOYMENT[job.hire_type] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: opts.companyName,
      sameAs: job.company.website ?? `${opts.origin}/corporate/${job.company.id}`,
      ...(logo ? { logo } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressRegion: opts.provinceName, addressCountry: 'TH' },
    },
    identifier: { '@type': 'PropertyValue', name: opts.companyName, value: job.id },
    directApply: true,
    url: opts.url,
  };
  if (job.valid_through) ld.validThrough = job.valid_through;
  if (job.work_type === 'remote') {
    ld.jobLocationType = 'TELECOMMUTE';
    ld.applicantLocationRequirements = { '@type': 'Country', name: 'TH' };
  }
  if (job.salary_min != null || job.salary_max != null) {
    const value: Record<string, unknown> = { '@type': 'QuantitativeValue', unitText: 'MONTH' };
    if (job.salary_min != null && job.salary_max != null && job.salary_min !== job.salary_max) {
      value.minValue = job.salary_min;
      value.maxValue = job.salary_max;
    } else {
      value.value = job.salary_min ?? job.salary_max;
    }
    ld.baseSalary = { '@type': 'MonetaryAmount', currency: 'THB', value };
  }
  return ld;
}
