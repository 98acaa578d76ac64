import { useTranslation } from 'react-i18next';
import { shared } from './sharedModules';

/** Translated "this part is unavailable" with a retry, rendered inside the failed area only. */
export function Unavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  const { Result, Button } = shared.ui;
  return (
    <div data-testid="remote-unavailable">
      <Result
        status="warning"
        title={t('unavailable.title')}
        subTitle={t('unavailable.description')}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('unavailable.retry')}
          </Button>
        }
      />
    </div>
  );
}
