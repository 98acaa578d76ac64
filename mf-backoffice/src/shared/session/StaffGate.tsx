import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { StaffMe } from '@jobportal/contracts';
import { baseApi, useAppDispatch } from 'mf_shared_ui/platform';
import { Button, Flex, Panel, Typography } from 'mf_shared_ui/ui';
import { callError, useStaffMeQuery } from '../api/staffApi';
import { ErrorState, LoadingState } from '../components/States';
import { useBackofficeT } from '../hooks/useLocale';
import { LoginPanel, type LoginNotice } from './LoginPanel';
import { signOutStaff, staffHasSecondFactor, useStaffSession } from './staffSession';
import { TotpEnrolment, type EnrolmentEnd } from './TotpEnrolment';

/**
 * A back-office page for a signed-in staff member with at least one role: the sign-in form while signed out, an
 * explanation when the pool refuses the account (no role, e-mail not verified, a sign-in without the enrolled second
 * factor), the TOTP enrolment when the account has no second factor yet. Another account (or none) drops the back
 * office's cached data.
 */
export function StaffGate({ children }: { children: (me: StaffMe) => ReactNode }) {
  const { t } = useBackofficeT();
  const session = useStaffSession();
  const dispatch = useAppDispatch();
  // why the staff member was signed out for them (enrolment), told on the sign-in that follows
  const [notice, setNotice] = useState<EnrolmentEnd | null>(null);
  const endEnrolment = useCallback((end: EnrolmentEnd) => {
    setNotice(end);
    void signOutStaff().catch(() => undefined);
  }, []);
  const uid = session.status === 'signedIn' ? session.user.uid : null;
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (session.status === 'loading') return;
    if (seen.current !== undefined && seen.current !== uid)
      dispatch(baseApi.util.invalidateTags(['Backoffice']));
    seen.current = uid;
  }, [dispatch, session.status, uid]);

  if (session.status === 'loading') return <LoadingState label={t('gate.checking')} />;
  if (session.status === 'signedOut') {
    const told: LoginNotice | null =
      notice === 'enrolled'
        ? { type: 'success', text: t('mfa.enrolled') }
        : notice === 'recentLogin'
          ? { type: 'warning', text: t('mfa.recentLogin') }
          : null;
    return <LoginPanel heading={t('gate.signInTitle')} notice={told} onSignedIn={() => setNotice(null)} />;
  }
  return (
    <Signedin email={session.user.email} onEnrolmentEnd={endEnrolment}>
      {children}
    </Signedin>
  );
}

function Signedin({
  email,
  onEnrolmentEnd,
  children,
}: {
  email: string;
  onEnrolmentEnd: (end: EnrolmentEnd) => void;
  children: (me: StaffMe) => ReactNode;
}) {
  const { t } = useBackofficeT();
  const me = useStaffMeQuery();
  if (me.isLoading) return <LoadingState label={t('gate.checking')} />;
  if (me.error) {
    const { code } = callError(me.error);
    // no factor yet: enrol one here (firebase-admin cannot enrol TOTP for a user)
    if (code === 'MFA_REQUIRED' && !staffHasSecondFactor())
      return (
        <Refusal title={t('mfa.title')} text={t('mfa.intro', { email })}>
          <TotpEnrolment onEnd={onEnrolmentEnd} />
        </Refusal>
      );
    if (code === 'MFA_REQUIRED')
      return (
        <Refusal title={t('gate.mfaTitle')} text={t('gate.mfa')} signOutLabel={t('gate.signOutToSignIn')} />
      );
    if (code === 'STAFF_ROLE_REQUIRED')
      return <Refusal title={t('gate.noRoleTitle')} text={t('gate.noRole', { email })} />;
    if (code === 'EMAIL_NOT_VERIFIED') return <Refusal title={t('gate.emailTitle')} text={t('gate.email')} />;
    return (
      <Refusal title={t('gate.errorTitle')}>
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      </Refusal>
    );
  }
  if (!me.data) return <LoadingState label={t('gate.checking')} />;
  if (me.data.roles.length === 0)
    return <Refusal title={t('gate.noRoleTitle')} text={t('gate.noRole', { email: me.data.email })} />;
  return <>{children(me.data)}</>;
}

/** Signed in, but not let in: why, and a way out to another account. */
function Refusal({
  title,
  text,
  signOutLabel,
  children,
}: {
  title: string;
  text?: string;
  signOutLabel?: string;
  children?: ReactNode;
}) {
  const { t } = useBackofficeT();
  return (
    <Flex justify="center" style={{ padding: '48px 16px', minHeight: '100vh', background: '#f5f7fb' }}>
      <Panel style={{ width: '100%', maxWidth: 560 }} role="region" aria-label={title}>
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          {title}
        </Typography.Title>
        {text && <Typography.Paragraph>{text}</Typography.Paragraph>}
        {children}
        <Button style={{ marginTop: 12 }} onClick={() => void signOutStaff()}>
          {signOutLabel ?? t('gate.signInAgain')}
        </Button>
      </Panel>
    </Flex>
  );
}
