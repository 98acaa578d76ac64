import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Header, type HeaderData } from 'tar';
import { hashDirectory } from '../src/contentHash';
import { packDist, unpackDist } from '../src/distArchive';
import { fakeBuild } from './helpers/fixtures';

/** A gzipped tar written block by block: entries `tar` itself would never write from a build. */
function rawTar(entries: (HeaderData & { data?: string })[]): Buffer {
  const blocks = entries.flatMap(({ data = '', ...header }) => {
    const h = new Header({ mode: 0o644, mtime: new Date(0), size: Buffer.byteLength(data), ...header });
    h.encode();
    const body = Buffer.alloc(Math.ceil(Buffer.byteLength(data) / 512) * 512);
    body.write(data);
    return [h.block as Buffer, body];
  });
  return zlib.gzipSync(Buffer.concat([...blocks, Buffer.alloc(1024)]));
}

describe('a build as a tar.gz (the release service publish body)', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-archive-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const into = () => path.join(root, 'out');

  it('packs and unpacks a build to the same content (browser and server files, binary copies)', async () => {
    const dist = fakeBuild(root, 'mf-public', { content: 'x', server: true });
    fs.writeFileSync(
      path.join(dist, 'remoteEntry.js.br'),
      zlib.brotliCompressSync(fs.readFileSync(path.join(dist, 'remoteEntry.js'))),
    );
    const archive = await packDist(dist);
    expect(archive.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    await unpackDist(archive, into());
    expect(hashDirectory(into())).toBe(hashDirectory(dist));
    expect(fs.readdirSync(path.join(into(), 'server'))).toEqual([
      'package.json',
      'page-home.js',
      'remoteEntry.js',
    ]);
  });

  it.each([
    ['an absolute path', [{ path: '/etc/cron.d/x', data: 'x' }], /\/etc\/cron\.d\/x: an absolute path/],
    ['a path with ..', [{ path: 'a/../../x.js', data: 'x' }], /a\/\.\.\/\.\.\/x\.js: a path with "\.\."/],
    [
      'a symbolic link',
      [{ path: 'x.js', type: 'SymbolicLink' as const, linkpath: '/etc/passwd' }],
      /x\.js: a SymbolicLink/,
    ],
    ['a hard link', [{ path: 'x.js', type: 'Link' as const, linkpath: 'remoteEntry.js' }], /x\.js: a Link/],
    ['a device', [{ path: 'x', type: 'CharacterDevice' as const }], /x: a CharacterDevice/],
    ['a FIFO', [{ path: 'x', type: 'FIFO' as const }], /x: a FIFO/],
    [
      'the same file twice',
      [
        { path: 'a.js', data: '1' },
        { path: './a.js', data: '2' },
      ],
      /a\.js: twice/,
    ],
  ])('refuses %s, leaving nothing', async (_what, entries, why) => {
    const archive = rawTar([{ path: 'remoteEntry.js', data: 'var x;' }, ...entries]);
    await expect(unpackDist(archive, into())).rejects.toThrow(why);
    expect(fs.readdirSync(into())).toEqual([]);
    expect(fs.existsSync(path.join(root, 'x.js'))).toBe(false);
  });

  it('refuses more files or bytes than allowed, and what is not a tar.gz', async () => {
    const files = [1, 2, 3, 4].map((i) => ({ path: `f${i}.js`, data: 'x'.repeat(10) }));
    await expect(unpackDist(rawTar(files), into(), { maxFiles: 3, maxBytes: 1000 })).rejects.toThrow(
      /more than 3 files/,
    );
    await expect(unpackDist(rawTar(files), into(), { maxFiles: 10, maxBytes: 35 })).rejects.toThrow(
      /more than 35 bytes unpacked/,
    );
    expect(fs.readdirSync(into())).toEqual([]);
    await expect(unpackDist(Buffer.from('not an archive at all, not even close'), into())).rejects.toThrow(
      /^build archive refused: not a readable tar\.gz/,
    );
    await expect(unpackDist(rawTar([]), into())).rejects.toThrow(/^build archive refused: /);
    await expect(unpackDist(rawTar([{ path: 'empty/', type: 'Directory' }]), into())).rejects.toThrow(
      /no files/,
    );
    expect(fs.readdirSync(into())).toEqual([]);
  });

  it('refuses to unpack into a folder that is not empty', async () => {
    fs.mkdirSync(into());
    fs.writeFileSync(path.join(into(), 'keep'), 'x');
    await expect(unpackDist(rawTar([{ path: 'a.js', data: 'x' }]), into())).rejects.toThrow(/not empty/);
    expect(fs.readdirSync(into())).toEqual(['keep']);
  });
});
