import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Spin, Typography } from 'mf_shared_ui/ui';
import { Form } from 'mf_shared_ui/ui-form';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { completeLoginLink, isLoginLink, knownLinkEmail } from '../../../shared/auth/emailLink';
import { authErrorCode, isInvalidActionCode, loginErrorKey } from '../../../shared/auth/errors';
import { EmailField } from '../../../shared/components/EmailField';
import { FORM_VALIDATION } from '../../../shared/components/useRule';
import { authPaths, emailLinkTarget } from '../../../shared/paths';

type State = { step: 'signingIn' } | { step: 'askEmail'; error: string | null } | { step: 'invalid' };

/**
 * /candidate/auth?mode=signIn&oobCode=...: completes the e-mail link sign-in with the e-mail remembered in this
 * browser, or asks for it (link opened on another device), then goes where the link was asked for.
 */
export function EmailLinkLanding({ invalid }: { invalid: ReactNode }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [href] = useState(() => window.location.href);
  const [state, setState] = useState<State>(() =>
    isLoginLink(href) ? { step: 'signingIn' } : { step: 'invalid' },
  );
  const started = useRef(false);

  /** `guessed`: the signed-in candidate's e-mail, tried without asking; a mismatch then just asks. */
  const complete = async (email: string, guessed = false) => {
    setState({ step: 'signingIn' });
    try {
      const outcome = await completeLoginLink(email, href);
      if (outcome === 'signedIn') void navigate(emailLinkTarget(params.get('redirect')), { replace: true });
      // unverified / deletion requested: the session rules already moved on (prompt or dialog)
    } catch (error) {
      console.error('[mf-auth] e-mail link sign-in failed', error);
      if (isInvalidActionCode(error)) setState({ step: 'invalid' });
      else if (authErrorCode(error) === 'invalid-email')
        setState({ step: 'askEmail', error: guessed ? null : t('emailLink.mismatch') });
      else setState({ step: 'askEmail', error: t(loginErrorKey(error)) });
    }
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (state.step !== 'signingIn') return;
    void knownLinkEmail().then(
      (known) => {
        if (known) void complete(known.email, !known.remembered);
        else setState({ step: 'askEmail', error: null });
      },
      () => setState({ step: 'askEmail', error: null }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state.step === 'invalid') return <>{invalid}</>;
  if (state.step === 'signingIn')
    return (
      <Spin description={t('emailLink.signingIn')} size="large" style={{ width: '100%', padding: 48 }}>
        <div data-testid="email-link-signing-in" />
      </Spin>
    );
  return (
    <div data-testid="email-link-confirm">
      <Typography.Title level={3}>{t('emailLink.confirmTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('emailLink.confirmDescription')}</Typography.Paragraph>
      <Form<{ email: string }>
        layout="vertical"
        requiredMark={false}
        {...FORM_VALIDATION}
        onFinish={({ email }) => void complete(email.trim())}
        noValidate
      >
        <EmailField labelKey="login.email" autoComplete="email" icon />
        {state.error && (
          <Alert
            type="error"
            showIcon
            title={state.error}
            role="alert"
            data-testid="email-link-error"
            style={{ marginBottom: 16 }}
          />
        )}
        <Button type="primary" htmlType="submit" size="large" block data-testid="email-link-confirm-submit">
          {t('emailLink.confirm')}
        </Button>
      </Form>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to={authPaths('candidate').login}>{t('emailLink.usePassword')}</Link>
      </div>
    </div>
  );
}
