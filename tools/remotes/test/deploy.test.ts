import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../src/cli';
import type { Registry } from '../src/registry';
import { fakeBuild, fakeRegistry } from './helpers/fixtures';

/** What `npm start` does with each build (tools/start publishRemotes -> Registry.deployBuild). */
describe('npm start never overrides an operator', () => {
  let root: string;
  let registry: Registry;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-deploy-'));
    registry = fakeRegistry(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('a rebuild of the same code whose manifests list entries in another order is the same version', () => {
    const first = registry.deployBuild('mf-corporate', fakeBuild(root, 'mf-corporate', { content: 'x' }));
    const again = registry.deployBuild(
      'mf-corporate',
      fakeBuild(root, 'mf-corporate', { content: 'x', reversed: true }),
    );
    expect(again.version).toBe(first.version);
    expect(registry.versions('mf-corporate')).toHaveLength(1);
  });

  it('after a rollback, newer builds are published but not activated until activate or unpin', () => {
    const v1 = registry.deployBuild('mf-corporate', fakeBuild(root, 'mf-corporate', 'one')).version;
    const v2 = registry.deployBuild('mf-corporate', fakeBuild(root, 'mf-corporate', 'two')).version;
    expect(registry.current('mf-corporate')).toBe(v2);
    registry.rollback('mf-corporate');
    expect(registry.current('mf-corporate')).toBe(v1);

    const v3 = registry.deployBuild('mf-corporate', fakeBuild(root, 'mf-corporate', 'three'));
    expect(v3).toMatchObject({ activated: false, current: v1, held: { action: 'rollback', to: v1 } });
    expect(registry.current('mf-corporate')).toBe(v1);
    const status: string[] = [];
    runCli(['status'], registry, (l) => status.push(l));
    expect(status).toContainEqual(
      expect.stringMatching(new RegExp(`^mf-corporate: held at ${v1} by rollback`)),
    );

    registry.unpin('mf-corporate');
    const v4 = registry.deployBuild('mf-corporate', fakeBuild(root, 'mf-corporate', 'four'));
    expect(v4).toMatchObject({ activated: true, current: v4.version });
  });

  it('a pin holds the served version; activate releases it', () => {
    const v1 = registry.deployBuild('mf-public', fakeBuild(root, 'mf-public', 'one')).version;
    registry.pin('mf-public', undefined, { reason: 'release freeze' });
    const v2 = registry.deployBuild('mf-public', fakeBuild(root, 'mf-public', 'two'));
    expect(v2).toMatchObject({ activated: false, held: { action: 'pin', to: v1, why: 'release freeze' } });
    registry.activate('mf-public', v2.version);
    const v3 = registry.deployBuild('mf-public', fakeBuild(root, 'mf-public', 'three'));
    expect(v3.activated).toBe(true);
  });

  it('an incompatible build is published, not activated, with the reason', () => {
    registry.deployBuild('mf-auth', fakeBuild(root, 'mf-auth', 'ok'));
    const bad = registry.deployBuild('mf-auth', fakeBuild(root, 'mf-auth', { requiredRouter: '^8.0.0' }));
    expect(bad.activated).toBe(false);
    expect(bad.refused).toMatch(/requires react-router \^8\.0\.0; the shell provides 7\.18\.5/);
  });
});

describe('remotes publish of an unchanged build', () => {
  let root: string;
  let registry: Registry;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-republish-'));
    registry = fakeRegistry(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('does not undo a rollback (the rolled-back code built again is not a decision to serve it)', () => {
    const log = () => undefined;
    runCli(['publish', 'mf-auth', '--from', fakeBuild(root, 'mf-auth', 'one')], registry, log);
    const one = registry.current('mf-auth');
    runCli(['publish', 'mf-auth', '--from', fakeBuild(root, 'mf-auth', 'two')], registry, log);
    runCli(['rollback', 'mf-auth'], registry, log);
    const lines: string[] = [];
    runCli(['publish', 'mf-auth', '--from', fakeBuild(root, 'mf-auth', 'two')], registry, (l) =>
      lines.push(l),
    );
    expect(registry.current('mf-auth')).toBe(one);
    expect(lines.join('\n')).toMatch(/not activated: held at .* by rollback/);
    runCli(['publish', 'mf-auth', '--from', fakeBuild(root, 'mf-auth', 'one')], registry, (l) =>
      lines.push(l),
    );
    expect(registry.history('mf-auth').pop()?.action).toBe('rollback');
  });
});
