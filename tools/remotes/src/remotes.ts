import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The remotes the registry knows: folder name (used in URLs and on the command line) -> container name. */
export const REMOTES = {
  'mf-shared-ui': 'mf_shared_ui',
  'mf-auth': 'mf_auth',
  'mf-public': 'mf_public',
  'mf-candidate': 'mf_candidate',
  'mf-corporate': 'mf_corporate',
} as const;

export type RemoteFolder = keyof typeof REMOTES;
export type ContainerName = (typeof REMOTES)[RemoteFolder];

/** Accepts either spelling: mf-candidate or mf_candidate. */
export function toFolder(name: string): RemoteFolder {
  const folder = name.replace(/_/g, '-') as RemoteFolder;
  if (!(folder in REMOTES)) {
    throw new Error(`Unknown remote "${name}". Known: ${Object.keys(REMOTES).join(', ')}`);
  }
  return folder;
}

export function defaultRegistryDir(): string {
  return process.env.REGISTRY_DIR
    ? path.resolve(process.env.REGISTRY_DIR)
    : path.join(REPO_ROOT, '.registry');
}
