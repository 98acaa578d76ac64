import { useEffect, useId, useRef, useState, type CSSProperties, type Ref, type SyntheticEvent } from 'react';
import { Button, Flex, Input, Typography } from 'mf_shared_ui/ui';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { LoadingState } from '../components/States';
import { useBackofficeT } from '../hooks/useLocale';
import type { StaffTotpSecret } from './firebase';
import { enrolmentErrorKey, needsFreshSignIn, type EnrolmentErrorKey } from './loginErrors';
import { enrolStaffTotp, startStaffTotpEnrolment } from './staffSession';

/** How enrolment ends the session: enrolled (sign in again with the code) or a sign-in too old to enrol with. */
export type EnrolmentEnd = 'enrolled' | 'recentLogin';

type Step =
  | { name: 'preparing' }
  | { name: 'failed'; error: EnrolmentErrorKey }
  | { name: 'code'; secret: StaffTotpSecret };

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** The key in groups of four, as authenticator apps show it ("JBSW Y3DP ..."; apps ignore the spaces). */
export const groupKey = (key: string) =>
  key
    .replace(/\s+/g, '')
    .match(/.{1,4}/g)
    ?.join(' ') ?? '';
/** The key one character at a time for a screen reader ("J B S W, Y 3 D P, ..."), not read as words. */
export const spellKey = (key: string) =>
  groupKey(key)
    .split(' ')
    .map((group) => group.split('').join(' '))
    .join(', ');

/**
 * Firebase's TOTP enrolment for the signed-in staff member (the staff tenant enforces TOTP): a new secret, added
 * to an authenticator app by link or by key, then the app's code enrols it. Ends by signing out (`onEnd`): the
 * current token was issued without a second factor, only a new sign-in with the code carries one.
 */
export function TotpEnrolment({ onEnd }: { onEnd: (end: EnrolmentEnd) => void }) {
  const { t } = useBackofficeT();
  const [step, setStep] = useState<Step>({ name: 'preparing' });
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLElement>(null);

  useEffect(() => {
    let live = true;
    startStaffTotpEnrolment().then(
      (secret) => {
        if (live) setStep({ name: 'code', secret });
      },
      (error: unknown) => {
        if (!live) return;
        if (needsFreshSignIn(error)) onEnd('recentLogin');
        else setStep({ name: 'failed', error: enrolmentErrorKey(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, onEnd]);

  // a new step replaces the content: start reading (and tabbing) from its heading
  useEffect(() => {
    if (step.name === 'code') heading.current?.focus();
  }, [step]);

  const restart = () => {
    setStep({ name: 'preparing' });
    setAttempt((n) => n + 1);
  };

  if (step.name === 'preparing') return <LoadingState label={t('mfa.preparing')} />;
  if (step.name === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('mfa.prepareFailed')}
        description={t(step.error)}
        action={
          <Button size="small" onClick={restart}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  return (
    <Flex vertical gap={16}>
      <SecretKey secret={step.secret} headingRef={heading} />
      <CodeForm secret={step.secret} onEnd={onEnd} onRestart={restart} />
    </Flex>
  );
}

/** Step 1: the otpauth link (a phone opens the app) and the key to type, grouped, spelled out, copyable. */
function SecretKey({ secret, headingRef }: { secret: StaffTotpSecret; headingRef: Ref<HTMLElement> }) {
  const { t } = useBackofficeT();
  const [copied, setCopied] = useState<'mfa.copied' | 'mfa.copyFailed' | null>(null);
  const ids = { title: useId(), key: useId() };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret.secretKey);
      setCopied('mfa.copied');
    } catch {
      setCopied('mfa.copyFailed');
    }
  };
  return (
    <section aria-labelledby={ids.title}>
      <Typography.Title level={2} id={ids.title} ref={headingRef} tabIndex={-1} style={{ fontSize: 18 }}>
        {t('mfa.addTitle')}
      </Typography.Title>
      <Typography.Paragraph>{t('mfa.addHint')}</Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Link href={secret.uri}>{t('mfa.openApp')}</Typography.Link>
      </Typography.Paragraph>
      <div role="group" aria-labelledby={ids.key}>
        <Typography.Text strong id={ids.key}>
          {t('mfa.secretLabel')}
        </Typography.Text>
        <Flex wrap gap={8} align="center" style={{ marginTop: 4 }}>
          <code aria-hidden="true" style={{ fontSize: 18, letterSpacing: 1, wordBreak: 'break-all' }}>
            {groupKey(secret.secretKey)}
          </code>
          <span style={visuallyHidden}>{spellKey(secret.secretKey)}</span>
          <Button onClick={() => void copy()}>{t('mfa.copy')}</Button>
        </Flex>
        <Typography.Text type={copied === 'mfa.copyFailed' ? 'danger' : 'success'} role="status">
          {copied && t(copied)}
        </Typography.Text>
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('mfa.secretWarning')}
      </Typography.Paragraph>
    </section>
  );
}

/** Step 2: the app's current code enrols the factor; a wrong code keeps the form, an expired key offers a new one. */
function CodeForm({
  secret,
  onEnd,
  onRestart,
}: {
  secret: StaffTotpSecret;
  onEnd: (end: EnrolmentEnd) => void;
  onRestart: () => void;
}) {
  const { t } = useBackofficeT();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<EnrolmentErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { title: useId(), code: useId(), problem: useId(), failure: useId() };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.trim();
    setFailure(null);
    if (!/^\d{6}$/.test(value)) {
      setProblem(t('mfa.codeInvalid'));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await enrolStaffTotp(secret, value);
      onEnd('enrolled'); // stays busy: the sign-out replaces this screen
    } catch (error) {
      setBusy(false);
      if (needsFreshSignIn(error)) return onEnd('recentLogin');
      setFailure(enrolmentErrorKey(error));
      setCode('');
      document.getElementById(ids.code)?.focus();
    }
  };

  const describedBy = [problem && ids.problem, failure && ids.failure].filter(Boolean).join(' ');
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby={ids.title}>
      <Flex vertical gap={8}>
        <Typography.Title level={2} id={ids.title} style={{ fontSize: 18 }}>
          {t('mfa.codeTitle')}
        </Typography.Title>
        {failure && (
          <Alert
            type="error"
            showIcon
            role="alert"
            id={ids.failure}
            title={t(failure)}
            action={
              failure === 'mfa.errors.expired' && (
                <Button size="small" onClick={onRestart}>
                  {t('mfa.restart')}
                </Button>
              )
            }
          />
        )}
        <label htmlFor={ids.code}>{t('mfa.code')}</label>
        <Input
          id={ids.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          style={{ maxWidth: 200 }}
          status={problem ? 'error' : undefined}
          aria-invalid={problem || failure ? true : undefined}
          aria-describedby={describedBy || undefined}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        {problem && (
          <Typography.Text type="danger" id={ids.problem} role="alert">
            {problem}
          </Typography.Text>
        )}
        <Button type="primary" htmlType="submit" loading={busy} style={{ alignSelf: 'start' }}>
          {t('mfa.submit')}
        </Button>
      </Flex>
    </form>
  );
}
