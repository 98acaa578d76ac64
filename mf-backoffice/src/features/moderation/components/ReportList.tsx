import type { ContentReportView } from '@jobportal/contracts';
import { Button, Flex, Typography } from 'mf_shared_ui/ui';
import { List } from 'mf_shared_ui/ui-data';
import { StatusTag } from '../../../shared/components/StatusTag';
import { useBackofficeT } from '../../../shared/hooks/useLocale';
import { formatDateTime } from '../../../shared/utils/format';

/** Reports of a job or a company, newest first: why, what the reporter wrote, when; an open one can be dismissed. */
export function ReportList(props: { reports: ContentReportView[]; onDismiss: (reportId: string) => void }) {
  const { t, locale } = useBackofficeT();
  return (
    <List
      dataSource={props.reports}
      locale={{ emptyText: t('moderation.noReports') }}
      renderItem={(report) => (
        <List.Item
          actions={
            report.status === 'open'
              ? [
                  <Button key="dismiss" size="small" onClick={() => props.onDismiss(report.id)}>
                    {t('moderation.actions.dismiss')}
                  </Button>,
                ]
              : []
          }
        >
          <Flex vertical gap={2}>
            <Typography.Text strong>
              {t(`moderation.reportReasons.${report.reason}`, { defaultValue: report.reason })}{' '}
              <StatusTag value={report.status} />
            </Typography.Text>
            {report.details && (
              <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {report.details}
              </Typography.Text>
            )}
            <Typography.Text type="secondary">{formatDateTime(report.created_at, locale)}</Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  );
}
