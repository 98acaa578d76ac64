// Below-the-fold sections of the home page: their own chunk, loaded when the reader scrolls near them.
import type { HomeData, Lookups } from '@jobportal/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickLocalized, skillLabel } from 'mf_shared_ui/platform';
import { JobGrid } from './JobGrid';
import { CompanyLogo } from './CompanyLogo';
import { BlogCard } from '../../../shared/BlogCard';
import { useLocale } from '../../../shared/useLocale';
import { jobSearchHref } from '../utils/jobSearchHref';

export default function HomeBelowFold({
  data,
  lookups,
  provinceNames,
}: {
  data: HomeData | undefined;
  lookups: Lookups | undefined;
  provinceNames: Map<number, string>;
}) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const skillNames = new Map((lookups?.skills ?? []).map((s) => [s.slug, skillLabel(s, locale)]));
  return (
    <>
      {data && data.featured_jobs.length > 0 && (
        <section className="pub-section" aria-labelledby="home-featured-jobs" style={{ paddingTop: 0 }}>
          <div className="pub-container">
            <h2 id="home-featured-jobs">{t('home.featuredJobs')}</h2>
            <JobGrid
              jobs={data.featured_jobs.slice(0, 6)}
              provinceNames={provinceNames}
              testId="home-featured-jobs"
            />
          </div>
        </section>
      )}

      {data && data.popular_skills.length > 0 && (
        <section className="pub-section" aria-labelledby="home-skills" style={{ background: '#fafafa' }}>
          <div className="pub-container">
            <h2 id="home-skills">{t('home.popularSkills')}</h2>
            <div className="pub-chips" data-testid="home-skills">
              {data.popular_skills.map((s) => (
                <Link key={s.slug} className="pub-chip" to={jobSearchHref({ tag: s.slug })}>
                  {skillNames.get(s.slug) ?? s.slug} <small>{t('home.skillJobs', { count: s.count })}</small>
                </Link>
              ))}
            </div>
          </div>
        </section>
      )}

      {data && data.featured_companies.length > 0 && (
        <section className="pub-section" aria-labelledby="home-companies">
          <div className="pub-container">
            <h2 id="home-companies">{t('home.featuredCompanies')}</h2>
            <div className="pub-grid cols-3" data-testid="home-companies">
              {data.featured_companies.slice(0, 6).map((c) => {
                const name = pickLocalized(c, 'name', locale);
                return (
                  <Link key={c.id} to={`/corporate/${c.id}`} className="pub-card">
                    <div className="pub-job-head">
                      <CompanyLogo name={name} logoUrl={c.logo_url} size={56} />
                      <div style={{ minWidth: 0 }}>
                        <h3 className="pub-job-title">{name}</h3>
                        <div className="pub-muted">{t('home.openJobs', { count: c.open_jobs })}</div>
                      </div>
                    </div>
                  </Link>
                );
              })}
            </div>
          </div>
        </section>
      )}

      <section
        className="pub-section"
        aria-label={`${t('home.candidates.title')} / ${t('home.employers.title')}`}
      >
        <div className="pub-container pub-entry" data-testid="home-entry-points">
          <div className="pub-entry-card candidate">
            <h3>{t('home.candidates.title')}</h3>
            <p>{t('home.candidates.description')}</p>
            <div className="pub-entry-links">
              <Link className="pub-btn light" to="/candidate">
                {t('home.candidates.landing')}
              </Link>
              <Link className="pub-btn ghost" to="/candidate/register">
                {t('home.candidates.register')}
              </Link>
            </div>
          </div>
          <div className="pub-entry-card employer">
            <h3>{t('home.employers.title')}</h3>
            <p>{t('home.employers.description')}</p>
            <div className="pub-entry-links">
              <Link className="pub-btn light" to="/corporate">
                {t('home.employers.landing')}
              </Link>
              <Link className="pub-btn ghost" to="/corporate/register">
                {t('home.employers.register')}
              </Link>
            </div>
          </div>
        </div>
      </section>

      {data && data.latest_posts.length > 0 && (
        <section className="pub-section" aria-labelledby="home-posts">
          <div className="pub-container">
            <div className="pub-section-head">
              <h2 id="home-posts">{t('home.latestPosts')}</h2>
              <Link to="/blog">{t('home.allPosts')}</Link>
            </div>
            <div className="pub-grid cols-3" data-testid="home-posts">
              {data.latest_posts.slice(0, 3).map((p) => (
                <BlogCard key={p.slug} post={p} />
              ))}
            </div>
          </div>
        </section>
      )}

      <section className="pub-section" style={{ paddingTop: 0 }}>
        <div className="pub-container">
          <div className="pub-support">
            <div>
              <strong>{t('home.support.title')}</strong>
              <div className="pub-muted">{t('home.supportHours')}</div>
            </div>
            <Link className="pub-btn light" style={{ border: '1px solid #91caff' }} to="/contact-us">
              {t('home.support.contact')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
