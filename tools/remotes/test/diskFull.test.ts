import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RegistryDiskFullError } from '../src/diskFull';
import type { Registry } from '../src/registry';
import { fakeBuild, fakeRegistry } from './helpers/fixtures';

const diskFull = (code = 'ENOSPC') =>
  Object.assign(new Error(`${code}: no space left on device`), { code, errno: -28, syscall: 'write' });

/** A full disk (injected) during a change: an error saying so, what was not changed, and what to do. */
describe('a full disk', () => {
  let root: string;
  let registry: Registry;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-full-'));
    registry = fakeRegistry(root);
    registry.activate(
      'mf-public',
      registry.publish('mf-public', fakeBuild(root, 'mf-public', 'a'), 'a').version,
    );
    registry.publish('mf-public', fakeBuild(root, 'mf-public', 'b'), 'b');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const caught = (change: () => unknown): RegistryDiskFullError => {
    try {
      change();
    } catch (error) {
      expect(error).toBeInstanceOf(RegistryDiskFullError);
      return error as RegistryDiskFullError;
    }
    throw new Error('no error');
  };
  const unchangedMessage = (operation: string) =>
    new RegExp(
      `^The registry's disk is full \\(ENOSPC while ${operation}\\): [\\d.]+ [KMGT]?B free on ${registry.dir}\\. ` +
        'remotes\\.json is replaced whole or not at all: the served versions are unchanged \\(mf-public serves a\\)\\. ' +
        'Run `remotes prune mf-public` or free space on that disk, then try again\\.$',
    );

  it('activate: remotes.json cannot be replaced; the version goes back out of the served folder', () => {
    const rename = fs.renameSync;
    jest.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
      if (String(to) === registry.registryFile) throw diskFull();
      rename(from, to);
    });
    const error = caught(() => registry.activate('mf-public', 'b'));
    expect(error.message).toMatch(unchangedMessage('activating mf-public@b'));
    expect(error.freeBytes).toBeGreaterThan(0);
    jest.restoreAllMocks();
    expect(registry.current('mf-public')).toBe('a');
    expect(registry.versionDir('mf-public', 'b')).toBe(path.join(registry.unreleasedDir('mf-public'), 'b'));
    expect(registry.history('mf-public').filter((e) => e.action === 'activate')).toHaveLength(1);
    expect(fs.readdirSync(registry.dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('rollback: the history cannot record it, so remotes.json is put back', () => {
    registry.activate('mf-public', 'b');
    jest.spyOn(fs, 'appendFileSync').mockImplementation(() => {
      throw diskFull();
    });
    const error = caught(() => registry.rollback('mf-public'));
    expect(error.message).toMatch(/served versions are unchanged \(mf-public serves b\)/);
    jest.restoreAllMocks();
    expect(registry.current('mf-public')).toBe('b');
    expect(registry.read().remotes.mf_public?.change).toBe('activate');
  });

  it('publish: the copy fails; nothing published, no staging copy left', () => {
    jest.spyOn(fs, 'cpSync').mockImplementation(() => {
      throw diskFull();
    });
    const error = caught(() => registry.publish('mf-public', fakeBuild(root, 'mf-public', 'c'), 'c'));
    expect(error.message).toMatch(unchangedMessage('publishing mf-public@c'));
    jest.restoreAllMocks();
    expect(registry.versions('mf-public').map((v) => v.version)).toEqual(['a', 'b']);
    expect(fs.readdirSync(registry.unreleasedDir('mf-public'))).toEqual(['b']);
  });

  it('withdraw: over quota (EDQUOT) taking the lock; no lock file left behind', () => {
    registry.activate('mf-public', 'b');
    jest.spyOn(fs, 'writeSync').mockImplementation(() => {
      throw diskFull('EDQUOT');
    });
    const error = caught(() => registry.withdraw('mf-public', undefined, { reason: 'broken' }));
    expect(error.message).toMatch(/^The registry's disk is full \(EDQUOT while withdrawing mf-public\)/);
    expect(error.message).toMatch(/the served versions are unchanged \(mf-public serves b\)/);
    jest.restoreAllMocks();
    expect(fs.readdirSync(path.join(registry.dir, 'locks'))).toEqual([]);
    expect(registry.withdraw('mf-public', undefined, { reason: 'broken' })).toEqual({ from: 'b', to: 'a' });
  });

  it('prune: the history cannot record it; says so and how to make room', () => {
    registry.publish('mf-public', fakeBuild(root, 'mf-public', 'c'), 'c');
    jest.spyOn(fs, 'appendFileSync').mockImplementation(() => {
      throw diskFull();
    });
    const error = caught(() => registry.prune('mf-public', 1));
    expect(error.message).toMatch(unchangedMessage('pruning mf-public'));
  });
});
