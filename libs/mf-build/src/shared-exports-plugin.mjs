// Writes mf-shared-exports.json next to remoteEntry.js: the names each cut-down shared module exports. Module
// Federation only compares version numbers, so a remote built against a cut-down module with more exports than the
// shell's would load and then fail at run time (`useMatches is not a function`); the registry compares these lists.
import fs from 'node:fs';
import rspack from '@rspack/core';

export const SHARED_EXPORTS_FILE = 'mf-shared-exports.json';

/** The names of `export { a, b } from '...'` statements, sorted. */
export function exportedNames(source) {
  const names = [];
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.push(name);
    }
  }
  return names.sort();
}

export class SharedExportsPlugin {
  /** @param {Record<string, string>} files share key -> the cut-down module's file */
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedExportsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SharedExportsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const lists = Object.fromEntries(
            Object.entries(this.files).map(([key, file]) => [
              key,
              exportedNames(fs.readFileSync(file, 'utf8')),
            ]),
          );
          compilation.emitAsset(
            SHARED_EXPORTS_FILE,
            new rspack.sources.RawSource(`${JSON.stringify(lists, null, 2)}\n`),
          );
        },
      );
    });
  }
}
