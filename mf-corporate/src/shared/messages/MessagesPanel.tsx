import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Skeleton, Space, Typography } from 'mf_shared_ui/ui';
import { Card } from 'mf_shared_ui/ui-data';
import { Alert, Empty } from 'mf_shared_ui/ui-feedback';
import { MessageOutlined } from 'mf_shared_ui/icons';
import { apiFailure } from '../utils/errors';
import { ComposeMessage } from './ComposeMessage';
import { useCompanyThreadQuery, useMarkCompanyThreadReadMutation } from './messagesApi';
import { ThreadItems } from './ThreadItems';

/**
 * "ข้อความ": the application's thread with the candidate on the application page (issue 43). Every member reads
 * it; who may write (role, job) and whether the thread is open come with the thread. Seeing unread messages sets
 * the member's read marker.
 */
export function MessagesPanel({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('corporate');
  const query = useCompanyThreadQuery(applicationId, { pollingInterval: 30_000 });
  const [markRead] = useMarkCompanyThreadReadMutation();
  const thread = query.data;
  const unread = thread?.unread ?? 0;

  useEffect(() => {
    if (unread > 0) void markRead(applicationId);
  }, [applicationId, unread, markRead]);

  // a link to the thread (/corporate/messages/:id, the bell, the e-mail) ends in #messages
  const { hash } = useLocation();
  const loaded = thread !== undefined;
  useEffect(() => {
    if (hash === '#messages' && loaded)
      document.getElementById('messages')?.scrollIntoView?.({ block: 'start' });
  }, [hash, loaded]);

  return (
    <Card
      id="messages"
      size="small"
      data-testid="messages-panel"
      title={
        <Space>
          <MessageOutlined />
          {t('messages.title')}
        </Space>
      }
    >
      {!thread ? (
        query.isLoading || !query.error ? (
          <Skeleton active paragraph={{ rows: 3 }} aria-label={t('common.loading')} />
        ) : (
          <Alert
            type="error"
            showIcon
            title={t('common.loadFailed')}
            description={apiFailure(query.error)?.message ?? undefined}
            action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
          />
        )
      ) : (
        <>
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
          {thread.can_send ? (
            <ComposeMessage applicationId={applicationId} />
          ) : (
            !thread.closed && (
              <Typography.Text type="secondary" data-testid="thread-read-only">
                {t('messages.readOnly')}
              </Typography.Text>
            )
          )}
        </>
      )}
    </Card>
  );
}
