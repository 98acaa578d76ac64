/** File type detection by content (magic bytes), never by name or declared type. */

export type DetectedType = { mime: string; ext: string };

const PDF: DetectedType = { mime: 'application/pdf', ext: 'pdf' };
const DOCX: DetectedType = {
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ext: 'docx',
};
const PNG: DetectedType = { mime: 'image/png', ext: 'png' };
const JPEG: DetectedType = { mime: 'image/jpeg', ext: 'jpg' };
const WEBP: DetectedType = { mime: 'image/webp', ext: 'webp' };

function startsWith(buf: Buffer, bytes: number[], offset = 0): boolean {
  if (buf.length < offset + bytes.length) return false;
  return bytes.every((b, i) => buf[offset + i] === b);
}

/** One entry of a ZIP archive as its central directory declares it (sizes are claims, not facts). */
export interface ZipEntry {
  name: string;
  /** General purpose flags (bit 0: encrypted). */
  flags: number;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Offset of the entry's local header. */
  localOffset: number;
}

/** The entries of a ZIP archive, read from its central directory; null when there is none or it is cut short. */
export function zipEntries(buf: Buffer): ZipEntry[] | null {
  // End of central directory: signature 0x06054b50, within the last 64 KiB + 22 bytes.
  const min = Math.max(0, buf.length - 65557);
  let eocd = -1;
  for (let i = buf.length - 22; i >= min; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) return null;
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    if (p + 46 + nameLen > buf.length) return null;
    entries.push({
      name: buf.toString('utf8', p + 46, p + 46 + nameLen),
      flags: buf.readUInt16LE(p + 8),
      method: buf.readUInt16LE(p + 10),
      compressedSize: buf.readUInt32LE(p + 20),
      uncompressedSize: buf.readUInt32LE(p + 24),
      localOffset: buf.readUInt32LE(p + 42),
    });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** Names of the entries of a ZIP archive, read from its central directory. */
export function zipEntryNames(buf: Buffer): string[] | null {
  return zipEntries(buf)?.map((e) => e.name) ?? null;
}

/** PDF ("%PDF-") or DOCX (a ZIP holding word/document.xml). */
export function detectResume(buf: Buffer): DetectedType | null {
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return PDF;
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(buf);
    if (names?.includes('word/document.xml')) return DOCX;
  }
  return null;
}

/** PNG, JPEG or WebP. */
export function detectImage(buf: Buffer): DetectedType | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) return WEBP;
  return null;
}
