import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, type ContainerName } from '@jobportal/platform-contract';
import { ROOT, type WorkspaceGraph } from './nx';

const SOURCE = /\.(tsx?|mts|cts|mjs|cjs|js)$/;
// import ... from 'x', export ... from 'x', import('x'), import 'x', require('x'), require.resolve('x')
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire(?:\.resolve)?\s*\(\s*)['"]([^'"\n]+)['"]/g;
const CONTAINER_FOLDER = Object.fromEntries(
  Object.entries(REMOTES).map(([folder, name]) => [name, folder]),
) as Record<ContainerName, string>;

/** The workspace's source files as git sees them (tracked or new, never ignored), relative to the root. */
function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => SOURCE.test(file) && fs.existsSync(path.join(ROOT, file)));
}

/**
 * For each project, the other projects its own files import: by package name, by Module Federation name
 * (`mf_shared_ui/ui`, resolved to source by tsconfig paths and Jest's moduleNameMapper) or by a relative path
 * that leaves the project.
 */
export function importedProjects(graph: WorkspaceGraph): Record<string, Set<string>> {
  const projects = Object.values(graph.nodes).sort((a, b) => b.data.root.length - a.data.root.length);
  const ownerOf = (file: string) =>
    projects.find((p) => file === p.data.root || file.startsWith(`${p.data.root}/`))?.name;
  const byPackage = new Map<string, string>();
  for (const p of projects) {
    const manifest = path.join(ROOT, p.data.root, 'package.json');
    byPackage.set((JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name: string }).name, p.name);
  }
  const targetOf = (from: string, specifier: string): string | undefined => {
    if (specifier.startsWith('.'))
      return ownerOf(path.relative(ROOT, path.resolve(path.dirname(from), specifier)));
    const container = specifier.split('/')[0] as ContainerName;
    if (CONTAINER_FOLDER[container]) return ownerOf(CONTAINER_FOLDER[container]);
    const name = specifier.startsWith('@')
      ? specifier.split('/').slice(0, 2).join('/')
      : specifier.split('/')[0];
    return byPackage.get(name);
  };

  const result: Record<string, Set<string>> = Object.fromEntries(
    projects.map((p) => [p.name, new Set<string>()]),
  );
  for (const file of sourceFiles()) {
    const project = ownerOf(file);
    if (!project) continue;
    for (const [, specifier] of fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(SPECIFIER)) {
      const target = targetOf(path.join(ROOT, file), specifier);
      if (target && target !== project) result[project].add(target);
    }
  }
  return result;
}
