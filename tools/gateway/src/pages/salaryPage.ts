import type { SalaryInsight } from '@jobportal/contracts';
import { formatInteger } from '@jobportal/contracts/numbers';
import type { Locale } from '@jobportal/platform-contract';
import { escapeHtml } from './fallback';

/**
 * The server-written head and content of a salary page (/salary/:family/:province, issue 45): the figures are in
 * the HTML before any script runs. The words are those of the live page (mf-public features/salary/i18n).
 */
const TEXTS = {
  th: {
    title: 'เงินเดือน {role} {province}',
    description:
      'เงินเดือน {role} ใน{province} ค่ากลาง {median} บาทต่อเดือน ช่วงกลาง {p25} - {p75} บาท จากประกาศงานที่เปิดรับ {count} ตำแหน่ง',
    basis: 'จากประกาศงานที่เปิดรับ {count} ตำแหน่ง ของ {companies} บริษัท',
    median: 'ค่ากลาง (มัธยฐาน)',
    perMonth: '{amount} บาท/เดือน',
    range: 'ช่วงกลาง 50% ของประกาศ',
    rangeValue: '{p25} - {p75} บาท',
    salaries: 'เงินเดือน',
  },
  en: {
    title: '{role} salaries in {province}',
    description:
      '{role} salaries in {province}: median {median} baht a month, middle half {p25} - {p75} baht, from {count} open jobs.',
    basis: 'From {count} open jobs at {companies} companies',
    median: 'Median',
    perMonth: '{amount} baht a month',
    range: 'Middle half of the jobs',
    rangeValue: '{p25} - {p75} baht',
    salaries: 'Salaries',
  },
} as const;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

export function salaryHead(
  insight: SalaryInsight,
  locale: Locale,
): { title: string; description: string; body: string; crumb: string } {
  const t = TEXTS[locale];
  const values = {
    role: locale === 'en' ? insight.family.name_en : insight.family.name_th,
    province: locale === 'en' ? insight.province.name_en : insight.province.name_th,
    median: formatInteger(insight.median),
    p25: formatInteger(insight.p25),
    p75: formatInteger(insight.p75),
    count: formatInteger(insight.count),
    companies: formatInteger(insight.companies),
  };
  const title = fill(t.title, values);
  const facts = [
    [t.median, fill(t.perMonth, { amount: values.median })],
    [t.range, fill(t.rangeValue, values)],
  ]
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const body =
    `<main class="page-fallback" data-testid="page-fallback"><h1>${escapeHtml(title)}</h1>` +
    `<p class="facts">${escapeHtml(fill(t.basis, values))}</p><dl>${facts}</dl></main>`;
  return { title, description: fill(t.description, values), body, crumb: t.salaries };
}
