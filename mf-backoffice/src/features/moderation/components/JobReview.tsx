import { Link } from 'react-router';
import { JOB_MODERATION_ACTIONS } from '@jobportal/contracts/bounds';
import { Button, Flex, Tag, Typography } from 'mf_shared_ui/ui';
import { Descriptions } from 'mf_shared_ui/ui-data';
import { SafeHtml } from 'mf_shared_ui/html';
import { AuditHistory } from '../../../shared/components/AuditHistory';
import { Section } from '../../../shared/components/Section';
import { ErrorState, LoadingState } from '../../../shared/components/States';
import { StatusTag } from '../../../shared/components/StatusTag';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { formatDateTime } from '../../../shared/utils/format';
import { useModerationJobQuery } from '../api/moderationApi';
import { useModerationActions } from '../hooks/useModerationActions';
import { companyName, companyReviewPath } from '../utils/moderation';
import { ReportList } from './ReportList';

/** One job under review: what it says, who reported it and why, what staff did, and the actions. */
export function JobReview({ id }: { id: string }) {
  const { t, locale } = useBackofficeT();
  const { data, error, isLoading, refetch } = useModerationJobQuery(id);
  const { ask, modal } = useModerationActions();

  if (isLoading) return <LoadingState />;
  if (error || !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const { job, reports, history } = data;
  const companyAction = job.company.status === 'suspended' ? 'reinstate' : 'suspend';

  return (
    <Flex vertical gap={20}>
      <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
        {job.title}
      </Typography.Title>
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'company',
            label: t('moderation.company'),
            children: (
              <Flex gap={4} wrap align="center">
                <Link to={companyReviewPath(job.company.id)}>{companyName(job.company, locale)}</Link>
                <StatusTag value={job.company.status} />
                {job.company.verified && <Tag color="green">{t('moderation.companies.verified')}</Tag>}
              </Flex>
            ),
          },
          { key: 'status', label: t('moderation.jobStatus'), children: <StatusTag value={job.status} /> },
          {
            key: 'moderation',
            label: t('moderation.moderation'),
            children: (
              <Flex gap={4} wrap>
                <StatusTag value={job.moderation} />
                {job.moderation_flags.map((flag) => (
                  <Tag key={flag}>{t(`moderation.flags.${flag}`, { defaultValue: flag })}</Tag>
                ))}
              </Flex>
            ),
          },
          { key: 'reason', label: t('moderation.reason'), children: job.moderation_reason ?? '-' },
          { key: 'posted', label: t('moderation.postedAt'), children: formatDateTime(job.posted_at, locale) },
        ]}
      />
      <Section title={t('moderation.actionsTitle')}>
        <Flex gap={8} wrap>
          {JOB_MODERATION_ACTIONS.map((action) => (
            <Button
              key={action}
              danger={action === 'take_down'}
              onClick={() => ask({ kind: 'job', id, action })}
            >
              {t(`moderation.actions.${action}`)}
            </Button>
          ))}
          <Button
            danger={companyAction === 'suspend'}
            onClick={() => ask({ kind: 'company', id: job.company.id, action: companyAction })}
          >
            {t(`moderation.actions.${companyAction}`)}
          </Button>
        </Flex>
      </Section>
      <Section title={t('moderation.description')}>
        <SafeHtml html={job.description_html} style={{ overflowWrap: 'anywhere' }} />
      </Section>
      {job.qualifications_html && (
        <Section title={t('moderation.qualifications')}>
          <SafeHtml html={job.qualifications_html} style={{ overflowWrap: 'anywhere' }} />
        </Section>
      )}
      <Section title={t('moderation.reports')}>
        <ReportList
          reports={reports}
          onDismiss={(reportId) => ask({ kind: 'report', id: reportId, target: 'job' })}
        />
      </Section>
      <Section title={t('history.title')}>
        <AuditHistory entries={history} />
      </Section>
      {modal}
    </Flex>
  );
}
