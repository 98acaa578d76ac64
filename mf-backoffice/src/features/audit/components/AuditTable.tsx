import type { StaffAuditEntry } from '@jobportal/contracts';
import { Button, Flex, Typography } from 'mf_shared_ui/ui';
import { Table, type TableProps } from 'mf_shared_ui/ui-data';
import { ErrorState } from '../../../shared/components/States';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { formatDateTime } from '../../../shared/utils/format';
import { useStaffAuditInfiniteQuery, type AuditFilters } from '../api/auditApi';
import { AuditDiff } from './AuditDiff';

/** Staff actions, newest first; a row opens to what changed; "load more" reads older ones. */
export function AuditTable({ filters }: { filters: AuditFilters }) {
  const { t, locale } = useBackofficeT();
  const { data, error, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useStaffAuditInfiniteQuery(filters);
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const rows = data?.pages.flatMap((page) => page.items) ?? [];
  const columns: TableProps<StaffAuditEntry>['columns'] = [
    { key: 'at', title: t('audit.at'), render: (_, e) => formatDateTime(e.at, locale) },
    {
      key: 'actor',
      title: t('audit.actor'),
      render: (_, e) => (
        <Flex vertical gap={2}>
          <Typography.Text>{e.actor_email}</Typography.Text>
          <Typography.Text type="secondary">
            {e.actor_roles.map((r) => t(`roles.${r}`, { defaultValue: r })).join(', ')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'action',
      title: t('audit.action'),
      render: (_, e) => {
        const label = t(`actions.${e.action}`, { defaultValue: e.action });
        return (
          <Flex vertical gap={2} align="start">
            {label !== e.action && <Typography.Text>{label}</Typography.Text>}
            <Typography.Text code>{e.action}</Typography.Text>
          </Flex>
        );
      },
    },
    {
      key: 'target',
      title: t('audit.target'),
      render: (_, e) => `${e.target_kind}${e.target_id ? ` ${e.target_id}` : ''}`,
    },
    { key: 'reason', title: t('audit.reason'), render: (_, e) => e.reason ?? '-' },
  ];
  return (
    <Flex vertical gap={12}>
      <Table<StaffAuditEntry>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={isFetching && !isFetchingNextPage}
        scroll={{ x: 900 }}
        pagination={false}
        locale={{ emptyText: t('audit.empty') }}
        expandable={{ expandedRowRender: (entry) => <AuditDiff before={entry.before} after={entry.after} /> }}
      />
      {hasNextPage && (
        <Flex justify="center">
          <Button loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t('common.loadMore')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
