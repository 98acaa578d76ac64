import { SALARY_FLOOR } from '@jobportal/contracts/bounds';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickLocalized, usePageMeta } from 'mf_shared_ui/platform';
import { formatInteger } from 'mf_shared_ui/format';
import { useGetSalariesQuery } from '../api/salaryApi';
import { salaryPath } from '../utils/salaryPath';
import { SALARY_NS } from '../i18n/texts';
import { LoadError } from '../../../shared/LoadError';
import { useLocale } from '../../../shared/useLocale';

/** The page's texts (exposes/pages.ts waits for them before rendering it). */
export { loadTexts } from '../i18n/texts';

/** `/salary`: every role family x province that has enough open jobs from enough companies. */
export default function SalaryIndexPage() {
  const { t } = useTranslation(SALARY_NS);
  const locale = useLocale();
  const { currentData: list, isError, refetch } = useGetSalariesQuery();
  usePageMeta({
    title: t('index.title'),
    description: t('index.intro', SALARY_FLOOR),
    canonicalPath: '/salary',
  });

  return (
    <div className="pub-container pub-section" data-testid="page-salary-index">
      <h1>{t('index.title')}</h1>
      <p className="pub-muted">{t('index.intro', SALARY_FLOOR)}</p>
      {isError && <LoadError onRetry={() => void refetch()} />}
      {!list && !isError && (
        <div className="pub-skel" aria-busy="true" style={{ height: 240, width: '100%' }} />
      )}
      {list && list.length === 0 && <p data-testid="salary-empty">{t('index.empty')}</p>}
      {list && list.length > 0 && (
        <div className="pub-table-wrap">
          <table className="pub-salary-table" data-testid="salary-index">
            <thead>
              <tr>
                <th scope="col">{t('index.role')}</th>
                <th scope="col">{t('index.province')}</th>
                <th scope="col">{t('index.median')}</th>
                <th scope="col">{t('index.count')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((s) => (
                <tr key={salaryPath(s)}>
                  <td>
                    <Link to={salaryPath(s)}>{pickLocalized(s.family, 'name', locale)}</Link>
                  </td>
                  <td>{pickLocalized(s.province, 'name', locale)}</td>
                  <td>{formatInteger(s.median)}</td>
                  <td>{formatInteger(s.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
