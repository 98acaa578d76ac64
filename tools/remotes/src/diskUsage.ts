import fs from 'node:fs';
import path from 'node:path';

/** What `du` counts: the blocks the files under `dir` take on the disk (links are not followed). */
export function diskUsage(dir: string): number {
  let bytes = 0;
  const walk = (current: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(current, { withFileTypes: true });
    } catch {
      return; // removed meanwhile (a prune)
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      const stat = fs.lstatSync(full, { throwIfNoEntry: false });
      if (stat) bytes += stat.blocks * 512;
    }
  };
  walk(dir);
  return bytes;
}

/** The sizes of the files under `dir` (what a download or a copy of them costs). */
export function apparentSize(dir: string): number {
  let bytes = 0;
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else bytes += fs.statSync(full).size;
    }
  };
  walk(dir);
  return bytes;
}

/** Bytes an unprivileged process may still write on the disk holding `dir` (null: unknown). */
export function freeBytes(dir: string): number | null {
  // a registry not created yet: the disk it will be created on
  let existing = path.resolve(dir);
  while (!fs.existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  try {
    const stat = fs.statfsSync(existing);
    return stat.bavail * stat.bsize;
  } catch {
    return null;
  }
}

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return 'an unknown amount';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
