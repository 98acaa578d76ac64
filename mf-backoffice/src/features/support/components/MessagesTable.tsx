import { Link } from 'react-router';
import type { SupportMessageSummary } from '@jobportal/contracts';
import { Flex, Typography } from 'mf_shared_ui/ui';
import { PagedTable, type Column } from '../../../shared/components/PagedTable';
import { useColumnKit } from '../../../shared/components/tableColumns';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import type { ListParams } from '../../../shared/hooks/useListParams';
import { oneOf } from '../../../shared/utils/enums';
import { MESSAGE_STATUSES, useSupportMessagesQuery } from '../api/supportApi';

/** The contact form's messages with the status and text filters of the URL. */
export function MessagesTable(props: { list: ListParams<'status' | 'q'>; linkTo: (id: string) => string }) {
  const { t } = useBackofficeT();
  const { list } = props;
  const result = useSupportMessagesQuery({
    status: oneOf(MESSAGE_STATUSES, list.filters.status, undefined),
    q: list.filters.q || undefined,
    offset: list.offset,
    limit: list.limit,
  });
  const column = useColumnKit<SupportMessageSummary>();
  const columns: Column<SupportMessageSummary>[] = [
    {
      key: 'topic',
      title: t('support.message'),
      render: (_, m) => (
        <Flex vertical gap={2}>
          <Link to={props.linkTo(m.id)}>{t(`support.topics.${m.topic}`, { defaultValue: m.topic })}</Link>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 360 }}>
            {m.excerpt}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'from',
      title: t('support.from'),
      render: (_, m) => (
        <Flex vertical gap={2}>
          <Typography.Text>{m.name}</Typography.Text>
          <Typography.Text type="secondary">{m.email}</Typography.Text>
        </Flex>
      ),
    },
    column.status('status', t('support.status'), (m) => m.status),
    column.count('replies', t('support.replies')),
    column.date('created', t('common.createdAt'), (m) => m.created_at),
  ];
  return (
    <PagedTable
      result={result}
      paging={list}
      columns={columns}
      rowKey="id"
      emptyText={t('support.empty')}
      minWidth={820}
    />
  );
}
