import { createLockFile } from 'nx/src/plugins/js/lock-file/lock-file';
import { createProjectGraphAsync } from 'nx/src/project-graph/project-graph';
import type { PackageJson } from 'nx/src/utils/package-json';

/**
 * The root package-lock.json pruned to a package.json's dependencies and what they need (Nx's own pruning, the
 * one its bundlers use for generatePackageJson), so `npm ci` installs the versions the repository tested.
 */
export async function prunedLockFile(manifest: PackageJson): Promise<string> {
  return createLockFile(manifest, await createProjectGraphAsync({ exitOnError: false }), 'npm');
}
