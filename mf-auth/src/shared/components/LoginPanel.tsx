import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Input, Typography } from 'mf_shared_ui/ui';
import { Form } from 'mf_shared_ui/ui-form';
import { Alert, Divider } from 'mf_shared_ui/ui-feedback';
import { LockOutlined, MailOutlined } from 'mf_shared_ui/icons';
import { VALIDATION_DEBOUNCE_MS } from 'mf_shared_ui/validation';
import { uiActions, useAppDispatch } from 'mf_shared_ui/platform';
import { loginWithPassword } from '../auth/controller';
import { loginErrorKey, type LoginErrorKey } from '../auth/errors';
import type { InitOutcome } from '../auth/sessionRules';
import { loginPasswordProblem } from '../validators';
import { authPaths, postLoginTarget, type Role } from '../paths';
import { setPageLoginPending } from '../loginState';
import { AuthShell, SidePanel } from './AuthShell';
import { RoleSwitch } from './RoleSwitch';
import { SocialButtons } from './SocialButtons';
import { useAuthLinks } from './useAuthLinks';
import { useRule } from './useRule';
import { EmailField } from './EmailField';
import { EmailLinkRequest } from './EmailLinkRequest';
import { AuthForm, AuthSubmit } from './AuthForm';
import { AuthPageTitle } from './AuthPageTitle';

interface LoginValues {
  email: string;
  password: string;
}

/** The login screen of spec section 2, as a page or inside a login modal. */
export function LoginPanel({ role, mode }: { role: Role; mode: 'page' | 'modal' }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginValues>();
  const rule = useRule();
  const go = useAuthLinks(mode);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const [error, setError] = useState<LoginErrorKey | null>(null);
  const [loading, setLoading] = useState(false);
  const [withLink, setWithLink] = useState(false);
  const location = useLocation();
  const paths = authPaths(role);
  // The e-mail link brings the candidate back where they asked for it: the page login's ?redirect=, or the page
  // under the login modal.
  const linkRedirect = mode === 'page' ? params.get('redirect') : `${location.pathname}${location.search}`;

  const begin = () => {
    setError(null);
    if (mode === 'page') setPageLoginPending(true);
  };
  const finish = (outcome: InitOutcome | 'dismissed') => {
    // The modal goes away whenever the login completed: signed in, or moved on to the verification prompt /
    // the deletion dialog (which would otherwise sit under it).
    if (mode === 'modal' && outcome !== 'dismissed') dispatch(uiActions.closeLoginModal());
    if (outcome === 'signedIn' && mode === 'page')
      void navigate(postLoginTarget(role, params.get('redirect')), { replace: true });
    setPageLoginPending(false);
  };
  const fail = (e: unknown) => {
    console.error('[mf-auth] login failed', e);
    setPageLoginPending(false);
    setError(loginErrorKey(e));
  };

  const onFinish = async ({ email, password }: LoginValues) => {
    begin();
    setLoading(true);
    try {
      const outcome = await loginWithPassword(role, email.trim(), password);
      // The button stays loading on success (the screen goes away); cleared when the login did not complete.
      if (outcome !== 'signedIn') setLoading(false);
      finish(outcome);
    } catch (e) {
      setLoading(false);
      fail(e);
    }
  };

  return (
    <AuthShell role={role} mode={mode} side={<SidePanel role={role} />}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }} data-testid={`login-${role}`}>
        <RoleSwitch
          role={role}
          onSwitch={(next) => go(mode === 'modal' ? { modal: next } : { path: authPaths(next).login })}
        />
        <AuthPageTitle mode={mode}>{t(`login.${role}.formTitle`)}</AuthPageTitle>
        {role === 'candidate' && (
          <>
            <SocialButtons
              labels={{ google: t('login.google'), facebook: t('login.facebook'), line: t('login.line') }}
              disabled={loading}
              onStart={begin}
              onDone={finish}
              onError={fail}
            />
            {!withLink && (
              <Button
                block
                size="large"
                icon={<MailOutlined />}
                disabled={loading}
                onClick={() => {
                  setError(null);
                  setWithLink(true);
                }}
                data-testid="login-email-link"
              >
                {t('emailLink.open')}
              </Button>
            )}
            <Divider plain style={{ margin: '4px 0' }}>
              {t('login.or')}
            </Divider>
          </>
        )}
        {withLink ? (
          <EmailLinkRequest redirect={linkRedirect} onBack={() => setWithLink(false)} />
        ) : (
          <AuthForm<LoginValues> form={form} onSubmit={onFinish} onInvalid={() => setError(null)}>
            <EmailField labelKey="login.email" autoComplete="username" icon />
            <Form.Item
              name="password"
              label={t('login.password')}
              validateDebounce={VALIDATION_DEBOUNCE_MS}
              rules={[rule(loginPasswordProblem)]}
              style={{ marginBottom: 8 }}
            >
              <Input.Password
                size="large"
                autoComplete="current-password"
                prefix={<LockOutlined />}
                placeholder={t('login.passwordPlaceholder')}
              />
            </Form.Item>
            <div style={{ textAlign: 'right', marginBottom: 16 }}>
              <Typography.Link
                href={paths.resetPassword}
                onClick={(e) => {
                  e.preventDefault();
                  go({ path: paths.resetPassword });
                }}
              >
                {t('login.forgot')}
              </Typography.Link>
            </div>
            {error && (
              <Alert
                type="error"
                showIcon
                title={t(error)}
                role="alert"
                data-testid="login-error"
                style={{ marginBottom: 16 }}
              />
            )}
            <AuthSubmit loading={loading} testId="login-submit">
              {t('login.submit')}
            </AuthSubmit>
          </AuthForm>
        )}
        <Typography.Text style={{ textAlign: 'center' }}>
          {t('login.noAccount')}{' '}
          {/* Underlined: a link inside a sentence must not be told apart by colour alone (axe link-in-text-block). */}
          <Typography.Link
            underline
            href={paths.register}
            onClick={(e) => {
              e.preventDefault();
              go({ path: paths.register });
            }}
          >
            {t('login.register')}
          </Typography.Link>
        </Typography.Text>
      </div>
    </AuthShell>
  );
}
