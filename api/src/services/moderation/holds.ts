import type { ModerationState } from '@jobportal/contracts';
import type { ScreenFlag } from './rules';

/** The moderation columns of a job as a write sets them. */
export interface ModerationColumns {
  moderation: ModerationState;
  moderationFlags: string[];
  moderationReason: string | null;
  moderatedAt: Date | null;
}

/** A new posting: held with its flags, or clear. */
export function moderationOnCreate(flags: ScreenFlag[], now = new Date()): ModerationColumns {
  return flags.length > 0
    ? { moderation: 'held', moderationFlags: flags, moderationReason: null, moderatedAt: now }
    : { moderation: 'clear', moderationFlags: [], moderationReason: null, moderatedAt: null };
}

/**
 * An edit, re-screened (docs/DECISIONS.md "Moderation: holds on edit"), or null when the moderation stays as it is:
 * - removed (taken down by staff): stays removed, whatever the edit;
 * - held: stays held (a reworded scam does not release itself; staff review every hold); an edit with flags adds
 *   them to the earlier ones, which stay for the reviewer;
 * - clear and never reviewed: held when the edit has flags;
 * - clear after a staff approval (moderation_reason set): held only for flags the approval did not see.
 */
export function moderationOnEdit(
  current: ModerationColumns,
  flags: ScreenFlag[],
  now = new Date(),
): ModerationColumns | null {
  if (current.moderation === 'removed') return null;
  if (current.moderation === 'held') {
    if (flags.length === 0) return null;
    return { ...current, moderationFlags: [...new Set([...flags, ...current.moderationFlags])] };
  }
  const approved = current.moderationReason !== null;
  const fresh = approved ? flags.filter((f) => !current.moderationFlags.includes(f)) : flags;
  if (fresh.length === 0) return null;
  return { moderation: 'held', moderationFlags: fresh, moderationReason: null, moderatedAt: now };
}
