import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaleRemotes } from './deployWatcher';

/**
 * A new version of a part that is running in this tab, or a rollback of it: a non-blocking notice offering a reload. Nothing reloads by
 * itself (what the user typed stays until they choose). Plain markup: works whatever the design system's state.
 */
export function UpdateNotice() {
  const { t } = useTranslation('shell');
  const { remotes: stale, kind } = useStaleRemotes();
  const [dismissed, setDismissed] = useState('');
  const key = stale.join(',');
  if (!stale.length || dismissed === key) return null;
  const text = kind === 'rollback' ? 'update.rolledBack' : 'update';
  const button = {
    padding: '6px 16px',
    borderRadius: 6,
    border: '1px solid #0958d9',
    cursor: 'pointer',
    fontSize: 14,
  } as const;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="update-notice"
      style={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: 1100,
        maxWidth: 380,
        padding: 16,
        background: '#fff',
        borderRadius: 8,
        boxShadow: '0 6px 16px rgba(0,0,0,0.12)',
        borderLeft: '4px solid #0958d9',
        fontSize: 14,
      }}
    >
      <div style={{ fontWeight: 600, marginBottom: 4 }}>{t(`${text}.title`)}</div>
      <div style={{ color: 'rgba(0,0,0,0.65)', marginBottom: 12 }}>{t(`${text}.description`)}</div>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <button
          type="button"
          style={{ ...button, background: '#fff', color: '#0958d9' }}
          onClick={() => setDismissed(key)}
        >
          {t('update.later')}
        </button>
        <button
          type="button"
          style={{ ...button, background: '#0958d9', color: '#fff' }}
          onClick={() => window.location.reload()}
        >
          {t('update.reload')}
        </button>
      </div>
    </div>
  );
}
