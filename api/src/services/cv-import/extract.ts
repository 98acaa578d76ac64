/**
 * Text of an uploaded CV, in memory only: the lines of a PDF (pdf.js through unpdf, text items grouped into lines
 * by their baseline) or of a DOCX (the paragraphs of word/document.xml, table cells one per line). Nothing is
 * written anywhere; the caller drops the buffer when the request ends.
 */
import zlib from 'node:zlib';
import { ApiError } from '../../errors/api-error';
import { zipEntries } from '../file-types';

/** Pages read from a PDF: a CV is one to three pages; the rest is not a CV's. */
export const CV_MAX_PAGES = 10;
/** Characters kept from a document (a long CV is about 10,000). */
export const CV_MAX_CHARS = 100_000;

interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  hasEOL: boolean;
}

/** Items of one page as lines, top to bottom, each line's items left to right (a gap becomes a space). */
export function itemsToLines(items: readonly TextItem[]): string[] {
  const rows: { y: number; h: number; items: TextItem[] }[] = [];
  for (const it of items) {
    if (!it.str.trim()) continue;
    const h = Math.max(1, it.height);
    const row = rows.find((r) => Math.abs(r.y - it.y) <= Math.max(r.h, h) * 0.45);
    if (row) row.items.push(it);
    else rows.push({ y: it.y, h, items: [it] });
  }
  rows.sort((a, b) => b.y - a.y);
  return rows.map((r) => {
    r.items.sort((a, b) => a.x - b.x);
    let line = '';
    let end = -Infinity;
    for (const it of r.items) {
      const gap = it.x - end;
      if (line && gap > Math.max(1, it.height) * 0.2 && !/\s$/.test(line) && !/^\s/.test(it.str)) {
        // A wide gap is a column or a tab in the source: keep it visible to the parser.
        line += gap > Math.max(1, it.height) * 2 ? '\t' : ' ';
      }
      line += it.str;
      end = it.x + it.width;
    }
    return line;
  });
}

async function pdfLines(data: Buffer): Promise<string[]> {
  const { getDocumentProxy } = await import('unpdf');
  let doc;
  try {
    doc = await getDocumentProxy(new Uint8Array(data), {
      useSystemFonts: false,
      verbosity: 0,
    });
  } catch {
    throw new ApiError('FILE_TYPE_NOT_ALLOWED');
  }
  try {
    const lines: string[] = [];
    const pages = Math.min(doc.numPages, CV_MAX_PAGES);
    for (let n = 1; n <= pages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const items: TextItem[] = [];
      for (const raw of content.items) {
        if (!('str' in raw)) continue;
        items.push({
          str: raw.str,
          x: raw.transform[4],
          y: raw.transform[5],
          width: raw.width,
          height: raw.height || Math.hypot(raw.transform[2], raw.transform[3]),
          hasEOL: raw.hasEOL,
        });
      }
      lines.push(...itemsToLines(items));
      page.cleanup();
    }
    return lines;
  } finally {
    await doc.loadingTask.destroy();
  }
}

function inflateEntry(buf: Buffer, name: string): Buffer | null {
  const entry = zipEntries(buf)?.find((e) => e.name === name);
  if (!entry) return null;
  const p = entry.localOffset;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== 0x04034b50) return null;
  const start = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  const packed = buf.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return packed;
  // checkDocxBounds has already inflated every entry within the bounds.
  return zlib.inflateRawSync(packed);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decodeXml(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
    if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? '';
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** The paragraphs of a WordprocessingML body: runs' text, tabs as tabs, breaks as new lines. */
export function docxXmlToLines(xml: string): string[] {
  const lines: string[] = [];
  const paragraphs = xml.match(/<w:p[ >][\s\S]*?<\/w:p>|<w:p\/>/g) ?? [];
  for (const p of paragraphs) {
    // a list item (numbering properties) reads as a bullet, as Word shows it
    let text = /<w:numPr>/.test(p) ? '• ' : '';
    for (const m of p.matchAll(/<w:t(?:\s[^>]*)?>([\s\S]*?)<\/w:t>|<w:tab\/>|<w:br\/>|<w:cr\/>/g)) {
      if (m[1] !== undefined) text += decodeXml(m[1]);
      else if (m[0] === '<w:tab/>') text += '\t';
      else text += '\n';
    }
    lines.push(...text.split('\n'));
  }
  return lines;
}

function docxLines(data: Buffer): string[] {
  const xml = inflateEntry(data, 'word/document.xml');
  if (!xml) throw new ApiError('FILE_TYPE_NOT_ALLOWED');
  return docxXmlToLines(xml.toString('utf8'));
}

/** The non-empty lines of a CV (PDF or DOCX, as detected by content), cut at CV_MAX_CHARS. */
export async function extractCvLines(data: Buffer, ext: 'pdf' | 'docx'): Promise<string[]> {
  const raw = ext === 'pdf' ? await pdfLines(data) : docxLines(data);
  const out: string[] = [];
  let total = 0;
  for (const l of raw) {
    // A PDF whose font draws SARA AM as NIKHAHIT + SARA AA gives both back ("จำากัด"): one SARA AM.
    const line = l
      .replace(/[\u00a0\u200b]/g, ' ')
      .replace(/\u0E4D\u0E32|\u0E33\u0E32/g, '\u0E33')
      .trimEnd();
    if (!line.trim()) continue;
    total += line.length;
    if (total > CV_MAX_CHARS) break;
    out.push(line);
  }
  return out;
}
