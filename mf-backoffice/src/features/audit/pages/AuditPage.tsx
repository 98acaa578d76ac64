import { PageTitle } from '../../../shared/components/PageTitle';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { useListParams } from '../../../shared/hooks/useListParams';
import { fromBangkokInput } from '../../../shared/utils/format';
import { AuditFiltersBar } from '../components/AuditFiltersBar';
import { AuditTable } from '../components/AuditTable';

/** /backoffice/audit: every staff action, filterable, with what it changed. */
export default function AuditPage() {
  const { t } = useBackofficeT();
  const list = useListParams({ actor: '', action: '', target_kind: '', target_id: '', from: '', to: '' });
  const { from, to, ...rest } = list.filters;
  return (
    <>
      <PageTitle title={t('areas.audit.title')} />
      <AuditFiltersBar values={list.filters} onChange={list.update} />
      <AuditTable filters={{ ...rest, from: fromBangkokInput(from) ?? '', to: fromBangkokInput(to) ?? '' }} />
    </>
  );
}
