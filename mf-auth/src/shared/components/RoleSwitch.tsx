import { useTranslation } from 'react-i18next';
import { Segmented } from 'mf_shared_ui/ui-data';
import type { Role } from '../paths';

/** Candidate / corporate switch of the login screens. */
export function RoleSwitch({ role, onSwitch }: { role: Role; onSwitch: (role: Role) => void }) {
  const { t } = useTranslation('auth');
  return (
    <Segmented<Role>
      block
      aria-label={t('switch.label')}
      value={role}
      onChange={(value) => value !== role && onSwitch(value)}
      options={[
        { label: t('switch.candidate'), value: 'candidate' },
        { label: t('switch.corporate'), value: 'corporate' },
      ]}
    />
  );
}
