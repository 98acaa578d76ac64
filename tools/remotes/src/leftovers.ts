import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from './lock';

export function readDirents(dir: string): fs.Dirent[] {
  try {
    return fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** Staging or pruned folders of a process that died mid-copy or mid-delete (never listed, only disk space). */
function leftoverOwner(name: string): number | null {
  const match = /^\.(?:staging-|pruned-.*-)(\d+)(?:-[0-9a-f]+)?$/.exec(name);
  return match ? Number(match[1]) : null;
}

/** Removes the staging and pruned folders of processes that have exited from these folders. */
export function removeDeadProcessFolders(parents: string[]): void {
  for (const parent of parents) {
    for (const { name } of readDirents(parent)) {
      const pid = leftoverOwner(name);
      if (pid !== null && !isAlive(pid)) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
    }
  }
}
