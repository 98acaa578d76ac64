import { SALARY_FLOOR } from '@jobportal/contracts/bounds';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickLocalized, usePageMeta } from 'mf_shared_ui/platform';
import { formatInteger } from 'mf_shared_ui/format';
import { useGetSalaryQuery } from '../api/salaryApi';
import { SalaryFigures } from '../components/SalaryFigures';
import { salaryPath } from '../utils/salaryPath';
import { SALARY_NS } from '../i18n/texts';
import { NotFoundContent } from '../../../shared/NotFoundContent';
import { LoadError } from '../../../shared/LoadError';
import { apiErrorOf } from '../../../shared/apiError';
import { useLocale } from '../../../shared/useLocale';

/** The page's texts (exposes/pages.ts waits for them before rendering it). */
export { loadTexts } from '../i18n/texts';

/** `/salary/:family/:province`: the pay figures of a role family in a province; 404 where the floor is not met. */
export default function SalaryInsightPage() {
  const { family = '', province = '' } = useParams();
  const { t } = useTranslation(SALARY_NS);
  const locale = useLocale();
  const { currentData: insight, error, isError, refetch } = useGetSalaryQuery({ family, province });
  const notFound = isError && apiErrorOf(error).status === 404;
  const names = insight
    ? {
        role: pickLocalized(insight.family, 'name', locale),
        province: pickLocalized(insight.province, 'name', locale),
      }
    : null;

  usePageMeta(
    insight && names
      ? {
          title: t('meta.title', names),
          description: t('meta.description', {
            ...names,
            median: formatInteger(insight.median),
            p25: formatInteger(insight.p25),
            p75: formatInteger(insight.p75),
            count: insight.count,
          }),
          canonicalPath: salaryPath(insight),
        }
      : null,
  );

  if (notFound) return <NotFoundContent />;
  if (isError)
    return (
      <div className="pub-container pub-section">
        <LoadError onRetry={() => void refetch()} />
      </div>
    );
  if (!insight || !names)
    return (
      <div className="pub-container pub-section" aria-busy="true">
        <div className="pub-skel" style={{ height: 36, width: '60%', marginBottom: 16 }} />
        <div className="pub-skel" style={{ height: 160, width: '100%' }} />
      </div>
    );

  const jobsHref = `/candidate/jobs?main_input=${encodeURIComponent(insight.family.name_en)}&location=${insight.province.id}`;
  return (
    <div className="pub-container pub-section" data-testid="page-salary">
      <nav aria-label="breadcrumb" className="pub-muted">
        <Link to="/salary" data-testid="salary-all">
          ‹ {t('page.all')}
        </Link>
      </nav>
      <h1 data-testid="salary-title">{t('page.title', names)}</h1>
      <p className="pub-muted">{t('page.basis', { count: insight.count, companies: insight.companies })}</p>
      <SalaryFigures insight={insight} />
      <p className="pub-muted" style={{ marginTop: 24 }}>
        {t('page.method', { minJobs: SALARY_FLOOR.minJobs, minCompanies: SALARY_FLOOR.minCompanies })}
      </p>
      <p>
        <Link to={jobsHref} data-testid="salary-jobs">
          {t('page.jobs', names)}
        </Link>
      </p>
    </div>
  );
}
