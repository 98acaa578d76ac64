import { Link } from 'react-router';
import type { ModerationCompanyDetail } from '@jobportal/contracts';
import { MODERATION_LIMITS } from '@jobportal/contracts/bounds';
import { Button, Flex, Tag, Typography } from 'mf_shared_ui/ui';
import { Descriptions, List } from 'mf_shared_ui/ui-data';
import { AuditHistory } from '../../../shared/components/AuditHistory';
import { Section } from '../../../shared/components/Section';
import { ErrorState, LoadingState } from '../../../shared/components/States';
import { StatusTag } from '../../../shared/components/StatusTag';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { formatDateTime } from '../../../shared/utils/format';
import { useModerationCompanyQuery } from '../api/moderationApi';
import { useModerationActions } from '../hooks/useModerationActions';
import { companyName, jobReviewPath } from '../utils/moderation';
import { ReportList } from './ReportList';

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** One company under review: who it is, its reports, its latest jobs, what staff did, and suspend or reinstate. */
export function CompanyReview({ id }: { id: string }) {
  const { t, locale } = useBackofficeT();
  const { data, error, isLoading, refetch } = useModerationCompanyQuery(id);
  const { ask, modal } = useModerationActions();

  if (isLoading) return <LoadingState />;
  if (error || !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const { company, reports, jobs, history } = data;
  const action = company.status === 'suspended' ? 'reinstate' : 'suspend';

  return (
    <Flex vertical gap={20}>
      <Flex gap={8} wrap align="center">
        <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
          {companyName(company, locale)}
        </Typography.Title>
        <StatusTag value={company.status} />
        {company.verified && <Tag color="green">{t('moderation.companies.verified')}</Tag>}
      </Flex>
      <CompanyFacts company={company} />
      <Section title={t('moderation.actionsTitle')}>
        <Button
          danger={action === 'suspend'}
          onClick={() => ask({ kind: 'company', id: company.id, action })}
        >
          {t(`moderation.actions.${action}`)}
        </Button>
      </Section>
      <Section title={t('moderation.reports')}>
        <ReportList
          reports={reports}
          onDismiss={(reportId) => ask({ kind: 'report', id: reportId, target: 'company' })}
        />
      </Section>
      <Section title={t('moderation.companies.jobs', { max: MODERATION_LIMITS.companyJobsMax })}>
        <List
          dataSource={jobs}
          locale={{ emptyText: t('moderation.companies.noJobs') }}
          renderItem={(job) => (
            <List.Item>
              <Flex gap={8} wrap align="center" justify="space-between" style={{ width: '100%' }}>
                <Link to={jobReviewPath(job.id)}>{job.title}</Link>
                <Flex gap={4} wrap>
                  <StatusTag value={job.status} />
                  {job.moderation !== 'clear' && <StatusTag value={job.moderation} />}
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
      </Section>
      <Section title={t('history.title')}>
        <AuditHistory entries={history} />
      </Section>
      {modal}
    </Flex>
  );
}

/** Names, status and its reason, since when, website and the start of the about texts. */
function CompanyFacts({ company }: { company: ModerationCompanyDetail['company'] }) {
  const { t, locale } = useBackofficeT();
  const text = (value: string) =>
    value ? <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</span> : '-';
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        { key: 'name_th', label: t('moderation.companies.nameTh'), children: company.name_th || '-' },
        { key: 'name_en', label: t('moderation.companies.nameEn'), children: company.name_en || '-' },
        ...(company.status_reason
          ? [
              {
                key: 'reason',
                label: t('moderation.companies.statusReason'),
                children: company.status_reason,
              },
            ]
          : []),
        {
          key: 'created',
          label: t('moderation.companies.createdAt'),
          children: formatDateTime(company.created_at, locale),
        },
        {
          key: 'website',
          label: t('moderation.companies.website'),
          children:
            company.website && isWebAddress(company.website) ? (
              <a href={company.website} target="_blank" rel="noopener noreferrer nofollow">
                {company.website}
              </a>
            ) : (
              (company.website ?? '-')
            ),
        },
        {
          key: 'about_th',
          label: t('moderation.companies.aboutTh'),
          children: text(company.about_excerpt_th),
        },
        {
          key: 'about_en',
          label: t('moderation.companies.aboutEn'),
          children: text(company.about_excerpt_en),
        },
      ]}
    />
  );
}
