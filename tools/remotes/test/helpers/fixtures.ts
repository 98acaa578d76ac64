import fs from 'node:fs';
import path from 'node:path';
import { Registry } from '../../src/registry';

const REACT_ROUTER_EXPORTS = ['Link', 'Outlet', 'useLocation', 'useNavigate'];

export interface FakeBuildOptions {
  /** makes the build different from another one */
  content?: string;
  exposes?: string[];
  requiredRouter?: string;
  routerExports?: string[];
  /** replaces the whole remoteEntry.js */
  entry?: string;
  /** writes the shared list of mf-manifest.json in reverse order (what rspack does from one build to the next) */
  reversed?: boolean;
  /** replaces (or adds) chunk files of the browser build: name -> content */
  chunks?: Record<string, string>;
  /** writes a server build (server/remoteEntry.js and a page chunk); names -> content replace its files */
  server?: boolean | Record<string, string>;
  /** the exposes mf-manifest.json lists (default: the same as mf-stats.json) */
  manifestExposes?: string[];
  /** files removed after the build is written (relative paths) */
  omit?: string[];
  /** the mf-shared-ui modules the build imports (default: ./ui) */
  sharedUiModules?: string[];
}

/** The page chunks of the first expose, as the Module Federation plugin lists them in mf-stats.json. */
export const EXPOSE_CHUNK = '__federation_expose_pages.js';
export const PAGE_CHUNK = 'page-home.js';
const chunk = (name: string, content: string) =>
  `(self.webpackChunk = self.webpackChunk || []).push([[${JSON.stringify(name)}], { 1: () => ${JSON.stringify(content)} }]);\n`;

/** A folder shaped like a remote's build: a parseable remoteEntry.js with its exposes, mf-stats.json, etc. */
export function fakeBuild(root: string, app: string, options: FakeBuildOptions | string = {}): string {
  const o = typeof options === 'string' ? { content: options } : options;
  const dist = path.join(root, app, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(root, app, 'package.json'), JSON.stringify({ version: '1.2.3' }));
  const exposes = o.exposes ?? ['./pages'];
  const moduleMap = exposes.map((e) => `${JSON.stringify(e)}: () => 1`).join(', ');
  fs.writeFileSync(
    path.join(dist, 'remoteEntry.js'),
    o.entry ??
      `var ${app.replace(/-/g, '_')}; (() => { const moduleMap = { ${moduleMap} }; /* ${o.content ?? ''} */ })();\n`,
  );
  const shared = [
    { name: 'react', version: '18.3.1', requiredVersion: '18.3.1', singleton: true },
    {
      name: 'react-router',
      version: '7.18.5',
      requiredVersion: o.requiredRouter ?? '^7.9.0',
      singleton: true,
    },
  ];
  if (o.reversed) shared.reverse();
  const exposeAssets = (e: string, i: number) => ({
    path: e,
    assets: {
      js: i === 0 ? { sync: [EXPOSE_CHUNK], async: [PAGE_CHUNK] } : { sync: [], async: [] },
      css: { sync: [], async: [] },
    },
  });
  const metaData = { remoteEntry: { name: 'remoteEntry.js', path: '' } };
  const stats = {
    name: app,
    metaData,
    shared,
    exposes: exposes.map(exposeAssets),
    remotes: (o.sharedUiModules ?? ['./ui']).map((m) => ({
      federationContainerName: 'mf_shared_ui',
      moduleName: m.replace(/^\.\//, ''),
    })),
  };
  fs.writeFileSync(path.join(dist, 'mf-stats.json'), JSON.stringify(stats, null, 2));
  fs.writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ metaData, shared, exposes: (o.manifestExposes ?? exposes).map(exposeAssets) }, null, 2),
  );
  fs.writeFileSync(
    path.join(dist, 'mf-shared-exports.json'),
    JSON.stringify({ 'react-router': o.routerExports ?? REACT_ROUTER_EXPORTS }),
  );
  const chunks = {
    [EXPOSE_CHUNK]: chunk(EXPOSE_CHUNK, o.content ?? ''),
    [PAGE_CHUNK]: chunk(PAGE_CHUNK, o.content ?? ''),
    ...o.chunks,
  };
  for (const [name, content] of Object.entries(chunks)) fs.writeFileSync(path.join(dist, name), content);
  if (o.server) {
    const server = path.join(dist, 'server');
    fs.mkdirSync(server);
    const files = {
      'remoteEntry.js': `module.exports = { get: () => require('./${PAGE_CHUNK}') };\n`,
      [PAGE_CHUNK]: `exports.ids = ['page-home']; exports.modules = { 1: () => ${JSON.stringify(o.content ?? '')} };\n`,
      'package.json': '{ "type": "commonjs" }\n',
      ...(typeof o.server === 'object' ? o.server : {}),
    };
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(server, name), content);
  }
  for (const rel of o.omit ?? []) fs.rmSync(path.join(dist, rel));
  return dist;
}

/** A repository copy: the running shell's build (the shared versions and cut-down exports it provides). */
export function fakeRepo(root: string): { repoRoot: string; shellDist: string } {
  const repoRoot = path.join(root, 'repo');
  const shellDist = path.join(repoRoot, 'shell', 'dist');
  fs.mkdirSync(shellDist, { recursive: true });
  fs.writeFileSync(
    path.join(shellDist, 'mf-stats.json'),
    JSON.stringify({
      shared: [
        { name: 'react', version: '18.3.1' },
        { name: 'react-router', version: '7.18.5' },
      ],
    }),
  );
  fs.writeFileSync(
    path.join(shellDist, 'mf-shared-exports.json'),
    JSON.stringify({ 'react-router': REACT_ROUTER_EXPORTS }),
  );
  return { repoRoot, shellDist };
}

export function fakeRegistry(root: string): Registry {
  return new Registry(path.join(root, '.registry'), fakeRepo(root));
}
