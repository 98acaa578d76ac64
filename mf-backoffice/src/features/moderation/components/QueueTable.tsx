import { Link } from 'react-router';
import type { ModerationQueueItem } from '@jobportal/contracts';
import { Flex, Tag, Typography } from 'mf_shared_ui/ui';
import { PagedTable, type Column } from '../../../shared/components/PagedTable';
import { StatusTag } from '../../../shared/components/StatusTag';
import { useColumnKit } from '../../../shared/components/tableColumns';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import type { ListParams } from '../../../shared/hooks/useListParams';
import { useModerationQueueQuery } from '../api/moderationApi';
import { asFlag, asQueueState } from '../utils/moderation';

/** The jobs waiting for staff (or the state the filter asks for), oldest waiting first. */
export function QueueTable(props: {
  list: ListParams<'state' | 'q' | 'flag'>;
  linkTo: (jobId: string) => string;
}) {
  const { t } = useBackofficeT();
  const { list } = props;
  const result = useModerationQueueQuery({
    state: asQueueState(list.filters.state),
    q: list.filters.q || undefined,
    flag: asFlag(list.filters.flag),
    offset: list.offset,
    limit: list.limit,
  });
  const column = useColumnKit<ModerationQueueItem>();
  const columns: Column<ModerationQueueItem>[] = [
    {
      key: 'title',
      title: t('moderation.job'),
      render: (_, item) => <Link to={props.linkTo(item.job_id)}>{item.title}</Link>,
    },
    {
      key: 'company',
      title: t('moderation.company'),
      render: (_, item) => (
        <Flex vertical gap={2}>
          <Typography.Text>{item.company_name}</Typography.Text>
          {item.company_status !== 'active' && <StatusTag value={item.company_status} />}
        </Flex>
      ),
    },
    {
      key: 'moderation',
      title: t('moderation.moderation'),
      render: (_, item) => (
        <Flex gap={4} wrap>
          <StatusTag value={item.moderation} />
          {item.moderation_flags.map((flag) => (
            <Tag key={flag}>{t(`moderation.flags.${flag}`, { defaultValue: flag })}</Tag>
          ))}
        </Flex>
      ),
    },
    column.count('open_reports', t('moderation.openReports')),
    column.status('status', t('moderation.jobStatus'), (item) => item.status),
    column.date('updated', t('common.updatedAt'), (item) => item.updated_at),
  ];
  return (
    <PagedTable
      result={result}
      paging={list}
      columns={columns}
      rowKey="job_id"
      emptyText={t('moderation.empty')}
      minWidth={880}
    />
  );
}
