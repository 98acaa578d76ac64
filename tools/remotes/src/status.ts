import type { ReleaseStatus } from '@jobportal/contracts';
import { holdOf, lastServedChange } from './history';
import { diskUsage, freeBytes } from './diskUsage';
import { RECENTLY_LIVE_HOURS, RETENTION_KEEP } from './retention';
import { REMOTE_FOLDERS } from './remotes';
import type { HistoryEntry } from './history';
import type { RemoteFolder } from './remotes';
import type { VersionInfo } from './registryTypes';

/** What the status reads of a registry (the Registry class has it; named here so that status needs no import of it). */
export interface RegistryReader {
  readonly dir: string;
  history(remote: RemoteFolder): HistoryEntry[];
  current(remote: RemoteFolder): string | null;
  versions(remote: RemoteFolder): VersionInfo[];
}

/** GET /api/releases: each remote's served version, who served it, its hold and versions; the disk; retention. */
export function registryStatus(registry: RegistryReader): ReleaseStatus {
  return {
    remotes: REMOTE_FOLDERS.map((remote) => {
      const history = registry.history(remote);
      const current = registry.current(remote);
      const change = lastServedChange(history, current);
      const hold = holdOf(history);
      const versions = registry.versions(remote).map((v) => ({
        version: v.version,
        publishedAt: v.publishedAt,
        publishedBy: v.publishedBy,
        commit: v.commit,
        current: v.current,
        released: v.released,
        withdrawn: v.withdrawn,
        bytes: v.bytes,
      }));
      return {
        remote,
        current,
        changedBy: change?.who ?? null,
        changedAt: change?.when ?? null,
        held: hold ? { action: hold.action, to: hold.to ?? null, who: hold.who, when: hold.when } : null,
        versions,
        bytes: versions.reduce((sum, v) => sum + v.bytes, 0),
      };
    }),
    disk: { registryBytes: diskUsage(registry.dir), freeBytes: freeBytes(registry.dir) },
    retention: { keep: RETENTION_KEEP, liveWithinHours: RECENTLY_LIVE_HOURS },
  };
}
