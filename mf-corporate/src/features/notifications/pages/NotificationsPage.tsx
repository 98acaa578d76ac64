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
} from '../api/notificationsApi';
import { notificationContent, notificationTarget } from '../utils/notificationContent';
import { PageTitle } from '../../../shared/components/PageTitle';

const PAGE = 20;

/**
 * /corporate/notifications: new and withdrawn applications, jobs about to expire, and staff's decisions (a job held,
 * taken down or approved, the company's verification, a suspension) with their reason; opening one marks it read.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('corporate');
  const locale = useLocale();
  usePageMeta({ title: t('notifications.title'), description: t('notifications.title'), noindex: true });
  const [offset, setOffset] = useState(0);
  const { data, isLoading } = useCorporateNotificationsQuery({ offset });
  const [markRead] = useMarkCorporateNotificationReadMutation();
  const [markAll, { isLoading: markingAll }] = useMarkAllCorporateNotificationsReadMutation();
  const items = data?.items.map((n) => {
    const { title, reason } = notificationContent(n, t);
    return {
      id: n.id,
      read: Boolean(n.read_at),
      when: timeAgo(n.created_at, locale),
      content: (
        <>
          <Link to={notificationTarget(n)} onClick={() => (n.read_at ? undefined : void markRead(n.id))}>
            {title}
          </Link>
          {reason && (
            <Typography.Paragraph style={{ margin: '4px 0 0', fontWeight: 400, whiteSpace: 'pre-line' }}>
              {t('notifications.reason', { reason })}
            </Typography.Paragraph>
          )}
        </>
      ),
    };
  });
  return (
    <div data-testid="page-corporate-notifications">
      <NotificationList
        title={<PageTitle>{t('notifications.title')}</PageTitle>}
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
