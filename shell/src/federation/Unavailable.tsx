import { useTranslation } from 'react-i18next';
import { shared } from './sharedModules';
import { StatusMessage } from '../pages/StatusMessage';

/** Translated "this part is unavailable" with a retry, rendered inside the failed area only. */
export function Unavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  const { Button } = shared.ui;
  return (
    <StatusMessage
      testId="remote-unavailable"
      title={t('unavailable.title')}
      description={t('unavailable.description')}
      action={
        <Button type="primary" onClick={onRetry}>
          {t('unavailable.retry')}
        </Button>
      }
    />
  );
}
