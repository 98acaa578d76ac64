import { useTranslation } from 'react-i18next';
import type { JobTeamInput, TeamMember } from '@jobportal/contracts';
import { NativeSelect } from 'mf_shared_ui/ui';
import { Select } from 'mf_shared_ui/ui-form';

/**
 * The owner and the collaborators of a job, picked among the members who work on jobs (viewers read every job
 * already and are not offered).
 */
export function JobTeamPicker({
  members,
  value,
  onChange,
}: {
  members: TeamMember[];
  value: JobTeamInput;
  onChange: (next: JobTeamInput) => void;
}) {
  const { t } = useTranslation('corporate');
  const workers = members.filter((m) => m.role !== 'viewer');
  const label = (m: TeamMember) => `${m.name} (${t(`team.roles.${m.role}`)})`;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }} data-testid="job-team-picker">
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4, flex: '0 1 260px' }}>
        <span>{t('team.job.owner')}</span>
        <NativeSelect
          value={value.owner_uid ?? ''}
          placeholder={t('team.job.noOwner')}
          options={workers.map((m) => ({ value: m.uid, label: label(m) }))}
          onChange={(e) =>
            onChange({
              owner_uid: e.target.value || null,
              collaborator_uids: value.collaborator_uids.filter((uid) => uid !== e.target.value),
            })
          }
          data-testid="job-team-owner"
        />
      </label>
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4, flex: '1 1 300px' }}>
        <span>{t('team.job.collaborators')}</span>
        <Select
          mode="multiple"
          value={value.collaborator_uids}
          placeholder={t('team.job.noCollaborators')}
          options={workers
            .filter((m) => m.uid !== value.owner_uid)
            .map((m) => ({ value: m.uid, label: label(m) }))}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(uids: string[]) => onChange({ ...value, collaborator_uids: uids })}
          data-testid="job-team-collaborators"
        />
      </label>
    </div>
  );
}
