import fs from 'node:fs';
import path from 'node:path';
import type { RegistryFile, RemoteRelease } from '@jobportal/platform-contract';
import { writeFileAtomic } from './atomicWrite';
import { withdrawals, type HistoryEntry } from './history';
import { withLock } from './lock';
import { REMOTES, type RemoteFolder } from './remotes';

/** remotes.json as it is (an empty registry when there is none or it cannot be read). */
export function readServedFile(file: string): RegistryFile {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as RegistryFile;
  } catch {
    return { remotes: {}, updatedAt: new Date(0).toISOString() };
  }
}

export interface ServedWrite {
  file: RegistryFile;
  /** the remote's entry before the write */
  previous: RemoteRelease | undefined;
}

/** Replaces ONE remote's entry of remotes.json (the whole file, atomically); undefined removes it. */
export function writeServedEntry(
  registryDir: string,
  file: string,
  remote: RemoteFolder,
  next: (previous: RemoteRelease | undefined) => RemoteRelease | undefined,
): ServedWrite {
  // Two operators changing different remotes at once must not lose each other's update.
  return withLock(path.join(registryDir, 'locks', 'remotes.json.lock'), 'write remotes.json', () => {
    const served = readServedFile(file);
    const previous = served.remotes[REMOTES[remote]];
    const release = next(previous);
    if (release) served.remotes[REMOTES[remote]] = release;
    else delete served.remotes[REMOTES[remote]];
    served.updatedAt = new Date().toISOString();
    writeFileAtomic(file, `${JSON.stringify(served, null, 2)}\n`);
    return { file: served, previous };
  });
}

/** The withdrawn versions remotes.json lists for a remote (open tabs leave them): never the served one. */
export function withdrawnList(
  history: HistoryEntry[],
  adding: string | undefined,
  served: string,
): { withdrawn?: string[] } {
  const listed = new Set([...withdrawals(history).keys(), ...(adding ? [adding] : [])]);
  listed.delete(served);
  return listed.size ? { withdrawn: [...listed] } : {};
}
