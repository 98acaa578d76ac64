/** Builds hostile uploads cheaply: ZIP bombs (honest or lying about their sizes) and PNGs with huge dimensions. */
import zlib from 'node:zlib';
import { crc32 } from './files';

/**
 * `count` MiB of zeros as a raw deflate stream of about 1 KiB per MiB: one MiB is packed once, ending on a full
 * flush (byte-aligned, no history), repeated, and closed by an empty final block.
 */
export function zerosDeflated(mib: number, head = Buffer.alloc(0)): Buffer {
  const MiB = Buffer.alloc(1024 * 1024);
  const flushed = (b: Buffer) => zlib.deflateRawSync(b, { finishFlush: zlib.constants.Z_FULL_FLUSH });
  const block = flushed(MiB);
  const parts = [flushed(head)];
  for (let i = 0; i < mib; i++) parts.push(block);
  parts.push(Buffer.from([0x03, 0x00])); // final fixed-Huffman block holding only its end
  return Buffer.concat(parts);
}

export interface ZipEntrySpec {
  name: string;
  /** The bytes as stored (deflated when `method` is 8). */
  packed: Buffer;
  method?: 0 | 8;
  /** What the central directory claims the entry unpacks to. */
  declaredSize: number;
  /** CRC-32 of the unpacked bytes (0 when unknown: the bounds check does not read it). */
  crc?: number;
}

export function zipOf(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const method = e.method ?? 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(e.crc ?? 0, 14);
    local.writeUInt32LE(e.packed.length, 18);
    local.writeUInt32LE(e.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, e.packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(e.crc ?? 0, 16);
    central.writeUInt32LE(e.packed.length, 20);
    central.writeUInt32LE(e.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + e.packed.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, central, end]);
}

/** An entry packed with deflate, declaring its true size. */
export function deflatedEntry(name: string, content: string | Buffer): ZipEntrySpec {
  const data = Buffer.from(content);
  return { name, packed: zlib.deflateRawSync(data), declaredSize: data.length, crc: crc32(data) };
}

const CONTENT_TYPES = '<?xml version="1.0"?><Types/>';
const DOCUMENT_HEAD = '<?xml version="1.0"?><w:document>';

/**
 * A DOCX whose word/document.xml unpacks to `mib` MiB (an XML head, then zeros): `declaredMib` is what the central
 * directory claims (the truth by default; a lie when smaller).
 */
export function docxBomb(mib: number, declaredMib = mib): Buffer {
  const head = Buffer.from(DOCUMENT_HEAD);
  const packed = zerosDeflated(mib, head);
  const declaredSize = Math.min(0xffffffff, head.length + declaredMib * 1024 * 1024);
  return zipOf([
    deflatedEntry('[Content_Types].xml', CONTENT_TYPES),
    { name: 'word/document.xml', packed, declaredSize },
  ]);
}

/** A valid DOCX of `entries` entries (the bound on the entry count is all it breaks). */
export function docxWithEntries(entries: number): Buffer {
  const list = [
    deflatedEntry('[Content_Types].xml', CONTENT_TYPES),
    deflatedEntry('word/document.xml', '<w:document/>'),
  ];
  for (let i = list.length; i < entries; i++) list.push(deflatedEntry(`word/media/p${i}.xml`, '<p/>'));
  return zipOf(list);
}

/** A real deflated DOCX of a normal size (about 200 KiB of XML), which must stay accepted. */
export function plainDocx(): Buffer {
  const paragraphs = Array.from({ length: 2000 }, (_, i) => `<w:p><w:t>ประสบการณ์ ${i} — Node.js</w:t></w:p>`);
  return zipOf([
    deflatedEntry('[Content_Types].xml', CONTENT_TYPES),
    deflatedEntry('word/document.xml', `${DOCUMENT_HEAD}${paragraphs.join('')}</w:document>`),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

/**
 * A valid black 1-bit greyscale PNG of `width` x `height` pixels, a few hundred KiB even at 30,000 x 30,000: every
 * row is the same, so the image data is one packed block of rows repeated (as in zerosDeflated) in a zlib wrapper.
 */
export function hugePng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(width / 8); // filter byte + pixels
  const rowsPerBlock = Math.max(1, Math.floor((1024 * 1024) / rowBytes));
  const flushed = (rows: number) =>
    zlib.deflateRawSync(Buffer.alloc(rows * rowBytes), { finishFlush: zlib.constants.Z_FULL_FLUSH });
  const block = flushed(rowsPerBlock);
  const parts = [Buffer.from([0x78, 0x9c])];
  for (let i = 0; i < Math.floor(height / rowsPerBlock); i++) parts.push(block);
  parts.push(flushed(height % rowsPerBlock), Buffer.from([0x03, 0x00]));
  // Adler-32 of n zero bytes: a = 1, b = n (mod 65521).
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((rowBytes * height) % 65521) * 65536 + 1) >>> 0);
  parts.push(adler);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.concat(parts)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** PNG magic bytes followed by garbage. */
export const pngMagicThenGarbage = (): Buffer =>
  Buffer.concat([
    PNG_SIGNATURE,
    Buffer.from('not an image at all, just bytes after a PNG signature\n'.repeat(20)),
  ]);

/** A PNG whose header (IHDR, 64 x 64) is valid and whose image data is garbage. */
export function pngWithGarbageData(): Buffer {
  const good = hugePng(64, 64);
  return Buffer.concat([
    good.subarray(0, 8 + 25), // signature + IHDR chunk
    pngChunk('IDAT', Buffer.from('this is not zlib data '.repeat(10))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
