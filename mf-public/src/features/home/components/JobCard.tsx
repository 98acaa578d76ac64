import type { JobCard as JobCardData } from '@jobportal/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from 'mf_shared_ui/platform';
import { formatSalary, thaiLang, timeAgo } from 'mf_shared_ui/format';
import { CompanyLogo } from './CompanyLogo';
import { useLocale } from '../../../shared/useLocale';

/** A job in a home list: title, company + logo, salary, province, posted time; links to /candidate/jobs/{id}. */
export function JobCard({
  job,
  provinceName,
  priority,
}: {
  job: JobCardData;
  provinceName?: string;
  priority?: boolean;
}) {
  const locale = useLocale();
  const { t } = useTranslation('public');
  const company = pickLocalized(job.company, 'name', locale);
  return (
    <Link to={`/candidate/jobs/${job.id}`} className="pub-card" data-testid="job-card">
      <div className="pub-job-head">
        <CompanyLogo name={company} logoUrl={job.company.logo_url} size={44} priority={priority} />
        <div style={{ minWidth: 0 }}>
          <h3 className="pub-job-title" lang={thaiLang(job.title)}>
            {job.title}
          </h3>
          <div className="pub-muted pub-job-company">
            <span lang={thaiLang(company)}>{company}</span>
            {job.company.verified && (
              <span
                title={t('job.verified')}
                aria-label={t('job.verified')}
                style={{ color: '#0958d9', marginLeft: 4 }}
              >
                ✓
              </span>
            )}
          </div>
        </div>
      </div>
      <div className="pub-job-meta">
        <span className="pub-salary">{formatSalary(job, locale)}</span>
        {provinceName && <span>{provinceName}</span>}
        <time suppressHydrationWarning dateTime={job.posted_at}>
          {timeAgo(job.posted_at, locale)}
        </time>
      </div>
    </Link>
  );
}

export function JobCardSkeleton() {
  return (
    <div className="pub-card" aria-hidden="true">
      <div className="pub-job-head">
        <div className="pub-skel" style={{ width: 44, height: 44 }} />
        <div style={{ flex: 1 }}>
          <div className="pub-skel" style={{ height: 18, width: '80%', marginBottom: 8 }} />
          <div className="pub-skel" style={{ height: 14, width: '50%' }} />
        </div>
      </div>
      <div className="pub-skel" style={{ height: 14, width: '70%' }} />
    </div>
  );
}
