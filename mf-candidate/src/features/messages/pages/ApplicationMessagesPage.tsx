import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'mf_shared_ui/platform';
import { Button, Skeleton, Typography } from 'mf_shared_ui/ui';
import { Card } from 'mf_shared_ui/ui-data';
import { Alert, Empty } from 'mf_shared_ui/ui-feedback';
import { ArrowLeftOutlined } from 'mf_shared_ui/icons';
import { PageContainer } from '../../../shared/components/PageContainer';
import { NotFound } from '../../../shared/components/NotFound';
import { apiErrorBody, apiErrorStatus } from '../../../shared/utils/apiError';
import {
  useCandidateThreadQuery,
  useMarkCandidateThreadReadMutation,
} from '../../../shared/messages/messagesApi';
import { ComposeMessage } from '../components/ComposeMessage';
import { ThreadItems } from '../components/ThreadItems';

/**
 * /candidate/applications/:applicationId/messages: the thread of one of my applications with the company (the
 * link of a message's notification and e-mail). Readable in every state; the compose box while it is open.
 */
export default function ApplicationMessagesPage() {
  const { applicationId = '' } = useParams();
  const { t } = useTranslation('candidate');
  const query = useCandidateThreadQuery(applicationId, { skip: !applicationId, pollingInterval: 30_000 });
  const [markRead] = useMarkCandidateThreadReadMutation();
  const thread = query.data;
  const unread = thread?.unread ?? 0;
  usePageMeta({
    title: thread ? t('messages.metaTitle', { job: thread.job_title }) : t('messages.title'),
    description: t('messages.metaDescription'),
    noindex: true,
  });
  useEffect(() => {
    if (unread > 0) void markRead(applicationId);
  }, [applicationId, unread, markRead]);

  const back = (
    <Link to="/candidate/activities">
      <ArrowLeftOutlined /> {t('messages.back')}
    </Link>
  );
  if (!thread) {
    const status = apiErrorStatus(query.error);
    return (
      <PageContainer testId="page-candidate-messages">
        {back}
        {query.isLoading || !query.error ? (
          <Skeleton active paragraph={{ rows: 4 }} style={{ marginTop: 16 }} />
        ) : status === 404 || status === 400 ? (
          <NotFound />
        ) : (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 16 }}
            title={t('common.loadError')}
            description={apiErrorBody(query.error)?.message ?? undefined}
            action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
          />
        )}
      </PageContainer>
    );
  }
  return (
    <PageContainer testId="page-candidate-messages" style={{ maxWidth: 800 }}>
      {back}
      <Typography.Title level={1} style={{ fontSize: 22, margin: '12px 0 4px' }}>
        {thread.job_title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{thread.company_name}</Typography.Paragraph>
      <Card size="small" title={t('messages.title')} data-testid="messages-panel">
        {thread.closed && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            data-testid="thread-closed"
            title={t(`messages.closed.${thread.closed}`)}
          />
        )}
        {thread.items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.empty')} />
        ) : (
          <ThreadItems items={thread.items} />
        )}
        {thread.can_send && <ComposeMessage applicationId={applicationId} />}
      </Card>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, fontSize: 12 }}>
        {t('messages.privacy')}
      </Typography.Paragraph>
    </PageContainer>
  );
}
