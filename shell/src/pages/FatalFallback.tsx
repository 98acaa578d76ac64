import { useTranslation } from 'react-i18next';

/** Shown when even the design system cannot load: plain markup, still translated, never a blank page. */
export function FatalFallback() {
  const { t } = useTranslation('shell');
  return (
    <div
      data-testid="fatal-fallback"
      style={{ maxWidth: 560, margin: '15vh auto', padding: 24, textAlign: 'center' }}
    >
      <div style={{ fontSize: 28, fontWeight: 700, color: '#0958d9' }}>{t('brand')}</div>
      <h1 style={{ fontSize: 22 }}>{t('unavailable.title')}</h1>
      <p>{t('error.description')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{
          padding: '8px 20px',
          background: '#0958d9',
          color: '#fff',
          border: 0,
          borderRadius: 8,
          cursor: 'pointer',
        }}
      >
        {t('unavailable.retry')}
      </button>
    </div>
  );
}
