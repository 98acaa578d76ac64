import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { JobCard as JobCardData } from '@jobportal/contracts';
import { pickLocalized } from 'mf_shared_ui/platform';
import { formatSalary, timeAgo } from 'mf_shared_ui/format';
import {
  ClockCircleOutlined,
  EnvironmentOutlined,
  Flex,
  Panel,
  Tag,
  Typography,
  WalletOutlined,
} from 'mf_shared_ui/ui';
import { useLocale } from '../hooks/useLocale';
import { useLookups } from '../hooks/useLookups';
import { CompanyLogo } from './CompanyLogo';
import { FavouriteButton } from './FavouriteButton';

export interface JobCardProps {
  job: JobCardData;
  /** extra content under the card body (e.g. a match score) */
  extra?: React.ReactNode;
  showFavourite?: boolean;
  maxSkills?: number;
}

/** One job in a list: title, company (logo, link), salary, province, work and hire type, skills, time ago. */
export const JobCard = memo(function JobCard({
  job,
  extra,
  showFavourite = true,
  maxSkills = 6,
}: JobCardProps) {
  const { t } = useTranslation('candidate');
  const locale = useLocale();
  const { provinceName, skillName } = useLookups();
  const companyName = pickLocalized(job.company, 'name', locale);
  return (
    <Panel data-testid="job-card" data-job-id={job.id} style={{ padding: 16 }}>
      <Flex gap={12} align="flex-start">
        <CompanyLogo name={companyName} logoUrl={job.company.logo_url} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Flex justify="space-between" align="flex-start" gap={8}>
            <div style={{ minWidth: 0 }}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                <Link to={`/candidate/jobs/${job.id}`} data-testid="job-card-title">
                  {job.title}
                </Link>
              </Typography.Title>
              <Link to={`/corporate/${job.company.id}`} style={{ color: 'rgba(0,0,0,0.65)' }}>
                {companyName}
              </Link>
            </div>
            {showFavourite && <FavouriteButton jobId={job.id} isFavourite={job.is_favourite} />}
          </Flex>
          <Flex wrap gap={12} style={{ marginTop: 8, color: 'rgba(0,0,0,0.65)' }}>
            <span>
              <WalletOutlined aria-hidden /> <span data-testid="job-salary">{formatSalary(job, locale)}</span>
            </span>
            <span>
              <EnvironmentOutlined aria-hidden /> {provinceName(job.province_id)}
            </span>
            <span>
              {t(`workType.${job.work_type}`)} · {t(`hireType.${job.hire_type}`)}
            </span>
          </Flex>
          {job.skills.length > 0 && (
            <Flex wrap gap={4} style={{ marginTop: 8 }}>
              {job.skills.slice(0, maxSkills).map((slug) => (
                <Tag key={slug} style={{ marginInlineEnd: 0 }}>
                  {skillName(slug)}
                </Tag>
              ))}
              {job.skills.length > maxSkills && <Tag>+{job.skills.length - maxSkills}</Tag>}
            </Flex>
          )}
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
            <ClockCircleOutlined aria-hidden />{' '}
            <time dateTime={job.posted_at}>{timeAgo(job.posted_at, locale)}</time>
          </Typography.Text>
          {extra}
        </div>
      </Flex>
    </Panel>
  );
});
