import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { Value } from 'typebox/value';
import { ReleaseStatus } from '@jobportal/contracts';
import type { Registry } from '../src/registry';
import { runCli } from '../src/cli';
import { fakeBuild, fakeRegistry } from './helpers/fixtures';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('prune', () => {
  let root: string;
  let registry: Registry;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-prune-'));
    registry = fakeRegistry(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const metaFile = (remote: string, version: string) =>
    path.join(registry.dir, 'meta', remote, `${version}.json`);

  it('keeps the last N versions, the served one and any live in the last 24 h', () => {
    const now = new Date();
    const publish = (v: string, daysAgo: number) =>
      registry.publish(
        'mf-candidate',
        fakeBuild(root, 'mf-candidate', v),
        v,
        new Date(now.getTime() - daysAgo * DAY),
      );
    publish('v1', 9);
    registry.activate('mf-candidate', 'v1'); // served now
    for (const [v, daysAgo] of [
      ['v2', 8],
      ['v3', 7],
      ['v4', 6],
      ['v5', 5],
      ['v6', 4],
    ] as const) {
      publish(v, daysAgo);
    }
    registry.activate('mf-candidate', 'v2'); // live minutes ago
    registry.activate('mf-candidate', 'v1');
    const removed = registry.prune('mf-candidate', 2, now);
    expect(removed).toEqual(['v3', 'v4']);
    expect(registry.versions('mf-candidate').map((v) => v.version)).toEqual(['v1', 'v2', 'v5', 'v6']);
    // never served: they were in unreleased/, and their metadata goes with them
    expect(fs.readdirSync(registry.unreleasedDir('mf-candidate'))).toEqual(['v5', 'v6']);
    expect(fs.existsSync(metaFile('mf-candidate', 'v3'))).toBe(false);
    expect(fs.readdirSync(registry.remoteDir('mf-candidate')).filter((n) => n.startsWith('.'))).toEqual([]);
    expect(registry.history('mf-candidate').pop()).toMatchObject({ action: 'prune', removed: ['v3', 'v4'] });

    // a day later v2 (live until v1 replaced it, minutes ago) is no longer recent
    expect(registry.prune('mf-candidate', 2, new Date(now.getTime() + DAY + 60_000))).toEqual(['v2']);
    expect(fs.existsSync(path.join(registry.remoteDir('mf-candidate'), 'v2'))).toBe(false);
    expect(fs.existsSync(metaFile('mf-candidate', 'v2'))).toBe(false);
  });

  it('every publish applies the retention policy: 5 published, the served, the held, any live in 24 h; a withdrawn one is not kept for being withdrawn', () => {
    const start = Date.now();
    const publish = (v: string, i: number) =>
      registry.publish('mf-public', fakeBuild(root, 'mf-public', v), v, new Date(start + i * 1000)).version;
    registry.activate('mf-public', publish('v1', 1));
    registry.activate('mf-public', publish('v2', 2));
    registry.withdraw('mf-public', undefined, { reason: 'broke the search page' }); // serves v1, held at v1
    for (let i = 3; i <= 8; i++) publish(`v${i}`, i);

    // v3: never live and older than the last 5 (v4..v8): removed by the publish of v8
    expect(registry.versions('mf-public').map((v) => v.version)).toEqual([
      'v1',
      'v2',
      'v4',
      'v5',
      'v6',
      'v7',
      'v8',
    ]);
    expect(registry.history('mf-public').filter((e) => e.action === 'prune')).toEqual([
      expect.objectContaining({ removed: ['v3'], who: expect.stringMatching(/^retention/) }),
    ]);
    expect(fs.existsSync(metaFile('mf-public', 'v3'))).toBe(false);

    // a day later the withdrawn v2 goes too; v1 (served and held) stays
    expect(registry.applyRetention('mf-public', new Date(Date.now() + DAY + HOUR))).toEqual(['v2']);
    expect(registry.versions('mf-public').map((v) => v.version)).toEqual([
      'v1',
      'v4',
      'v5',
      'v6',
      'v7',
      'v8',
    ]);
    expect(registry.current('mf-public')).toBe('v1');
  });

  it('status: per remote what is served, by whom, its hold, versions and bytes; the disk; the policy', () => {
    const dist = fakeBuild(root, 'mf-auth', 'one');
    registry.activate('mf-auth', registry.publish('mf-auth', dist, 'a1').version, { who: 'alice@x' });
    registry.publish('mf-auth', fakeBuild(root, 'mf-auth', 'two'), 'a2');
    registry.pin('mf-auth', undefined, { who: 'bob@x', reason: 'freeze' });

    const status = registry.status();
    expect(Value.Check(ReleaseStatus, status)).toBe(true);
    const auth = status.remotes.find((r) => r.remote === 'mf-auth');
    expect(auth).toMatchObject({
      current: 'a1',
      changedBy: 'alice@x',
      changedAt: expect.any(String),
      held: { action: 'pin', to: 'a1', who: 'bob@x' },
      versions: [
        { version: 'a1', current: true, released: true, withdrawn: false, publishedBy: expect.any(String) },
        { version: 'a2', current: false, released: false, withdrawn: false },
      ],
    });
    const files = fs.readdirSync(dist).reduce((sum, f) => sum + fs.statSync(path.join(dist, f)).size, 0);
    expect(auth?.versions[0].bytes).toBe(files);
    expect(auth?.bytes).toBe((auth?.versions[0].bytes ?? 0) + (auth?.versions[1].bytes ?? 0));
    expect(status.remotes.find((r) => r.remote === 'mf-public')).toMatchObject({
      current: null,
      versions: [],
    });
    expect(status.disk.registryBytes).toBeGreaterThanOrEqual(auth?.bytes ?? Infinity);
    expect(status.disk.freeBytes).toBeGreaterThan(0);
    expect(status.retention).toEqual({ keep: 5, liveWithinHours: 24 });

    const lines: string[] = [];
    runCli(['status'], registry, (l) => lines.push(l));
    expect(lines).toContainEqual(
      expect.stringMatching(/^mf-auth\s+serves a1 \(by alice@x, .*\); 2 versions/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^disk: the registry takes [\d.]+ [KMG]?B; [\d.]+ [KMGT]?B free$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^retention: every publish keeps the last 5 published/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^mf-auth: held at a1 by pin \(bob@x/));
  });
});

describe('prune cleans what a crashed publish left', () => {
  it('removes the hidden staging folders of a process that has exited (either layout), not one still copying, and metadata without its version', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-prune-'));
    try {
      const registry = fakeRegistry(root);
      registry.publish('mf-auth', fakeBuild(root, 'mf-auth', 'a'), 'a');
      const dead = spawnSync(process.execPath, ['-e', '0']).pid;
      const crashed = [registry.unreleasedDir('mf-auth'), registry.remoteDir('mf-auth')].map((dir) =>
        path.join(dir, `.staging-${dead}-abcd1234`),
      );
      const copying = path.join(registry.unreleasedDir('mf-auth'), `.staging-${process.pid}-abcd1234`);
      for (const dir of [...crashed, copying]) fs.mkdirSync(dir, { recursive: true });
      const orphan = path.join(registry.dir, 'meta', 'mf-auth', 'gone.json');
      fs.writeFileSync(orphan, '{}');
      registry.prune('mf-auth', 5);
      for (const dir of crashed) expect(fs.existsSync(dir)).toBe(false);
      expect(fs.existsSync(copying)).toBe(true);
      expect(fs.existsSync(orphan)).toBe(false);
      expect(registry.versions('mf-auth').map((v) => v.version)).toEqual(['a']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
