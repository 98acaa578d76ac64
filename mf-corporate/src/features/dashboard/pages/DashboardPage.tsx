import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CorporateDashboard } from '@jobportal/contracts';
import { APPLICATION_STATUSES } from '@jobportal/contracts/bounds';
import { usePageMeta } from 'mf_shared_ui/platform';
import { Button, Col, Row, SearchOutlined, Space, Tag, Typography, Tooltip } from 'mf_shared_ui/ui';
import { Card, Statistic, Table } from 'mf_shared_ui/ui-data';
import { Empty } from 'mf_shared_ui/ui-feedback';
import {
  BankOutlined,
  EditOutlined,
  EyeOutlined,
  GlobalOutlined,
  PlusOutlined,
  TeamOutlined,
} from 'mf_shared_ui/icons';
import { useCorporateJobsQuery, useCorporateProfileQuery } from '../../../shared/api/sharedApi';
import { ModerationTag } from '../../../shared/components/ModerationTag';
import { QueryState } from '../../../shared/components/StatusPages';
import { JOB_STATUS_COLORS, STATUS_COLORS } from '../../../shared/utils/labels';
import { useCorporateDashboardQuery } from '../api/dashboardApi';
import { PageTitle } from '../../../shared/components/PageTitle';

type DashboardJob = CorporateDashboard['jobs'][number];

export default function DashboardPage() {
  const { t } = useTranslation('corporate');
  usePageMeta({
    title: t('dashboard.metaTitle'),
    description: t('dashboard.metaDescription'),
    noindex: true,
  });
  const dashboard = useCorporateDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  const profile = useCorporateProfileQuery();
  const d = dashboard.data;
  // The dashboard's summary of a job has no moderation: the company's job list (CorporateJob) has it.
  const jobs = useCorporateJobsQuery(undefined, { refetchOnMountOrArgChange: true });
  const moderation = new Map((jobs.data ?? []).map((j) => [j.id, j.moderation]));

  const quickLinks = [
    ['/corporate/jobs/create', 'dashboard.postJob', <PlusOutlined key="p" />],
    ['/corporate/application', 'dashboard.applications', <TeamOutlined key="a" />],
    ['/corporate/candidate', 'dashboard.findCandidates', <SearchOutlined key="c" />],
    ['/corporate/profile', 'dashboard.editProfile', <BankOutlined key="b" />],
    ...(profile.data
      ? [[`/corporate/${profile.data.company.id}`, 'dashboard.publicPage', <GlobalOutlined key="g" />]]
      : []),
  ] as [string, string, ReactNode][];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <PageTitle>{t('dashboard.title')}</PageTitle>
      <Card size="small" title={t('dashboard.quickLinks')}>
        <Space wrap>
          {quickLinks.map(([to, key, icon]) => (
            <Link key={to} to={to}>
              <Button icon={icon} type={key === 'dashboard.postJob' ? 'primary' : 'default'}>
                {t(key)}
              </Button>
            </Link>
          ))}
        </Space>
      </Card>
      {!d ? (
        <QueryState isLoading={dashboard.isLoading} error={dashboard.error} refetch={dashboard.refetch} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {(
              [
                ['openJobs', d.open_jobs],
                ['newApplications', d.new_applications_since_last_visit],
                ['totalApplications', d.total_applications],
                ['draftJobs', d.draft_jobs],
                ['closedJobs', d.closed_jobs],
              ] as const
            ).map(([key, value]) => (
              <Col xs={12} md={8} xl={key === 'newApplications' ? 8 : 4} key={key}>
                <Card data-testid={`stat-${key}`} style={{ height: '100%' }}>
                  <Statistic
                    title={t(`dashboard.${key}`)}
                    value={value}
                    styles={{
                      content: key === 'newApplications' && value > 0 ? { color: '#1677ff' } : undefined,
                    }}
                  />
                </Card>
              </Col>
            ))}
          </Row>
          <Card title={t('dashboard.jobsTitle')}>
            {d.jobs.length === 0 ? (
              <Empty description={t('dashboard.noJobs')}>
                <Link to="/corporate/jobs/create">
                  <Button type="primary" icon={<PlusOutlined />}>
                    {t('dashboard.postJob')}
                  </Button>
                </Link>
              </Empty>
            ) : (
              <Table<DashboardJob>
                rowKey="id"
                dataSource={d.jobs}
                pagination={d.jobs.length > 10 ? { pageSize: 10 } : false}
                scroll={{ x: 720 }}
                columns={[
                  {
                    title: t('dashboard.job'),
                    dataIndex: 'title',
                    render: (title: string, job) => (
                      <Link to={`/corporate/application/${job.id}`}>{title}</Link>
                    ),
                  },
                  {
                    title: t('dashboard.jobStatus'),
                    dataIndex: 'status',
                    render: (s: string, job) => (
                      <Space size={4} wrap>
                        <Tag color={JOB_STATUS_COLORS[s]}>{t(`jobStatus.${s}`)}</Tag>
                        <ModerationTag moderation={moderation.get(job.id)} />
                      </Space>
                    ),
                  },
                  {
                    title: t('dashboard.views'),
                    dataIndex: 'views',
                    align: 'right',
                    render: (v: number) => (
                      <span>
                        <EyeOutlined /> {v}
                      </span>
                    ),
                  },
                  {
                    title: t('dashboard.applicants'),
                    key: 'counts',
                    render: (_v, job) => (
                      <Space size={4} wrap>
                        <Typography.Text strong>{job.applicant_counts.total}</Typography.Text>
                        {APPLICATION_STATUSES.filter((s) => job.applicant_counts[s]).map((s) => (
                          <Tooltip key={s} title={t(`status.${s}`)}>
                            <Tag color={STATUS_COLORS[s]}>
                              {t(`status.${s}`)} {job.applicant_counts[s]}
                            </Tag>
                          </Tooltip>
                        ))}
                      </Space>
                    ),
                  },
                  {
                    key: 'edit',
                    render: (_v, job) => (
                      <Link to={`/corporate/jobs/${job.id}`} aria-label={`${t('common.edit')} ${job.title}`}>
                        <EditOutlined />
                      </Link>
                    ),
                  },
                ]}
              />
            )}
          </Card>
        </>
      )}
    </Space>
  );
}
