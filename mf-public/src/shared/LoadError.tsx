import { useTranslation } from 'react-i18next';

/** A section whose data or text could not be loaded: the translated message and a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('public');
  return (
    <div role="alert" className="pub-support">
      <span>{t('common.loadError')}</span>
      <button
        type="button"
        className="pub-btn light"
        style={{ border: '1px solid #91caff', cursor: 'pointer' }}
        onClick={onRetry}
      >
        {t('common.retry')}
      </button>
    </div>
  );
}
