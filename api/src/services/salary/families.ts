import type { SalaryFamily } from '@jobportal/contracts';
import { SKILL_BY_SLUG } from '../../seed/data/skills';
import { getDefaultCanonicalizer, roleTerm, type Canonicalizer } from '../ai/canonical';

/**
 * The role families of the salary pages: the role synonym groups of the search and the matcher (seed/data/roles.ts,
 * read through the canonicaliser), with the slug and the job title people search for ("เงินเดือน Frontend
 * Developer"). Generic groups (developer, engineer, senior, intern, ...) name no family. Thai names keep the English
 * title where Thai job ads use it.
 */
const FAMILIES: readonly (SalaryFamily & { key: string })[] = [
  {
    key: 'frontend',
    slug: 'frontend-developer',
    name_th: 'Frontend Developer',
    name_en: 'Frontend Developer',
  },
  { key: 'backend', slug: 'backend-developer', name_th: 'Backend Developer', name_en: 'Backend Developer' },
  {
    key: 'fullstack',
    slug: 'full-stack-developer',
    name_th: 'Full-stack Developer',
    name_en: 'Full-stack Developer',
  },
  {
    key: 'mobile-developer',
    slug: 'mobile-developer',
    name_th: 'นักพัฒนาแอปมือถือ',
    name_en: 'Mobile Developer',
  },
  { key: 'data-engineer', slug: 'data-engineer', name_th: 'Data Engineer', name_en: 'Data Engineer' },
  { key: 'data-analyst', slug: 'data-analyst', name_th: 'นักวิเคราะห์ข้อมูล', name_en: 'Data Analyst' },
  { key: 'data-scientist', slug: 'data-scientist', name_th: 'Data Scientist', name_en: 'Data Scientist' },
  { key: 'qa', slug: 'qa-tester', name_th: 'QA / Tester', name_en: 'QA / Tester' },
  { key: 'devops', slug: 'devops-engineer', name_th: 'DevOps Engineer', name_en: 'DevOps Engineer' },
  { key: 'designer', slug: 'ux-ui-designer', name_th: 'UX/UI Designer', name_en: 'UX/UI Designer' },
  { key: 'project-manager', slug: 'project-manager', name_th: 'ผู้จัดการโครงการ', name_en: 'Project Manager' },
  {
    key: 'business-analyst',
    slug: 'business-analyst',
    name_th: 'นักวิเคราะห์ธุรกิจ',
    name_en: 'Business Analyst',
  },
  { key: 'support', slug: 'it-support', name_th: 'เจ้าหน้าที่ IT Support', name_en: 'IT Support' },
  {
    key: 'security-engineer',
    slug: 'security-engineer',
    name_th: 'วิศวกรความปลอดภัยไซเบอร์',
    name_en: 'Security Engineer',
  },
  { key: 'network-engineer', slug: 'network-engineer', name_th: 'วิศวกรเครือข่าย', name_en: 'Network Engineer' },
  { key: 'system-admin', slug: 'system-administrator', name_th: 'ผู้ดูแลระบบ', name_en: 'System Administrator' },
  { key: 'dba', slug: 'database-administrator', name_th: 'ผู้ดูแลฐานข้อมูล', name_en: 'Database Administrator' },
  { key: 'embedded', slug: 'embedded-engineer', name_th: 'Embedded Engineer', name_en: 'Embedded Engineer' },
  { key: 'game-developer', slug: 'game-developer', name_th: 'นักพัฒนาเกม', name_en: 'Game Developer' },
  { key: 'erp-consultant', slug: 'erp-consultant', name_th: 'ที่ปรึกษา ERP', name_en: 'ERP Consultant' },
];

const BY_TERM = new Map(FAMILIES.map((f) => [roleTerm(f.key), f]));
/** A title that names no role but a technology ("React Developer") is in the family of that skill's category. */
const BY_SKILL_CATEGORY: Record<string, string> = {
  frontend: 'frontend',
  backend: 'backend',
  mobile: 'mobile-developer',
  qa: 'qa',
  design: 'designer',
  devops: 'devops',
  cloud: 'devops',
  security: 'security-engineer',
};
const BY_KEY = new Map(FAMILIES.map((f) => [f.key, f]));
const BY_SLUG = new Map(FAMILIES.map((f) => [f.slug, f]));

const publicFamily = ({ slug, name_th, name_en }: SalaryFamily): SalaryFamily => ({ slug, name_th, name_en });

export const familyBySlug = (slug: string): SalaryFamily | null => {
  const f = BY_SLUG.get(slug);
  return f ? publicFamily(f) : null;
};

/** The family a job title (or a search) names first, e.g. "Senior React Frontend Engineer" -> frontend; or null. */
export function familyOfTitle(
  title: string,
  canon: Canonicalizer = getDefaultCanonicalizer(),
): SalaryFamily | null {
  const terms = canon.terms(title);
  for (const term of terms) {
    const f = BY_TERM.get(term);
    if (f) return publicFamily(f);
  }
  for (const term of terms) {
    const category = term.startsWith('s:') ? SKILL_BY_SLUG.get(term.slice(2))?.category : undefined;
    const f = category ? BY_KEY.get(BY_SKILL_CATEGORY[category] ?? '') : undefined;
    if (f) return publicFamily(f);
  }
  return null;
}
