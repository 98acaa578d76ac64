import { Flex, Panel, Typography } from 'mf_shared_ui/ui';
import { useBackofficeT } from '../hooks/useLocale';
import { LocaleSwitch } from '../layout/LocaleSwitch';
import { LoginForm } from './LoginForm';

/** The staff sign-in, centred on the page (the login page, and any back-office page while signed out). */
export function LoginPanel({ heading, onSignedIn }: { heading: string; onSignedIn?: () => void }) {
  const { t } = useBackofficeT();
  return (
    <Flex vertical align="center" style={{ padding: '48px 16px', minHeight: '100vh', background: '#f5f7fb' }}>
      <Flex justify="end" style={{ width: '100%', maxWidth: 420, marginBottom: 12 }}>
        <LocaleSwitch />
      </Flex>
      <Panel style={{ width: '100%', maxWidth: 420, padding: 24 }}>
        <Typography.Text type="secondary">{t('brand')}</Typography.Text>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 4 }}>
          {heading}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('login.intro')}</Typography.Paragraph>
        <LoginForm onSignedIn={onSignedIn} />
      </Panel>
    </Flex>
  );
}
