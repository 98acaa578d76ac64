import { useTranslation } from 'react-i18next';
import { Button, notify } from 'mf_shared_ui/ui';
import { ShareAltOutlined } from 'mf_shared_ui/icons';

/** navigator.share where the device has it, else copy the URL and confirm with a toast. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation('candidate');
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error)?.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify({ color: 'success', title: t('share.copied'), timeout: 2000 });
    } catch {
      notify({ color: 'info', title: t('share.copyManually'), description: url });
    }
  };
  return (
    <Button icon={<ShareAltOutlined />} onClick={() => void share()} data-testid="share-button">
      {t('share.button')}
    </Button>
  );
}
