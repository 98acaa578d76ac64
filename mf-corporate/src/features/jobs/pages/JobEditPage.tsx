import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { JobStatus } from '@jobportal/contracts';
import { selectSessionUser, useAppSelector, usePageMeta } from 'mf_shared_ui/platform';
import { Button, notify, Space, Tag, Typography } from 'mf_shared_ui/ui';
import { Popconfirm } from 'mf_shared_ui/ui-overlay';
import { Alert } from 'mf_shared_ui/ui-feedback';
import { EyeOutlined, TeamOutlined } from 'mf_shared_ui/icons';
import { useCorporateJobQuery, useCorporateProfileQuery } from '../../../shared/api/sharedApi';
import { QueryState } from '../../../shared/components/StatusPages';
import { useLookups } from '../../../shared/hooks';
import { apiFailure } from '../../../shared/utils/errors';
import { JOB_STATUS_COLORS } from '../../../shared/utils/labels';
import {
  useTransitionCorporateJobMutation,
  useUpdateCorporateJobMutation,
  type JobAction,
} from '../api/jobsApi';
import { JobForm } from '../components/JobForm';
import { JobTeamPanel } from '../components/JobTeamPanel';
import { useScreeningQuestions } from '../hooks/useScreeningQuestions';
import { ModerationNotice } from '../components/ModerationNotice';
import { ModerationTag } from '../../../shared/components/ModerationTag';
import { draftKey, jobToForm } from '../utils/jobForm';
import { PageTitle } from '../../../shared/components/PageTitle';

const DONE: Record<JobAction, string> = {
  publish: 'job.published',
  close: 'job.closed',
  reopen: 'job.reopened',
};

export default function JobEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('corporate');
  const user = useAppSelector(selectSessionUser);
  const job = useCorporateJobQuery(id, { skip: !id });
  const { lookups, locale } = useLookups();
  const profile = useCorporateProfileQuery();
  const [update] = useUpdateCorporateJobMutation();
  const [transition] = useTransitionCorporateJobMutation();
  const [busy, setBusy] = useState<JobAction | null>(null);
  const screening = useScreeningQuestions(id || null, job.data?.can_edit === false);
  usePageMeta({
    title: job.data ? t('job.editMetaTitle', { title: job.data.title }) : t('job.editTitle'),
    description: t('job.editMetaDescription'),
    noindex: true,
  });

  if (!job.data) return <QueryState isLoading={job.isLoading} error={job.error} refetch={job.refetch} />;
  const status = job.data.status as JobStatus;

  const act = async (action: JobAction) => {
    setBusy(action);
    try {
      await transition({ id, action }).unwrap();
      notify({ title: t(DONE[action]), color: 'success', timeout: 2000 });
    } catch (error) {
      notify({
        title: t('common.saveFailed'),
        description: apiFailure(error)?.message ?? undefined,
        color: 'error',
      });
    } finally {
      setBusy(null);
    }
  };

  // a member who may not edit this job reads it (issue 43): no save, publish, close or reopen
  const editable = job.data.can_edit;
  const actions = !editable
    ? []
    : status === 'draft'
      ? [
          { intent: 'save', label: t('job.saveDraft') },
          { intent: 'publish', label: t('job.publish'), primary: true },
        ]
      : [{ intent: 'save', label: t('job.save'), primary: true }];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 12,
          alignItems: 'center',
        }}
      >
        <Space wrap align="center">
          <PageTitle>{t('job.editTitle')}</PageTitle>
          <Tag color={JOB_STATUS_COLORS[status]} data-testid="job-status">
            {t(`jobStatus.${status}`)}
          </Tag>
          <ModerationTag moderation={job.data.moderation} />
          <Typography.Text type="secondary">{t('job.views', { count: job.data.views })}</Typography.Text>
        </Space>
        <Space wrap>
          {status !== 'draft' && job.data.moderation === 'clear' && (
            <Link to={`/candidate/jobs/${id}`} target="_blank">
              <Button icon={<EyeOutlined />}>{t('job.viewPublic')}</Button>
            </Link>
          )}
          <Link to={`/corporate/application/${id}`}>
            <Button icon={<TeamOutlined />}>
              {t('job.viewApplicants', { count: job.data.applicant_counts.total })}
            </Button>
          </Link>
        </Space>
      </div>
      <ModerationNotice job={job.data} />
      {!editable && (
        <Alert type="info" showIcon title={t('team.job.readOnlyJob')} data-testid="job-read-only" />
      )}
      <JobTeamPanel jobId={id} />
      <JobForm
        key={id}
        initialValues={jobToForm(job.data)}
        storageKey={draftKey(user?.uid, id)}
        lookups={lookups}
        locale={locale}
        company={profile.data?.company}
        actions={actions}
        sections={screening.element}
        onSubmit={async (input, intent) => {
          if (!screening.validate()) throw new Error(t('screening.errors.fix'));
          await update({ id, input }).unwrap();
          await screening.save(id);
          if (intent === 'publish') {
            await transition({ id, action: 'publish' }).unwrap();
            notify({ title: t('job.published'), color: 'success', timeout: 2000 });
          } else {
            notify({ title: t('common.saved'), color: 'success', timeout: 2000 });
          }
        }}
        extra={
          <>
            {editable && status === 'published' && (
              <Popconfirm
                title={t('job.close')}
                onConfirm={() => void act('close')}
                okText={t('common.yes')}
                cancelText={t('common.no')}
              >
                <Button danger loading={busy === 'close'} data-testid="job-action-close">
                  {t('job.close')}
                </Button>
              </Popconfirm>
            )}
            {editable && status === 'closed' && (
              <Button
                loading={busy === 'reopen'}
                onClick={() => void act('reopen')}
                data-testid="job-action-reopen"
              >
                {t('job.reopen')}
              </Button>
            )}
          </>
        }
      />
    </Space>
  );
}
