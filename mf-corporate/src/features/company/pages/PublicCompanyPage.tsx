import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig, pickLocalized, usePageMeta } from 'mf_shared_ui/platform';
import { Button, Col, EnvironmentOutlined, Row, Skeleton, Space, Tag, Typography } from 'mf_shared_ui/ui';
import { Alert, Avatar, Card, ContentList, Descriptions, Empty, ShareMenu } from 'mf_shared_ui/ui-content';
import { BankOutlined, CheckCircleOutlined, GlobalOutlined } from 'mf_shared_ui/icons';
import { thaiLang } from 'mf_shared_ui/format';
import { ReportButton } from '@jobportal/reporting';
import { useLookups } from '../../../shared/hooks';
import { apiFailure, isNotFound } from '../../../shared/utils/errors';
import { contactLinkPreview } from '../../../shared/utils/contactLinks';
import { usePublicCompanyQuery } from '../api/companyApi';
import { isCompanyId } from '../utils/companyId';
import { CompanyNotFound } from '../components/CompanyNotFound';
import { OpenJobTags } from '../components/OpenJobTags';

// What the server asks the API for before rendering this page (shell/src/server).
export { prefetchPublicCompany as prefetch } from '../api/prefetchPublicCompany';

/** A card's title as the section's heading (h1, then h2: WCAG 1.3.1, no skipped level), drawn as antd's title. */
const CARD_HEADING = {
  fontSize: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
  margin: 0,
} as const;
export default function PublicCompanyPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('corporate');
  const valid = isCompanyId(id);
  const query = usePublicCompanyQuery(id, { skip: !valid });
  const { locale, provinceName, companyTypeName, contactTypeName } = useLookups();
  const c = query.data;
  const name = c ? pickLocalized(c, 'name', locale) : '';
  const about = c ? pickLocalized(c, 'about', locale) : '';
  const base = getRuntimeConfig().publicBaseUrl.replace(/\/$/, '');
  usePageMeta(
    c
      ? {
          title: name,
          description: (about || t('company.metaDescriptionFallback')).replace(/\s+/g, ' ').slice(0, 160),
          image: c.logo_url,
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name,
            url: `${base}/corporate/${c.id}`,
            ...(c.logo_url ? { logo: new URL(c.logo_url, base).toString() } : {}),
            ...(c.website ? { sameAs: [contactLinkPreview(6, c.website).href] } : {}),
            ...(about ? { description: about.slice(0, 500) } : {}),
          },
        }
      : null,
  );

  if (!valid || (query.error && isNotFound(query.error))) return <CompanyNotFound />;
  if (!c) {
    return (
      <div style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
        {query.error ? (
          <Alert
            type="error"
            showIcon
            title={t('common.loadFailed')}
            description={apiFailure(query.error)?.message ?? undefined}
            action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
          />
        ) : (
          <Skeleton active avatar paragraph={{ rows: 8 }} />
        )}
      </div>
    );
  }

  const website = c.website ? contactLinkPreview(6, c.website) : null;

  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: '24px 16px' }}>
      <Card>
        <Space align="center" size="large" wrap>
          <Avatar shape="square" size={96} src={c.logo_url ?? undefined} icon={<BankOutlined />} alt={name} />
          <div>
            <Typography.Title
              level={1}
              style={{ margin: 0, fontSize: 28 }}
              data-testid="company-name"
              lang={thaiLang(name)}
            >
              {name}
            </Typography.Title>
            <Space wrap style={{ marginTop: 8 }}>
              {c.verified && (
                <Tag color="green" icon={<CheckCircleOutlined />}>
                  {t('company.verified')}
                </Tag>
              )}
              {c.province_id && <Tag icon={<EnvironmentOutlined />}>{provinceName(c.province_id)}</Tag>}
              {c.company_type_id && <Tag>{companyTypeName(c.company_type_id)}</Tag>}
              {c.size && <Tag>{t(`companySize.${c.size}`)}</Tag>}
              {website?.href && (
                <a href={website.href} target="_blank" rel="noopener noreferrer nofollow">
                  <GlobalOutlined /> {c.website}
                </a>
              )}
            </Space>
            <div style={{ marginTop: 12 }}>
              <ShareMenu url={`${base}/corporate/${c.id}`} title={name} testId="company-share" />
            </div>
          </div>
        </Space>
      </Card>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={16}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            {about && (
              <Card title={<h2 style={CARD_HEADING}>{t('company.about')}</h2>}>
                <Typography.Paragraph
                  style={{ whiteSpace: 'pre-line', margin: 0 }}
                  data-testid="company-about"
                  lang={thaiLang(about)}
                >
                  {about}
                </Typography.Paragraph>
              </Card>
            )}
            <Card
              title={<h2 style={CARD_HEADING}>{t('company.openJobs', { count: c.open_jobs.length })}</h2>}
            >
              {c.open_jobs.length === 0 ? (
                <Empty description={t('company.noJobs')} />
              ) : (
                <ContentList
                  headingLevel={3}
                  data-testid="company-jobs"
                  items={c.open_jobs.map((job) => ({
                    key: job.id,
                    title: (
                      <Link to={`/candidate/jobs/${job.id}`} lang={thaiLang(job.title)}>
                        {job.title}
                      </Link>
                    ),
                    description: <OpenJobTags job={job} />,
                  }))}
                />
              )}
            </Card>
          </Space>
        </Col>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            {c.benefits.length > 0 && (
              <Card title={<h2 style={CARD_HEADING}>{t('company.benefits')}</h2>}>
                <Space wrap data-testid="company-benefits">
                  {c.benefits.map((b) => (
                    <Tag key={b} color="blue">
                      {b}
                    </Tag>
                  ))}
                </Space>
              </Card>
            )}
            {(c.contact_links.length > 0 || c.address) && (
              <Card title={<h2 style={CARD_HEADING}>{t('company.contact')}</h2>}>
                <Descriptions column={1} size="small" data-testid="company-contacts">
                  {c.contact_links.map((l, i) => {
                    const p = contactLinkPreview(l.type, l.value);
                    return (
                      <Descriptions.Item key={`${l.type}-${i}`} label={contactTypeName(l.type)}>
                        {p.href ? (
                          <a
                            href={p.href}
                            target={p.kind === 'web' ? '_blank' : undefined}
                            rel="noopener noreferrer nofollow"
                          >
                            {p.text}
                          </a>
                        ) : (
                          p.text
                        )}
                      </Descriptions.Item>
                    );
                  })}
                  {c.address && (
                    <Descriptions.Item label={t('company.location')}>{c.address}</Descriptions.Item>
                  )}
                </Descriptions>
              </Card>
            )}
          </Space>
        </Col>
      </Row>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        <ReportButton targetKind="company" targetId={c.id} targetName={name} />
      </div>
    </div>
  );
}
