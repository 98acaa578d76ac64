import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { JobCard as JobCardData } from '@jobportal/contracts';
import { pickLocalized } from 'mf_shared_ui/platform';
import { formatSalary, thaiLang, timeAgo } from 'mf_shared_ui/format';
import {
  ClockCircleOutlined,
  EnvironmentOutlined,
  Panel,
  useThemeToken,
  WalletOutlined,
} from 'mf_shared_ui/ui';
import { useLocale } from '../hooks/useLocale';
import { useLookups } from '../hooks/useLookups';
import { stationList } from '../utils/railStations';
import { CompanyLogo } from './CompanyLogo';
import { FavouriteButton } from './FavouriteButton';

export interface JobCardProps {
  job: JobCardData;
  /** extra content under the card body (e.g. a match score) */
  extra?: React.ReactNode;
  showFavourite?: boolean;
  maxSkills?: number;
  /** the title's heading level: 2 in a list right under the page's h1 (search results), else 3 */
  headingLevel?: 2 | 3;
}

/** One job in a list: title, company (logo, link), salary, province, work and hire type, skills, time ago. */
export const JobCard = memo(function JobCard({
  job,
  extra,
  showFavourite = true,
  maxSkills = 6,
  headingLevel = 3,
}: JobCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('candidate');
  const locale = useLocale();
  const { provinceName, skillName } = useLookups();
  const companyName = pickLocalized(job.company, 'name', locale);
  const stations = stationList(job.rail_stations, locale);
  const nearStations = stations ? t('job.nearStations', { stations }) : null;
  const token = useThemeToken();
  const secondary = { color: token.colorTextSecondary };
  const chip = {
    padding: '0 7px',
    lineHeight: '20px',
    fontSize: token.fontSizeSM,
    borderRadius: token.borderRadiusSM,
    border: `1px solid ${token.colorBorder}`,
    background: token.colorFillQuaternary,
  };
  // Plain elements styled from the theme's tokens: a result list renders twenty cards per page and re-renders them
  // on every filter change.
  return (
    <Panel data-testid="job-card" data-job-id={job.id} style={{ padding: 16 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <CompanyLogo name={companyName} logoUrl={job.company.logo_url} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 8 }}>
            <div style={{ minWidth: 0 }}>
              {/* overflowWrap: an unbroken title (a long URL-like word) wraps instead of widening a phone's card. */}
              <Heading
                style={{
                  margin: 0,
                  fontSize: token.fontSizeLG,
                  fontWeight: 600,
                  lineHeight: 1.5,
                  overflowWrap: 'anywhere',
                }}
              >
                <Link
                  to={`/candidate/jobs/${job.id}`}
                  data-testid="job-card-title"
                  lang={thaiLang(job.title)}
                >
                  {job.title}
                </Link>
              </Heading>
              {/* a block of the line's height: a 24 px tall target (WCAG 2.5.8), not the text's 17 px */}
              <Link
                to={`/corporate/${job.company.id}`}
                lang={thaiLang(companyName)}
                style={{
                  ...secondary,
                  overflowWrap: 'anywhere',
                  display: 'inline-block',
                  lineHeight: '24px',
                }}
              >
                {companyName}
              </Link>
            </div>
            {showFavourite && <FavouriteButton jobId={job.id} isFavourite={job.is_favourite} />}
          </div>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 8, ...secondary }}>
            <span>
              <WalletOutlined aria-hidden /> <span data-testid="job-salary">{formatSalary(job, locale)}</span>
            </span>
            <span>
              <EnvironmentOutlined aria-hidden /> {provinceName(job.province_id)}
            </span>
            <span>
              {t(`workType.${job.work_type}`)} · {t(`hireType.${job.hire_type}`)}
            </span>
            {nearStations && <span data-testid="job-card-stations">{nearStations}</span>}
          </div>
          {job.skills.length > 0 && (
            <ul
              aria-label={t('job.skills')}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 4,
                margin: '8px 0 0',
                padding: 0,
                listStyle: 'none',
              }}
            >
              {job.skills.slice(0, maxSkills).map((slug) => (
                <li key={slug} style={chip}>
                  {skillName(slug)}
                </li>
              ))}
              {job.skills.length > maxSkills && <li style={chip}>+{job.skills.length - maxSkills}</li>}
            </ul>
          )}
          <div style={{ marginTop: 8, fontSize: token.fontSizeSM, ...secondary }}>
            <ClockCircleOutlined aria-hidden />{' '}
            <time suppressHydrationWarning dateTime={job.posted_at}>
              {timeAgo(job.posted_at, locale)}
            </time>
          </div>
          {extra}
        </div>
      </div>
    </Panel>
  );
});
