import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InvitePreview } from '@jobportal/contracts';
import { Button, Input, Skeleton, Typography } from 'mf_shared_ui/ui';
import { Form, Radio } from 'mf_shared_ui/ui-form';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { Result } from 'mf_shared_ui/ui-data';
import { digitsOnly, VALIDATION_DEBOUNCE_MS } from 'mf_shared_ui/validation';
import { pickLocalized, selectSession, useAppSelector } from 'mf_shared_ui/platform';
import { joinCorporateAsMember, joinCorporateAsNew, logout } from '../../../shared/auth/controller';
import { authErrorCode, loginErrorKey } from '../../../shared/auth/errors';
import { ApiCallError } from '../../../shared/api/authedFetch';
import { AuthShell, SidePanel } from '../../../shared/components/AuthShell';
import { AuthForm, AuthSubmit } from '../../../shared/components/AuthForm';
import { NewPasswordFields } from '../../../shared/components/NewPasswordFields';
import { useRule } from '../../../shared/components/useRule';
import { HOME_OF } from '../../../shared/paths';
import { usePasswordPolicy } from '../../../shared/usePasswordPolicy';
import { useAuthPageMeta } from '../../../shared/usePageMetaOf';
import { FIELD_BOUNDS, loginPasswordProblem, phoneProblem, textProblem } from '../../../shared/validators';
import { useInvitePreviewQuery } from '../api/inviteApi';
import { AuthPageTitle, ResultHeading } from '../../../shared/components/AuthPageTitle';

type Mode = 'new' | 'member';

interface Values {
  contactName: string;
  phone: string;
  password: string;
  confirmPassword?: string;
}

/** API codes of POST /corporate/invites/accept -> what the page says (the API's message otherwise). */
const ACCEPT_ERRORS: Record<string, string> = {
  INVITE_INVALID: 'join.invalid',
  INVITE_EXPIRED: 'join.expired',
  INVITE_EMAIL_MISMATCH: 'join.mismatch',
  ALREADY_MEMBER: 'join.alreadyMember',
};

const API_FIELDS: Record<string, keyof Values> = { contact_name: 'contactName', phone: 'phone' };

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <AuthShell
      role="corporate"
      mode="page"
      side={<SidePanel role="corporate" title={t('join.sideTitle')} subtitle={t('join.sideSubtitle')} />}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }} data-testid="corporate-join">
        {children}
      </div>
    </AuthShell>
  );
}

/** The link cannot be used: unknown, revoked, used, or expired. */
function Unusable({ expired }: { expired: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Frame>
      <Result
        status="warning"
        title={
          <ResultHeading testId="join-unusable">
            {t(expired ? 'join.expiredTitle' : 'join.invalidTitle')}
          </ResultHeading>
        }
        subTitle={t(expired ? 'join.expired' : 'join.invalid')}
        extra={<Button href="/">{t('join.goHome')}</Button>}
      />
    </Frame>
  );
}

/**
 * /corporate/join?token=: an invitation to a company's team (issue 43). The company, the role and the inviter come
 * from the link's preview; a person without an employer login signs up with the invited e-mail (name, phone,
 * password: no company fields) and confirms it like any registration; a person with a login signs in and joins.
 * An employer signed in with another company's login is told to sign out first (one company per login).
 */
export default function CorporateJoinPage() {
  useAuthPageMeta('corporateJoin');
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useInvitePreviewQuery(token, { skip: !token });
  const session = useAppSelector(selectSession);

  if (!token) return <Unusable expired={false} />;
  if (preview.isLoading)
    return (
      <Frame>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Frame>
    );
  if (!preview.data) {
    const code = (preview.error as { data?: { error?: { code?: string } } } | undefined)?.data?.error?.code;
    return <Unusable expired={code === 'INVITE_EXPIRED'} />;
  }
  const locale = i18n.language?.startsWith('en') ? 'en' : 'th';
  if (session.userType === 'corporate')
    return (
      <Frame>
        <Alert
          type="warning"
          showIcon
          title={t('join.signedInTitle')}
          description={t('join.signedIn', { email: session.user?.email ?? '' })}
          data-testid="join-signed-in"
        />
        <Button onClick={() => void logout({ navigateTo: null })} data-testid="join-sign-out">
          {t('join.signOut')}
        </Button>
      </Frame>
    );
  return <JoinForm token={token} invite={preview.data} locale={locale} />;
}

