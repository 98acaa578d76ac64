import { useMemo } from 'react';
import { Link, useNavigate, useParams, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  pickLocalized,
  selectSession,
  useAppSelector,
  usePageMeta,
  getRuntimeConfig,
} from 'mf_shared_ui/platform';
import { SM_MIN_WIDTH, useMinWidth } from '@jobportal/viewport';
import { ReportButton } from '@jobportal/reporting';
import { formatSalary, thaiLang, timeAgo } from 'mf_shared_ui/format';
import { Button, Col, Flex, Row, Skeleton, Tag, Typography } from 'mf_shared_ui/ui';
import { Card, Descriptions, ShareMenu } from 'mf_shared_ui/ui-content';
import { Alert } from 'mf_shared_ui/ui-content';
import { ArrowLeftOutlined } from 'mf_shared_ui/icons';
import { CompanyLogo } from '../../../shared/components/CompanyLogo';
import { FavouriteButton } from '../../../shared/components/FavouriteButton';
import { JobCard } from '../../../shared/components/JobCard';
import { NotFound } from '../../../shared/components/NotFound';
import { PageContainer } from '../../../shared/components/PageContainer';
import { SalaryInsightLink } from '../../../shared/components/SalaryInsightLink';
import { useLocale } from '../../../shared/hooks/useLocale';
import { useLookups } from '../../../shared/hooks/useLookups';
import { stationList } from '../../../shared/utils/railStations';
import { usePendingFavourite } from '../../../shared/hooks/usePendingFavourite';
import { apiErrorStatus } from '../../../shared/utils/apiError';
import { useCandidateJobQuery, useCandidateSimilarJobsQuery } from '../api/jobDetailApi';
import { ApplyPanel } from '../components/ApplyPanel';
import { SafeHtml as SharedSafeHtml } from 'mf_shared_ui/html';

const JOB_HTML_STYLE = { lineHeight: 1.7, overflowWrap: 'anywhere' } as const;
function SafeHtml({ html, testId }: { html: string; testId?: string }) {
  return <SharedSafeHtml html={html} testId={testId} className="job-html" style={JOB_HTML_STYLE} />;
}
import { jobPostingJsonLd } from '@jobportal/platform-contract';

// What the server asks the API for before rendering this page (shell/src/server).
export { prefetchJobDetail as prefetch } from '../api/prefetchJobDetail';

/** /candidate/jobs/:id */

