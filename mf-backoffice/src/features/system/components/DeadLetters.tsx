import { useState } from 'react';
import type { DeadLetterItem } from '@jobportal/contracts';
import { Button, Flex, Typography } from 'mf_shared_ui/ui';
import { FilterBar, SearchField } from '../../../shared/components/Fields';
import { PagedTable, type Column } from '../../../shared/components/PagedTable';
import { ReasonModal } from '../../../shared/components/ReasonModal';
import { useColumnKit } from '../../../shared/components/tableColumns';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { useListParams } from '../../../shared/hooks/useListParams';
import { useStaffAction } from '../../../shared/hooks/useStaffAction';
import {
  useDeadLettersQuery,
  useDiscardDeadLetterMutation,
  useRetryDeadLetterMutation,
} from '../api/systemApi';

/** Jobs that failed for good: run again, or discard with a reason. */
export function DeadLetters() {
  const { t } = useBackofficeT();
  const list = useListParams({ name: '' });
  const result = useDeadLettersQuery({
    name: list.filters.name || undefined,
    offset: list.offset,
    limit: list.limit,
  });
  const [retry] = useRetryDeadLetterMutation();
  const [discard] = useDiscardDeadLetterMutation();
  const act = useStaffAction();
  const [discarding, setDiscarding] = useState<DeadLetterItem | null>(null);
  const column = useColumnKit<DeadLetterItem>();
  const columns: Column<DeadLetterItem>[] = [
    { key: 'name', title: t('system.queue'), dataIndex: 'name' },
    {
      key: 'error',
      title: t('system.error'),
      render: (_, d) => (
        <Typography.Text ellipsis={{ tooltip: d.last_error }} style={{ maxWidth: 320 }}>
          {d.last_error ?? '-'}
        </Typography.Text>
      ),
    },
    column.count('attempts', t('system.attempts')),
    column.date('failed', t('system.failedAt'), (d) => d.failed_at),
    {
      key: 'actions',
      title: t('system.actions'),
      render: (_, d) => (
        <Flex gap={4} wrap>
          <Button
            size="small"
            onClick={() => void act(() => retry(d.id).unwrap(), t('system.retried')).catch(() => undefined)}
          >
            {t('system.retry')}
          </Button>
          <Button size="small" danger onClick={() => setDiscarding(d)}>
            {t('system.discard')}
          </Button>
        </Flex>
      ),
    },
  ];
  return (
    <>
      <FilterBar>
        <SearchField
          label={t('system.queueName')}
          value={list.filters.name}
          buttonLabel={t('common.search')}
          onSearch={(name) => list.update({ name })}
        />
      </FilterBar>
      <PagedTable
        result={result}
        paging={list}
        columns={columns}
        rowKey="id"
        emptyText={t('system.noDeadLetters')}
        minWidth={820}
      />
      <ReasonModal
        open={discarding !== null}
        title={t('system.discard')}
        description={t('system.discardConfirm', { name: discarding?.name ?? '' })}
        confirmLabel={t('system.discard')}
        danger
        onSubmit={(reason) =>
          discarding
            ? act(() => discard({ id: discarding.id, reason }).unwrap(), t('system.discarded'))
            : Promise.resolve()
        }
        onClose={() => setDiscarding(null)}
      />
    </>
  );
}
