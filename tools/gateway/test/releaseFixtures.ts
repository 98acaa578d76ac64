import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { StaffMe } from '@jobportal/contracts';

/** Bearer tokens the fake API knows. */
export const STAFF: Record<string, StaffMe> = {
  'release-token': { uid: 'u-rel', email: 'rel@example.com', roles: ['release'] },
  'admin-token': { uid: 'u-admin', email: 'admin@example.com', roles: ['admin'] },
  'editor-token': { uid: 'u-ed', email: 'ed@example.com', roles: ['editor'] },
  // a release engineer whose changes the release history refuses (the API's events route fails)
  'unrecorded-token': { uid: 'u-nr', email: 'nr@example.com', roles: ['release'] },
};
export const REVOKED_TOKEN = 'revoked-token';
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface FakeApi {
  url: string;
  /** every request's method and path, in order */
  requests: string[];
  /** the release events posted, with the token they came with */
  events: { authorization: string | undefined; body: Record<string, unknown> }[];
  close: () => Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
};

/**
 * A tiny API on a real port: /api/backoffice/me answers by bearer token (as the API verifies staff tokens), the
 * release history records what it is sent, the job and blog lists give one sample each; any other path echoes it
 * (or answers 503, as an API without the data).
 */
export async function startFakeApi(other: 'echo' | 'unavailable' = 'echo'): Promise<FakeApi> {
  const requests: string[] = [];
  const events: FakeApi['events'] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      requests.push(`${req.method} ${url}`);
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (url === '/api/backoffice/me') {
        if (token === REVOKED_TOKEN)
          return json(res, 401, { error: { code: 'TOKEN_REVOKED', message: 'revoked' } });
        const staff = token ? STAFF[token] : undefined;
        if (!staff) return json(res, 401, { error: { code: 'UNAUTHENTICATED', message: 'no token' } });
        return json(res, 200, { data: staff });
      }
      if (url === '/api/backoffice/releases/events' && req.method === 'POST') {
        if (token === 'unrecorded-token')
          return json(res, 500, { error: { code: 'INTERNAL_ERROR', message: 'db down' } });
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        events.push({ authorization: req.headers.authorization, body });
        return json(res, 201, { data: { id: events.length, ...body } });
      }
      const list = url.split('?')[0];
      if (list === '/api/jobs/search')
        return json(res, 200, { data: { items: [{ id: 'job-1', company: { id: 'company-1' } }] } });
      if (list === '/api/blog') return json(res, 200, { data: { items: [{ slug: 'first-post' }] } });
      if (other === 'unavailable')
        return json(res, 503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'no data here' } });
      return json(res, 200, { path: url });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    events,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * How a fixture remote's page behaves on the server: renders; throws while rendering (outside any Suspense: the
 * whole render throws); has a section that throws inside a Suspense boundary (React leaves it to the browser, the
 * render succeeds); suspends forever.
 */
export type PageBehaviour = 'renders' | 'throws' | 'section-throws' | 'hangs';

const PAGE_CHUNKS: Record<PageBehaviour, string> = {
  renders: `(pathname, React) => () => React.createElement('main', null, 'page ' + pathname)`,
  throws: `(pathname) => () => { throw new Error('page threw at render on ' + pathname); }`,
  'section-throws': `(pathname, React) => {
    const Broken = () => { throw new Error('a section threw'); };
    return () => React.createElement('main', null, 'page ' + pathname,
      React.createElement(React.Suspense, { fallback: React.createElement('i', null, 'loading') },
        React.createElement(Broken)));
  }`,
  hangs: `(pathname, React) => {
    const never = new Promise(() => {});
    const Waits = () => React.use(never);
    return () => React.createElement('main', null, React.createElement(Waits));
  }`,
};

export interface FixtureBuildOptions {
  /** makes the build different from another one */
  label?: string;
  page?: PageBehaviour;
  /** mf-shared-ui only: its frame (around every page) throws at render */
  frameThrows?: boolean;
}

/**
 * A remote's build as the registry checks it (remoteEntry.js with its exposes, mf-stats.json and mf-manifest.json
 * listing them) with a server build the fixture shell loads: server/remoteEntry.js requires its chunk next to it,
 * as a real server build's chunks load from the files next to the entry.
 */
