import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickLocalized, selectSession, useAppSelector, usePageMeta } from 'mf_shared_ui/platform';
import {
  Button,
  Col,
  Flex,
  HeartOutlined,
  Input,
  Row,
  SearchOutlined,
  Skeleton,
  Tag,
  Typography,
  Panel,
} from 'mf_shared_ui/ui';
import { FileTextOutlined, RobotOutlined, ThunderboltOutlined } from 'mf_shared_ui/icons';
import { useCandidateHomeQuery } from '../../../shared/api/sharedApi';
import { CompanyLogo } from '../../../shared/components/CompanyLogo';
import { JobCard } from '../../../shared/components/JobCard';
import { PageContainer } from '../../../shared/components/PageContainer';
import { useLocale } from '../../../shared/hooks/useLocale';
import { useLookups } from '../../../shared/hooks/useLookups';
import { usePendingFavourite } from '../../../shared/hooks/usePendingFavourite';

const CATEGORY_ORDER = [
  'frontend',
  'backend',
  'mobile',
  'data',
  'ai',
  'devops',
  'cloud',
  'qa',
  'database',
  'design',
  'security',
];
const rank = (category: string) => {
  const i = CATEGORY_ORDER.indexOf(category);
  return i === -1 ? CATEGORY_ORDER.length : i;
};

// What the server asks the API for before rendering this page (shell/src/server).
export { prefetchLanding as prefetch } from '../api/prefetchLanding';

