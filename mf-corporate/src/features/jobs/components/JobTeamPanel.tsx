import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobTeamInput } from '@jobportal/contracts';
import { Button, notify, Space, Typography } from 'mf_shared_ui/ui';
import { Card } from 'mf_shared_ui/ui-data';
import { useTeamQuery } from '../../../shared/api/teamQueryApi';
import { apiFailure } from '../../../shared/utils/errors';
import { useJobTeamQuery, useSetJobTeamMutation } from '../api/jobTeamApi';
import { JobTeamPicker } from './JobTeamPicker';

/**
 * Who works on a job (issue 43): everyone reads it; owners, admins and the job's owner change it. The API decides
 * (403 TEAM_ROLE_FORBIDDEN); `can_manage` only says whether to offer the picker.
 */
export function JobTeamPanel({ jobId }: { jobId: string }) {
  const { t } = useTranslation('corporate');
  const current = useJobTeamQuery(jobId);
  const members = useTeamQuery(undefined, { skip: !current.data?.can_manage });
  const [save, saving] = useSetJobTeamMutation();
  const [value, setValue] = useState<JobTeamInput | null>(null);

  useEffect(() => {
    if (current.data)
      setValue({
        owner_uid: current.data.owner?.uid ?? null,
        collaborator_uids: current.data.collaborators.map((c) => c.uid),
      });
  }, [current.data]);

  if (!current.data || !value) return null;
  const data = current.data;
  const submit = async () => {
    try {
      await save({ id: jobId, input: value }).unwrap();
      notify({ title: t('team.job.saved'), color: 'success', timeout: 2000 });
    } catch (failure) {
      notify({
        title: t('common.saveFailed'),
        description: apiFailure(failure)?.message ?? undefined,
        color: 'error',
      });
    }
  };
  return (
    <Card size="small" title={t('team.job.title')} data-testid="job-team">
      {data.can_manage && members.data ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <JobTeamPicker members={members.data.members} value={value} onChange={setValue} />
          <Typography.Text type="secondary">{t('team.job.hint')}</Typography.Text>
          <Button onClick={() => void submit()} loading={saving.isLoading} data-testid="job-team-save">
            {t('team.job.save')}
          </Button>
        </Space>
      ) : (
        <Space orientation="vertical" size={4}>
          <Typography.Text>
            {t('team.job.owner')}: {data.owner?.name ?? t('team.job.noOwner')}
          </Typography.Text>
          <Typography.Text>
            {t('team.job.collaborators')}:{' '}
            {data.collaborators.length
              ? data.collaborators.map((c) => c.name).join(', ')
              : t('team.job.noCollaborators')}
          </Typography.Text>
          <Typography.Text type="secondary">{t('team.job.hint')}</Typography.Text>
        </Space>
      )}
    </Card>
  );
}
