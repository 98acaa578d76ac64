import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir` as a path relative to it, depth first in name order (the order the content hash reads
 * them in); `skip` names relative paths, files or folders, left out.
 */
export function filesUnder(dir: string, skip: ReadonlySet<string> = new Set()): string[] {
  const files: string[] = [];
  const walk = (current: string) => {
    for (const name of fs.readdirSync(current).sort()) {
      const full = path.join(current, name);
      const rel = path.relative(dir, full);
      if (skip.has(rel)) continue;
      if (fs.statSync(full).isDirectory()) walk(full);
      else files.push(rel);
    }
  };
  walk(dir);
  return files;
}
