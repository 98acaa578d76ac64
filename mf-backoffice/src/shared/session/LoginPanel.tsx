import { useEffect, useRef } from 'react';
import { Flex, Panel, Typography } from 'mf_shared_ui/ui';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { useBackofficeT } from '../hooks/useLocale';
import { LocaleSwitch } from '../layout/LocaleSwitch';
import { LoginForm } from './LoginForm';

/** Why the staff member is asked to sign in (again), e.g. after enrolling a second factor. */
export interface LoginNotice {
  type: 'success' | 'warning';
  text: string;
}

/** The staff sign-in, centred on the page (the login page, and any back-office page while signed out). */
export function LoginPanel({
  heading,
  notice,
  onSignedIn,
}: {
  heading: string;
  notice?: LoginNotice | null;
  onSignedIn?: () => void;
}) {
  const { t } = useBackofficeT();
  const title = useRef<HTMLElement>(null);
  const hasNotice = Boolean(notice);
  // the sign-in replaced the screen the staff member was on (signed out for them): start from its heading
  useEffect(() => {
    if (hasNotice) title.current?.focus();
  }, [hasNotice]);
  return (
    <Flex vertical align="center" style={{ padding: '48px 16px', minHeight: '100vh', background: '#f5f7fb' }}>
      <Flex justify="end" style={{ width: '100%', maxWidth: 420, marginBottom: 12 }}>
        <LocaleSwitch />
      </Flex>
      <Panel style={{ width: '100%', maxWidth: 420, padding: 24 }}>
        <Typography.Text type="secondary">{t('brand')}</Typography.Text>
        <Typography.Title level={1} ref={title} tabIndex={-1} style={{ fontSize: 24, marginTop: 4 }}>
          {heading}
        </Typography.Title>
        {notice && (
          <Alert type={notice.type} showIcon role="alert" title={notice.text} style={{ marginBottom: 12 }} />
        )}
        <Typography.Paragraph type="secondary">{t('login.intro')}</Typography.Paragraph>
        <LoginForm onSignedIn={onSignedIn} />
      </Panel>
    </Flex>
  );
}