function JoinForm({ token, invite, locale }: { token: string; invite: InvitePreview; locale: 'th' | 'en' }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const rule = useRule();
  const policy = usePasswordPolicy('corporate');
  const [mode, setMode] = useState<Mode>('new');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const company = pickLocalized(invite.company, 'name', locale) || invite.company.name_th;
  const expires = new Date(invite.expires_at).toLocaleString(locale === 'th' ? 'th-TH' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
  });

  const onFinish = async (values: Values) => {
    setError(null);
    setLoading(true);
    const input = {
      token,
      email: invite.email,
      password: values.password,
      contact_name: values.contactName.trim(),
      phone: digitsOnly(values.phone),
    };
    try {
      if (mode === 'new') {
        // the controller goes on to the confirm prompt (the verification e-mail is sent)
        await joinCorporateAsNew(input);
        return;
      }
      const outcome = await joinCorporateAsMember(input);
      if (outcome === 'signedIn') void navigate(HOME_OF.corporate, { replace: true });
      else setLoading(false);
    } catch (e) {
      setLoading(false);
      if (authErrorCode(e) === 'email-already-in-use') {
        setMode('member');
        setError(t('join.emailInUse'));
        return;
      }
      if (e instanceof ApiCallError) {
        const body = e.body?.error;
        const fields = (body?.fields ?? [])
          .map((f) => ({ name: API_FIELDS[f.field], errors: [f.message] }))
          .filter((f) => f.name);
        if (fields.length) form.setFields(fields);
        const key = body?.code ? ACCEPT_ERRORS[body.code] : undefined;
        setError(key ? t(key, { email: invite.email }) : (body?.message ?? t('join.failed')));
        return;
      }
      const code = authErrorCode(e);
      setError(
        code === 'password-does-not-meet-requirements' || code === 'weak-password'
          ? t('errors.weakPassword')
          : t(loginErrorKey(e)),
      );
    }
  };

  const field = { validateDebounce: VALIDATION_DEBOUNCE_MS };
  return (
    <Frame>
      <AuthPageTitle testId="join-title">{t('join.title', { company })}</AuthPageTitle>
      <Typography.Paragraph style={{ margin: 0 }} data-testid="join-invited-by">
        {t('join.invitedBy', { name: invite.invited_by, role: t(`join.roles.${invite.role}`) })}
      </Typography.Paragraph>
      <Typography.Text type="secondary">{t('join.expires', { date: expires })}</Typography.Text>
      <Radio.Group
        aria-label={t('join.mode')}
        value={mode}
        optionType="button"
        buttonStyle="solid"
        onChange={(e) => {
          setMode(e.target.value as Mode);
          setError(null);
        }}
        options={[
          { value: 'new', label: t('join.newAccount') },
          { value: 'member', label: t('join.haveAccount') },
        ]}
      />
      <Typography.Text type="secondary">
        {t(mode === 'new' ? 'join.newHint' : 'join.memberHint')}
      </Typography.Text>
      <AuthForm<Values> form={form} onSubmit={onFinish} onInvalid={() => setError(null)}>
        <Form.Item label={t('join.email')} htmlFor="join-email">
          <Input id="join-email" size="large" value={invite.email} readOnly data-testid="join-email" />
        </Form.Item>
        <Form.Item
          name="contactName"
          label={t('join.contactName')}
          {...field}
          rules={[rule((v) => textProblem(v, t('join.contactName'), FIELD_BOUNDS.contactName))]}
        >
          <Input size="large" autoComplete="name" maxLength={FIELD_BOUNDS.contactName.max + 1} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('join.phone')}
          normalize={(v: string | undefined) => digitsOnly(v ?? '')}
          {...field}
          rules={[rule((v) => phoneProblem(v, t('join.phone')))]}
        >
          <Input size="large" inputMode="numeric" autoComplete="tel" maxLength={20} />
        </Form.Item>
        {mode === 'new' ? (
          <NewPasswordFields
            policy={policy}
            labelKeys={{ password: 'join.password', confirm: 'join.confirmPassword' }}
          />
        ) : (
          <Form.Item name="password" label={t('join.password')} rules={[rule(loginPasswordProblem)]}>
            <Input.Password size="large" autoComplete="current-password" />
          </Form.Item>
        )}
        {error && (
          <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="join-error" />
        )}
        <AuthSubmit loading={loading} testId="join-submit">
          {t(mode === 'new' ? 'join.submitNew' : 'join.submitMember')}
        </AuthSubmit>
      </AuthForm>
    </Frame>
  );
}
