import path from 'node:path';
import type { RemoteFolder } from './remotes';

/**
 * Where the registry keeps what. Only `remotes/` and `remotes.json` are served (as /remotes/ and /remotes.json):
 *   remotes.json                     the served version of each remote (the shell reads it at start)
 *   remotes/<remote>/<version>/      versions that have been served (moved here by their first activation)
 *   unreleased/<remote>/<version>/   versions published and never served (refused ones stay here)
 *   meta/<remote>/<version>.json     publish metadata (who, when, commit, what it was built against)
 *   history.jsonl, locks/            the audit trail and the operations' lock files
 * A registry written before this layout has `.published.json` inside each version folder under remotes/: it is
 * read there and moved to meta/ by the next locked operation on that remote.
 */
export const RELEASED_DIR = 'remotes';
export const UNRELEASED_DIR = 'unreleased';
export const META_DIR = 'meta';
export const LEGACY_META_FILE = '.published.json';

/** `<registry>/remotes/<remote>`: served to browsers as /remotes/<remote>/. */
export const releasedDir = (registry: string, remote: RemoteFolder) =>
  path.join(registry, RELEASED_DIR, remote);
export const unreleasedDir = (registry: string, remote: RemoteFolder) =>
  path.join(registry, UNRELEASED_DIR, remote);
export const metaFile = (registry: string, remote: RemoteFolder, version: string) =>
  path.join(registry, META_DIR, remote, `${version}.json`);
export const legacyMetaFile = (registry: string, remote: RemoteFolder, version: string) =>
  path.join(releasedDir(registry, remote), version, LEGACY_META_FILE);
