import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@jobportal/contracts';
import { APPLICATION_STATUSES } from '@jobportal/contracts/bounds';
import { pickLocalized } from 'mf_shared_ui/platform';
import { timeAgo } from 'mf_shared_ui/format';
import { Button, Flex, Skeleton, Typography, notify } from 'mf_shared_ui/ui';
import { Select } from 'mf_shared_ui/ui-form';
import { Popconfirm } from 'mf_shared_ui/ui-overlay';
import { Card, Pagination, Timeline } from 'mf_shared_ui/ui-data';
import { Empty } from 'mf_shared_ui/ui-feedback';
import { useCandidateWithdrawMutation } from '../../../shared/api/applicationsApi';
import { FINAL_STATUSES, StatusTag } from '../../../shared/components/StatusTag';
import { useLocale } from '../../../shared/hooks/useLocale';
import { ThreadLink } from '../../../shared/messages/ThreadLink';
import { ApplicationInterviews } from '../../../shared/interviews/ApplicationInterviews';
import { apiErrorBody } from '../../../shared/utils/apiError';
import { ACTIVITY_PAGE_SIZE, useCandidateApplicationsQuery } from '../api/activitiesApi';

/** My applications, newest first, each with its status history as a timeline. */
export function ApplicationsList() {
  const { t } = useTranslation('candidate');
  const locale = useLocale();
  const [status, setStatus] = useState<ApplicationStatus | undefined>();
  const [offset, setOffset] = useState(0);
  const { data, isLoading, isFetching } = useCandidateApplicationsQuery(
    { status, offset },
    { refetchOnMountOrArgChange: 30 },
  );
  const [withdraw] = useCandidateWithdrawMutation();

  return (
    <div data-testid="applications-list">
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Select
          allowClear
          aria-label={t('activities.filterStatus')}
          placeholder={t('activities.allStatuses')}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setOffset(0);
          }}
          options={APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          style={{ minWidth: 200 }}
        />
      </Flex>
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {data && data.items.length === 0 && (
        <Empty description={t('activities.noApplications')}>
          <Link to="/candidate/jobs">{t('overview.findJobs')}</Link>
        </Empty>
      )}
      <Flex vertical gap={12} style={{ opacity: isFetching ? 0.6 : 1 }}>
        {data?.items.map((a) => (
          <Card key={a.id} size="small" data-testid="application-item" data-job-id={a.job.id}>
            <Flex justify="space-between" wrap gap={8} align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
                  <Link to={`/candidate/jobs/${a.job.id}`}>{a.job.title}</Link>
                </Typography.Title>
                <Typography.Text type="secondary">
                  {pickLocalized(a.job.company, 'name', locale)} ·{' '}
                  {t('apply.appliedAt', { when: timeAgo(a.applied_at, locale) })}
                </Typography.Text>
              </div>
              <Flex vertical align="flex-end" gap={4}>
                <StatusTag status={a.status} />
                <ThreadLink applicationId={a.id} />
              </Flex>
            </Flex>
            {a.cover_letter && (
              <Typography.Paragraph
                type="secondary"
                ellipsis={{ rows: 2, expandable: true, symbol: t('common.more') }}
                style={{ marginTop: 8 }}
              >
                {a.cover_letter}
              </Typography.Paragraph>
            )}
            <ApplicationInterviews applicationId={a.id} />
            <Timeline
              style={{ marginTop: 16 }}
              items={[...a.history].reverse().map((h) => ({
                color: h.status === 'rejected' ? 'red' : h.status === 'hired' ? 'green' : 'blue',
                children: (
                  <span>
                    {t(`status.${h.status}`)}{' '}
                    <Typography.Text type="secondary">· {timeAgo(h.at, locale)}</Typography.Text>
                  </span>
                ),
              }))}
            />
            {!FINAL_STATUSES.includes(a.status) && (
              <Popconfirm
                title={t('apply.withdrawConfirmTitle')}
                description={t('apply.withdrawConfirm')}
                okText={t('apply.withdraw')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={async () => {
                  try {
                    await withdraw({ applicationId: a.id, jobId: a.job.id }).unwrap();
                    notify({ color: 'success', title: t('apply.withdrawn'), timeout: 2000 });
                  } catch (error) {
                    notify({ color: 'error', title: apiErrorBody(error)?.message ?? t('common.saveError') });
                  }
                }}
              >
                <Button danger size="small">
                  {t('apply.withdraw')}
                </Button>
              </Popconfirm>
            )}
          </Card>
        ))}
      </Flex>
      {data && data.total > ACTIVITY_PAGE_SIZE && (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Pagination
            current={offset / ACTIVITY_PAGE_SIZE + 1}
            pageSize={ACTIVITY_PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            onChange={(p) => setOffset((p - 1) * ACTIVITY_PAGE_SIZE)}
          />
        </Flex>
      )}
    </div>
  );
}
