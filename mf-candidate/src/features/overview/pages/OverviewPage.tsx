import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES } from '@jobportal/contracts/bounds';
import { pickLocalized, selectSession, useAppSelector, usePageMeta } from 'mf_shared_ui/platform';
import { timeAgo } from 'mf_shared_ui/format';
import { Button, Col, Flex, Row, Skeleton, Typography } from 'mf_shared_ui/ui';
import { Card, List, Progress, Statistic } from 'mf_shared_ui/ui-data';
import { Alert, Empty } from 'mf_shared_ui/ui-feedback';
import { JobCard } from '../../../shared/components/JobCard';
import { PageContainer } from '../../../shared/components/PageContainer';
import { StatusTag } from '../../../shared/components/StatusTag';
import { useLocale } from '../../../shared/hooks/useLocale';
import { usePendingFavourite } from '../../../shared/hooks/usePendingFavourite';
import { useCandidateOverviewQuery } from '../api/overviewApi';
import { InvitationsCard } from '../components/InvitationsCard';

/** /candidate/overview: completeness, counts, recent applications and recommendations. */
export default function OverviewPage() {
  const { t } = useTranslation('candidate');
  const locale = useLocale();
  const session = useAppSelector(selectSession);
  const { data, isLoading, error, refetch } = useCandidateOverviewQuery(undefined, {
    refetchOnMountOrArgChange: 30,
  });
  usePendingFavourite();
  usePageMeta({
    title: t('meta.overview.title'),
    description: t('meta.overview.description'),
    noindex: true,
  });

  const name =
    session.user?.displayName || (session.user?.profile as { first_name?: string } | null)?.first_name || '';
  const totalApplications = data
    ? Object.values(data.applications_by_status).reduce((a, b) => a + (b ?? 0), 0)
    : 0;

  return (
    <PageContainer testId="page-candidate-overview">
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {name ? t('overview.greeting', { name }) : t('overview.title')}
      </Typography.Title>
      {error && (
        <Alert
          type="error"
          showIcon
          title={t('common.loadError')}
          action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
        />
      )}
      {isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
      <InvitationsCard />
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={8}>
            <Card title={t('overview.completeness')} data-testid="profile-completeness">
              <Flex vertical align="center" gap={12}>
                <Progress
                  type="circle"
                  percent={data.completeness.percent}
                  aria-label={t('overview.completenessPercent', { percent: data.completeness.percent })}
                />
                {data.completeness.missing.length > 0 ? (
                  <>
                    <Typography.Text>{t('overview.addNext')}</Typography.Text>
                    <Flex vertical gap={4} style={{ width: '100%' }}>
                      {data.completeness.missing.slice(0, 4).map((field) => (
                        <Link
                          key={field}
                          to={`/candidate/profile#section-${sectionOf(field)}`}
                          data-testid={`missing-${field}`}
                        >
                          + {t(`profile.fields.${field}`, { defaultValue: field })}
                        </Link>
                      ))}
                    </Flex>
                  </>
                ) : (
                  <Typography.Text type="success">{t('overview.complete')}</Typography.Text>
                )}
              </Flex>
            </Card>
          </Col>
          <Col xs={24} lg={16}>
            <Row gutter={[16, 16]}>
              <Col xs={12} md={8}>
                <Card>
                  <Statistic title={t('overview.applications')} value={totalApplications} />
                </Card>
              </Col>
              <Col xs={12} md={8}>
                <Card>
                  <Link to="/candidate/activities?tab=favourites">
                    <Statistic title={t('overview.favourites')} value={data.favourites} />
                  </Link>
                </Card>
              </Col>
              <Col xs={24} md={8}>
                <Card>
                  <Statistic title={t('overview.profileViews')} value={data.profile_views} />
                </Card>
              </Col>
              <Col xs={24}>
                <Card title={t('overview.byStatus')} size="small">
                  <Flex wrap gap={16} data-testid="applications-by-status">
                    {APPLICATION_STATUSES.filter((s) => data.applications_by_status[s]).map((s) => (
                      <Flex key={s} gap={4} align="center">
                        <StatusTag status={s} />
                        <Typography.Text strong>{data.applications_by_status[s]}</Typography.Text>
                      </Flex>
                    ))}
                    {totalApplications === 0 && (
                      <Typography.Text type="secondary">{t('overview.noApplications')}</Typography.Text>
                    )}
                  </Flex>
                </Card>
              </Col>
            </Row>
          </Col>
          <Col xs={24} lg={12}>
            <Card
              title={t('overview.recentApplications')}
              extra={<Link to="/candidate/activities?tab=applications">{t('common.seeAll')}</Link>}
            >
              <List
                data-testid="recent-applications"
                dataSource={data.recent_applications}
                locale={{
                  emptyText: (
                    <Empty description={t('overview.noApplications')}>
                      <Link to="/candidate/jobs">{t('overview.findJobs')}</Link>
                    </Empty>
                  ),
                }}
                renderItem={(a) => (
                  <List.Item extra={<StatusTag status={a.status} />}>
                    <List.Item.Meta
                      title={<Link to={`/candidate/jobs/${a.job.id}`}>{a.job.title}</Link>}
                      description={`${pickLocalized(a.job.company, 'name', locale)} · ${timeAgo(a.applied_at, locale)}`}
                    />
                  </List.Item>
                )}
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card
              title={t('overview.recommended')}
              extra={<Link to="/candidate/ai-job-matching">{t('overview.aiMatching')}</Link>}
            >
              {data.recommended_jobs.length === 0 ? (
                <Empty description={t('overview.noRecommendations')}>
                  <Link to="/candidate/profile#section-skills">{t('overview.addSkills')}</Link>
                </Empty>
              ) : (
                <Flex vertical gap={8}>
                  {data.recommended_jobs.slice(0, 5).map((job) => (
                    <JobCard key={job.id} job={job} maxSkills={4} />
                  ))}
                </Flex>
              )}
            </Card>
          </Col>
        </Row>
      )}
    </PageContainer>
  );
}

/** Profile page section that holds a completeness field. */
function sectionOf(field: string): string {
  if (['skills'].includes(field)) return 'skills';
  if (['experiences'].includes(field)) return 'experiences';
  if (['educations'].includes(field)) return 'educations';
  if (['languages'].includes(field)) return 'languages';
  if (['resume'].includes(field)) return 'resume';
  if (['preferred_work_types', 'expected_salary'].includes(field)) return 'preferences';
  return 'basic';
}
