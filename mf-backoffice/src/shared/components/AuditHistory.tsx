import type { StaffAuditEntry } from '@jobportal/contracts';
import { Typography } from 'mf_shared_ui/ui';
import { Timeline } from 'mf_shared_ui/ui-data';
import { useBackofficeT } from '../hooks/useLocale';
import { formatDateTime } from '../utils/format';
import { EmptyState } from './States';

/** Staff actions on one item, newest first: when, who, what and why. */
export function AuditHistory({ entries }: { entries: StaffAuditEntry[] }) {
  const { t, locale } = useBackofficeT();
  if (entries.length === 0) return <EmptyState text={t('history.empty')} />;
  return (
    <Timeline
      items={entries.map((entry) => ({
        key: entry.id,
        content: (
          <>
            <Typography.Text strong>
              {t(`actions.${entry.action}`, { defaultValue: entry.action })}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {t('history.by', { who: entry.actor_email, when: formatDateTime(entry.at, locale) })}
            </Typography.Text>
            {entry.reason && (
              <Typography.Paragraph style={{ marginBottom: 0 }}>
                {t('history.reason', { reason: entry.reason })}
              </Typography.Paragraph>
            )}
          </>
        ),
      }))}
    />
  );
}
