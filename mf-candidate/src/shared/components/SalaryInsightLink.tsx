import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from 'mf_shared_ui/platform';
import { salaryLinkArgs, useSalaryInsightsForQuery } from '../api/salaryInsightsApi';
import { useLocale } from '../hooks/useLocale';

/**
 * "Salaries of this role in this province": a link to the public salary page of the role family a job title (or a
 * search) names, shown only when that page exists (enough open jobs from enough companies).
 */
export function SalaryInsightLink({
  title,
  provinceId,
  style,
}: {
  title: string;
  provinceId?: number;
  style?: CSSProperties;
}) {
  const { t } = useTranslation('candidate');
  const locale = useLocale();
  const args = salaryLinkArgs(title, provinceId);
  const { data } = useSalaryInsightsForQuery(args, { skip: !args.title });
  const page = data?.[0];
  if (!page) return null;
  return (
    <Link
      to={`/salary/${page.family.slug}/${page.province.slug}`}
      data-testid="salary-insight-link"
      style={style}
    >
      {t('salaryInsight.link', {
        role: pickLocalized(page.family, 'name', locale),
        province: pickLocalized(page.province, 'name', locale),
      })}
    </Link>
  );
}
