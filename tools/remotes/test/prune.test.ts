import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Registry } from '../src/registry';
import { fakeBuild, fakeRegistry } from './helpers/fixtures';

describe('prune', () => {
  let root: string;
  let registry: Registry;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-prune-'));
    registry = fakeRegistry(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('keeps the last N versions, the served one and any live in the last 24 h', () => {
    const day = 24 * 60 * 60 * 1000;
    const now = new Date();
    const publish = (v: string, daysAgo: number) =>
      registry.publish(
        'mf-candidate',
        fakeBuild(root, 'mf-candidate', v),
        v,
        new Date(now.getTime() - daysAgo * day),
      );
    for (const [v, daysAgo] of [
      ['v1', 9],
      ['v2', 8],
      ['v3', 7],
      ['v4', 6],
      ['v5', 5],
      ['v6', 4],
    ] as const) {
      publish(v, daysAgo);
    }
    registry.activate('mf-candidate', 'v1'); // served now
    registry.activate('mf-candidate', 'v2'); // live minutes ago
    registry.activate('mf-candidate', 'v1');
    const removed = registry.prune('mf-candidate', 2, now);
    expect(removed).toEqual(['v3', 'v4']);
    expect(registry.versions('mf-candidate').map((v) => v.version)).toEqual(['v1', 'v2', 'v5', 'v6']);
    expect(fs.readdirSync(registry.remoteDir('mf-candidate')).filter((n) => n.startsWith('.'))).toEqual([]);
    expect(registry.history('mf-candidate').pop()).toMatchObject({ action: 'prune', removed: ['v3', 'v4'] });

    // a day later v2 is no longer recent
    expect(registry.prune('mf-candidate', 2, new Date(now.getTime() + day + 1000))).toEqual(['v2']);
  });
});

describe('prune cleans what a crashed publish left', () => {
  it('removes the hidden staging folder of a process that has exited, not one still copying', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-prune-'));
    try {
      const registry = fakeRegistry(root);
      registry.publish('mf-auth', fakeBuild(root, 'mf-auth', 'a'), 'a');
      const dead = spawnSync(process.execPath, ['-e', '0']).pid;
      const crashed = path.join(registry.remoteDir('mf-auth'), `.staging-${dead}-abcd1234`);
      const copying = path.join(registry.remoteDir('mf-auth'), `.staging-${process.pid}-abcd1234`);
      for (const dir of [crashed, copying]) fs.mkdirSync(dir);
      registry.prune('mf-auth', 5);
      expect(fs.existsSync(crashed)).toBe(false);
      expect(fs.existsSync(copying)).toBe(true);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
