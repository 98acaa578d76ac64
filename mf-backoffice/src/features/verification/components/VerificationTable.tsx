import { Link } from 'react-router';
import type { VerificationRequest } from '@jobportal/contracts';
import {
  PagedTable,
  type Column,
  type PagedResult,
  type PageState,
} from '../../../shared/components/PagedTable';
import { useColumnKit } from '../../../shared/components/tableColumns';
import { useBackofficeT } from '../../../shared/hooks/useLocale';

/** Verification requests of one status (the page reads them: its drawer shows a row of this page). */
export function VerificationTable(props: {
  result: PagedResult<VerificationRequest>;
  paging: PageState;
  linkTo: (id: string) => string;
}) {
  const { t } = useBackofficeT();
  const column = useColumnKit<VerificationRequest>();
  const columns: Column<VerificationRequest>[] = [
    {
      key: 'company',
      title: t('verification.company'),
      render: (_, item) => <Link to={props.linkTo(item.id)}>{item.company_name}</Link>,
    },
    column.status('status', t('verification.status'), (item) => item.status),
    {
      key: 'file',
      title: t('verification.file'),
      render: (_, item) => item.file?.name ?? t('verification.fileErased'),
    },
    column.date('submitted', t('verification.submittedAt'), (item) => item.submitted_at),
    column.date('reviewed', t('verification.reviewedAt'), (item) => item.reviewed_at),
  ];
  return (
    <PagedTable
      result={props.result}
      paging={props.paging}
      columns={columns}
      rowKey="id"
      emptyText={t('verification.empty')}
      minWidth={720}
    />
  );
}
