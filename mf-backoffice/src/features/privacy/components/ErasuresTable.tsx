import type { ErasureRecord } from '@jobportal/contracts';
import { PagedTable, type Column } from '../../../shared/components/PagedTable';
import { useColumnKit } from '../../../shared/components/tableColumns';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { useListParams } from '../../../shared/hooks/useListParams';
import { usePrivacyErasuresQuery } from '../api/privacyApi';

/** What each erasure removed (counts per kind of record), without whose it was; newest first. */
export function ErasuresTable() {
  const { t } = useBackofficeT();
  const list = useListParams({});
  const result = usePrivacyErasuresQuery({ offset: list.offset, limit: list.limit });
  const column = useColumnKit<ErasureRecord>();
  const columns: Column<ErasureRecord>[] = [
    {
      key: 'role',
      title: t('privacy.role'),
      render: (_, r) => t(`privacy.roles.${r.role}`, { defaultValue: r.role }),
    },
    column.date('requested', t('privacy.requestedAt'), (r) => r.requested_at),
    column.date('erased', t('privacy.erasedAt'), (r) => r.erased_at),
    {
      key: 'counts',
      title: t('privacy.counts'),
      render: (_, r) =>
        Object.entries(r.counts)
          .map(([kind, count]) => `${kind}: ${count}`)
          .join(', ') || '-',
    },
  ];
  return (
    <PagedTable
      result={result}
      paging={list}
      columns={columns}
      rowKey="id"
      emptyText={t('privacy.noErasures')}
      minWidth={640}
    />
  );
}
