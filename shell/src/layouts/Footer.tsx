import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shared } from '../federation/sharedModules';

export function Footer() {
  const { t } = useTranslation('shell');
  const { Layout, Typography, Space } = shared.ui;
  return (
    <Layout.Footer style={{ background: '#001529', color: 'rgba(255,255,255,0.75)', padding: '32px 24px' }}>
      <div
        style={{
          maxWidth: 1200,
          margin: '0 auto',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 24,
          justifyContent: 'space-between',
        }}
      >
        <div style={{ maxWidth: 420 }}>
          <Typography.Text strong style={{ color: '#fff', fontSize: 18 }}>
            {t('brand')}
          </Typography.Text>
          <p>{t('footer.about')}</p>
          <p data-testid="support-hours">{t('footer.support')}</p>
        </div>
        <Space orientation="vertical">
          <Link to="/blog" style={{ color: 'inherit' }}>
            {t('footer.blog')}
          </Link>
          <Link to="/contact-us" style={{ color: 'inherit' }}>
            {t('footer.contact')}
          </Link>
          <Link to="/privacy-notice" style={{ color: 'inherit' }}>
            {t('footer.privacyNotice')}
          </Link>
          <Link to="/privacy-policy" style={{ color: 'inherit' }}>
            {t('footer.privacyPolicy')}
          </Link>
        </Space>
      </div>
      <div style={{ maxWidth: 1200, margin: '24px auto 0', fontSize: 12 }}>
        {t('footer.rights', { year: new Date().getFullYear() })}
      </div>
    </Layout.Footer>
  );
}
