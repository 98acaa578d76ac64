import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Space } from 'mf_shared_ui/ui';
import { FacebookFilled, GoogleOutlined } from 'mf_shared_ui/icons';
import { loginWithProvider, type SocialProvider } from '../auth/controller';
import type { InitOutcome } from '../auth/sessionRules';

/**
 * LINE's brand green. White text on it is 2.3:1, below WCAG AA's 4.5:1, and LINE's pressed shade (30% darker,
 * #048B3C) still only 4.4:1: the button keeps the brand green and writes in near-black (#000000 on #06C755 is 9.3:1,
 * AAA), docs/DECISIONS.md (LINE Login, issue 44).
 */
export const LINE_GREEN = '#06C755';
export const LINE_TEXT = '#000000';

/** A speech bubble like LINE's mark, drawn in the text colour (decorative: the button's text names it). */
function LineMark() {
  return (
    <span className="anticon" aria-hidden="true">
      <svg width="1.2em" height="1.2em" viewBox="0 0 24 24" focusable="false">
        <path
          fill="currentColor"
          d="M12 2.5C6.2 2.5 1.5 6.3 1.5 11c0 4.2 3.7 7.7 8.8 8.4.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5s5.9-3.5 8.1-6c1.5-1.6 2.2-3.3 2.2-5.2 0-4.7-4.7-8.6-10.3-8.6Z"
        />
      </svg>
    </span>
  );
}

/** Google, Facebook and LINE popup sign-in (candidates only; never rendered on corporate screens). */
export function SocialButtons({
  labels,
  disabled,
  onStart,
  onDone,
  onError,
}: {
  labels: { google: string; facebook: string; line: string };
  disabled?: boolean;
  onStart: () => void;
  onDone: (outcome: InitOutcome | 'dismissed') => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const run = async (provider: SocialProvider) => {
    onStart();
    setBusy(provider);
    try {
      const outcome = await loginWithProvider(provider);
      if (outcome !== 'signedIn') setBusy(null);
      onDone(outcome);
    } catch (error) {
      setBusy(null);
      onError(error);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="small">
      <Button
        block
        size="large"
        icon={<GoogleOutlined />}
        loading={busy === 'google'}
        disabled={disabled || (busy !== null && busy !== 'google')}
        onClick={() => void run('google')}
        data-testid="login-google"
      >
        {labels.google ?? t('login.google')}
      </Button>
      <Button
        block
        size="large"
        icon={<FacebookFilled style={{ color: '#1877f2' }} />}
        loading={busy === 'facebook'}
        disabled={disabled || (busy !== null && busy !== 'facebook')}
        onClick={() => void run('facebook')}
        data-testid="login-facebook"
      >
        {labels.facebook ?? t('login.facebook')}
      </Button>
      <Button
        block
        size="large"
        icon={<LineMark />}
        loading={busy === 'line'}
        disabled={disabled || (busy !== null && busy !== 'line')}
        onClick={() => void run('line')}
        data-testid="login-line"
        style={
          disabled || (busy !== null && busy !== 'line')
            ? undefined
            : { background: LINE_GREEN, borderColor: LINE_GREEN, color: LINE_TEXT }
        }
      >
        {labels.line ?? t('login.line')}
      </Button>
    </Space>
  );
}
