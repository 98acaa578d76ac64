import fs from 'node:fs';
import path from 'node:path';
import { create, Parser, type ReadEntry } from 'tar';
import { filesUnder } from './filesUnder';

/** What an uploaded build may hold: a remote's dist is a few hundred files and a few MB. */
export const DIST_LIMITS = { maxFiles: 5_000, maxBytes: 200 * 1024 * 1024 };

/** A build folder as a gzipped tar (the body of POST /api/releases/:remote/publish). */
export async function packDist(distDir: string): Promise<Buffer> {
  if (!fs.statSync(distDir, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`${distDir} is not a folder`);
  }
  // Links are archived as the files they point to: the other end accepts regular files only.
  const pack = create({ gzip: true, cwd: distDir, portable: true, noMtime: true, follow: true }, [
    ...filesUnder(distDir).map((rel) => rel.split(path.sep).join('/')),
  ]);
  return pack.concat();
}

const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);

/** The entry's path inside the archive, or why it is refused. */
function safePath(raw: string): { rel: string } | { refused: string } {
  if (!raw || raw.includes('\0')) return { refused: `an entry with an empty or invalid name` };
  if (raw.startsWith('/') || /^[A-Za-z]:/.test(raw) || raw.includes('\\')) {
    return { refused: `${raw}: an absolute path` };
  }
  const parts = raw.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..')) return { refused: `${raw}: a path with ".."` };
  return parts.length ? { rel: parts.join('/') } : { refused: `an entry with an empty name` };
}

/**
 * Unpacks a gzipped tar of a build into `intoDir` (which must not exist, or be empty), refusing anything but regular
 * files and folders (links, devices), absolute paths and `..`, more than 5,000 files or 200 MB unpacked. On a refusal
 * nothing is left in `intoDir`.
 */
export async function unpackDist(
  archive: Buffer,
  intoDir: string,
  limits: typeof DIST_LIMITS = DIST_LIMITS,
): Promise<void> {
  if (fs.existsSync(intoDir) && fs.readdirSync(intoDir).length) throw new Error(`${intoDir} is not empty`);
  fs.mkdirSync(intoDir, { recursive: true });
  const root = path.resolve(intoDir);
  const seen = new Set<string>();
  let files = 0;
  let bytes = 0;
  let failure: Error | null = null;
  const open = new Set<number>();
  const parser = new Parser({ strict: true });
  const refuse = (why: string) => {
    failure ??= new Error(`build archive refused: ${why}`);
    parser.abort(failure);
  };
  const onEntry = (entry: ReadEntry) => {
    const checked = safePath(entry.path);
    if ('refused' in checked) return refuse(checked.refused);
    const target = path.join(root, checked.rel);
    if (!target.startsWith(`${root}${path.sep}`)) return refuse(`${entry.path}: outside the folder`);
    if (entry.type === 'Directory') {
      fs.mkdirSync(target, { recursive: true });
      entry.resume();
      return;
    }
    if (!FILE_TYPES.has(entry.type)) return refuse(`${entry.path}: a ${entry.type} (only files and folders)`);
    if (seen.has(checked.rel)) return refuse(`${entry.path}: twice in the archive`);
    seen.add(checked.rel);
    if (++files > limits.maxFiles) return refuse(`more than ${limits.maxFiles} files`);
    if (bytes + entry.size > limits.maxBytes) return refuse(`more than ${limits.maxBytes} bytes unpacked`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // 'wx': never through a file or link already there
    const fd = fs.openSync(target, 'wx', 0o644);
    open.add(fd);
    entry.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limits.maxBytes) return refuse(`more than ${limits.maxBytes} bytes unpacked`);
      try {
        if (!failure) fs.writeSync(fd, chunk);
      } catch (error) {
        refuse(`${entry.path}: ${(error as Error).message}`);
      }
    });
    entry.on('end', () => {
      open.delete(fd);
      fs.closeSync(fd);
    });
  };
  parser.on('entry', (entry: ReadEntry) => {
    try {
      onEntry(entry);
    } catch (error) {
      refuse((error as Error).message);
    }
  });
  try {
    await new Promise<void>((resolve, reject) => {
      parser.on('error', (error: Error) =>
        reject(
          failure ??
            new Error(`build archive refused: not a readable tar.gz: ${error.message}`, { cause: error }),
        ),
      );
      parser.on('end', () => (failure ? reject(failure) : resolve()));
      parser.end(archive);
    });
    if (!files) throw new Error('build archive refused: no files in it');
  } catch (error) {
    for (const fd of open) fs.closeSync(fd);
    for (const name of fs.readdirSync(root))
      fs.rmSync(path.join(root, name), { recursive: true, force: true });
    throw error;
  }
}
