import type { PrivacyRequestItem } from '@jobportal/contracts';
import { Button, notify, Typography } from 'mf_shared_ui/ui';
import { DownloadOutlined } from 'mf_shared_ui/icons';
import { callError } from '../../../shared/api/staffApi';
import { fetchStaffFile, saveBlob } from '../../../shared/api/staffFile';
import { FilterBar, SelectField } from '../../../shared/components/Fields';
import { PagedTable, type Column } from '../../../shared/components/PagedTable';
import { useColumnKit } from '../../../shared/components/tableColumns';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { useListParams } from '../../../shared/hooks/useListParams';
import { oneOf } from '../../../shared/utils/enums';
import { exportPath, REQUEST_KINDS, REQUEST_STATUSES, usePrivacyRequestsQuery } from '../api/privacyApi';

/** Export and erasure requests (the subject's own and the operators'), with the export's archive. */
export function RequestsTable() {
  const { t } = useBackofficeT();
  const list = useListParams({ kind: '', status: '' });
  const result = usePrivacyRequestsQuery({
    kind: oneOf(REQUEST_KINDS, list.filters.kind, undefined),
    status: oneOf(REQUEST_STATUSES, list.filters.status, undefined),
    offset: list.offset,
    limit: list.limit,
  });
  const download = async (request: PrivacyRequestItem) => {
    try {
      saveBlob(
        await fetchStaffFile(exportPath(request.id)),
        `export-${request.subject_role}-${request.id}.zip`,
      );
    } catch (e) {
      notify({
        color: 'error',
        title: t('privacy.downloadFailed'),
        description: callError(e).message ?? undefined,
      });
    }
  };
  const column = useColumnKit<PrivacyRequestItem>();
  const columns: Column<PrivacyRequestItem>[] = [
    { key: 'kind', title: t('privacy.kind'), render: (_, r) => t(`privacy.kinds.${r.kind}`) },
    {
      key: 'subject',
      title: t('privacy.subject'),
      render: (_, r) => (
        <>
          <Typography.Text>{r.subject_email ?? r.subject_uid}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{t(`privacy.roles.${r.subject_role}`)}</Typography.Text>
        </>
      ),
    },
    { key: 'source', title: t('privacy.source'), render: (_, r) => t(`privacy.sources.${r.source}`) },
    column.status('status', t('privacy.status'), (r) => r.status),
    column.date('created', t('common.createdAt'), (r) => r.created_at),
    column.date('due', t('privacy.dueAt'), (r) => r.due_at),
    { key: 'reason', title: t('privacy.reason'), render: (_, r) => r.reason ?? '-' },
    {
      key: 'file',
      title: t('privacy.archive'),
      // the API hands out the archive of an export the desk started, while it is ready
      render: (_, r) =>
        r.source === 'operator' && r.kind === 'export' && r.status === 'ready' ? (
          <Button size="small" icon={<DownloadOutlined />} onClick={() => void download(r)}>
            {t('common.download')}
          </Button>
        ) : (
          '-'
        ),
    },
  ];
  return (
    <>
      <FilterBar>
        <SelectField
          label={t('privacy.kind')}
          value={list.filters.kind}
          placeholder={t('common.all')}
          options={REQUEST_KINDS.map((value) => ({ value, label: t(`privacy.kinds.${value}`) }))}
          onChange={(kind) => list.update({ kind })}
        />
        <SelectField
          label={t('privacy.status')}
          value={list.filters.status}
          placeholder={t('common.all')}
          options={REQUEST_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          onChange={(status) => list.update({ status })}
        />
      </FilterBar>
      <PagedTable
        result={result}
        paging={list}
        columns={columns}
        rowKey="id"
        emptyText={t('privacy.empty')}
        minWidth={1000}
      />
    </>
  );
}
