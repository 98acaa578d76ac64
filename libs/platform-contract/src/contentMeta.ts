import type { HireType } from '@jobportal/contracts';
import type { Locale } from './locale';

/**
 * The head texts of pages with content, th and en, as i18next templates (`{{name}}`): the live pages put them in
 * their catalogues (mf-candidate's job and search pages, mf-corporate's company page) and the gateway fills the same
 * templates for the server-written head, so the HTML a crawler or a link preview gets and the page the app then shows
 * say the same. The employment types are labelled by the same table in both.
 */
export interface ContentMeta {
  /** {{title}}, {{company}}, {{province}}, {{salary}} */
  job: { title: string; description: string };
  /** {{query}}: the job search with words typed (also the route default of `candidateJobsQuery`) */
  searchQuery: { title: string; description: string };
  /** a company without an "about" text */
  companyFallback: string;
  hireType: Record<HireType, string>;
}

/** Thai (a Thai page's catalogue carries this one only). */
export const CONTENT_META_TH: ContentMeta = {
  job: {
    title: '{{title}} - {{company}}',
    description: '{{company}} รับสมัคร {{title}} ที่ {{province}} เงินเดือน {{salary}} ดูรายละเอียดและสมัครงานได้ทันที',
  },
  searchQuery: {
    title: 'งาน {{query}}',
    description: 'ค้นหางาน {{query}} ล่าสุดจากบริษัทชั้นนำทั่วประเทศไทย',
  },
  companyFallback: 'ข้อมูลบริษัท สวัสดิการ ช่องทางติดต่อ และงานที่เปิดรับสมัคร',
  hireType: {
    full_time: 'งานประจำ',
    part_time: 'พาร์ทไทม์',
    contract: 'สัญญาจ้าง',
    internship: 'ฝึกงาน',
    freelance: 'ฟรีแลนซ์',
  },
};

export const CONTENT_META_EN: ContentMeta = {
  job: {
    title: '{{title}} - {{company}}',
    description:
      '{{company}} is hiring a {{title}} in {{province}}, salary {{salary}}. See the details and apply now.',
  },
  searchQuery: {
    title: '{{query}} jobs',
    description: 'The latest {{query}} jobs from leading companies in Thailand.',
  },
  companyFallback: 'Company information, benefits, contact channels and open jobs.',
  hireType: {
    full_time: 'Full-time',
    part_time: 'Part-time',
    contract: 'Contract',
    internship: 'Internship',
    freelance: 'Freelance',
  },
};

export const CONTENT_META: Record<Locale, ContentMeta> = { th: CONTENT_META_TH, en: CONTENT_META_EN };

/** Fills `{{name}}` the way i18next does for these texts (no escaping: the head writer escapes). */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
