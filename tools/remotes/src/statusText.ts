import type { ReleaseStatus, RemoteReleaseStatus } from '@jobportal/contracts';
import { formatBytes } from './diskUsage';

/** `remotes status`, in either mode: what each remote serves and since when, its hold, the disk and retention. */
export function formatStatus(status: ReleaseStatus): string[] {
  const lines = status.remotes.map((r) => {
    const by = r.changedBy ? ` (by ${r.changedBy}, ${r.changedAt})` : '';
    const withdrawn = r.versions.filter((v) => v.withdrawn).length;
    return (
      `${r.remote.padEnd(13)} serves ${r.current ?? 'NOTHING'}${by}; ${r.versions.length} versions, ` +
      `${formatBytes(r.bytes)}${withdrawn ? `, ${withdrawn} withdrawn` : ''}`
    );
  });
  const { disk, retention } = status;
  lines.push(
    `disk: the registry takes ${formatBytes(disk.registryBytes)}; ${formatBytes(disk.freeBytes)} free`,
    `retention: every publish keeps the last ${retention.keep} published versions, the served and the held ` +
      `one, and any live in the last ${retention.liveWithinHours} h`,
  );
  for (const r of status.remotes) {
    if (r.held)
      lines.push(`${r.remote}: held at ${r.held.to} by ${r.held.action} (${r.held.who}, ${r.held.when})`);
  }
  return lines;
}

/** `remotes list`, in either mode: * served, and what is not plain about a version. */
export function formatVersions(remotes: Pick<RemoteReleaseStatus, 'remote' | 'versions'>[]): string[] {
  return remotes.flatMap((r) =>
    r.versions.map((v) => {
      const notes = [v.withdrawn ? 'WITHDRAWN' : '', v.released ? '' : 'never served'].filter(Boolean);
      return `${v.current ? '*' : ' '} ${r.remote}@${v.version}  ${v.publishedAt}${notes.length ? `  (${notes.join(', ')})` : ''}`;
    }),
  );
}
