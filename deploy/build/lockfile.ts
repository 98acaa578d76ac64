import { generatePrunedDeployOutput } from 'nx/src/plugins/js/lock-file/lock-file';
import { createProjectGraphAsync } from 'nx/src/project-graph/project-graph';
import type { PackageJson } from 'nx/src/utils/package-json';

/**
 * The root package-lock.json pruned to a package.json's dependencies and what they need (Nx's own pruning, the
 * one its bundlers use for generatePackageJson), so `npm ci` installs the versions the repository tested.
 */
export async function prunedLockFile(manifest: PackageJson): Promise<string> {
  const graph = await createProjectGraphAsync({ exitOnError: false });
  let lockFile: string | null = null;
  generatePrunedDeployOutput(structuredClone(manifest), graph, '.', {
    packageManager: 'npm',
    emit: (file, content) => {
      if (file.endsWith('package-lock.json')) lockFile = content.toString();
    },
  });
  if (lockFile === null) throw new Error('Nx wrote no package-lock.json for the pruned manifest');
  return lockFile;
}
