import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../src/cli';
import type { Registry } from '../src/registry';
import { REMOTE_FOLDERS } from '@jobportal/platform-contract';
import { HOST_ONLY_EXPORTS } from '../src/compatibility';
import { ReleaseRefusedError } from '../src/releaseErrors';
import { EXPOSE_CHUNK, PAGE_CHUNK, fakeBuild, fakeRegistry } from './helpers/fixtures';

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
    let error: unknown;
    try {
      registry.activate('mf-public', version);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ReleaseRefusedError);
    expect((error as Error).message).toMatch(new RegExp(`^mf-public@${version} refused:\n {2}- `));
    expect(registry.current('mf-public')).toBe('good');
    // refused, never served: not under the public remotes/ folder
    expect(registry.versionDir('mf-public', version)).toBe(
      path.join(registry.unreleasedDir('mf-public'), version),
    );
    expect((error as ReleaseRefusedError).reasons).toEqual(registry.incompatibilities('mf-public', version));
    return (error as ReleaseRefusedError).reasons;
  };

  it('refuses a truncated remoteEntry.js (compiled, never run)', () => {
    const whole = fs.readFileSync(path.join(fakeBuild(root, 'mf-public', 'x'), 'remoteEntry.js'), 'utf8');
    expect(refused({ entry: whole.slice(0, whole.length - 10) }, 'half')).toEqual([
      expect.stringMatching(/remoteEntry\.js does not parse \(truncated or corrupt\?\)/),
    ]);
  });

  it('refuses an entry without a module its own build metadata lists', () => {
    const entry = 'var mf_public; (() => { const moduleMap = { "./other": () => 1 }; })();\n';
    expect(refused({ exposes: ['./pages', './other'], entry }, 'noexpose')).toEqual([
      'remoteEntry.js does not expose "./pages" (listed in its mf-stats.json)',
    ]);
  });

  it('refuses a page remote whose build does not expose ./pages (what the shell loads from it)', () => {
    expect(refused({ exposes: ['./other'] }, 'nopages')).toEqual([
      'its build lists no "./pages" expose; the shell loads ./pages from it',
    ]);
  });

  it('takes the exposes from the build, not from the checkout: mf-manifest.json counts as well as mf-stats.json', () => {
    const entry = 'var mf_public; (() => { const moduleMap = { "./pages": () => 1 }; })();\n';
    expect(refused({ manifestExposes: ['./pages', './extra'], entry }, 'manifest')).toEqual([
      'remoteEntry.js does not expose "./extra" (listed in its mf-manifest.json)',
    ]);
  });

  it('refuses a page chunk cut short, naming the file; the other scripts are compiled, never run', () => {
    const whole = fs.readFileSync(path.join(fakeBuild(root, 'mf-public', 'x'), PAGE_CHUNK), 'utf8');
    const reasons = refused(
      { chunks: { [PAGE_CHUNK]: whole.slice(0, -10), 'other.js': 'throw new Error("ran")' } },
      'halfpage',
    );
    expect(reasons).toEqual([
      expect.stringMatching(/^page-home\.js does not parse \(truncated or corrupt\?\): /),
    ]);
  });

  it('refuses a build missing a chunk its metadata names, or with an empty one', () => {
    expect(refused({ omit: [EXPOSE_CHUNK] }, 'nochunk')).toEqual([
      `${EXPOSE_CHUNK} is missing (named by mf-stats.json)`,
    ]);
    expect(refused({ chunks: { [PAGE_CHUNK]: '' } }, 'emptychunk')).toEqual([
      `${PAGE_CHUNK} is empty (named by mf-stats.json)`,
    ]);
  });

  it('refuses a server build cut in half, or without its entry; a whole one passes', () => {
    registry.publish('mf-public', fakeBuild(root, 'mf-public', { content: 'ssr', server: true }), 'ssr');
    expect(registry.incompatibilities('mf-public', 'ssr')).toEqual([]);
    const serverChunk = "exports.ids = ['page-home']; exports.modules = { 1: () => { return 'half";
    expect(refused({ server: { [PAGE_CHUNK]: serverChunk } }, 'halfserver')).toEqual([
      expect.stringMatching(/^server\/page-home\.js does not parse \(truncated or corrupt\?\): /),
    ]);
    expect(refused({ server: true, omit: ['server/remoteEntry.js'] }, 'noserverentry')).toEqual([
      'server/remoteEntry.js is missing',
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

  it('refuses an mf-shared-ui lacking a module a served remote uses, naming the remotes and modules', () => {
    registry.activate(
      'mf-auth',
      registry.publish(
        'mf-auth',
        fakeBuild(root, 'mf-auth', { sharedUiModules: ['./ui', './ui-form'] }),
        'a1',
      ).version,
    );
    registry.activate(
      'mf-shared-ui',
      registry.publish(
        'mf-shared-ui',
        fakeBuild(root, 'mf-shared-ui', { exposes: ['./ui', './ui-form'] }),
        'ui1',
      ).version,
    );
    registry.publish('mf-shared-ui', fakeBuild(root, 'mf-shared-ui', { exposes: ['./platform'] }), 'ui2');
    expect(() => registry.activate('mf-shared-ui', 'ui2')).toThrow(ReleaseRefusedError);
    expect(registry.incompatibilities('mf-shared-ui', 'ui2')).toEqual([
      'mf-auth@a1 uses mf-shared-ui ./ui, ./ui-form; this version does not expose it',
      'mf-public@good uses mf-shared-ui ./ui; this version does not expose it',
    ]);
    expect(registry.current('mf-shared-ui')).toBe('ui1');

    // a build whose mf-stats.json dropped a module its entry still has: the metadata decides (not counted on)
    const stats = path.join(
      fakeBuild(root, 'mf-shared-ui', { content: 'x', exposes: ['./ui', './ui-form'] }),
      'mf-stats.json',
    );
    const edited = JSON.parse(fs.readFileSync(stats, 'utf8')) as { exposes: { path: string }[] };
    edited.exposes = edited.exposes.filter((e) => e.path !== './ui-form');
    fs.writeFileSync(stats, JSON.stringify(edited));
    registry.publish('mf-shared-ui', path.dirname(stats), 'ui3');
    expect(registry.incompatibilities('mf-shared-ui', 'ui3')).toEqual([
      'mf-auth@a1 uses mf-shared-ui ./ui-form; this version does not expose it',
    ]);

    // consumer -> provider: forced anyway, the remote is then refused against the served mf-shared-ui
    registry.activate('mf-shared-ui', 'ui2', { force: true });
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

  it('records what a version was built against in meta/, outside any served folder', () => {
    const meta = JSON.parse(
      fs.readFileSync(path.join(registry.dir, 'meta', 'mf-public', 'good.json'), 'utf8'),
    );
    expect(
      fs.readdirSync(registry.versionDir('mf-public', 'good') ?? '').filter((f) => f.startsWith('.')),
    ).toEqual([]);
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
