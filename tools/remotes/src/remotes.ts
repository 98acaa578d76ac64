import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, type RemoteFolder } from '@jobportal/platform-contract';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The remotes the registry knows: folder name (used in URLs and on the command line) -> container name. */
export { REMOTES, REMOTE_FOLDERS, type ContainerName, type RemoteFolder } from '@jobportal/platform-contract';

/** Accepts either spelling: mf-candidate or mf_candidate. */
export function toFolder(name: string): RemoteFolder {
  const folder = name.replace(/_/g, '-') as RemoteFolder;
  if (!(folder in REMOTES)) {
    throw new Error(`Unknown remote "${name}". Known: ${Object.keys(REMOTES).join(', ')}`);
  }
  return folder;
}

export function defaultRegistryDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.REGISTRY_DIR ? path.resolve(env.REGISTRY_DIR) : path.join(REPO_ROOT, '.registry');
}
