import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { hashDirectory, type Registry } from '../src/registry';
import { fakeBuild, fakeRegistry } from './helpers/fixtures';
import { runCli } from '../src/cli';

describe('remote registry', () => {
  let root: string;
  let registry: Registry;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
    registry = fakeRegistry(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('publishes immutable versions and keeps earlier ones', () => {
    const v1 = registry.publish(
      'mf-candidate',
      fakeBuild(root, 'mf-candidate', 'one'),
      undefined,
      new Date(1000),
    );
    registry.activate('mf-candidate', v1.version);
    const v2 = registry.publish(
      'mf-candidate',
      fakeBuild(root, 'mf-candidate', 'two'),
      undefined,
      new Date(2000),
    );
    registry.activate('mf-candidate', v2.version);
    expect(v1.version).toMatch(/^1\.2\.3-[0-9a-f]{8}$/);
    expect(v2.version).not.toBe(v1.version);
    expect(registry.versions('mf-candidate').map((v) => v.version)).toEqual([v1.version, v2.version]);
    const served = fs.readFileSync(
      path.join(registry.remoteDir('mf-candidate'), v1.version, 'remoteEntry.js'),
      'utf8',
    );
    expect(served).toContain('/* one */');
    expect(registry.read().remotes.mf_candidate?.entry).toBe(
      `/remotes/mf-candidate/${v2.version}/remoteEntry.js`,
    );
  });

  it("publishes a script's compressed copies only when they are exactly the script", () => {
    const build = fakeBuild(root, 'mf-candidate', 'one');
    const entry = fs.readFileSync(path.join(build, 'remoteEntry.js'));
    fs.writeFileSync(path.join(build, 'remoteEntry.js.br'), zlib.brotliCompressSync(entry));
    // the file was changed after the build: its gzip copy is of the old file
    fs.writeFileSync(path.join(build, 'remoteEntry.js.gz'), zlib.gzipSync(Buffer.from('old build')));
    fs.writeFileSync(path.join(build, 'gone.js.br'), zlib.brotliCompressSync(Buffer.from('x')));
    fs.writeFileSync(path.join(build, 'broken.js'), 'x');
    fs.writeFileSync(path.join(build, 'broken.js.br'), 'not brotli');
    const v1 = registry.publish('mf-candidate', build);
    const published = fs.readdirSync(registry.versionDir('mf-candidate', v1.version) ?? '');
    expect(published).toEqual(expect.arrayContaining(['remoteEntry.js', 'remoteEntry.js.br', 'broken.js']));
    expect(published.filter((f) => ['remoteEntry.js.gz', 'gone.js.br', 'broken.js.br'].includes(f))).toEqual(
      [],
    );
  });

  it('publishing the same content twice is a no-op', () => {
    const dist = fakeBuild(root, 'mf-public', 'same');
    const a = registry.publish('mf-public', dist);
    const b = registry.publish('mf-public', dist);
    expect(b.version).toBe(a.version);
    expect(registry.versions('mf-public')).toHaveLength(1);
  });

  it('refuses other content under an existing version', () => {
    registry.publish('mf-public', fakeBuild(root, 'mf-public', 'a'), 'v1');
    expect(() => registry.publish('mf-public', fakeBuild(root, 'mf-public', 'b'), 'v1')).toThrow(
      /already published/,
    );
  });

  it('rolls back ONE remote to the previous version and leaves the others alone', () => {
    const c1 = registry.publish('mf-candidate', fakeBuild(root, 'mf-candidate', 'c1'), 'c1', new Date(1000));
    registry.activate('mf-candidate', c1.version);
    registry.activate(
      'mf-candidate',
      registry.publish('mf-candidate', fakeBuild(root, 'mf-candidate', 'c2'), 'c2', new Date(2000)).version,
    );
    registry.activate(
      'mf-public',
      registry.publish('mf-public', fakeBuild(root, 'mf-public', 'p1'), 'p1').version,
    );
    const before = registry.read().remotes.mf_public;
    expect(registry.rollback('mf_candidate')).toEqual({ from: 'c2', to: 'c1' });
    expect(registry.read().remotes.mf_candidate?.version).toBe('c1');
    expect(registry.read().remotes.mf_public).toEqual(before);
    // and forward again
    registry.activate('mf-candidate', 'c2');
    expect(registry.current('mf-candidate')).toBe('c2');
  });

  it('cannot activate an unpublished version or roll back past the first', () => {
    registry.activate(
      'mf-auth',
      registry.publish('mf-auth', fakeBuild(root, 'mf-auth', 'x'), 'only').version,
    );
    expect(() => registry.activate('mf-auth', 'nope')).toThrow(/not published/);
    expect(() => registry.rollback('mf-auth')).toThrow(/no version before/);
    expect(() => registry.publish('mf-nope', fakeBuild(root, 'mf-auth', 'x'))).toThrow(/Unknown remote/);
  });

  it('refuses a folder that is not a build (no remoteEntry.js)', () => {
    const dist = path.join(root, 'mf-public', 'dist');
    fs.mkdirSync(dist, { recursive: true });
    expect(() => registry.publish('mf-public', dist)).toThrow(/no remoteEntry\.js: build mf-public first/);
    expect(registry.versions('mf-public')).toEqual([]);
  });

  it('never leaves a broken remotes.json: the file is replaced whole, temp files are cleaned', () => {
    registry.activate('mf-auth', registry.publish('mf-auth', fakeBuild(root, 'mf-auth', 'x'), 'a').version);
    const files = fs.readdirSync(registry.dir);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(() => JSON.parse(fs.readFileSync(registry.registryFile, 'utf8'))).not.toThrow();
  });

  it('a crash mid-publish leaves only a hidden staging folder, never a listed version', () => {
    const staging = path.join(registry.remoteDir('mf-public'), '.staging-123-abcd');
    fs.mkdirSync(staging, { recursive: true });
    fs.writeFileSync(path.join(staging, 'remoteEntry.js'), 'half');
    expect(registry.versions('mf-public')).toEqual([]);
  });

  it('hashes a directory by path and content', () => {
    const a = fakeBuild(root, 'a', 'x');
    const b = path.join(root, 'copy');
    fs.cpSync(a, b, { recursive: true });
    expect(hashDirectory(a)).toBe(hashDirectory(b));
    fs.writeFileSync(path.join(b, 'remoteEntry.js'), 'y');
    expect(hashDirectory(a)).not.toBe(hashDirectory(b));
  });

  it('the CLI lists, rolls back and uses versions', () => {
    registry.activate(
      'mf-candidate',
      registry.publish('mf-candidate', fakeBuild(root, 'mf-candidate', '1'), 'v1', new Date(1)).version,
    );
    registry.activate(
      'mf-candidate',
      registry.publish('mf-candidate', fakeBuild(root, 'mf-candidate', '2'), 'v2', new Date(2)).version,
    );
    const lines: string[] = [];
    runCli(['list', 'mf-candidate'], registry, (l) => lines.push(l));
    expect(lines.join('\n')).toMatch(/\* mf-candidate@v2/);
    runCli(['rollback', 'mf-candidate'], registry, (l) => lines.push(l));
    expect(registry.current('mf-candidate')).toBe('v1');
    runCli(['use', 'mf-candidate', 'v2'], registry, (l) => lines.push(l));
    expect(registry.current('mf-candidate')).toBe('v2');
    runCli(['rollback', 'mf-candidate', '--to', 'v1'], registry, (l) => lines.push(l));
    expect(registry.current('mf-candidate')).toBe('v1');
  });
});