export function fixtureBuild(root: string, remote: string, options: FixtureBuildOptions = {}): string {
  const dist = path.join(root, `${remote}-${options.label ?? 'build'}`, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  const sharedUi = remote === 'mf-shared-ui';
  const expose = sharedUi ? './ui' : './pages';
  const container = remote.replace(/-/g, '_');
  fs.writeFileSync(
    path.join(dist, 'remoteEntry.js'),
    `var ${container}; (() => { const moduleMap = { ${JSON.stringify(expose)}: () => 1 }; /* ${options.label ?? ''} */ })();\n`,
  );
  const metadata = { name: container, shared: [], exposes: [{ path: expose }], remotes: [] };
  fs.writeFileSync(path.join(dist, 'mf-stats.json'), JSON.stringify(metadata));
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(metadata));
  if (sharedUi) {
    fs.writeFileSync(
      path.join(dist, 'server', 'remoteEntry.js'),
      `exports.Frame = (React) => require('./ui-chunk.js').frameFor(React);\n`,
    );
    fs.writeFileSync(
      path.join(dist, 'server', 'ui-chunk.js'),
      `exports.frameFor = (React) => ({ children }) => ${
        options.frameThrows
          ? `{ throw new Error('the frame threw'); }`
          : `React.createElement('div', { className: 'frame' }, children)`
      };\n`,
    );
  } else {
    fs.writeFileSync(
      path.join(dist, 'server', 'remoteEntry.js'),
      `exports.page = (pathname, React) => require('./pages-chunk.js').pageFor(pathname, React);\n`,
    );
    fs.writeFileSync(
      path.join(dist, 'server', 'pages-chunk.js'),
      `/* ${options.label ?? ''} */ exports.pageFor = ${PAGE_CHUNKS[options.page ?? 'renders']};\n`,
    );
  }
  return dist;
}

/**
 * A shell server build for the smoke render tests: the shell's export, rendering with the real React server renderer
 * (react-dom/static prerenderToNodeStream, as shell/src/server does) each page of the remote owning its path, inside
 * mf-shared-ui's frame, each remote's server build required from the file the gateway's `remoteFilePath` gives.
 */
export function writeRenderingShellServer(shellDir: string): void {
  const react = require.resolve('react');
  const reactDomStatic = require.resolve('react-dom/static');
  fs.mkdirSync(path.join(shellDir, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(shellDir, 'server', 'main.js'),
    `
const React = require(${JSON.stringify(react)});
const { prerenderToNodeStream } = require(${JSON.stringify(reactDomStatic)});
const h = React.createElement;
const containerOf = (p) => p.startsWith('/candidate') ? 'mf_candidate' : p.startsWith('/corporate') ? 'mf_corporate' : 'mf_public';
exports.createPageRenderer = async ({ registry, remoteFilePath }) => {
  const serverEntry = (container) => {
    const release = registry.remotes[container];
    if (!release) return null;
    const dir = release.entry.slice(0, release.entry.lastIndexOf('/'));
    const file = remoteFilePath(dir + '/server/remoteEntry.js');
    if (!file) throw new Error('No server build at ' + dir);
    return require(file);
  };
  const ui = serverEntry('mf_shared_ui');
  const Frame = ui ? ui.Frame(React) : ({ children }) => h('div', null, children);
  return {
    hydrates: true,
    render: async ({ url }) => {
      const pathname = new URL(url, 'http://page.invalid').pathname;
      const remote = serverEntry(containerOf(pathname));
      const Page = remote ? remote.page(pathname, React) : () => h('p', null, 'no page');
      const { prelude } = await prerenderToNodeStream(h(Frame, null, h(Page)));
      let body = '';
      for await (const chunk of prelude) body += chunk;
      return { body, styles: '', data: '' };
    },
  };
};
`,
  );
}

/** A build folder as the publish route takes it: a tar.gz of the folder's content. */
export function tarGz(dist: string, into: string): Buffer {
  const file = path.join(into, `upload-${Date.now()}-${Math.random().toString(16).slice(2)}.tar.gz`);
  execFileSync('tar', ['czf', file, '-C', dist, ...fs.readdirSync(dist)]);
  return fs.readFileSync(file);
}
