import type { SalaryInsight } from '@jobportal/contracts';
import { SALARY_FLOOR } from '@jobportal/contracts/bounds';
import { useTranslation } from 'react-i18next';
import { formatInteger } from 'mf_shared_ui/format';
import { SALARY_NS } from '../i18n/texts';

function TrendLine({ insight }: { insight: SalaryInsight }) {
  const { t } = useTranslation(SALARY_NS);
  const trend = insight.trend;
  if (!trend) return <>{t('page.noTrend')}</>;
  const values = {
    pct: Math.abs(trend.change_pct).toLocaleString('en-US', { maximumFractionDigits: 1 }),
    previous: formatInteger(trend.previous_median),
    recent: formatInteger(trend.recent_median),
  };
  if (trend.change_pct > 0) return <>{t('page.trendUp', values)}</>;
  if (trend.change_pct < 0) return <>{t('page.trendDown', values)}</>;
  return <>{t('page.trendFlat', values)}</>;
}

/** The figures of one role family in one province: median, middle half, quartiles, count and trend. */
export function SalaryFigures({ insight }: { insight: SalaryInsight }) {
  const { t } = useTranslation(SALARY_NS);
  const rows: [label: string, value: React.ReactNode, testId: string][] = [
    [t('page.median'), t('page.perMonth', { amount: formatInteger(insight.median) }), 'salary-median'],
    [
      t('page.range'),
      t('page.rangeValue', { p25: formatInteger(insight.p25), p75: formatInteger(insight.p75) }),
      'salary-range',
    ],
    [t('page.p25'), t('page.perMonth', { amount: formatInteger(insight.p25) }), 'salary-p25'],
    [t('page.p75'), t('page.perMonth', { amount: formatInteger(insight.p75) }), 'salary-p75'],
    [t('page.count'), t('page.countValue', { count: insight.count }), 'salary-count'],
    [
      t('page.trend', { days: SALARY_FLOOR.trendDays }),
      <TrendLine key="trend" insight={insight} />,
      'salary-trend',
    ],
  ];
  return (
    <dl className="pub-salary-figures" data-testid="salary-figures">
      {rows.map(([label, value, testId]) => (
        <div key={testId} className="pub-salary-figure">
          <dt className="pub-muted">{label}</dt>
          <dd data-testid={testId} style={{ margin: '4px 0 0', fontSize: 20, fontWeight: 600 }}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
