import { useTranslation } from 'react-i18next';
import type { JobTeamInput, TeamMember } from '@jobportal/contracts';
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
        {/* The design system's select, like the collaborators' next to it (not a native one among antd's). */}
        <Select
          value={value.owner_uid ?? undefined}
          allowClear
          placeholder={t('team.job.noOwner')}
          options={workers.map((m) => ({ value: m.uid, label: label(m) }))}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(uid: string | undefined) =>
            onChange({
              owner_uid: uid ?? null,
              collaborator_uids: value.collaborator_uids.filter((other) => other !== uid),
            })
          }
          aria-label={t('team.job.owner')}
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
