import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectUserType, useAppSelector, usePageMeta } from 'mf_shared_ui/platform';
import { Button, Col, Panel, Row, SearchOutlined, Space, Typography } from 'mf_shared_ui/ui';
import {
  BankOutlined,
  CheckCircleOutlined,
  FileTextOutlined,
  RobotOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from 'mf_shared_ui/icons';

const FEATURES: [key: string, icon: ReactNode][] = [
  ['ai', <RobotOutlined key="ai" />],
  ['post', <FileTextOutlined key="post" />],
  ['pipeline', <TeamOutlined key="pipeline" />],
  ['search', <SearchOutlined key="search" />],
  ['brand', <BankOutlined key="brand" />],
  ['insight', <ThunderboltOutlined key="insight" />],
];

export default function LandingPage() {
  const { t } = useTranslation('corporate');
  const userType = useAppSelector(selectUserType);
  usePageMeta({ title: t('landing.metaTitle'), description: t('landing.metaDescription') });
  const steps = t('landing.steps', { returnObjects: true }) as string[];

  return (
    <div>
      <section
        style={{
          background: 'linear-gradient(135deg, #0b3d91 0%, #1677ff 100%)',
          color: '#fff',
          padding: '64px 16px',
        }}
      >
        <div style={{ maxWidth: 1100, margin: '0 auto' }}>
          <Typography.Text style={{ color: '#bcd6ff', fontWeight: 600 }}>
            {t('landing.eyebrow')}
          </Typography.Text>
          <Typography.Title level={1} style={{ color: '#fff', marginTop: 8, maxWidth: 760 }}>
            {t('landing.title')}
          </Typography.Title>
          <Typography.Paragraph style={{ color: '#e6f0ff', fontSize: 18, maxWidth: 680 }}>
            {t('landing.subtitle')}
          </Typography.Paragraph>
          <Space wrap size="middle">
            {userType === 'corporate' ? (
              <Link to="/corporate/dashboard">
                <Button size="large" type="primary" style={{ background: '#fff', color: '#0b3d91' }}>
                  {t('landing.dashboard')}
                </Button>
              </Link>
            ) : (
              <>
                <Link to="/corporate/register" data-testid="landing-register">
                  <Button size="large" style={{ background: '#fff', color: '#0b3d91', borderColor: '#fff' }}>
                    {t('landing.register')}
                  </Button>
                </Link>
                <Link to="/corporate/login" data-testid="landing-login">
                  <Button size="large" ghost>
                    {t('landing.login')}
                  </Button>
                </Link>
              </>
            )}
          </Space>
          <Typography.Paragraph style={{ color: '#e6f0ff', marginTop: 16 }}>
            <CheckCircleOutlined /> {t('landing.free')}
          </Typography.Paragraph>
        </div>
      </section>
      <section style={{ maxWidth: 1100, margin: '0 auto', padding: '48px 16px' }}>
        <Typography.Title level={2} style={{ textAlign: 'center' }}>
          {t('landing.featuresTitle')}
        </Typography.Title>
        <Row gutter={[24, 24]} style={{ marginTop: 24 }}>
          {FEATURES.map(([key, icon]) => (
            <Col xs={24} sm={12} lg={8} key={key}>
              <Panel style={{ height: '100%', border: 'none' }}>
                <div style={{ fontSize: 28, color: '#1677ff' }} aria-hidden>
                  {icon}
                </div>
                <Typography.Title level={4}>{t(`landing.features.${key}.title`)}</Typography.Title>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {t(`landing.features.${key}.body`)}
                </Typography.Paragraph>
              </Panel>
            </Col>
          ))}
        </Row>
      </section>
      <section style={{ background: '#fff', padding: '48px 16px' }}>
        <div style={{ maxWidth: 1100, margin: '0 auto', textAlign: 'center' }}>
          <Typography.Title level={2}>{t('landing.stepsTitle')}</Typography.Title>
          <Row gutter={[24, 24]} style={{ marginTop: 24 }}>
            {steps.map((step, i) => (
              <Col xs={24} md={8} key={step}>
                <div style={{ fontSize: 32, fontWeight: 700, color: '#1677ff' }}>{i + 1}</div>
                <Typography.Paragraph style={{ fontSize: 16 }}>{step}</Typography.Paragraph>
              </Col>
            ))}
          </Row>
          {userType !== 'corporate' && (
            <Link to="/corporate/register">
              <Button type="primary" size="large">
                {t('landing.register')}
              </Button>
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
