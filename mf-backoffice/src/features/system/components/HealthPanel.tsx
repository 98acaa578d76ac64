import type { QueueCounts } from '@jobportal/contracts';
import { Col, Flex, Panel, Row, Typography } from 'mf_shared_ui/ui';
import { Statistic, Table } from 'mf_shared_ui/ui-data';
import { formatInteger } from 'mf_shared_ui/format';
import { ErrorState, LoadingState } from '../../../shared/components/States';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { formatDateTime } from '../../../shared/utils/format';
import { HEALTH_REFRESH_MS, useSystemHealthQuery } from '../api/systemApi';

/** Queues, dead letters, the change feed and the mail out: refreshed every 15 s while the tab is visible. */
export function HealthPanel() {
  const { t, locale } = useBackofficeT();
  const { data, error, isLoading, refetch } = useSystemHealthQuery(undefined, {
    pollingInterval: HEALTH_REFRESH_MS,
    skipPollingIfUnfocused: true,
  });
  if (isLoading) return <LoadingState />;
  if (error || !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const stat = (title: string, value: number | string, warn = false) => (
    <Col xs={12} md={6}>
      <Panel>
        <Statistic
          title={title}
          value={value}
          styles={{ content: warn ? { color: '#cf1322' } : undefined }}
        />
      </Panel>
    </Col>
  );
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary" aria-live="polite">
        {t('system.generatedAt', { when: formatDateTime(data.generated_at, locale) })}
      </Typography.Text>
      <Row gutter={[12, 12]}>
        {stat(t('system.deadLetters'), formatInteger(data.dead_letters), data.dead_letters > 0)}
        {stat(
          t('system.feedLag'),
          data.change_feed.lag_seconds === null
            ? '-'
            : t('system.seconds', { count: data.change_feed.lag_seconds }),
          (data.change_feed.lag_seconds ?? 0) > 300,
        )}
        {stat(t('system.mailQueued'), formatInteger(data.mail.queued))}
        {stat(t('system.mailFailed'), formatInteger(data.mail.failed), data.mail.failed > 0)}
      </Row>
      <Typography.Text type="secondary">
        {t('system.feedLast', {
          // 0: no job changed in the last hour (the feed is pruned)
          seq: data.change_feed.last_seq || '-',
          when: formatDateTime(data.change_feed.last_at, locale),
        })}
        {' · '}
        {t('system.mailOldest', { when: formatDateTime(data.mail.oldest_queued_at, locale) })}
        {' · '}
        {data.change_feed.index_behind === null
          ? t('system.indexNone')
          : t('system.indexBehind', { count: data.change_feed.index_behind })}
      </Typography.Text>
      <Table<QueueCounts>
        rowKey="name"
        size="small"
        dataSource={data.queue}
        pagination={false}
        scroll={{ x: 560 }}
        caption={t('system.queues')}
        columns={[
          { key: 'name', title: t('system.queue'), dataIndex: 'name' },
          { key: 'pending', title: t('system.pending'), dataIndex: 'pending', align: 'end' },
          { key: 'due', title: t('system.due'), dataIndex: 'due', align: 'end' },
          { key: 'running', title: t('system.running'), dataIndex: 'running', align: 'end' },
          { key: 'failed', title: t('system.failed'), dataIndex: 'failed', align: 'end' },
        ]}
      />
    </Flex>
  );
}
