import { builtinModules } from 'node:module';
import type { Metafile } from 'esbuild';

/** `fastify`, `@fastify/static/x`, `node:fs`: not a relative or absolute path. */
export function isBareSpecifier(specifier: string): boolean {
  return !specifier.startsWith('.') && !specifier.startsWith('/') && !/^[a-z]+:\/\//.test(specifier);
}

/** The npm package a specifier names: `@scope/name/sub` -> `@scope/name`, `pg/lib` -> `pg`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function isBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || builtinModules.includes(packageName(specifier));
}

/** The npm packages the built files import (Node's built-in modules left out), sorted. */
export function externalPackages(metafile: Metafile): string[] {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs))
    for (const imported of output.imports)
      if (imported.external && !isBuiltin(imported.path)) names.add(packageName(imported.path));
  return [...names].sort();
}
