import i18next from 'i18next';
import { shortBaht } from '@jobportal/contracts/numbers';

export { shortBaht };

export interface SalaryShape {
  salary_min: number | null;
  salary_max: number | null;
  salary_negotiable?: boolean;
}

/** Range, 'starting from', 'up to' or 'negotiable' (spec section 9). */
export function formatSalary(job: SalaryShape, locale: 'th' | 'en' = 'th'): string {
  const t = i18next.getFixedT(locale, 'ui');
  const { salary_min: min, salary_max: max } = job;
  if (job.salary_negotiable || (min == null && max == null)) return t('salary.negotiable');
  if (min != null && max != null) {
    return min === max
      ? `฿${shortBaht(min)}`
      : t('salary.range', { min: shortBaht(min), max: shortBaht(max) });
  }
  if (min != null) return t('salary.from', { min: shortBaht(min) });
  return t('salary.upTo', { max: shortBaht(max as number) });
}
