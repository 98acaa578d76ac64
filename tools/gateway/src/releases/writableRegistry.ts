import fs from 'node:fs';
import path from 'node:path';

/**
 * Why the gateway cannot change the registry (null: it can). The release service is the only writer of the
 * registry in production: its volume is mounted read-write for the gateway and read-only for nginx, which only
 * serves `remotes/` and `remotes.json`.
 */
export function registryNotWritable(registryDir: string): string | null {
  for (const dir of [
    registryDir,
    ...['remotes', 'unreleased', 'meta'].map((d) => path.join(registryDir, d)),
  ]) {
    if (dir !== registryDir && !fs.existsSync(dir)) continue;
    try {
      fs.accessSync(dir, fs.constants.W_OK);
    } catch {
      return (
        `The release registry at ${dir} is not writable by the gateway: mount the registry volume read-write for ` +
        'the gateway (read-only for nginx), or change releases with the remotes CLI where the registry lives'
      );
    }
  }
  return null;
}
