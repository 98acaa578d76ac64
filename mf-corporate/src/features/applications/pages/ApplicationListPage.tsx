import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, CorporateJob } from '@jobportal/contracts';
import { usePageMeta } from 'mf_shared_ui/platform';
import { Button, Space, Tag, Typography } from 'mf_shared_ui/ui';
import { Card, Table } from 'mf_shared_ui/ui-data';
import { Empty } from 'mf_shared_ui/ui-feedback';
import { PlusOutlined } from 'mf_shared_ui/icons';
import { useCorporateJobsQuery } from '../../../shared/api/sharedApi';
import { ModerationTag } from '../../../shared/components/ModerationTag';
import { QueryState } from '../../../shared/components/StatusPages';
import { JOB_STATUS_COLORS, STATUS_COLORS } from '../../../shared/utils/labels';
import { ALL_STATUSES } from '../utils/pipeline';
import { PageTitle } from '../../../shared/components/PageTitle';

export default function ApplicationListPage() {
  const { t } = useTranslation('corporate');
  usePageMeta({
    title: t('applications.metaTitle'),
    description: t('applications.metaDescription'),
    noindex: true,
  });
  const jobs = useCorporateJobsQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 12 }}>
        <PageTitle>{t('applications.title')}</PageTitle>
        <Link to="/corporate/jobs/create">
          <Button type="primary" icon={<PlusOutlined />}>
            {t('dashboard.postJob')}
          </Button>
        </Link>
      </div>
      <Card>
        {!jobs.data ? (
          <QueryState isLoading={jobs.isLoading} error={jobs.error} refetch={jobs.refetch} />
        ) : jobs.data.length === 0 ? (
          <Empty description={t('applications.noJobs')} />
        ) : (
          <Table<CorporateJob>
            rowKey="id"
            dataSource={jobs.data}
            scroll={{ x: 720 }}
            pagination={jobs.data.length > 20 ? { pageSize: 20 } : false}
            columns={[
              {
                title: t('applications.job'),
                dataIndex: 'title',
                render: (title: string, job) => (
                  <Link to={`/corporate/application/${job.id}`} data-testid="application-job-link">
                    {title}
                  </Link>
                ),
              },
              {
                title: t('job.status'),
                dataIndex: 'status',
                render: (s: string, job) => (
                  <Space size={4} wrap>
                    <Tag color={JOB_STATUS_COLORS[s]}>{t(`jobStatus.${s}`)}</Tag>
                    <ModerationTag moderation={job.moderation} />
                  </Space>
                ),
              },
              {
                title: t('applications.total'),
                key: 'total',
                align: 'right',
                sorter: (a, b) => a.applicant_counts.total - b.applicant_counts.total,
                render: (_v, job) => <Typography.Text strong>{job.applicant_counts.total}</Typography.Text>,
              },
              {
                key: 'stages',
                render: (_v, job) => (
                  <Space size={4} wrap>
                    {ALL_STATUSES.filter((s: ApplicationStatus) => job.applicant_counts[s]).map((s) => (
                      <Tag key={s} color={STATUS_COLORS[s]}>
                        {t(`status.${s}`)} {job.applicant_counts[s]}
                      </Tag>
                    ))}
                  </Space>
                ),
              },
              {
                key: 'open',
                render: (_v, job) => (
                  <Space>
                    <Link to={`/corporate/application/${job.id}`}>{t('applications.open')}</Link>
                    <Link to={`/corporate/jobs/${job.id}`}>{t('common.edit')}</Link>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
    </Space>
  );
}
