import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobTeamInput } from '@jobportal/contracts';
import { Typography } from 'mf_shared_ui/ui';
import { Card } from 'mf_shared_ui/ui-data';
import { useTeamQuery } from '../../../shared/api/teamQueryApi';
import { useSetJobTeamMutation } from '../api/jobTeamApi';
import { JobTeamPicker } from '../components/JobTeamPicker';

/**
 * The team of a job being created (issue 43): its author owns it unless another owner or collaborators are picked,
 * which are saved once the job exists. Shown only when the company has somebody else to pick.
 */
export function useNewJobTeam(meUid: string | undefined): {
  element: ReactNode;
  save: (jobId: string) => Promise<void>;
} {
  const { t } = useTranslation('corporate');
  const team = useTeamQuery(undefined, { skip: !meUid });
  const [setJobTeam] = useSetJobTeamMutation();
  const [picked, setPicked] = useState<JobTeamInput | null>(null);
  const value = picked ?? { owner_uid: meUid ?? null, collaborator_uids: [] };
  const others = (team.data?.members ?? []).filter((m) => m.uid !== meUid && m.role !== 'viewer');
  const element =
    meUid && others.length > 0 ? (
      <Card size="small" title={t('team.job.title')} data-testid="job-team">
        <JobTeamPicker members={team.data!.members} value={value} onChange={setPicked} />
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('team.job.hint')}
        </Typography.Paragraph>
      </Card>
    ) : null;
  const save = async (jobId: string) => {
    if (!picked) return;
    await setJobTeam({ id: jobId, input: picked }).unwrap();
  };
  return { element, save };
}
