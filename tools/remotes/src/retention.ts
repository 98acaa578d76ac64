/** Retention: what every publish keeps (and `remotes prune` by default). */
export const RETENTION_KEEP = 5;
export const RECENTLY_LIVE_HOURS = 24;
export const RECENTLY_LIVE_MS = RECENTLY_LIVE_HOURS * 60 * 60 * 1000;

export interface RetentionInput {
  /** published versions, oldest first */
  versions: string[];
  keep: number;
  current: string | null;
  held: string | null;
  /** the newest time each version was live (history.lastLive) */
  lastLive: Map<string, number>;
  now: Date;
}

/**
 * The versions to remove: all but the last `keep` published, the served one, the held one and any live in the
 * last 24 h (an open tab may still load its chunks). A withdrawn version gets no exception: kept only as any other.
 */
export function versionsToRemove({ versions, keep, current, held, lastLive, now }: RetentionInput): string[] {
  const kept = new Set(versions.slice(Math.max(0, versions.length - keep)));
  if (current) kept.add(current);
  if (held) kept.add(held);
  for (const [version, at] of lastLive) if (now.getTime() - at < RECENTLY_LIVE_MS) kept.add(version);
  return versions.filter((v) => !kept.has(v));
}
