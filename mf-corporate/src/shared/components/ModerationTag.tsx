import { useTranslation } from 'react-i18next';
import type { ModerationState } from '@jobportal/contracts/bounds';
import { Tag } from 'mf_shared_ui/ui';

const COLORS: Record<Exclude<ModerationState, 'clear'>, string> = { held: 'orange', removed: 'red' };

/** "Under review" (held) or "Removed" next to a job's status; nothing for a job in the clear. */
export function ModerationTag({ moderation }: { moderation: ModerationState | null | undefined }) {
  const { t } = useTranslation('corporate');
  if (moderation !== 'held' && moderation !== 'removed') return null;
  return (
    <Tag
      color={COLORS[moderation]}
      title={t(`moderation.tagHint.${moderation}`)}
      data-testid="job-moderation"
    >
      {t(`moderation.tag.${moderation}`)}
    </Tag>
  );
}
