/**
 * `npm run e2e:compat`: the previous release against the current one (issue 21). The parent commit (COMPAT_BASE,
 * default HEAD~1) is checked out in a temporary git worktree and its shell and remotes are built. Two registries are
 * filled with the registry's own publish tool (tools/remotes `publish`, so its compatibility check decides):
 *   a) the current shell, the current remotes live, then the previous remotes published (a rollback);
 *   b) the previous shell, the previous remotes live, then the current remotes published (a remotes-first deploy).
 * A remote the tool refuses, with its reason, stays on the version that was live: a pass for that pair. Each pair is
 * then served by a gateway of its own (shell dist + registry) in front of the running portal's API and auth emulator
 * (`npm start` first), and e2e/tests/compat.spec.ts walks guest, candidate and employer pages on it: every page must
 * show its content (no blank page, endless splash or remote fallback) without a console error.
 * Exits 0 without comparing anything when there is no parent commit (a clone without history).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGateway, firebaseConfigFromEnv } from '@jobportal/gateway';
import { REMOTES, Registry, hashDirectory, type RemoteFolder } from '@jobportal/remotes';
import { runCli } from '@jobportal/remotes/src/cli';

const ROOT = path.resolve(__dirname, '../..');
const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);
const log = (message: string) => console.log(`[compat +${seconds()}s] ${message}`);
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    .toString()
    .trim();
const nxEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const apiPort = Number(process.env.API_PORT ?? 3000);
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const ports = { a: Number(process.env.COMPAT_PORT_A ?? 8181), b: Number(process.env.COMPAT_PORT_B ?? 8182) };
// the design system first: the other remotes are checked against the mf-shared-ui being served
const ORDER = ['mf-shared-ui', ...Object.keys(REMOTES).filter((r) => r !== 'mf-shared-ui')] as RemoteFolder[];

function resolveBase(): string | null {
  const asked = process.env.COMPAT_BASE;
  try {
    return git('rev-parse', '--verify', '--quiet', `${asked ?? 'HEAD~1'}^{commit}`);
  } catch {
    if (asked) throw new Error(`COMPAT_BASE=${asked} is not a commit of this repository`);
    return null;
  }
}

/**
 * node_modules of the worktree: the current install, entry by entry, when the lockfiles are equal. Workspace links
 * are relative (../../libs/x) and are copied as links, so they point at the worktree's own workspaces.
 */
function linkNodeModules(from: string, to: string): void {
  fs.mkdirSync(to);
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else if (entry.name.startsWith('@') && entry.isDirectory()) linkNodeModules(source, target);
    else fs.symlinkSync(source, target);
  }
}

function install(worktree: string): void {
  const same =
    fs.readFileSync(path.join(worktree, 'package-lock.json'), 'utf8') ===
    fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8');
  if (same) {
    log('package-lock.json unchanged: the current node_modules, linked');
    linkNodeModules(path.join(ROOT, 'node_modules'), path.join(worktree, 'node_modules'));
    return;
  }
  // The install .ci/run does (npm install): `npm ci` refused a lockfile that npm install of the same release
  // accepted (optional platform packages missing from it), and the release's CI had passed with npm install.
  log('package-lock.json changed: npm install in the worktree');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: worktree,
    stdio: 'inherit',
  });
}

/** The shell and the remotes of one checkout, through Nx and its cache (shared: unchanged projects are not rebuilt). */
function build(dir: string, remotes: RemoteFolder[]): void {
  execFileSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', 'shell', ...remotes, '--parallel=2', '--outputStyle=static'],
    {
      cwd: dir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...nxEnv, NX_CACHE_DIRECTORY: path.join(ROOT, '.nx', 'cache') },
    },
  );
}

interface PairResult {
  remote: RemoteFolder;
  live: string | null;
  published: string;
  outcome: 'activated' | 'same' | 'refused' | 'error';
  detail?: string;
}

/** The live release, then the other release published with the CLI: activated, or refused with the tool's reason. */
function fillRegistry(
  dir: string,
  live: { root: string; remotes: RemoteFolder[] },
  next: { root: string; remotes: RemoteFolder[] },
  shellDist: string,
): PairResult[] {
  const liveRegistry = new Registry(dir, { repoRoot: live.root, shellDist });
  for (const remote of live.remotes) {
    const { version } = liveRegistry.publish(remote, path.join(live.root, remote, 'dist'));
    liveRegistry.activate(remote, version, { who: 'e2e:compat', reason: 'the live release' });
  }
  // the tool as an operator runs it, from the current checkout: its rspack configs name the exposes expected
  const registry = new Registry(dir, { repoRoot: ROOT, shellDist });
  return next.remotes.map((remote): PairResult => {
    const before = registry.current(remote);
    const lines: string[] = [];
    const dist = path.join(next.root, remote, 'dist');
    const published = () => /published \S+@(\S+)/.exec(lines.join('\n'))?.[1] ?? '?';
    try {
      runCli(['publish', remote, '--from', dist, '--reason', 'e2e:compat'], registry, (l) => lines.push(l));
    } catch (error) {
      const message = (error as Error).message;
      // a refusal passes only when the tool says why (one "  - reason" line at least)
      const refused = / refused:\n {2}- \S/.test(message);
      return {
        remote,
        live: before,
        published: published(),
        outcome: refused ? 'refused' : 'error',
        detail: message,
      };
    } finally {
      for (const l of lines) log(`  ${l}`);
    }
    const version = published();
    if (registry.current(remote) !== version)
      return {
        remote,
        live: before,
        published: version,
        outcome: 'error',
        detail: `not activated: ${lines.join('; ')}`,
      };
    return { remote, live: before, published: version, outcome: before === version ? 'same' : 'activated' };
  });
}

