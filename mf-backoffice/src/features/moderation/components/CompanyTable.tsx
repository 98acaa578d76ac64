import { Link } from 'react-router';
import type { ModerationCompanyItem } from '@jobportal/contracts';
import { Flex, Tag, Typography } from 'mf_shared_ui/ui';
import { PagedTable, type Column } from '../../../shared/components/PagedTable';
import { StatusTag } from '../../../shared/components/StatusTag';
import { useColumnKit } from '../../../shared/components/tableColumns';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import type { ListParams } from '../../../shared/hooks/useListParams';
import { useModerationCompaniesQuery } from '../api/moderationApi';
import { asCompanyState } from '../utils/moderation';

/** Companies with open reports (oldest waiting first), suspended ones, or all ever reported or suspended. */
export function CompanyTable(props: {
  list: ListParams<'state' | 'q'>;
  linkTo: (companyId: string) => string;
}) {
  const { t } = useBackofficeT();
  const { list } = props;
  const result = useModerationCompaniesQuery({
    state: asCompanyState(list.filters.state),
    q: list.filters.q || undefined,
    offset: list.offset,
    limit: list.limit,
  });
  const column = useColumnKit<ModerationCompanyItem>();
  const columns: Column<ModerationCompanyItem>[] = [
    {
      key: 'company',
      title: t('moderation.company'),
      render: (_, item) => (
        <Flex vertical gap={2} align="start">
          <Link to={props.linkTo(item.company_id)}>{item.company_name}</Link>
          {item.verified && <Tag color="green">{t('moderation.companies.verified')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('moderation.companies.status'),
      render: (_, item) => (
        <Flex vertical gap={2} align="start">
          <StatusTag value={item.company_status} />
          {item.status_reason && (
            <Typography.Text
              type="secondary"
              ellipsis={{ tooltip: item.status_reason }}
              style={{ maxWidth: 240 }}
            >
              {item.status_reason}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    column.count('open_reports', t('moderation.openReports')),
    column.count('open_jobs', t('moderation.companies.openJobs')),
    column.date('last_report', t('moderation.companies.lastReportAt'), (item) => item.last_report_at),
  ];
  return (
    <PagedTable
      result={result}
      paging={list}
      columns={columns}
      rowKey="company_id"
      emptyText={t('moderation.companies.empty')}
      minWidth={760}
    />
  );
}
