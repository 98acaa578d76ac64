import { Tag } from 'mf_shared_ui/ui';
import { useBackofficeT } from '../hooks/useLocale';

const COLORS: Record<string, string> = {
  approved: 'green',
  published: 'green',
  active: 'green',
  answered: 'green',
  done: 'green',
  sent: 'green',
  held: 'orange',
  pending: 'orange',
  scheduled: 'blue',
  new: 'blue',
  queued: 'blue',
  draft: 'default',
  closed: 'default',
  removed: 'red',
  rejected: 'red',
  suspended: 'red',
  failed: 'red',
  unpublished: 'default',
  open: 'orange',
  dismissed: 'default',
};

/** A state as a coloured tag with its translated name (`status.<value>`; the raw value when not translated). */
export function StatusTag({ value }: { value: string | null | undefined }) {
  const { t } = useBackofficeT();
  if (!value) return null;
  return <Tag color={COLORS[value] ?? 'default'}>{t(`status.${value}`, { defaultValue: value })}</Tag>;
}
