import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'mf_shared_ui/platform';
import { timeAgo } from 'mf_shared_ui/format';
import { Typography } from 'mf_shared_ui/ui';
import { NotificationList } from 'mf_shared_ui/ui-feedback';
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
  const items = data?.items.map((n) => ({
    id: n.id,
    read: Boolean(n.read_at),
    when: timeAgo(n.created_at, locale),
    content: (
      <Link to={target(n)} onClick={() => (n.read_at ? undefined : void markRead(n.id))}>
        {t(`notifications.kinds.${n.kind}`, {
          job: String(n.payload.job_title ?? ''),
          date: String(n.payload.valid_through ?? ''),
          defaultValue: t('notifications.title'),
        })}
      </Link>
    ),
  }));
  return (
    <div data-testid="page-corporate-notifications">
      <NotificationList
        title={
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('notifications.title')}
          </Typography.Title>
        }
        items={items}
        loading={isLoading}
        texts={{ markAllRead: t('notifications.markAllRead'), empty: t('notifications.empty') }}
        onMarkAllRead={() => void markAll()}
        markingAll={markingAll}
        paging={{ offset, total: data?.total ?? 0, pageSize: PAGE, onChange: setOffset }}
      />
      <Typography.Paragraph style={{ marginTop: 16 }}>
        <Link to="/corporate/settings/notifications" data-testid="email-settings-link">
          {t('emailSettings.link')}
        </Link>
      </Typography.Paragraph>
    </div>
  );
}
