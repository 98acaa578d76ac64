import { useEffect, useState } from 'react';
import type { SupportStatus } from '@jobportal/contracts';
import { Flex, Panel, Tag, Typography } from 'mf_shared_ui/ui';
import { ReasonModal } from '../../../shared/components/ReasonModal';
import { SelectField } from '../../../shared/components/Fields';
import { ErrorState, LoadingState } from '../../../shared/components/States';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { useStaffAction } from '../../../shared/hooks/useStaffAction';
import { formatDateTime } from '../../../shared/utils/format';
import { MESSAGE_STATUSES, useSetSupportStatusMutation, useSupportMessageQuery } from '../api/supportApi';
import { ReplyForm } from './ReplyForm';

/** While a reply waits in the e-mail queue, the thread is asked again this often (it shows "sent" by itself). */
const QUEUED_POLL_MS = 3_000;

/** The sender's message, the staff replies (sent or still queued) and the reply form. */
export function MessageThread({ id }: { id: string }) {
  const { t, locale } = useBackofficeT();
  const [pollingInterval, setPollingInterval] = useState(0);
  const { data, error, isLoading, refetch } = useSupportMessageQuery(id, {
    pollingInterval,
    skipPollingIfUnfocused: true,
  });
  const queued = data?.replies.some((reply) => reply.sent_at === null) ?? false;
  useEffect(() => setPollingInterval(queued ? QUEUED_POLL_MS : 0), [queued]);
  const [setStatus] = useSetSupportStatusMutation();
  const act = useStaffAction();
  const [nextStatus, setNextStatus] = useState<SupportStatus | null>(null);
  if (isLoading) return <LoadingState />;
  if (error || !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const { message, replies } = data;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" wrap gap={8} align="end">
        <div>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {t(`support.topics.${message.topic}`, { defaultValue: message.topic })}
          </Typography.Title>
          <Typography.Text type="secondary">
            {message.name} &lt;{message.email}&gt; · {formatDateTime(message.created_at, locale)}
          </Typography.Text>
        </div>
        <SelectField
          label={t('support.status')}
          value={message.status}
          options={MESSAGE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          onChange={(value) => value !== message.status && setNextStatus(value as SupportStatus)}
        />
      </Flex>
      <Panel>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {message.message}
        </Typography.Paragraph>
      </Panel>
      <section aria-label={t('support.thread')}>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          {t('support.thread')}
        </Typography.Title>
        {replies.length === 0 && <Typography.Text type="secondary">{t('support.noReplies')}</Typography.Text>}
        <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
          {replies.map((reply) => (
            <li key={reply.id}>
              <Panel style={{ background: '#f0f5ff' }}>
                <Flex justify="space-between" wrap gap={8}>
                  <Typography.Text strong>{reply.staff_email}</Typography.Text>
                  <span>
                    <Typography.Text type="secondary">
                      {formatDateTime(reply.created_at, locale)}
                    </Typography.Text>{' '}
                    {reply.sent_at ? (
                      <Tag color="green">
                        {t('support.sent', { when: formatDateTime(reply.sent_at, locale) })}
                      </Tag>
                    ) : (
                      <Tag color="blue">{t('support.queued')}</Tag>
                    )}
                  </span>
                </Flex>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0, marginTop: 8 }}>
                  {reply.body}
                </Typography.Paragraph>
              </Panel>
            </li>
          ))}
        </ol>
      </section>
      {message.status !== 'closed' && <ReplyForm id={id} locale={message.locale === 'en' ? 'en' : 'th'} />}
      <ReasonModal
        open={nextStatus !== null}
        optional
        title={t('support.changeStatus')}
        description={nextStatus ? t('support.changeTo', { status: t(`status.${nextStatus}`) }) : undefined}
        confirmLabel={t('support.changeStatus')}
        onSubmit={(reason) =>
          act(
            () => setStatus({ id, status: nextStatus ?? 'closed', ...(reason ? { reason } : {}) }).unwrap(),
            t('support.statusChanged'),
          )
        }
        onClose={() => setNextStatus(null)}
      />
    </Flex>
  );
}
