import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../src/cli';
import type { Registry } from '../src/registry';
import { ReleaseConflictError } from '../src/releaseErrors';
import { fakeBuild, fakeRegistry } from './helpers/fixtures';

/** Every change names the version it expects to replace; a change made by someone else in between is refused. */
describe('compare-and-set (expect)', () => {
  let root: string;
  let registry: Registry;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-cas-'));
    registry = fakeRegistry(root);
    for (const v of ['v1', 'v2', 'v3']) {
      registry.activate(
        'mf-corporate',
        registry.publish('mf-corporate', fakeBuild(root, 'mf-corporate', v), v).version,
      );
    }
    registry.rollback('mf-corporate', undefined, { who: 'alice@x', expect: 'v3' }); // serves v2
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const conflictOf = (change: () => unknown): ReleaseConflictError => {
    const before = { served: registry.read(), history: registry.history().length };
    try {
      change();
    } catch (error) {
      expect(error).toBeInstanceOf(ReleaseConflictError);
      // nothing changed
      expect(registry.read()).toEqual(before.served);
      expect(registry.history()).toHaveLength(before.history);
      return error as ReleaseConflictError;
    }
    throw new Error('the change was applied');
  };

  it('refuses a change expecting another version, naming what is served, who served it and when', () => {
    const rollback = registry.history('mf-corporate').pop();
    const error = conflictOf(() => registry.activate('mf-corporate', 'v3', { expect: 'v3' }));
    expect(error).toMatchObject({ current: 'v2', changedBy: 'alice@x', changedAt: rollback?.when });
    expect(error.message).toBe(
      `mf-corporate changed since you looked: it serves v2 (rollback by alice@x, ${rollback?.when}); you expected v3`,
    );
  });

  it('activate, rollback, withdraw, pin and unpin all check; each applies when the expectation holds', () => {
    const stale = { expect: 'v3', reason: 'x' };
    conflictOf(() => registry.activate('mf-corporate', 'v1', stale));
    conflictOf(() => registry.rollback('mf-corporate', undefined, stale));
    conflictOf(() => registry.withdraw('mf-corporate', undefined, stale));
    conflictOf(() => registry.pin('mf-corporate', 'v1', stale));
    conflictOf(() => registry.unpin('mf-corporate', stale));
    conflictOf(() => registry.activate('mf-corporate', 'v1', { expect: null }));

    registry.pin('mf-corporate', undefined, { expect: 'v2' });
    registry.unpin('mf-corporate', { expect: 'v2' });
    registry.activate('mf-corporate', 'v3', { expect: 'v2' });
    expect(registry.rollback('mf-corporate', 'v1', { expect: 'v3' })).toEqual({ from: 'v3', to: 'v1' });
    expect(registry.current('mf-corporate')).toBe('v1');
  });

  it('expect null: only when nothing is served', () => {
    registry.publish('mf-auth', fakeBuild(root, 'mf-auth', 'a'), 'a');
    registry.activate('mf-auth', 'a', { expect: null });
    const error = conflictOf(() => registry.activate('mf-auth', 'a', { expect: null }));
    expect(error.message).toMatch(
      /^mf-auth changed since you looked: it serves a \(activate by .*\); you expected nothing$/,
    );
  });

  it('the CLI passes --expect <version|none>', () => {
    const log = () => undefined;
    expect(() => runCli(['rollback', 'mf-corporate', '--expect', 'v3'], registry, log)).toThrow(
      ReleaseConflictError,
    );
    expect(() => runCli(['activate', 'mf-corporate', 'v3', '--expect', 'none'], registry, log)).toThrow(
      /you expected nothing$/,
    );
    const lines: string[] = [];
    runCli(['rollback', 'mf-corporate', '--expect', 'v2'], registry, (l) => lines.push(l));
    expect(lines).toEqual([
      'mf-corporate rolled back: v2 -> v1; npm start will not activate newer builds until activate or unpin',
    ]);
    expect(() => runCli(['activate', 'mf-corporate', 'v3', '--expect'], registry, log)).toThrow(
      /--expect needs/,
    );
  });
});
