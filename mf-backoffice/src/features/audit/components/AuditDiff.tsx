import { Typography } from 'mf_shared_ui/ui';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { diffOf } from '../utils/diff';

const cell = { padding: '4px 8px', borderBottom: '1px solid #f0f0f0', verticalAlign: 'top' as const };
const code = { whiteSpace: 'pre-wrap' as const, overflowWrap: 'anywhere' as const, margin: 0, fontSize: 12 };

/** What an action changed: each field with its value before and after (the whole values when not objects). */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useBackofficeT();
  const rows = diffOf(before, after);
  if (rows.length === 0) return <Typography.Text type="secondary">{t('audit.noChange')}</Typography.Text>;
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'start' }}>{t('audit.changes')}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ ...cell, textAlign: 'start' }}>
            {t('audit.field')}
          </th>
          <th scope="col" style={{ ...cell, textAlign: 'start' }}>
            {t('audit.before')}
          </th>
          <th scope="col" style={{ ...cell, textAlign: 'start' }}>
            {t('audit.after')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row" style={{ ...cell, textAlign: 'start', fontWeight: 500 }}>
              {row.field || t('audit.value')}
            </th>
            <td style={{ ...cell, background: '#fff1f0' }}>
              <pre style={code}>{row.before}</pre>
            </td>
            <td style={{ ...cell, background: '#f6ffed' }}>
              <pre style={code}>{row.after}</pre>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
