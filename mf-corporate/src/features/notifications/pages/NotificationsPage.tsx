import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'mf_shared_ui/platform';
import { timeAgo } from 'mf_shared_ui/format';
import { Button, Flex, Skeleton, Typography } from 'mf_shared_ui/ui';
import { Empty } from 'mf_shared_ui/ui-feedback';
import { useLocale } from '../../../shared/hooks';
import {
  useCorporateNotificationsQuery,
  useMarkAllCorporateNotificationsReadMutation,
  useMarkCorporateNotificationReadMutation,
  type CorporateNotification,
} from '../api/notificationsApi';

const PAGE = 20;

function target(n: CorporateNotification): string {
  const job = String(n.payload.job_id ?? '');
  return n.kind === 'job_expiring' ? `/corporate/jobs/${job}` : `/corporate/application/${job}`;
}

/** /corporate/notifications: new and withdrawn applications, jobs about to expire; opening one marks it read. */
export default function NotificationsPage() {
  const { t } = useTranslation('corporate');
  const locale = useLocale();
  usePageMeta({ title: t('notifications.title'), description: t('notifications.title'), noindex: true });
  const [offset, setOffset] = useState(0);
  const { data, isLoading } = useCorporateNotificationsQuery({ offset });
  const [markRead] = useMarkCorporateNotificationReadMutation();
  const [markAll, { isLoading: markingAll }] = useMarkAllCorporateNotificationsReadMutation();
  return (
    <div data-testid="page-corporate-notifications">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('notifications.title')}
        </Typography.Title>
        <Button loading={markingAll} onClick={() => void markAll()} data-testid="mark-all-read">
          {t('notifications.markAllRead')}
        </Button>
      </Flex>
      {isLoading ? (
        <Skeleton active />
      ) : data && data.items.length > 0 ? (
        <>
          {data.items.map((n) => (
            <div
              key={n.id}
              data-testid="notification"
              data-read={n.read_at ? 'true' : 'false'}
              style={{
                padding: '12px 0',
                borderBottom: '1px solid #f0f0f0',
                fontWeight: n.read_at ? 400 : 600,
              }}
            >
              <Link to={target(n)} onClick={() => (n.read_at ? undefined : void markRead(n.id))}>
                {t(`notifications.kinds.${n.kind}`, {
                  job: String(n.payload.job_title ?? ''),
                  date: String(n.payload.valid_through ?? ''),
                  defaultValue: t('notifications.title'),
                })}
              </Link>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, fontWeight: 400 }}>
                {timeAgo(n.created_at, locale)}
              </Typography.Text>
            </div>
          ))}
          {data.total > PAGE && (
            <Flex gap={8} justify="center" style={{ marginTop: 16 }}>
              <Button disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
                ‹
              </Button>
              <Button disabled={offset + PAGE >= data.total} onClick={() => setOffset(offset + PAGE)}>
                ›
              </Button>
            </Flex>
          )}
        </>
      ) : (
        <Empty description={t('notifications.empty')} />
      )}
    </div>
  );
}
