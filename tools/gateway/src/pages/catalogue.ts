import type { Locale } from '@jobportal/platform-contract';

/**
 * The gateway's own words in the server-written fallback content (salary words, breadcrumbs, the closed notice), th
 * and en. Route heads come from ROUTE_META and content heads (job, search, company) from CONTENT_META, the catalogues
 * the live pages use too.
 */
export interface PageTexts {
  negotiable: string;
  from: string;
  upTo: string;
  home: string;
  jobs: string;
  blog: string;
  closed: string;
}

const th: PageTexts = {
  negotiable: 'ตามตกลง',
  from: 'เริ่มต้น',
  upTo: 'สูงสุด',
  home: 'หน้าแรก',
  jobs: 'หางาน',
  blog: 'บทความ',
  closed: 'ปิดรับสมัครแล้ว',
};

const en: PageTexts = {
  negotiable: 'Negotiable',
  from: 'From',
  upTo: 'Up to',
  home: 'Home',
  jobs: 'Find jobs',
  blog: 'Blog',
  closed: 'No longer accepting applications',
};

export const PAGE_TEXTS: Record<Locale, PageTexts> = { th, en };

/** Baht as the front-end shows it (mf-shared-ui formatSalary): ฿30k - ฿50k, From ฿25k, Negotiable. */
export function formatSalary(
  job: { salary_min: number | null; salary_max: number | null; salary_negotiable?: boolean },
  texts: PageTexts,
): string {
  const k = (n: number) =>
    n >= 1000 ? `${Math.round(n / 1000).toLocaleString('th-TH')}k` : Math.round(n).toLocaleString('th-TH');
  const { salary_min: min, salary_max: max } = job;
  if (job.salary_negotiable || (min == null && max == null)) return texts.negotiable;
  if (min != null && max != null) return min === max ? `฿${k(min)}` : `฿${k(min)} - ฿${k(max)}`;
  return min != null ? `${texts.from} ฿${k(min)}` : `${texts.upTo} ฿${k(max as number)}`;
}