/** /candidate: what the portal offers a job seeker, a search box, skills, categories, featured jobs and companies. */
export default function LandingPage() {
  const { t } = useTranslation('candidate');
  const locale = useLocale();
  const navigate = useNavigate();
  const session = useAppSelector(selectSession);
  const { data: home, isLoading } = useCandidateHomeQuery();
  const { skills, skillName } = useLookups();
  const [text, setText] = useState('');
  usePendingFavourite();
  usePageMeta({ title: t('meta.landing.title'), description: t('meta.landing.description') });

  const categories = useMemo(() => {
    const byCategory = new Map<string, string[]>();
    for (const s of skills) byCategory.set(s.category, [...(byCategory.get(s.category) ?? []), s.slug]);
    return Array.from(byCategory.entries())
      .filter(([category]) => CATEGORY_ORDER.includes(category))
      .sort(([a], [b]) => rank(a) - rank(b))
      .slice(0, 8);
  }, [skills]);

  const benefits = [
    { icon: <SearchOutlined />, key: 'search' },
    { icon: <RobotOutlined />, key: 'ai' },
    { icon: <HeartOutlined />, key: 'save' },
    { icon: <FileTextOutlined />, key: 'apply' },
  ];

  return (
    <div data-testid="page-candidate-landing">
      <section
        style={{
          background: 'linear-gradient(135deg, #0b3d91 0%, #0958d9 60%, #1f66e0 100%)',
          color: '#fff',
          padding: '48px 0',
        }}
      >
        <PageContainer style={{ paddingBottom: 16 }}>
          <Typography.Title
            level={1}
            style={{ color: '#fff', fontSize: 'clamp(26px, 5vw, 40px)', marginTop: 0 }}
          >
            {t('landing.title')}
          </Typography.Title>
          <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.9)', fontSize: 16, maxWidth: 720 }}>
            {t('landing.subtitle')}
          </Typography.Paragraph>
          <form
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              const q = text.trim();
              void navigate(
                q
                  ? `/candidate/jobs?${new URLSearchParams({ main_input: q }).toString()}`
                  : '/candidate/jobs',
              );
            }}
          >
            <Flex gap={8} style={{ maxWidth: 720 }}>
              <Input
                size="large"
                aria-label={t('search.inputLabel')}
                placeholder={t('search.placeholder')}
                value={text}
                onChange={(e) => setText(e.target.value)}
                maxLength={200}
              />
              <Button size="large" htmlType="submit" type="default" icon={<SearchOutlined />}>
                {t('search.submit')}
              </Button>
            </Flex>
          </form>
          {home && (
            <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.9)', marginTop: 16 }}>
              {t('landing.stats', {
                jobs: home.stats.open_jobs.toLocaleString('th-TH'),
                companies: home.stats.companies.toLocaleString('th-TH'),
              })}
            </Typography.Paragraph>
          )}
        </PageContainer>
      </section>

      <PageContainer>
        <Row gutter={[16, 16]} style={{ marginTop: 8 }}>
          {benefits.map((b) => (
            <Col key={b.key} xs={24} sm={12} lg={6}>
              <Panel style={{ height: '100%' }}>
                <Flex gap={12} align="flex-start">
                  <span style={{ fontSize: 24, color: '#1677ff' }} aria-hidden>
                    {b.icon}
                  </span>
                  <div>
                    <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
                      {t(`landing.benefits.${b.key}.title`)}
                    </Typography.Title>
                    <Typography.Text type="secondary">{t(`landing.benefits.${b.key}.text`)}</Typography.Text>
                  </div>
                </Flex>
              </Panel>
            </Col>
          ))}
        </Row>

        <section style={{ marginTop: 32 }} aria-labelledby="popular-skills-title">
          <Typography.Title level={2} id="popular-skills-title" style={{ fontSize: 20 }}>
            {t('landing.popularSkills')}
          </Typography.Title>
          {isLoading && <Skeleton active paragraph={{ rows: 1 }} />}
          <Flex wrap gap={8}>
            {(home?.popular_skills ?? []).slice(0, 20).map((s) => (
              <Link key={s.slug} to={`/candidate/jobs?tag=${encodeURIComponent(s.slug)}`}>
                <Tag color="blue" style={{ fontSize: 14, padding: '4px 10px' }}>
                  {skillName(s.slug)} <span>({s.count.toLocaleString('th-TH')})</span>
                </Tag>
              </Link>
            ))}
          </Flex>
        </section>

        {categories.length > 0 && (
          <section style={{ marginTop: 32 }} aria-labelledby="categories-title">
            <Typography.Title level={2} id="categories-title" style={{ fontSize: 20 }}>
              {t('landing.categories')}
            </Typography.Title>
            <Row gutter={[12, 12]}>
              {categories.map(([category, slugs]) => (
                <Col key={category} xs={12} md={6}>
                  <Link
                    to={`/candidate/jobs?${slugs
                      .slice(0, 8)
                      .map((s) => `tag=${encodeURIComponent(s)}`)
                      .join('&')}`}
                  >
                    <Panel style={{ padding: 12 }}>
                      <Typography.Text strong>
                        {t(`landing.category.${category}`, { defaultValue: category })}
                      </Typography.Text>
                      <br />
                      <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                        {slugs.slice(0, 4).map(skillName).join(', ')}
                      </Typography.Text>
                    </Panel>
                  </Link>
                </Col>
              ))}
            </Row>
          </section>
        )}

        <section style={{ marginTop: 32 }} aria-labelledby="featured-jobs-title">
          <Flex justify="space-between" align="center">
            <Typography.Title level={2} id="featured-jobs-title" style={{ fontSize: 20 }}>
              {t('landing.featuredJobs')}
            </Typography.Title>
            <Link to="/candidate/jobs">{t('landing.allJobs')}</Link>
          </Flex>
          {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
          <Row gutter={[12, 12]}>
            {(home?.featured_jobs?.length ? home.featured_jobs : (home?.latest_jobs ?? []))
              .slice(0, 6)
              .map((job) => (
                <Col key={job.id} xs={24} md={12} xl={8}>
                  <JobCard job={job} maxSkills={4} />
                </Col>
              ))}
          </Row>
        </section>

        {home && home.featured_companies.length > 0 && (
          <section style={{ marginTop: 32 }} aria-labelledby="featured-companies-title">
            <Typography.Title level={2} id="featured-companies-title" style={{ fontSize: 20 }}>
              {t('landing.featuredCompanies')}
            </Typography.Title>
            <Row gutter={[12, 12]}>
              {home.featured_companies.slice(0, 8).map((c) => {
                const name = pickLocalized(c, 'name', locale);
                return (
                  <Col key={c.id} xs={12} md={6}>
                    <Link to={`/corporate/${c.id}`}>
                      <Panel style={{ padding: 12 }}>
                        <Flex gap={8} align="center">
                          <CompanyLogo name={name} logoUrl={c.logo_url} size={40} />
                          <div style={{ minWidth: 0 }}>
                            <Typography.Text strong ellipsis style={{ display: 'block' }}>
                              {name}
                            </Typography.Text>
                            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                              {t('landing.openJobs', { count: c.open_jobs })}
                            </Typography.Text>
                          </div>
                        </Flex>
                      </Panel>
                    </Link>
                  </Col>
                );
              })}
            </Row>
          </section>
        )}

        <Panel style={{ marginTop: 32, background: '#f0f5ff', borderColor: '#adc6ff' }}>
          <Flex justify="space-between" align="center" wrap gap={16}>
            <div>
              <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
                <ThunderboltOutlined aria-hidden />{' '}
                {session.userType === 'candidate' ? t('landing.ctaSignedInTitle') : t('landing.ctaTitle')}
              </Typography.Title>
              <Typography.Text>
                {session.userType === 'candidate' ? t('landing.ctaSignedInText') : t('landing.ctaText')}
              </Typography.Text>
            </div>
            {session.userType === 'candidate' ? (
              <Link to="/candidate/overview">
                <Button type="primary" size="large">
                  {t('landing.ctaSignedInButton')}
                </Button>
              </Link>
            ) : (
              <Link to="/candidate/register">
                <Button type="primary" size="large" data-testid="signup-cta">
                  {t('landing.ctaButton')}
                </Button>
              </Link>
            )}
          </Flex>
        </Panel>
      </PageContainer>
    </div>
  );
}
