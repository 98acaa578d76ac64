import { useId, useState, type SyntheticEvent } from 'react';
import { Button, Flex, Input, Typography } from 'mf_shared_ui/ui';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { isValidEmail } from 'mf_shared_ui/validation';
import { useBackofficeT } from '../hooks/useLocale';
import { loginErrorKey, needsSecondFactor } from './loginErrors';
import { resolveStaffTotp, signInStaff } from './staffSession';

interface Problems {
  email?: string;
  password?: string;
  code?: string;
}

/** E-mail and password against the staff pool; a six-digit code from the authenticator app when the pool asks. */
export function LoginForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const { t } = useBackofficeT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [secondFactor, setSecondFactor] = useState<unknown>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = {
    email: useId(),
    password: useId(),
    code: useId(),
    emailError: useId(),
    passwordError: useId(),
    codeError: useId(),
  };

  const check = (): Problems => {
    if (secondFactor) return /^\d{6}$/.test(code.trim()) ? {} : { code: t('login.codeInvalid') };
    const found: Problems = {};
    if (!email.trim()) found.email = t('login.emailRequired');
    else if (!isValidEmail(email.trim())) found.email = t('login.emailInvalid');
    if (!password) found.password = t('login.passwordRequired');
    return found;
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      if (secondFactor) await resolveStaffTotp(secondFactor, code.trim());
      else await signInStaff(email.trim(), password);
      onSignedIn?.();
    } catch (error) {
      if (!secondFactor && needsSecondFactor(error)) setSecondFactor(error);
      else setFailure(t(loginErrorKey(error)));
    } finally {
      setBusy(false);
    }
  };

  const field = (key: 'email' | 'password' | 'code') => ({
    id: ids[key],
    status: problems[key] ? ('error' as const) : undefined,
    'aria-invalid': problems[key] ? true : undefined,
    'aria-describedby': problems[key] ? ids[`${key}Error`] : undefined,
  });
  const errorText = (key: 'email' | 'password' | 'code') =>
    problems[key] && (
      <Typography.Text type="danger" id={ids[`${key}Error`]}>
        {problems[key]}
      </Typography.Text>
    );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('login.title')}>
      <Flex vertical gap={12}>
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
        {secondFactor ? (
          <>
            <Typography.Paragraph>{t('login.codeIntro')}</Typography.Paragraph>
            <label htmlFor={ids.code}>{t('login.code')}</label>
            <Input
              {...field('code')}
              // the code step replaces the form the staff member was typing in
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            {errorText('code')}
          </>
        ) : (
          <>
            <label htmlFor={ids.email}>{t('login.email')}</label>
            <Input
              {...field('email')}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            {errorText('email')}
            <label htmlFor={ids.password}>{t('login.password')}</label>
            <Input.Password
              {...field('password')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {errorText('password')}
          </>
        )}
        <Button type="primary" htmlType="submit" loading={busy} block>
          {secondFactor ? t('login.verify') : t('login.submit')}
        </Button>
      </Flex>
    </form>
  );
}
