import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWithdrawnRemotes } from './deployWatcher';
import { claimWithdrawReload, WITHDRAW_RELOAD_DELAY_MS } from './withdrawReload';

export { WITHDRAW_RELOAD_DELAY_MS };

/**
 * The operator withdrew a release this tab runs (marked harmful): a short message, then the page reloads by itself
 * onto the served version. If it reloaded for the same reason a moment ago, it asks the user instead of looping.
 * Plain markup: works whatever the design system's state (it may be the withdrawn part).
 */
const reloadPage = () => window.location.reload();

export function WithdrawnNotice({ reload = reloadPage }: { reload?: () => void }) {
  const { t } = useTranslation('shell');
  const withdrawn = useWithdrawnRemotes();
  const [stuck, setStuck] = useState(false);
  const key = withdrawn.join(',');

  useEffect(() => {
    if (!key) return;
    if (!claimWithdrawReload(key)) {
      setStuck(true);
      return;
    }
    const timer = setTimeout(reload, WITHDRAW_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, reload]);

  if (!key) return null;
  return (
    <div
      role="alert"
      data-testid="withdrawn-notice"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 1200,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: 'rgba(0,0,0,0.45)',
      }}
    >
      <div
        style={{
          maxWidth: 420,
          padding: 20,
          background: '#fff',
          borderRadius: 8,
          borderLeft: '4px solid #cf1322',
          fontSize: 14,
          color: 'rgba(0,0,0,0.88)',
        }}
      >
        <div style={{ fontWeight: 600, marginBottom: 6 }}>{t('withdrawn.title')}</div>
        <div style={{ marginBottom: stuck ? 12 : 0 }}>
          {t(stuck ? 'withdrawn.stuck' : 'withdrawn.description')}
        </div>
        {stuck && (
          <button
            type="button"
            onClick={reload}
            style={{
              minHeight: 32,
              padding: '6px 16px',
              borderRadius: 6,
              border: '1px solid #0958d9',
              background: '#0958d9',
              color: '#fff',
              cursor: 'pointer',
              fontSize: 14,
            }}
          >
            {t('update.reload')}
          </button>
        )}
      </div>
    </div>
  );
}
