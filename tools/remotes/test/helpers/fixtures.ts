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
}

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
  const stats = {
    name: app,
    shared,
    exposes: exposes.map((p) => ({ path: p })),
    remotes: [{ federationContainerName: 'mf_shared_ui', moduleName: 'ui' }],
  };
  fs.writeFileSync(path.join(dist, 'mf-stats.json'), JSON.stringify(stats, null, 2));
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ shared }, null, 2));
  fs.writeFileSync(
    path.join(dist, 'mf-shared-exports.json'),
    JSON.stringify({ 'react-router': o.routerExports ?? REACT_ROUTER_EXPORTS }),
  );
  return dist;
}

/** A repository copy: each remote's rspack config (its exposes) and the running shell's build. */
export function fakeRepo(root: string): { repoRoot: string; shellDist: string } {
  const repoRoot = path.join(root, 'repo');
  for (const remote of ['mf-auth', 'mf-public', 'mf-candidate', 'mf-corporate', 'mf-backoffice']) {
    fs.mkdirSync(path.join(repoRoot, remote), { recursive: true });
    fs.writeFileSync(
      path.join(repoRoot, remote, 'rspack.config.mjs'),
      `export default createFederatedConfig({ exposes: { './pages': './src/exposes/pages.ts' } });`,
    );
  }
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
