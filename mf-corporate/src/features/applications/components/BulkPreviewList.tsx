import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, BulkPreviewItem } from '@jobportal/contracts';
import { Tag, Typography } from 'mf_shared_ui/ui';
import { Alert } from 'mf_shared_ui/ui-feedback';

const MOVE_COLORS = { change: 'blue', same: 'default', invalid: 'red', none: 'default' } as const;

/** Per candidate: the move, the language and the exact text the API will send (or why nothing is sent). */
export function BulkPreviewList({ items, to }: { items: BulkPreviewItem[]; to: ApplicationStatus | null }) {
  const { t } = useTranslation('corporate');
  const status = (s: string | null) => (s ? t(`status.${s}`) : '');
  return (
    <ol
      style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}
      data-testid="bulk-preview"
    >
      {items.map((item) => (
        <li
          key={item.application_id}
          data-testid="bulk-preview-item"
          style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12 }}
        >
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
            <Typography.Text strong>{item.candidate_name}</Typography.Text>
            <Tag color={MOVE_COLORS[item.move]}>
              {t(`bulkMessage.move.${item.move}`, { from: status(item.from_status), to: status(to) })}
            </Tag>
            {item.text !== null && <Tag>{t(`bulkMessage.locale.${item.locale}`)}</Tag>}
          </div>
          {item.blocked ? (
            <Alert
              style={{ marginTop: 8 }}
              type="warning"
              showIcon
              title={t('bulkMessage.blocked', { reason: t(`bulkMessage.reason.${item.blocked}`) })}
            />
          ) : item.text !== null ? (
            <div
              lang={item.locale}
              style={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                background: '#fafafa',
                borderRadius: 6,
                padding: 8,
                marginTop: 8,
              }}
            >
              {item.text}
            </div>
          ) : (
            <Typography.Text type="secondary">{t('bulkMessage.noMessage')}</Typography.Text>
          )}
        </li>
      ))}
    </ol>
  );
}
