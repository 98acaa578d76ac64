import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { filesUnder } from './filesUnder';

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
  return filesUnder(dir).filter((rel) => {
    const decode = DECODERS[path.extname(rel)];
    const copy = path.join(dir, rel);
    if (!decode || decodes(copy, copy.slice(0, -path.extname(rel).length), decode)) return false;
    fs.rmSync(copy);
    return true;
  });
}
