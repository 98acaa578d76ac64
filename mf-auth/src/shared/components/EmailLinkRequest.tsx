import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from 'mf_shared_ui/ui';
import { Form } from 'mf_shared_ui/ui-form';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { sendLoginLink } from '../auth/emailLink';
import { loginErrorKey, type LoginErrorKey } from '../auth/errors';
import { EmailField } from './EmailField';
import { AuthForm, AuthSubmit } from './AuthForm';

/**
 * "Sign in with a link by e-mail" of the candidate login (page or modal): the e-mail, then the link is sent.
 * `redirect` is where the user lands after opening the link.
 */
export function EmailLinkRequest({ redirect, onBack }: { redirect: string | null; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<{ email: string }>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<LoginErrorKey | null>(null);
  const [sending, setSending] = useState(false);

  const onFinish = async ({ email }: { email: string }) => {
    setError(null);
    setSending(true);
    try {
      await sendLoginLink(email.trim(), redirect);
      setSentTo(email.trim());
    } catch (e) {
      console.error('[mf-auth] sign-in link not sent', e);
      setError(loginErrorKey(e));
    } finally {
      setSending(false);
    }
  };

  const back = (
    <Typography.Link onClick={onBack} data-testid="email-link-back" style={{ textAlign: 'center' }}>
      {t('emailLink.usePassword')}
    </Typography.Link>
  );

  if (sentTo)
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }} data-testid="email-link-sent">
        <Alert
          type="success"
          showIcon
          title={t('emailLink.sentTitle')}
          description={t('emailLink.sent', { email: sentTo })}
        />
        {back}
      </div>
    );

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="email-link-request">
      <Typography.Text strong>{t('emailLink.title')}</Typography.Text>
      <Typography.Text type="secondary">{t('emailLink.description')}</Typography.Text>
      <AuthForm<{ email: string }> form={form} onSubmit={onFinish} onInvalid={() => setError(null)}>
        <EmailField labelKey="login.email" autoComplete="email" icon />
        {error && <Alert type="error" showIcon title={t(error)} role="alert" style={{ marginBottom: 16 }} />}
        <AuthSubmit loading={sending} testId="email-link-send">
          {t('emailLink.send')}
        </AuthSubmit>
      </AuthForm>
      {back}
    </div>
  );
}
