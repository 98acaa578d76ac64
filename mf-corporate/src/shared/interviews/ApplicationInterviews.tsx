import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, CorporateInterview } from '@jobportal/contracts';
import { Button, Flex, Skeleton, Space } from 'mf_shared_ui/ui';
import { Card } from 'mf_shared_ui/ui-data';
import { Divider, Empty } from 'mf_shared_ui/ui-feedback';
import { CalendarOutlined } from 'mf_shared_ui/icons';
import { useTeamRole } from '../teamRole';
import { useApplicationInterviewsQuery } from './interviewsApi';
import { CancelInterviewDialog } from './CancelInterviewDialog';
import { InterviewDialog } from './InterviewDialog';
import { InterviewItem } from './InterviewItem';

/** Applications an interview can no longer be proposed on (the API refuses too). */
const CLOSED: ApplicationStatus[] = ['withdrawn', 'hired', 'rejected'];

export interface ApplicationInterviewsProps {
  applicationId: string;
  jobId: string;
  status: ApplicationStatus;
}

type Dialog = { kind: 'propose' } | { kind: 'reschedule' | 'cancel'; interview: CorporateInterview } | null;

/**
 * The interviews of one application on its page: every member reads them; members who may interview on the job
 * propose, reschedule and cancel (the API checks the job for recruiters and answers 403 otherwise).
 */
export function ApplicationInterviews({ applicationId, jobId, status }: ApplicationInterviewsProps) {
  const { t } = useTranslation('corporate');
  const { can } = useTeamRole();
  const query = useApplicationInterviewsQuery(applicationId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const mayAct = can('job:interview');
  const close = () => setDialog(null);
  const items = query.data ?? [];
  return (
    <Card
      size="small"
      id="interviews"
      data-testid="application-interviews"
      title={
        <Space>
          <CalendarOutlined />
          {t('interviews.title')}
        </Space>
      }
      extra={
        mayAct && !CLOSED.includes(status) ? (
          <Button type="primary" size="small" onClick={() => setDialog({ kind: 'propose' })}>
            {t('interviews.propose')}
          </Button>
        ) : null
      }
    >
      {query.isLoading && <Skeleton active paragraph={{ rows: 2 }} />}
      {query.isSuccess && items.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('interviews.empty')} />
      )}
      <Flex vertical>
        {items.map((i, n) => (
          <div key={i.id}>
            {n > 0 && <Divider style={{ margin: '12px 0' }} />}
            <InterviewItem
              interview={i}
              onReschedule={mayAct ? () => setDialog({ kind: 'reschedule', interview: i }) : undefined}
              onCancel={mayAct ? () => setDialog({ kind: 'cancel', interview: i }) : undefined}
            />
          </div>
        ))}
      </Flex>
      {(dialog?.kind === 'propose' || dialog?.kind === 'reschedule') && (
        <InterviewDialog
          open
          onClose={close}
          applicationId={applicationId}
          jobId={jobId}
          interview={dialog.kind === 'reschedule' ? dialog.interview : undefined}
        />
      )}
      {dialog?.kind === 'cancel' && (
        <CancelInterviewDialog
          open
          onClose={close}
          interviewId={dialog.interview.id}
          applicationId={applicationId}
        />
      )}
    </Card>
  );
}
