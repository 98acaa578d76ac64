import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