async function journeys(label: string, port: number, shellDir: string, registryDir: string, out: string) {
  const gateway = await buildGateway({
    shellDir,
    registryDir,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    authEmulatorUrl: `http://${emulatorHost}`,
    runMode: 'development',
    publicBaseUrl: `http://localhost:${port}`,
    firebase: firebaseConfigFromEnv(),
  });
  await gateway.listen({ port, host: '127.0.0.1' });
  try {
    log(`${label}: journeys on http://localhost:${port}`);
    // spawn, not spawnSync: the gateway answering the browser runs in this process
    const status = await new Promise<number | null>((resolve) => {
      const run = spawn(
        'npx',
        ['playwright', 'test', 'tests/compat.spec.ts', '--reporter=list', '--output', out],
        {
          cwd: path.join(ROOT, 'e2e'),
          stdio: 'inherit',
          env: { ...process.env, COMPAT: '1', COMPAT_LABEL: label, PORTAL_URL: `http://localhost:${port}` },
        },
      );
      run.on('exit', (code) => resolve(code));
    });
    return status === 0;
  } finally {
    await gateway.close();
  }
}

async function main(): Promise<number> {
  const base = resolveBase();
  if (!base) {
    console.log('[compat] no parent commit (a clone without history): nothing to compare, skipped');
    return 0;
  }
  const head = git('rev-parse', 'HEAD');
  const health = await fetch(`http://127.0.0.1:${apiPort}/api/health`).catch(() => null);
  if (!health?.ok) throw new Error(`no API on :${apiPort}: start the portal first (npm start)`);
  const work = fs.mkdtempSync(path.join(process.env.COMPAT_DIR ?? os.tmpdir(), 'compat-'));
  const prev = path.join(work, 'prev');
  log(`comparing ${git('log', '-1', '--format=%h %s', base).slice(0, 100)}`);
  log(`     with ${git('log', '-1', '--format=%h %s', head).slice(0, 100)} (working tree)`);
  git('worktree', 'add', '--detach', prev, base);
  try {
    install(prev);
    const remotes = ORDER;
    const prevRemotes = ORDER.filter((r) => fs.existsSync(path.join(prev, r, 'package.json')));
    log(`building the previous shell and remotes (${base.slice(0, 7)})`);
    build(prev, prevRemotes);
    log('building the current shell and remotes (Nx cache)');
    build(ROOT, remotes);
    const current = { root: ROOT, remotes };
    const previous = { root: prev, remotes: prevRemotes };
    const runs = [
      {
        label: 'a) current shell + previous remotes',
        port: ports.a,
        shell: path.join(ROOT, 'shell', 'dist'),
        registry: path.join(work, 'registry-a'),
        live: current,
        next: previous,
      },
      {
        label: 'b) previous shell + current remotes',
        port: ports.b,
        shell: path.join(prev, 'shell', 'dist'),
        registry: path.join(work, 'registry-b'),
        live: previous,
        next: current,
      },
    ];
    let failed = 0;
    for (const run of runs) {
      log(`${run.label}: publishing`);
      const results = fillRegistry(run.registry, run.live, run.next, run.shell);
      for (const r of results) {
        const what = `${r.remote}: live ${r.live ?? '(none)'}, published ${r.published}`;
        log(
          `  ${r.outcome.toUpperCase().padEnd(9)} ${what}${r.detail ? `\n      ${r.detail.replace(/\n/g, '\n      ')}` : ''}`,
        );
      }
      const errors = results.filter((r) => r.outcome === 'error').length;
      const served = new Registry(run.registry).read().remotes;
      log(
        `  served: ${Object.entries(served)
          .map(([c, v]) => `${c}@${v.version}`)
          .join(', ')}`,
      );
      // what the normal journeys already walked (this shell's files and every remote as built now): nothing to compare
      const currentServed = results.every(
        (r) => served[REMOTES[r.remote]]?.version === (run.next === current ? r.published : r.live),
      );
      if (currentServed && hashDirectory(run.shell) === hashDirectory(path.join(ROOT, 'shell', 'dist'))) {
        log(`${run.label}: SKIPPED (identical to the current shell and remotes, walked by the journeys)`);
        continue;
      }
      const ok = await journeys(
        run.label,
        run.port,
        run.shell,
        run.registry,
        path.join(work, `pw-${run.label[0]}`),
      );
      log(
        `${run.label}: ${ok && !errors ? 'PASS' : 'FAIL'} (publish errors ${errors}, journeys ${ok ? 'passed' : 'FAILED'})`,
      );
      if (!ok || errors) failed += 1;
    }
    log(`${failed ? 'FAILED' : 'passed'}: ${base.slice(0, 7)} <-> ${head.slice(0, 7)} in ${seconds()} s`);
    return failed ? 1 : 0;
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', prev], { cwd: ROOT, stdio: 'ignore' });
    if (!process.env.COMPAT_KEEP) fs.rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[compat] failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
