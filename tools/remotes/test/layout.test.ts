import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashDirectory, type Registry } from '../src/registry';
import { fakeBuild, fakeRegistry } from './helpers/fixtures';

/** Only what has been served is under the public remotes/ folder; metadata never is. */
describe('registry layout', () => {
  let root: string;
  let registry: Registry;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-layout-'));
    registry = fakeRegistry(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /** Every file under `dir`, relative, depth first. */
  const tree = (dir: string): string[] =>
    fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort() : [];

  it('publish puts a version in unreleased/ and its metadata in meta/; nothing under remotes/', () => {
    const v = registry.publish('mf-public', fakeBuild(root, 'mf-public', 'one'), 'v1');
    expect(v).toMatchObject({ released: false, withdrawn: false, current: false, bytes: expect.any(Number) });
    expect(registry.versionDir('mf-public', 'v1')).toBe(
      path.join(registry.dir, 'unreleased', 'mf-public', 'v1'),
    );
    expect(fs.existsSync(path.join(registry.dir, 'meta', 'mf-public', 'v1.json'))).toBe(true);
    expect(tree(path.join(registry.dir, 'remotes'))).toEqual([]);
    expect(tree(registry.versionDir('mf-public', 'v1') ?? '').filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('the first activation moves the version under remotes/ in one rename, before remotes.json names it', () => {
    registry.publish('mf-public', fakeBuild(root, 'mf-public', 'one'), 'v1');
    const unreleased = registry.versionDir('mf-public', 'v1') ?? '';
    const inode = fs.statSync(unreleased).ino;
    registry.activate('mf-public', 'v1');
    const served = path.join(registry.remoteDir('mf-public'), 'v1');
    expect(registry.versionDir('mf-public', 'v1')).toBe(served);
    expect(fs.statSync(served).ino).toBe(inode);
    expect(fs.existsSync(unreleased)).toBe(false);
    expect(registry.read().remotes.mf_public).toEqual({
      version: 'v1',
      entry: '/remotes/mf-public/v1/remoteEntry.js',
      change: 'activate',
    });
    expect(registry.versions('mf-public')).toEqual([
      expect.objectContaining({ version: 'v1', released: true }),
    ]);
    // everything served is the build itself: no dotfile, no metadata
    expect(tree(registry.remoteDir('mf-public')).filter((f) => path.basename(f).startsWith('.'))).toEqual([]);
  });

  it('versionDir: null for an unknown version or a name that is not a version', () => {
    registry.publish('mf-public', fakeBuild(root, 'mf-public', 'one'), 'v1');
    expect(registry.versionDir('mf-public', 'v2')).toBeNull();
    expect(registry.versionDir('mf-public', '../unreleased')).toBeNull();
    expect(registry.versionDir('mf-public', '.staging-1')).toBeNull();
    expect(registry.meta('mf-public', '../../meta/mf-public/v1')).toBeNull();
  });

  it('reads a registry written before meta/ (metadata inside the served folder) and moves it out when it touches the remote', () => {
    // the previous layout: remotes/<remote>/<version>/.published.json, remotes.json naming it
    const old = path.join(registry.remoteDir('mf-public'), 'old');
    fs.mkdirSync(path.dirname(old), { recursive: true });
    fs.cpSync(fakeBuild(root, 'mf-public', 'old'), old, { recursive: true });
    const contentHash = hashDirectory(old);
    const legacyMeta = path.join(old, '.published.json');
    fs.writeFileSync(
      legacyMeta,
      JSON.stringify({
        publishedAt: '2026-01-01T00:00:00.000Z',
        contentHash,
        hashFormat: 2,
        publishedBy: 'carol',
      }),
    );
    fs.writeFileSync(
      registry.registryFile,
      JSON.stringify({
        remotes: { mf_public: { version: 'old', entry: '/remotes/mf-public/old/remoteEntry.js' } },
        updatedAt: '2026-01-01T00:00:00.000Z',
      }),
    );

    expect(registry.versions('mf-public')).toEqual([
      expect.objectContaining({ version: 'old', current: true, released: true, publishedBy: 'carol' }),
    ]);
    expect(registry.versionDir('mf-public', 'old')).toBe(old);
    // the same build published again is the version already there
    expect(registry.publish('mf-public', fakeBuild(root, 'mf-public', 'old')).version).toBe('old');

    registry.activate(
      'mf-public',
      registry.publish('mf-public', fakeBuild(root, 'mf-public', 'new'), 'new').version,
    );
    expect(fs.existsSync(legacyMeta)).toBe(false);
    expect(
      JSON.parse(fs.readFileSync(path.join(registry.dir, 'meta', 'mf-public', 'old.json'), 'utf8')),
    ).toMatchObject({
      contentHash,
      publishedBy: 'carol',
      bytes: folderBytes(old),
    });
    expect(registry.rollback('mf-public')).toEqual({ from: 'new', to: 'old' });
  });
});

function folderBytes(dir: string): number {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => fs.statSync(path.join(dir, f)))
    .filter((s) => s.isFile())
    .reduce((sum, s) => sum + s.size, 0);
}
