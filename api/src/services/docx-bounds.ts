/**
 * Bounds on what an uploaded DOCX (a ZIP) unpacks to, so a small upload cannot hand every employer who opens it a
 * "zip bomb". The central directory's declared sizes are checked first (cheap), then every entry is really inflated,
 * counted and thrown away, because those sizes are only claims.
 */
import zlib from 'node:zlib';
import { ApiError } from '../errors/api-error';
import { zipEntries, type ZipEntry } from './file-types';

/** A résumé has a few dozen entries; images embedded in it add one each. */
export const DOCX_MAX_ENTRIES = 1000;
/** Unpacked bytes of one entry and of the whole archive (a 5 MB upload of text XML unpacks to about 50 MB). */
export const DOCX_MAX_ENTRY_BYTES = 32 * 1024 * 1024;
export const DOCX_MAX_TOTAL_BYTES = 64 * 1024 * 1024;
/** Unpacked / packed of an entry above DOCX_RATIO_FLOOR bytes: Word's XML packs about 5 to 20 times. */
export const DOCX_MAX_RATIO = 100;
const DOCX_RATIO_FLOOR = 1024 * 1024;

const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 0x1;

const tooLarge = () => new ApiError('FILE_CONTENT_TOO_LARGE');
const notAllowed = () => new ApiError('FILE_TYPE_NOT_ALLOWED');

/** Bytes `data` inflates to, or 'over' as soon as that passes `limit` (nothing is kept); rejects when corrupt. */
function inflatedSize(data: Buffer, limit: number): Promise<number | 'over'> {
  return new Promise((resolve, reject) => {
    const inflate = zlib.createInflateRaw();
    let total = 0;
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total <= limit) return;
      settle(() => resolve('over'));
      inflate.destroy();
    });
    inflate.on('end', () => settle(() => resolve(total)));
    inflate.on('error', (err) => settle(() => reject(err)));
    inflate.end(data);
  });
}

/** The packed bytes of an entry, located through its local header; null when they lie outside the file. */
function packedData(buf: Buffer, e: ZipEntry): Buffer | null {
  const p = e.localOffset;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== 0x04034b50) return null;
  const start = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  const end = start + e.compressedSize;
  return end <= buf.length ? buf.subarray(start, end) : null;
}

function checkDeclared(entries: ZipEntry[]): void {
  if (entries.length > DOCX_MAX_ENTRIES) throw tooLarge();
  let total = 0;
  for (const e of entries) {
    if (e.flags & ENCRYPTED || (e.method !== STORED && e.method !== DEFLATED)) throw notAllowed();
    total += e.uncompressedSize;
    if (e.uncompressedSize > DOCX_MAX_ENTRY_BYTES || total > DOCX_MAX_TOTAL_BYTES) throw tooLarge();
    if (
      e.uncompressedSize > DOCX_RATIO_FLOOR &&
      e.uncompressedSize > DOCX_MAX_RATIO * Math.max(1, e.compressedSize)
    )
      throw tooLarge();
  }
}

/**
 * Refuses a DOCX whose entries unpack past the bounds (FILE_CONTENT_TOO_LARGE, 413), declared or real: an entry
 * that unpacks to more than it declares counts as too large. A broken archive is FILE_TYPE_NOT_ALLOWED (415).
 */
export async function checkDocxBounds(buf: Buffer): Promise<void> {
  const entries = zipEntries(buf);
  if (!entries) throw notAllowed();
  checkDeclared(entries);
  let total = 0;
  for (const e of entries) {
    const data = packedData(buf, e);
    if (!data) throw notAllowed();
    let size: number | 'over';
    if (e.method === STORED) size = data.length;
    else {
      try {
        // Never more than it declares nor than the bounds still allow, whatever checkDeclared let through.
        const limit = Math.min(e.uncompressedSize, DOCX_MAX_ENTRY_BYTES, DOCX_MAX_TOTAL_BYTES - total);
        size = await inflatedSize(data, limit);
      } catch {
        throw notAllowed();
      }
    }
    if (size === 'over' || size > e.uncompressedSize) throw tooLarge();
    if (size < e.uncompressedSize) throw notAllowed();
    total += size;
    if (total > DOCX_MAX_TOTAL_BYTES) throw tooLarge();
  }
}