/** A card's title as the section's heading (h1, then h2: WCAG 1.3.1, no skipped level), drawn as antd's title. */
const CARD_HEADING = {
  fontSize: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
  margin: 0,
} as const;
export default function JobDetailPage() {
  // Not antd's responsive columns: they change after the first render, moving a server-rendered page.
  const twoColumns = useMinWidth(SM_MIN_WIDTH);
  const { id = '' } = useParams();
  const { t } = useTranslation('candidate');
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useAppSelector(selectSession);
  const uid = session.userType === 'candidate' ? session.user?.uid : undefined;
  const args = uid ? { id, uid } : { id };
  const { data: job, error, isLoading, refetch } = useCandidateJobQuery(args);
  const { data: similar } = useCandidateSimilarJobsQuery(args, { skip: !job });
  const { provinceName, skillName, educationName } = useLookups();
  usePendingFavourite();

  const companyName = job ? pickLocalized(job.company, 'name', locale) : '';
  const origin = getRuntimeConfig().publicBaseUrl.replace(/\/$/, '');
  const url = `${origin}/candidate/jobs/${id}`;
  const meta = useMemo(() => {
    if (!job) return null;
    const province = provinceName(job.province_id);
    return {
      title: t('meta.job.title', { title: job.title, company: companyName }),
      description: t('meta.job.description', {
        title: job.title,
        company: companyName,
        province,
        salary: formatSalary(job, locale),
      }),
      canonicalPath: `/candidate/jobs/${job.id}`,
      image: job.company.logo_url,
      jsonLd: jobPostingJsonLd(job, { companyName, provinceName: province, url, origin }),
    };
  }, [job, companyName, provinceName, t, locale, url, origin]);
  usePageMeta(meta);

  const status = apiErrorStatus(error);
  if (error && (status === 404 || status === 400)) return <NotFound />;

  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/candidate/jobs'));

  return (
    <PageContainer testId="page-job-detail">
      <Button
        type="link"
        icon={<ArrowLeftOutlined />}
        onClick={back}
        style={{ paddingInline: 0, marginBottom: 8 }}
      >
        {t('job.back')}
      </Button>
      {error && !job && (
        <Alert
          type="error"
          showIcon
          title={t('common.loadError')}
          action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
        />
      )}
      {isLoading && <Skeleton active avatar paragraph={{ rows: 10 }} />}
      {job && (
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={16}>
            <Card>
              <Flex gap={16} align="flex-start">
                <CompanyLogo name={companyName} logoUrl={job.company.logo_url} size={64} />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Typography.Title
                    level={1}
                    style={{ fontSize: 24, margin: 0, overflowWrap: 'anywhere' }}
                    data-testid="job-title"
                    lang={thaiLang(job.title)}
                  >
                    {job.title}
                  </Typography.Title>
                  <Link
                    to={`/corporate/${job.company.id}`}
                    data-testid="job-company"
                    lang={thaiLang(companyName)}
                  >
                    {companyName}
                  </Link>
                  {job.status === 'closed' && (
                    <Tag color="red" style={{ marginInlineStart: 8 }}>
                      {t('job.closed')}
                    </Tag>
                  )}
                </div>
              </Flex>
              <Descriptions column={twoColumns ? 2 : 1} size="small" style={{ marginTop: 16 }}>
                <Descriptions.Item label={t('job.salary')}>
                  <Flex vertical gap={2}>
                    <span data-testid="job-salary">{formatSalary(job, locale)}</span>
                    <SalaryInsightLink title={job.title} provinceId={job.province_id} />
                  </Flex>
                </Descriptions.Item>
                <Descriptions.Item label={t('job.location')}>
                  {provinceName(job.province_id)}
                </Descriptions.Item>
                {stationList(job.rail_stations, locale) && (
                  <Descriptions.Item label={t('job.railStations')}>
                    <span data-testid="job-stations">
                      {t('job.nearStations', { stations: stationList(job.rail_stations, locale) })}
                    </span>
                  </Descriptions.Item>
                )}
                <Descriptions.Item label={t('job.workType')}>
                  {t(`workType.${job.work_type}`)}
                </Descriptions.Item>
                <Descriptions.Item label={t('job.hireType')}>
                  {t(`hireType.${job.hire_type}`)}
                </Descriptions.Item>
                <Descriptions.Item label={t('job.experience')}>
                  {job.years_experience_min > 0
                    ? t('job.yearsMin', { count: job.years_experience_min })
                    : t('job.noExperience')}
                </Descriptions.Item>
                {job.education_level_id != null && (
                  <Descriptions.Item label={t('job.education')}>
                    {educationName(job.education_level_id)}
                  </Descriptions.Item>
                )}
                <Descriptions.Item label={t('job.posted')}>
                  <time suppressHydrationWarning dateTime={job.posted_at}>
                    {timeAgo(job.posted_at, locale)}
                  </time>
                </Descriptions.Item>
              </Descriptions>
              {job.skills.length > 0 && (
                <Flex wrap gap={4} style={{ marginTop: 8 }} aria-label={t('job.skills')}>
                  {job.skills.map((slug) => (
                    <Link key={slug} to={`/candidate/jobs?tag=${encodeURIComponent(slug)}`}>
                      <Tag color="blue">{skillName(slug)}</Tag>
                    </Link>
                  ))}
                </Flex>
              )}
              <Flex wrap gap={8} align="center" justify="space-between" style={{ marginTop: 16 }}>
                <Flex wrap gap={8}>
                  <FavouriteButton jobId={job.id} isFavourite={job.is_favourite} withLabel />
                  <ShareMenu
                    title={t('meta.job.title', { title: job.title, company: companyName })}
                    url={url}
                  />
                </Flex>
                <ReportButton targetKind="job" targetId={job.id} targetName={job.title} />
              </Flex>
            </Card>
            <Card title={<h2 style={CARD_HEADING}>{t('job.description')}</h2>} style={{ marginTop: 16 }}>
              <SafeHtml html={job.description_html} testId="job-description" />
            </Card>
            {job.qualifications_html && (
              <Card title={<h2 style={CARD_HEADING}>{t('job.qualifications')}</h2>} style={{ marginTop: 16 }}>
                <SafeHtml html={job.qualifications_html} testId="job-qualifications" />
              </Card>
            )}
          </Col>
          <Col xs={24} lg={8}>
            <Card title={<h2 style={CARD_HEADING}>{t('apply.cardTitle')}</h2>} data-testid="apply-card">
              <ApplyPanel job={job} onChanged={() => void refetch()} />
            </Card>
            <Card title={<h2 style={CARD_HEADING}>{t('job.aboutCompany')}</h2>} style={{ marginTop: 16 }}>
              <div style={{ maxHeight: 240, overflow: 'auto', marginBottom: 12 }}>
                {pickLocalized(job.company, 'about', locale) ? (
                  <SafeHtml html={pickLocalized(job.company, 'about', locale)} />
                ) : (
                  <Typography.Text type="secondary">{t('job.noCompanyAbout')}</Typography.Text>
                )}
              </div>
              <Flex wrap gap={12}>
                <Link to={`/corporate/${job.company.id}`}>{t('job.companyPage')}</Link>
                {job.company.website && (
                  <a href={job.company.website} target="_blank" rel="noopener noreferrer nofollow">
                    {t('job.website')}
                  </a>
                )}
              </Flex>
            </Card>
          </Col>
          {similar && similar.length > 0 && (
            <Col xs={24}>
              <Typography.Title level={2} style={{ fontSize: 20 }}>
                {t('job.similar')}
              </Typography.Title>
              <Row gutter={[12, 12]} data-testid="similar-jobs">
                {similar.map((s) => (
                  <Col key={s.id} xs={24} md={12} xl={8}>
                    <JobCard job={s} maxSkills={4} />
                  </Col>
                ))}
              </Row>
            </Col>
          )}
        </Row>
      )}
    </PageContainer>
  );
}
