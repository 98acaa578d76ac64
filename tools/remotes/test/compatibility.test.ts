import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../src/cli';
import type { Registry } from '../src/registry';
import { REMOTE_FOLDERS } from '@jobportal/platform-contract';
import { HOST_ONLY_EXPORTS } from '../src/compatibility';
import { fakeBuild, fakeRegistry } from './helpers/fixtures';

describe('publish validates what it activates', () => {
  let root: string;
  let registry: Registry;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-compat-'));
    registry = fakeRegistry(root);
    registry.activate(
      'mf-public',
      registry.publish('mf-public', fakeBuild(root, 'mf-public', 'good'), 'good').version,
    );
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const refused = (options: Parameters<typeof fakeBuild>[2], version: string) => {
    registry.publish('mf-public', fakeBuild(root, 'mf-public', options), version);
    expect(() => registry.activate('mf-public', version)).toThrow(/mf-public@\S+ refused/);
    expect(registry.current('mf-public')).toBe('good');
    return registry.incompatibilities('mf-public', version);
  };

  it('refuses a truncated remoteEntry.js (compiled, never run)', () => {
    const whole = fs.readFileSync(path.join(fakeBuild(root, 'mf-public', 'x'), 'remoteEntry.js'), 'utf8');
    expect(refused({ entry: whole.slice(0, whole.length - 10) }, 'half')).toEqual([
      expect.stringMatching(/remoteEntry\.js does not parse \(truncated or corrupt\?\)/),
    ]);
  });

  it('refuses an entry without the modules its rspack config declares', () => {
    expect(refused({ exposes: ['./other'] }, 'noexpose')).toEqual([
      'remoteEntry.js does not expose "./pages" (declared in its rspack config)',
    ]);
  });

  it('refuses a remote requiring a shared singleton the shell does not provide (react-router ^8 vs 7.18.5)', () => {
    expect(refused({ requiredRouter: '^8.0.0' }, 'router8')).toEqual([
      'requires react-router ^8.0.0; the shell provides 7.18.5',
    ]);
  });

  it("refuses a remote built against a cut-down react-router with an export the shell's lacks (same version)", () => {
    expect(
      refused({ routerExports: ['Link', 'Outlet', 'useLocation', 'useMatches', 'useNavigate'] }, 'matches'),
    ).toEqual(["was built against a react-router exporting useMatches; the shell's does not"]);
  });

  it("serves a remote built against the data-router cut-down (names only a host imports) with the shell's declarative one", () => {
    const version = registry.publish(
      'mf-public',
      fakeBuild(root, 'mf-public', {
        routerExports: [
          'Link',
          'Outlet',
          'RouterProvider',
          'createBrowserRouter',
          'useLocation',
          'useNavigate',
        ],
      }),
      'datarouter',
    ).version;
    expect(registry.incompatibilities('mf-public', version)).toEqual([]);
    registry.activate('mf-public', version);
    expect(registry.current('mf-public')).toBe('datarouter');
  });

  it("the names only a host imports are imported by no remote's pages", () => {
    const repo = path.resolve(__dirname, '../../..');
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        // app/: the remote running alone (a host); test/: Jest helpers on the full react-router
        if (entry.isDirectory()) return ['app', 'test'].includes(entry.name) ? [] : sources(full);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
      });
    const hostOnly = HOST_ONLY_EXPORTS['react-router'];
    const users = REMOTE_FOLDERS.flatMap((remote) =>
      sources(path.join(repo, remote, 'src')).filter((file) => {
        const imports = [
          ...fs.readFileSync(file, 'utf8').matchAll(/import\s+\{([^}]*)\}\s+from\s+'react-router'/g),
        ];
        return imports.some((m) =>
          m[1].split(',').some((part) => hostOnly.includes(part.trim().split(/\s+/)[0])),
        );
      }),
    );
    expect(users.map((file) => path.relative(repo, file))).toEqual([]);
  });

  it('refuses a remote using a module the served mf-shared-ui does not expose', () => {
    registry.activate(
      'mf-shared-ui',
      registry.publish('mf-shared-ui', fakeBuild(root, 'mf-shared-ui', { exposes: ['./platform'] }), 'ui1')
        .version,
    );
    expect(registry.incompatibilities('mf-public', 'good')).toEqual([
      'uses mf-shared-ui ./ui; the served mf-shared-ui does not expose it',
    ]);
  });

  it('--force activates anyway and the history records what was forced', () => {
    registry.publish('mf-public', fakeBuild(root, 'mf-public', { requiredRouter: '^8.0.0' }), 'router8');
    const lines: string[] = [];
    runCli(['activate', 'mf-public', 'router8', '--force', '--reason', 'hotfix'], registry, (l) =>
      lines.push(l),
    );
    expect(registry.current('mf-public')).toBe('router8');
    expect(registry.history('mf-public').pop()).toMatchObject({
      action: 'activate',
      to: 'router8',
      why: 'hotfix',
      forced: 'requires react-router ^8.0.0; the shell provides 7.18.5',
    });
  });

  it('records what a version was built against in its folder', () => {
    const meta = JSON.parse(
      fs.readFileSync(path.join(registry.remoteDir('mf-public'), 'good', '.published.json'), 'utf8'),
    );
    expect(meta).toMatchObject({
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      publishedBy: expect.any(String),
      publishedAt: expect.any(String),
      builtAgainst: {
        shared: { 'react-router': { version: '7.18.5', requiredVersion: '^7.9.0' } },
        sharedExports: { 'react-router': expect.arrayContaining(['Link']) },
        sharedUiModules: ['./ui'],
        sharedUiVersion: null,
      },
    });
  });
});
