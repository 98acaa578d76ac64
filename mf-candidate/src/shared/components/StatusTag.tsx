import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@jobportal/contracts';
import { Tag } from 'mf_shared_ui/ui';

const COLORS: Record<ApplicationStatus, string> = {
  applied: 'blue',
  reviewing: 'cyan',
  shortlisted: 'geekblue',
  interview: 'purple',
  offered: 'gold',
  hired: 'green',
  rejected: 'red',
  withdrawn: 'default',
};

export const FINAL_STATUSES: ApplicationStatus[] = ['hired', 'withdrawn', 'rejected'];

export function StatusTag({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('candidate');
  return (
    <Tag color={COLORS[status] ?? 'default'} data-testid="application-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
