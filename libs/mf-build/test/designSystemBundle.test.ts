import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

// The design system (antd and the packages under it) must not bring a second copy of anything the shell already
// has, nor keep code it never runs: both went unnoticed after the antd 6 upgrade and cost ~60 KB gzip on every
// first load (a whole React DOM client through `@rc-component/util`'s index).
const root = path.resolve(__dirname, '../../..');
const modules = path.join(root, 'node_modules');

/** SHARED_SINGLETONS and SIDE_EFFECT_FREE of index.mjs (plain ESM that loads rspack: run in node, not in Jest). */
function buildSettings(): { singletons: string[]; sideEffectFree: string } {
  const index = path.resolve(__dirname, '../src/index.mjs');
  const script = `const m = await import(${JSON.stringify(index)});
    console.log(JSON.stringify({ singletons: m.SHARED_SINGLETONS, sideEffectFree: m.SIDE_EFFECT_FREE.source }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

/** antd and every package of the antd family installed (@rc-component/*, @ant-design/*). */
function designSystemPackages(): string[] {
  const scoped = (scope: string) =>
    fs.existsSync(path.join(modules, scope))
      ? fs.readdirSync(path.join(modules, scope)).map((name) => `${scope}/${name}`)
      : [];
  return ['antd', ...scoped('@rc-component'), ...scoped('@ant-design')];
}

function esFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : esFiles(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

describe('the design system in the federated builds', () => {
  const settings = buildSettings();

  it('gets every react-dom entry it imports from the shared singletons (no second React DOM)', () => {
    const imported = new Set<string>();
    for (const pkg of designSystemPackages()) {
      for (const file of esFiles(path.join(modules, pkg, 'es'))) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/from\s+['"](react-dom[^'"]*)['"]/g)) {
          imported.add(match[1]);
        }
      }
    }
    expect(imported.size).toBeGreaterThan(0);
    expect([...imported].filter((entry) => !settings.singletons.includes(entry))).toEqual([]);
  });

  it('tree-shakes every package of the family that declares no sideEffects', () => {
    const free = new RegExp(settings.sideEffectFree);
    const undeclared = designSystemPackages().filter((pkg) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(modules, pkg, 'package.json'), 'utf8'));
      return manifest.sideEffects === undefined;
    });
    expect(undeclared.length).toBeGreaterThan(0);
    expect(undeclared.filter((pkg) => !free.test(path.join(modules, pkg, 'es', 'index.js')))).toEqual([]);
  });
});

// A shared package is one whole module, never tree-shaken, and a chunk request of its own: packages that only
// mf-shared-ui imports are bundled (and tree-shaken) there instead. Another container importing one of them would
// get a copy of its own, so that is refused here too.
describe('packages of mf-shared-ui alone', () => {
  const ONLY_SHARED_UI = ['@reduxjs/toolkit', 'dayjs'];
  const containers = ['shell', 'mf-auth', 'mf-public', 'mf-candidate', 'mf-corporate', 'mf-backoffice'];

  function sources(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  }

  it('are not shared singletons', () => {
    const { singletons } = buildSettings();
    expect(
      singletons.filter((name) => ONLY_SHARED_UI.some((pkg) => name.split('/')[0] === pkg.split('/')[0])),
    ).toEqual([]);
  });

  it('are imported by no other container', () => {
    const importers = containers.flatMap((container) =>
      sources(path.join(root, container, 'src')).filter((file) =>
        ONLY_SHARED_UI.some((pkg) =>
          new RegExp(`from\\s+'${pkg}(/[^']*)?'`).test(fs.readFileSync(file, 'utf8')),
        ),
      ),
    );
    expect(importers.map((file) => path.relative(root, file))).toEqual([]);
  });
});
