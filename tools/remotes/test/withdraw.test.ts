import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatHistory, runCli } from '../src/cli';
import { liveStack } from '../src/history';
import type { Registry } from '../src/registry';
import { ReleaseRefusedError } from '../src/releaseErrors';
import { fakeBuild, fakeRegistry } from './helpers/fixtures';

describe('withdraw: a version marked harmful', () => {
  let root: string;
  let registry: Registry;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-withdraw-'));
    registry = fakeRegistry(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const release = (v: string) =>
    registry.activate(
      'mf-corporate',
      registry.publish('mf-corporate', fakeBuild(root, 'mf-corporate', v), v).version,
    );

  it('of the served version: serves the version live before it, lists it withdrawn, records it and holds the remote', () => {
    release('v1');
    release('v2');
    expect(
      registry.withdraw('mf-corporate', undefined, { reason: 'throws at render', who: 'alice@x' }),
    ).toEqual({
      from: 'v2',
      to: 'v1',
    });
    expect(registry.read().remotes.mf_corporate).toEqual({
      version: 'v1',
      entry: '/remotes/mf-corporate/v1/remoteEntry.js',
      change: 'withdraw',
      withdrawn: ['v2'],
    });
    const entry = registry.history('mf-corporate').pop();
    expect(entry).toMatchObject({
      action: 'withdraw',
      from: 'v2',
      to: 'v1',
      withdrawn: 'v2',
      who: 'alice@x',
      why: 'throws at render',
    });
    expect(registry.hold('mf-corporate')).toEqual(entry);
    expect(registry.versions('mf-corporate').map((v) => [v.version, v.withdrawn])).toEqual([
      ['v1', false],
      ['v2', true],
    ]);
    expect(formatHistory(entry!)).toMatch(
      /withdraw\s+mf-corporate\s+v2 -> v1\s+WITHDREW v2\s+by alice@x\s+why: throws/,
    );
  });

  it('needs a reason', () => {
    release('v1');
    release('v2');
    for (const reason of [undefined, '  ']) {
      expect(() => registry.withdraw('mf-corporate', undefined, { reason })).toThrow(/say why \(--reason/);
    }
    expect(registry.current('mf-corporate')).toBe('v2');
    expect(registry.history('mf-corporate').map((e) => e.action)).not.toContain('withdraw');
  });

  it('is never activated again without --force, the refusal naming the withdraw; forced, it is served and no longer listed', () => {
    release('v1');
    release('v2');
    registry.withdraw('mf-corporate', 'v2', { reason: 'leaks data', who: 'alice@x' });
    const when = registry.history('mf-corporate').pop()?.when;
    let refusal: unknown;
    try {
      registry.activate('mf-corporate', 'v2');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ReleaseRefusedError);
    expect((refusal as ReleaseRefusedError).reasons).toEqual([
      `was withdrawn by alice@x at ${when}: leaks data`,
    ]);

    // npm start: the same build again, the hold lifted
    registry.unpin('mf-corporate');
    const deployed = registry.deployBuild('mf-corporate', fakeBuild(root, 'mf-corporate', 'v2'));
    expect(deployed).toMatchObject({
      version: 'v2',
      activated: false,
      refused: expect.stringMatching(/withdrawn by alice@x/),
    });
    expect(registry.current('mf-corporate')).toBe('v1');

    registry.activate('mf-corporate', 'v2', { force: true, reason: 'the fix is in the API' });
    expect(registry.read().remotes.mf_corporate).toEqual({
      version: 'v2',
      entry: '/remotes/mf-corporate/v2/remoteEntry.js',
      change: 'activate',
    });
    expect(registry.history('mf-corporate').pop()).toMatchObject({
      forced: expect.stringMatching(/withdrawn/),
    });
  });

  it('of a version not served: marks it for open tabs, serves the same, holds nothing; rollback never goes back to it', () => {
    release('v1');
    release('v2');
    release('v3');
    expect(registry.withdraw('mf-corporate', 'v2', { reason: 'bad migration' })).toEqual({
      from: 'v3',
      to: 'v3',
    });
    expect(registry.read().remotes.mf_corporate).toMatchObject({
      version: 'v3',
      change: 'activate',
      withdrawn: ['v2'],
    });
    expect(registry.hold('mf-corporate')).toBeNull();
    expect(() => registry.withdraw('mf-corporate', 'v2', { reason: 'again' })).toThrow(/already withdrawn/);
    expect(registry.rollback('mf-corporate')).toEqual({ from: 'v3', to: 'v1' });
    expect(registry.read().remotes.mf_corporate?.withdrawn).toEqual(['v2']);
  });

  it('of the only version live: refused, nothing to serve instead', () => {
    release('v1');
    expect(() => registry.withdraw('mf-corporate', undefined, { reason: 'bad' })).toThrow(
      /no version before v1 in its activation history; activate a good version first/,
    );
    expect(registry.read().remotes.mf_corporate?.withdrawn).toBeUndefined();
  });

  it('the live stack: a withdrawn version is never a place to go back to', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const e = (action: 'activate' | 'withdraw', from: string | null, to: string, withdrawn?: string) => ({
      action,
      remote: 'mf-corporate' as const,
      from,
      to,
      who: 'x',
      when: at,
      ...(withdrawn ? { withdrawn } : {}),
    });
    expect(liveStack([e('activate', null, 'a'), e('activate', 'a', 'b'), e('activate', 'b', 'c')])).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(
      liveStack([
        e('activate', null, 'a'),
        e('activate', 'a', 'b'),
        e('activate', 'b', 'c'),
        e('withdraw', 'c', 'c', 'b'),
      ]),
    ).toEqual(['a', 'c']);
    expect(
      liveStack([
        e('activate', null, 'a'),
        e('activate', 'a', 'b'),
        e('activate', 'b', 'c'),
        e('withdraw', 'c', 'b', 'c'),
      ]),
    ).toEqual(['a', 'b']);
  });

  it('the CLI: withdraw <remote> [<version>] --reason, and its output', () => {
    release('v1');
    release('v2');
    const lines: string[] = [];
    expect(() => runCli(['withdraw', 'mf-corporate'], registry, (l) => lines.push(l))).toThrow(/--reason/);
    runCli(['withdraw', 'mf-corporate', '--reason', 'broken', '--expect', 'v2'], registry, (l) =>
      lines.push(l),
    );
    expect(lines).toEqual([
      'mf-corporate@v2 withdrawn: v2 -> v1; open tabs leave it at once; npm start will not activate newer builds until activate or unpin',
    ]);
    runCli(['list', 'mf-corporate'], registry, (l) => lines.push(l));
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^\* mf-corporate@v1 {2}\S+$/),
      expect.stringMatching(/^ {2}mf-corporate@v2 {2}\S+ {2}\(WITHDRAWN\)$/),
    ]);
  });
});
