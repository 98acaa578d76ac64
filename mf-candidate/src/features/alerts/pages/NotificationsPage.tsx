import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'mf_shared_ui/platform';
import { Button, Flex, Skeleton, Typography } from 'mf_shared_ui/ui';
import { Empty } from 'mf_shared_ui/ui-feedback';
import { PageContainer } from '../../../shared/components/PageContainer';
import {
  useCandidateNotificationsQuery,
  useMarkAllCandidateNotificationsReadMutation,
  useMarkCandidateNotificationReadMutation,
  type AppNotification,
} from '../api/alertsApi';

function describe(n: AppNotification, t: (key: string, opts?: Record<string, unknown>) => string) {
  const p = n.payload;
  if (n.kind === 'application_status')
    return {
      text: t('notifications.status', { job: p.job_title, status: t(`status.${String(p.to)}`) }),
      to: '/candidate/activities',
    };
  if (n.kind === 'saved_search_digest')
    return {
      text: t('notifications.digest', { count: Number(p.total) || 0, name: p.saved_search_name }),
      to: `/candidate/jobs?${String(p.query ?? '')}`,
      jobs: (p.jobs as { id: string; title: string }[] | undefined) ?? [],
    };
  return { text: t('notifications.other'), to: '/candidate/overview' };
}

/** /candidate/notifications: what the bell counts, newest first; opening one marks it read. */
export default function NotificationsPage() {
  const { t } = useTranslation('candidate');
  usePageMeta({ title: t('notifications.title'), description: t('notifications.title'), noindex: true });
  const [offset, setOffset] = useState(0);
  const { data, isLoading } = useCandidateNotificationsQuery({ offset });
  const [markRead] = useMarkCandidateNotificationReadMutation();
  const [markAll, { isLoading: markingAll }] = useMarkAllCandidateNotificationsReadMutation();
  return (
    <PageContainer testId="page-candidate-notifications">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
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
          {data.items.map((n) => {
            const d = describe(n, t as never);
            const read = () => (n.read_at ? undefined : void markRead(n.id));
            return (
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
                <Link to={d.to} onClick={read}>
                  {d.text}
                </Link>
                {d.jobs && d.jobs.length > 0 && (
                  <ul style={{ margin: '6px 0 0', fontWeight: 400 }}>
                    {d.jobs.map((j) => (
                      <li key={j.id}>
                        <Link to={`/candidate/jobs/${j.id}`} onClick={read}>
                          {j.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, fontWeight: 400 }}>
                  {new Date(n.created_at).toLocaleString()}
                </Typography.Text>
              </div>
            );
          })}
          {data.total > 20 && (
            <Flex gap={8} justify="center" style={{ marginTop: 16 }}>
              <Button disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - 20))}>
                ‹
              </Button>
              <Button disabled={offset + 20 >= data.total} onClick={() => setOffset(offset + 20)}>
                ›
              </Button>
            </Flex>
          )}
        </>
      ) : (
        <Empty description={t('notifications.empty')} />
      )}
    </PageContainer>
  );
}
