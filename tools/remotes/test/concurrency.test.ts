import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { withLock } from '../src/lock';
import type { Registry } from '../src/registry';
import { fakeBuild, fakeRegistry } from './helpers/fixtures';

const WORKER = path.join(__dirname, 'helpers', 'worker.ts');

/** Starts the workers together and waits for all of them. */
function runTogether(root: string, jobs: string[][]): Promise<{ code: number; out: string }[]> {
  const START_AT = String(Date.now() + 4_000);
  return Promise.all(
    jobs.map(
      (args) =>
        new Promise<{ code: number; out: string }>((resolve) => {
          const child = spawn(process.execPath, ['--import', 'tsx', WORKER, root, ...args], {
            cwd: path.join(__dirname, '..'),
            env: { ...process.env, START_AT },
          });
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.stderr.on('data', (d) => (out += d));
          child.on('close', (code) => resolve({ code: code ?? 1, out }));
        }),
    ),
  );
}

describe('operations on one remote are serialised', () => {
  let root: string;
  let registry: Registry;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-lock-'));
    registry = fakeRegistry(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('two simultaneous rollbacks are both applied and recorded, one after the other', async () => {
    for (const v of ['v1', 'v2', 'v3']) {
      registry.activate(
        'mf-corporate',
        registry.publish('mf-corporate', fakeBuild(root, 'mf-corporate', v), v, new Date()).version,
      );
    }
    const results = await runTogether(root, [
      ['rollback', 'mf-corporate'],
      ['rollback', 'mf-corporate'],
    ]);
    expect(results.map((r) => r.code)).toEqual([0, 0]);
    expect(results.map((r) => r.out.trim()).sort()).toEqual(['v1', 'v2']);
    const rollbacks = registry.history('mf-corporate').filter((e) => e.action === 'rollback');
    expect(rollbacks.map((e) => [e.from, e.to])).toEqual([
      ['v3', 'v2'],
      ['v2', 'v1'],
    ]);
    expect(registry.current('mf-corporate')).toBe('v1');
  }, 60_000);

  it('two simultaneous rollbacks expecting the same version: exactly one applies, the other is told who changed it (10 trials)', async () => {
    const TRIALS = 10;
    for (let i = 0; i < TRIALS; i++) {
      const trialRoot = path.join(root, `trial-${i}`);
      const trial = fakeRegistry(trialRoot);
      for (const v of ['v1', 'v2', 'v3']) {
        trial.activate(
          'mf-corporate',
          trial.publish('mf-corporate', fakeBuild(trialRoot, 'mf-corporate', v), v).version,
        );
      }
    }
    const race = ['race-rollbacks', 'mf-corporate', 'v3', String(TRIALS)];
    const results = await runTogether(root, [race, race]);
    expect(results.map((r) => r.code)).toEqual([0, 0]);
    const lines = results.flatMap((r) => r.out.trim().split('\n'));
    for (let i = 0; i < TRIALS; i++) {
      const outcomes = lines.filter((l) => l.startsWith(`${i} `)).sort();
      expect(outcomes).toHaveLength(2);
      expect(outcomes[1]).toBe(`${i} applied v2`);
      expect(outcomes[0]).toMatch(
        new RegExp(
          `^${i} ReleaseConflictError: mf-corporate changed since you looked: it serves v2 ` +
            '\\(rollback by worker \\d+, \\S+\\); you expected v3$',
        ),
      );
      const trial = fakeRegistry(path.join(root, `trial-${i}`));
      expect(trial.current('mf-corporate')).toBe('v2');
      expect(trial.history('mf-corporate').filter((e) => e.action === 'rollback')).toHaveLength(1);
    }
  }, 90_000);

  it('two simultaneous publishes of one build give one version and leave no copy behind', async () => {
    const dist = fakeBuild(root, 'mf-public', 'same');
    const results = await runTogether(root, [
      ['publish', 'mf-public', dist],
      ['publish', 'mf-public', dist],
      ['publish', 'mf-public', dist],
    ]);
    expect(results.map((r) => r.code)).toEqual([0, 0, 0]);
    expect(new Set(results.map((r) => r.out.trim())).size).toBe(1);
    expect(fs.readdirSync(registry.unreleasedDir('mf-public'))).toEqual([results[0].out.trim()]);
    expect(registry.history('mf-public').filter((e) => e.action === 'publish')).toHaveLength(1);
  }, 60_000);

  it('hundreds of activations from parallel processes all succeed and are all recorded', async () => {
    const versions = ['a', 'b', 'c'].map(
      (v) => registry.publish('mf-auth', fakeBuild(root, 'mf-auth', v), v).version,
    );
    const other = registry.publish('mf-public', fakeBuild(root, 'mf-public', 'p'), 'p').version;
    const results = await runTogether(root, [
      ['activate-many', 'mf-auth', '150', ...versions],
      ['activate-many', 'mf-auth', '150', ...versions],
      ['activate-many', 'mf-auth', '150', ...versions],
      ['activate-many', 'mf-public', '150', other],
    ]);
    expect(results.filter((r) => r.code !== 0).map((r) => r.out)).toEqual([]);
    expect(registry.history().filter((e) => e.action === 'activate')).toHaveLength(600);
    expect(registry.read().remotes.mf_public?.version).toBe('p');
  }, 120_000);

  it('a lock left by a process that has exited is taken over at once', () => {
    const lockFile = path.join(registry.dir, 'locks', 'mf-auth.lock');
    const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    fs.mkdirSync(path.dirname(lockFile), { recursive: true });
    fs.writeFileSync(
      lockFile,
      JSON.stringify({ pid: dead, host: os.hostname(), startedAt: new Date().toISOString(), operation: 'x' }),
    );
    const started = Date.now();
    expect(withLock(lockFile, 'test', () => 'ran', 2_000)).toBe('ran');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('a lock held by a live process: waits a bounded time, then refuses naming the holder', () => {
    const lockFile = path.join(registry.dir, 'locks', 'mf-auth.lock');
    fs.mkdirSync(path.dirname(lockFile), { recursive: true });
    fs.writeFileSync(
      lockFile,
      JSON.stringify({
        pid: process.pid,
        host: os.hostname(),
        startedAt: '2026-01-01T00:00:00.000Z',
        operation: 'publish mf-auth',
      }),
    );
    expect(() => withLock(lockFile, 'rollback mf-auth', () => 'ran', 300)).toThrow(
      /rollback mf-auth refused: "publish mf-auth" \(pid \d+ on .*, since 2026-01-01T00:00:00\.000Z\) holds/,
    );
  });
});
