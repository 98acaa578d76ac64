import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { applyActionCode, confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { selectOtp, useAppSelector } from 'mf_shared_ui/platform';
import { Button, Spin, Typography } from 'mf_shared_ui/ui';
import { Form } from 'mf_shared_ui/ui-form';
import { Card, Result } from 'mf_shared_ui/ui-data';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { MailOutlined } from 'mf_shared_ui/icons';
import { otp, resendVerification } from '../../../shared/auth/controller';
import { isInvalidActionCode, loginErrorKey } from '../../../shared/auth/errors';
import { poolAuth } from '../../../shared/auth/firebase';
import { pendingEmail } from '../../../shared/auth/pending';
import { authPaths, type Role } from '../../../shared/paths';
import { usePasswordPolicy } from '../../../shared/usePasswordPolicy';
import { useAuthPageMeta } from '../../../shared/usePageMetaOf';
import { BarePage } from '../../../shared/components/AuthShell';
import { NewPasswordFields } from '../../../shared/components/NewPasswordFields';
import { EmailLinkLanding } from '../components/EmailLinkLanding';
import { AuthForm, AuthSubmit } from '../../../shared/components/AuthForm';
import { AuthPageTitle, ResultHeading } from '../../../shared/components/AuthPageTitle';

/**
 * /candidate/auth and /corporate/auth: the verification prompt (mode=confirm) and the e-mail action handler
 * (verifyEmail, resetPassword, and the candidates' e-mail link sign-in, signIn).
 */
const MAX = 560;

export function AuthActionPage({ role }: { role: Role }) {
  useAuthPageMeta('auth');
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');
  let body;
  if (mode === 'confirm') body = <ConfirmPrompt role={role} />;
  else if (mode === 'verifyEmail' && oobCode) body = <VerifyEmail role={role} oobCode={oobCode} />;
  else if (mode === 'resetPassword' && oobCode) body = <NewPassword role={role} oobCode={oobCode} />;
  // E-mail link sign-in is for candidates only (spec section 6: employers sign in with e-mail and password).
  else if (mode === 'signIn' && role === 'candidate')
    body = <EmailLinkLanding invalid={<InvalidLink role={role} />} />;
  else body = <InvalidLink role={role} />;
  return (
    <BarePage maxWidth={MAX}>
      <Card style={{ width: '100%', maxWidth: MAX, borderRadius: 16 }} data-testid={`auth-action-${role}`}>
        {body}
      </Card>
    </BarePage>
  );
}

function LoginLink({ role, label }: { role: Role; label: string }) {
  return (
    <Link to={authPaths(role).login}>
      <Button type="primary" size="large">
        {label}
      </Button>
    </Link>
  );
}

function InvalidLink({ role }: { role: Role }) {
  const { t } = useTranslation('auth');
  return (
    <Result
      status="warning"
      title={<ResultHeading>{t('verify.invalidTitle')}</ResultHeading>}
      subTitle={<span data-testid="invalid-link">{t('errors.invalidActionCode')}</span>}
      extra={<LoginLink role={role} label={t('verify.goToLogin')} />}
    />
  );
}

/** mode=confirm: the e-mail, resend with the OTP countdown (60 s, 1 s tick). */
function ConfirmPrompt({ role }: { role: Role }) {
  const { t } = useTranslation('auth');
  const countdown = useAppSelector(selectOtp);
  const [email] = useState(() => pendingEmail(role));
  const [message, setMessage] = useState<{ type: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setMessage(null);
    setSending(true);
    try {
      const result = await resendVerification(role);
      if (result === 'sent') setMessage({ type: 'success', text: t('confirm.resent') });
      else if (result === 'alreadyVerified')
        setMessage({ type: 'info', text: t('verify.successDescription') });
      else setMessage({ type: 'info', text: t('confirm.resendNeedsLogin') });
    } catch (error) {
      console.error('[mf-auth] resend verification failed', error);
      setMessage({ type: 'error', text: t(loginErrorKey(error)) });
    } finally {
      setSending(false);
    }
  };

  return (
    <div
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, textAlign: 'center' }}
      data-testid="confirm-prompt"
    >
      <MailOutlined style={{ fontSize: 56, color: '#1677ff' }} />
      <AuthPageTitle>{t('confirm.title')}</AuthPageTitle>
      {email ? (
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('confirm.sent')}{' '}
          <Typography.Text strong data-testid="confirm-email">
            {email}
          </Typography.Text>
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph style={{ margin: 0 }}>{t('confirm.noEmail')}</Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('confirm.instructions')}
      </Typography.Paragraph>
      {message && <Alert type={message.type} showIcon title={message.text} style={{ width: '100%' }} />}
      <Button
        size="large"
        onClick={() => void resend()}
        loading={sending}
        disabled={countdown.active}
        data-testid="confirm-resend"
      >
        {countdown.active ? t('confirm.resendIn', { count: countdown.count }) : t('confirm.resend')}
      </Button>
      <Link to={authPaths(role).login} onClick={() => otp().stop()}>
        {t('confirm.backToLogin')}
      </Link>
    </div>
  );
}

