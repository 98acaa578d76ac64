import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickLocalized, usePageMeta } from 'mf_shared_ui/platform';
import { useGetHomeQuery, useGetLookupsQuery } from '../api/homeApi';
import { HomeHero } from '../components/HomeHero';
import { JobGrid, JobGridSkeleton } from '../components/JobGrid';
import { LazySection } from '../../../shared/LazySection';
import { useLocale } from '../../../shared/useLocale';
import { jobSearchHref } from '../utils/jobSearchHref';
import { LoadError } from '../../../shared/LoadError';

const HomeBelowFold = lazy(
  () => import(/* webpackChunkName: "home-below-fold" */ '../components/HomeBelowFold'),
);

/** `/`: headline search, latest jobs above the fold; the rest is rendered (and its code loaded) on approach. */
export default function HomePage() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const home = useGetHomeQuery();
  const lookups = useGetLookupsQuery();
  const origin = typeof window !== 'undefined' ? window.location.origin : '';

  usePageMeta({
    title: t('meta.home.title'),
    description: t('meta.home.description'),
    canonicalPath: '/',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'JobPortal',
      url: `${origin}/`,
      inLanguage: locale === 'th' ? 'th-TH' : 'en',
      potentialAction: {
        '@type': 'SearchAction',
        target: `${origin}/candidate/jobs?main_input={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  });

  const provinceNames = useMemo(
    () => new Map((lookups.data?.provinces ?? []).map((p) => [p.id, pickLocalized(p, 'name', locale)])),
    [lookups.data, locale],
  );
  const data = home.data;

  return (
    <div data-testid="page-home">
      <HomeHero provinces={lookups.data?.provinces} stats={data?.stats} />

      <section className="pub-section" aria-labelledby="home-latest-jobs">
        <div className="pub-container">
          <div className="pub-section-head">
            <h2 id="home-latest-jobs">{t('home.latestJobs')}</h2>
            <Link to={jobSearchHref({})}>{t('common.viewAll')}</Link>
          </div>
          {home.isError ? (
            <LoadError onRetry={() => void home.refetch()} />
          ) : !data ? (
            <JobGridSkeleton count={6} />
          ) : data.latest_jobs.length === 0 ? (
            <p className="pub-muted">{t('home.noJobs')}</p>
          ) : (
            <JobGrid
              jobs={data.latest_jobs.slice(0, 6)}
              provinceNames={provinceNames}
              priorityCount={3}
              testId="home-latest-jobs"
            />
          )}
        </div>
      </section>

      <LazySection minHeight={1200} testId="home-below-fold-placeholder">
        <Suspense fallback={<div style={{ minHeight: 1200 }} />}>
          <HomeBelowFold data={data} lookups={lookups.data} provinceNames={provinceNames} />
        </Suspense>
      </LazySection>
    </div>
  );
}
