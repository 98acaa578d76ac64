import type { ReleaseEvent } from '@jobportal/contracts';
import { Button, Flex, Tag, Typography } from 'mf_shared_ui/ui';
import { Table, type TableProps } from 'mf_shared_ui/ui-data';
import { FilterBar, SelectField } from '../../../shared/components/Fields';
import { ErrorState } from '../../../shared/components/States';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { formatDateTime } from '../../../shared/utils/format';
import { RELEASE_REMOTES, useReleaseEventsInfiniteQuery, type ReleaseEventFilters } from '../api/releasesApi';

/** The append-only release history, newest first: filtered by remote, "older" reads the next page. */
export function ReleaseHistory(props: { filters: ReleaseEventFilters; onRemote: (remote: string) => void }) {
  const { t, locale } = useBackofficeT();
  const { data, error, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useReleaseEventsInfiniteQuery(props.filters);
  const rows = data?.pages.flatMap((page) => page.items) ?? [];
  const none = t('releases.none');
  const columns: TableProps<ReleaseEvent>['columns'] = [
    { key: 'at', title: t('releases.history.at'), render: (_, e) => formatDateTime(e.at, locale) },
    {
      key: 'actor',
      title: t('releases.history.actor'),
      render: (_, e) => <span style={{ overflowWrap: 'anywhere' }}>{e.actor_email}</span>,
    },
    {
      key: 'action',
      title: t('releases.history.action'),
      render: (_, e) => t(`releases.actions.${e.action}`, { defaultValue: e.action }),
    },
    { key: 'remote', title: t('releases.history.remote'), dataIndex: 'remote' },
    {
      key: 'change',
      title: t('releases.history.change'),
      render: (_, e) => (
        <Flex vertical gap={2}>
          {(e.from !== null || e.to !== null) && (
            <span>{t('releases.history.fromTo', { from: e.from ?? none, to: e.to ?? none })}</span>
          )}
          {e.removed && e.removed.length > 0 && (
            <Typography.Text type="secondary">
              {t('releases.history.removed', { versions: e.removed.join(', ') })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'reason',
      title: t('releases.history.reason'),
      render: (_, e) => <span style={{ overflowWrap: 'anywhere' }}>{e.reason ?? '-'}</span>,
    },
    {
      key: 'forced',
      title: t('releases.history.forced'),
      render: (_, e) =>
        e.forced ? (
          <Flex vertical gap={2} align="start">
            <Tag color="red">{t('releases.history.forcedYes')}</Tag>
            <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
              {e.forced}
            </Typography.Text>
          </Flex>
        ) : (
          '-'
        ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <FilterBar>
        <SelectField
          label={t('releases.history.remote')}
          value={props.filters.remote}
          placeholder={t('common.all')}
          options={RELEASE_REMOTES.map((remote) => ({ value: remote, label: remote }))}
          onChange={props.onRemote}
        />
      </FilterBar>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <Table<ReleaseEvent>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={rows}
            loading={isFetching && !isFetchingNextPage}
            scroll={{ x: 960 }}
            pagination={false}
            caption={t('releases.history.title')}
            locale={{ emptyText: t('releases.history.empty') }}
          />
          {hasNextPage && (
            <Flex justify="center">
              <Button loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {t('releases.history.older')}
              </Button>
            </Flex>
          )}
        </>
      )}
    </Flex>
  );
}
