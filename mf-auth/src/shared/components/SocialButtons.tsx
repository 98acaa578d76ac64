import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Space } from 'mf_shared_ui/ui';
import { FacebookFilled, GoogleOutlined } from 'mf_shared_ui/icons';
import { loginWithProvider, type SocialProvider } from '../auth/controller';
import type { InitOutcome } from '../auth/sessionRules';

/** Google and Facebook popup sign-in (candidates only; never rendered on corporate screens). */
export function SocialButtons({
  labels,
  disabled,
  onStart,
  onDone,
  onError,
}: {
  labels: { google: string; facebook: string };
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
    </Space>
  );
}