/** mode=verifyEmail: applies the code once, then offers the login. */
function VerifyEmail({ role, oobCode }: { role: Role; oobCode: string }) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<'checking' | 'done' | 'invalid' | 'error'>('checking');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    applyActionCode(poolAuth(role), oobCode)
      .then(() => {
        otp().stop();
        setState('done');
      })
      .catch((error: unknown) => {
        console.error('[mf-auth] verify e-mail failed', error);
        setState(isInvalidActionCode(error) ? 'invalid' : 'error');
      });
  }, [role, oobCode]);
  if (state === 'checking')
    return (
      <Spin description={t('verify.checking')} size="large" style={{ width: '100%', padding: 48 }}>
        <div />
      </Spin>
    );
  if (state === 'invalid') return <InvalidLink role={role} />;
  if (state === 'error') {
    return (
      <Result
        status="error"
        title={t('errors.generic')}
        extra={<LoginLink role={role} label={t('verify.goToLogin')} />}
      />
    );
  }
  return (
    <Result
      status="success"
      title={<ResultHeading testId="verify-success">{t('verify.successTitle')}</ResultHeading>}
      subTitle={t('verify.successDescription')}
      extra={<LoginLink role={role} label={t('verify.goToLogin')} />}
    />
  );
}

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** mode=resetPassword: checks the code (shows its e-mail), then sets the new password. */
function NewPassword({ role, oobCode }: { role: Role; oobCode: string }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<NewPasswordValues>();
  const policy = usePasswordPolicy(role);
  const [email, setEmail] = useState<string | null>(null);
  const [state, setState] = useState<'checking' | 'form' | 'done' | 'invalid'>('checking');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let alive = true;
    verifyPasswordResetCode(poolAuth(role), oobCode)
      .then((address) => {
        if (!alive) return;
        setEmail(address);
        setState('form');
      })
      .catch((e: unknown) => {
        console.error('[mf-auth] reset code check failed', e);
        if (alive) setState('invalid');
      });
    return () => {
      alive = false;
    };
  }, [role, oobCode]);

  const onFinish = async ({ password }: NewPasswordValues) => {
    setError(null);
    setSaving(true);
    try {
      await confirmPasswordReset(poolAuth(role), oobCode, password);
      setState('done');
    } catch (e) {
      console.error('[mf-auth] reset failed', e);
      if (isInvalidActionCode(e)) setState('invalid');
      else setError(t(loginErrorKey(e)));
    } finally {
      setSaving(false);
    }
  };

  if (state === 'checking')
    return (
      <Spin description={t('verify.checking')} size="large" style={{ width: '100%', padding: 48 }}>
        <div />
      </Spin>
    );
  if (state === 'invalid') return <InvalidLink role={role} />;
  if (state === 'done') {
    return (
      <Result
        status="success"
        title={<ResultHeading testId="reset-done">{t('reset.doneTitle')}</ResultHeading>}
        subTitle={t('reset.doneDescription')}
        extra={<LoginLink role={role} label={t('reset.backToLogin')} />}
      />
    );
  }
  return (
    <div data-testid="new-password">
      <AuthPageTitle>{t('reset.newTitle')}</AuthPageTitle>
      <Typography.Paragraph type="secondary">
        {t('reset.newDescription', { email: email ?? '' })}
      </Typography.Paragraph>
      <AuthForm<NewPasswordValues> form={form} onSubmit={onFinish} onInvalid={() => setError(null)}>
        <NewPasswordFields
          policy={policy}
          labelKeys={{ password: 'reset.newPassword', confirm: 'reset.confirmPassword' }}
        />
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <AuthSubmit loading={saving} testId="new-password-submit">
          {t('reset.save')}
        </AuthSubmit>
      </AuthForm>
    </div>
  );
}
