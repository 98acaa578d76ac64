import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../src/cli';
import type { Registry } from '../src/registry';
import { fakeBuild, fakeRegistry } from './helpers/fixtures';

describe('rollback follows the activation history', () => {
  let root: string;
  let registry: Registry;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-history-'));
    registry = fakeRegistry(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const publish = (content: string, version: string, at: number) =>
    registry.publish('mf-corporate', fakeBuild(root, 'mf-corporate', content), version, new Date(at)).version;

  it('goes back to what was live before, never to a version that was only published', () => {
    registry.activate('mf-corporate', publish('a', 'a', 1000));
    publish('staged', 'staged', 2000); // --no-activate: never served
    registry.activate('mf-corporate', publish('b', 'b', 3000));
    publish('later', 'later', 4000);
    expect(registry.rollback('mf-corporate')).toEqual({ from: 'b', to: 'a' });
  });

  it('a second rollback goes one live version further back; use/activate in between counts as live', () => {
    for (const v of ['v1', 'v2', 'v3']) registry.activate('mf-corporate', publish(v, v, Date.now()));
    registry.activate('mf-corporate', 'v1');
    registry.activate('mf-corporate', 'v3');
    expect(registry.rollback('mf-corporate').to).toBe('v1');
    // not v3 again (live before v1, but just rolled back from)
    expect(registry.rollback('mf-corporate')).toEqual({ from: 'v1', to: 'v2' });
    expect(() => registry.rollback('mf-corporate')).toThrow(/no version before v2 in its activation history/);
  });

  it('records who, when, from, to and why; `history` prints the audit trail', () => {
    process.env.CI_JOB_ID = '77';
    process.env.CI_JOB_NAME = 'release';
    try {
      registry.activate('mf-corporate', publish('a', 'a', 1000));
      registry.activate('mf-corporate', publish('b', 'b', 2000));
      runCli(['rollback', 'mf-corporate', '--reason', 'pipeline crashes'], registry, () => undefined);
    } finally {
      delete process.env.CI_JOB_ID;
      delete process.env.CI_JOB_NAME;
    }
    const trail = registry.history('mf-corporate');
    expect(trail.map((e) => [e.action, e.from, e.to])).toEqual([
      ['publish', undefined, 'a'],
      ['activate', null, 'a'],
      ['publish', undefined, 'b'],
      ['activate', 'a', 'b'],
      ['rollback', 'b', 'a'],
    ]);
    expect(trail[4]).toMatchObject({ who: expect.stringMatching(/^ci:release#77/), why: 'pipeline crashes' });
    expect(Date.parse(trail[4].when)).toBeGreaterThan(Date.now() - 60_000);
    const lines: string[] = [];
    runCli(['history', 'mf-corporate'], registry, (l) => lines.push(l));
    expect(lines).toHaveLength(5);
    expect(lines[4]).toMatch(/rollback\s+mf-corporate\s+b -> a\s+by ci:release#77.*why: pipeline crashes/);
  });
});
