import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sendPasswordResetEmail } from 'firebase/auth';
import { Button, Typography } from 'mf_shared_ui/ui';
import { Form } from 'mf_shared_ui/ui-form';
import { Card, Result } from 'mf_shared_ui/ui-data';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { actionCodeSettings, poolAuth } from '../../../shared/auth/firebase';
import { authErrorCode, loginErrorKey } from '../../../shared/auth/errors';
import { EmailField } from '../../../shared/components/EmailField';
import { authPaths, type Role } from '../../../shared/paths';
import { useAuthPageMeta } from '../../../shared/usePageMetaOf';
import { BarePage } from '../../../shared/components/AuthShell';
import { AuthForm, AuthSubmit } from '../../../shared/components/AuthForm';
import { AuthPageTitle, ResultHeading } from '../../../shared/components/AuthPageTitle';

/** Reset request: e-mail -> reset link leading back to /<role>/auth (mode=resetPassword). */
const MAX = 480;

export function ResetPasswordPage({ role }: { role: Role }) {
  useAuthPageMeta('resetPassword');
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<{ email: string }>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const send = async (email: string) => {
    const auth = poolAuth(role);
    try {
      await sendPasswordResetEmail(auth, email, actionCodeSettings(role));
    } catch (e) {
      const code = authErrorCode(e);
      if (code === 'unauthorized-continue-uri' || code === 'invalid-continue-uri')
        await sendPasswordResetEmail(auth, email);
      else throw e;
    }
  };

  const onFinish = async ({ email }: { email: string }) => {
    setError(null);
    setLoading(true);
    const address = email.trim();
    try {
      await send(address);
      setSentTo(address);
    } catch (e) {
      // Whether an address has an account is not revealed.
      if (authErrorCode(e) === 'user-not-found') setSentTo(address);
      else {
        console.error('[mf-auth] reset request failed', e);
        setError(t(loginErrorKey(e)));
      }
    } finally {
      setLoading(false);
    }
  };

  return (
    <BarePage maxWidth={MAX}>
      <Card style={{ width: '100%', maxWidth: MAX, borderRadius: 16 }} data-testid={`reset-${role}`}>
        {sentTo ? (
          <Result
            status="success"
            title={<ResultHeading testId="reset-sent">{t('reset.sentTitle')}</ResultHeading>}
            subTitle={t('reset.sentDescription', { email: sentTo })}
            extra={
              <Link to={authPaths(role).login}>
                <Button type="primary">{t('reset.backToLogin')}</Button>
              </Link>
            }
          />
        ) : (
          <>
            <AuthPageTitle>{t('reset.title')}</AuthPageTitle>
            <Typography.Paragraph type="secondary">{t('reset.description')}</Typography.Paragraph>
            <AuthForm<{ email: string }> form={form} onSubmit={onFinish} onInvalid={() => setError(null)}>
              <EmailField labelKey="login.email" autoComplete="email" icon />
              {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
              <AuthSubmit loading={loading} testId="reset-submit">
                {t('reset.submit')}
              </AuthSubmit>
            </AuthForm>
            <div style={{ textAlign: 'center', marginTop: 16 }}>
              <Link to={authPaths(role).login}>{t('reset.backToLogin')}</Link>
            </div>
          </>
        )}
      </Card>
    </BarePage>
  );
}
