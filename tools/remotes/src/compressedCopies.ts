import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = {
  '.br': (bytes) => zlib.brotliDecompressSync(bytes),
  '.gz': (bytes) => zlib.gunzipSync(bytes),
};

function decodes(copy: string, file: string, decode: (bytes: Buffer) => Buffer): boolean {
  try {
    return fs.existsSync(file) && decode(fs.readFileSync(copy)).equals(fs.readFileSync(file));
  } catch {
    return false;
  }
}

/**
 * The gateway sends `x.js.br` / `x.js.gz` instead of `x.js` when they are there (written by the build, libs/mf-build
 * precompress-plugin). A copy that is not exactly its file (the file changed after the build, a copy without its
 * file, a damaged copy) is removed before a version goes live: the gateway then compresses the file itself.
 * Returns the removed copies, relative to `dir`.
 */
export function dropStaleCompressedCopies(dir: string): string[] {
  const removed: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      const decode = DECODERS[path.extname(entry.name)];
      if (decode && !decodes(full, full.slice(0, -path.extname(entry.name).length), decode)) {
        fs.rmSync(full);
        removed.push(path.relative(dir, full));
      }
    }
  };
  walk(dir);
  return removed.sort();
}
