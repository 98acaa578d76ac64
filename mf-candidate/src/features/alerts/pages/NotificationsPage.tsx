import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'mf_shared_ui/platform';
import { Typography } from 'mf_shared_ui/ui';
import { NotificationList } from 'mf_shared_ui/ui-feedback';
import { PageContainer } from '../../../shared/components/PageContainer';
import { useLocale } from '../../../shared/hooks/useLocale';
import {
  useCandidateNotificationsQuery,
  useMarkAllCandidateNotificationsReadMutation,
  useMarkCandidateNotificationReadMutation,
  type AppNotification,
} from '../api/alertsApi';

const PAGE = 20;

function describe(
  n: AppNotification,
  t: (key: string, opts?: Record<string, unknown>) => string,
  locale: 'th' | 'en',
) {
  const p = n.payload;
  if (n.kind === 'application_status')
    return {
      text: t('notifications.status', { job: p.job_title, status: t(`status.${String(p.to)}`) }),
      to: '/candidate/activities',
    };
  if (n.kind === 'application_message')
    return {
      text: t('notifications.message', {
        job: p.job_title,
        company: (locale === 'en' ? p.company_name_en : p.company_name_th) || p.company_name_th,
      }),
      to: `/candidate/applications/${encodeURIComponent(String(p.application_id ?? ''))}/messages`,
    };
  if (n.kind === 'job_invitation')
    return {
      text: t('notifications.invitation', {
        job: p.job_title,
        company: (locale === 'en' ? p.company_name_en : p.company_name_th) || p.company_name_th,
      }),
      to: `/candidate/jobs/${encodeURIComponent(String(p.job_id ?? ''))}`,
    };
  if (n.kind === 'interview')
    return {
      text: t(`notifications.interview.${String(p.event)}`, {
        job: p.job_title,
        company: (locale === 'en' ? p.company_name_en : p.company_name_th) || p.company_name_th,
        defaultValue: t('notifications.other'),
      }),
      to: `/candidate/activities?tab=applications#interview-${encodeURIComponent(String(p.interview_id ?? ''))}`,
    };
  if (n.kind === 'saved_search_digest')
    return {
      text: t('notifications.digest', { count: Number(p.total) || 0, name: p.saved_search_name }),
      to: `/candidate/jobs?${String(p.query ?? '')}`,
      jobs: (p.jobs as { id: string; title: string }[] | undefined) ?? [],
    };
  if (n.kind === 'job_recommendations') {
    const jobs = (p.jobs as { id: string; title: string }[] | undefined) ?? [];
    return {
      text: t('notifications.recommendations', { count: jobs.length }),
      to: '/candidate/ai-job-matching',
      jobs,
    };
  }
  return { text: t('notifications.other'), to: '/candidate/overview' };
}

/** /candidate/notifications: what the bell counts, newest first; opening one marks it read. */
export default function NotificationsPage() {
  const { t } = useTranslation('candidate');
  const locale = useLocale();
  usePageMeta({ title: t('notifications.title'), description: t('notifications.title'), noindex: true });
  const [offset, setOffset] = useState(0);
  const { data, isLoading } = useCandidateNotificationsQuery({ offset });
  const [markRead] = useMarkCandidateNotificationReadMutation();
  const [markAll, { isLoading: markingAll }] = useMarkAllCandidateNotificationsReadMutation();
  const items = data?.items.map((n) => {
    const d = describe(n, t as never, locale);
    const read = () => (n.read_at ? undefined : void markRead(n.id));
    return {
      id: n.id,
      read: Boolean(n.read_at),
      when: new Date(n.created_at).toLocaleString(),
      content: (
        <>
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
        </>
      ),
    };
  });
  return (
    <PageContainer testId="page-candidate-notifications">
      <NotificationList
        title={
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
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
        <Link to="/candidate/settings/notifications" data-testid="email-settings-link">
          {t('emailSettings.link')}
        </Link>
      </Typography.Paragraph>
    </PageContainer>
  );
}
