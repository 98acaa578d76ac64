/**
 * Makes the CV's Thai text come out of the PDF as it went in (copy, search, text extractors such as pdf.js).
 * pdfkit writes one code per glyph with one ToUnicode entry and one width per code; two things of Thai shaping do
 * not fit that:
 * - SARA AM (ำ): the font's GSUB (ccmp) splits it into NIKHAHIT + SARA AA so that a tone mark can sit between them
 *   (น้ำ), and pdfkit maps the NIKHAHIT glyph to the ำ it came from, so "ทำงาน" read "ทำางาน". That glyph is mapped
 *   to U+0E4D (after the tone mark if it carries one): the pair reads U+0E4D U+0E32, the compatibility decomposition of ำ (equal under NFKC, which viewers'
 *   search applies). Mapping one glyph to ำ and the other to nothing is not possible: pdf.js then invents a
 *   character or inserts spaces.
 * - Marks placed by GPOS (tone marks, upper and lower vowels): pdfkit draws a mark with an offset at its own text
 *   position and then jumps to the pen position; with the mark's font width that jump can look like a gap, and
 *   extractors insert a space inside the word. Such a mark gets an extra code in the embedded subset (same outline,
 *   so the page looks the same) whose width ends it where the next glyph starts.
 */

/** pdfkit's EmbeddedFont, as far as this module uses it (not in its public types). */
interface EmbeddedFont {
  font: { glyphForCodePoint(cp: number): { id: number } };
  subset: { glyphs: number[] };
  unicode: number[][];
  widths: number[];
  layout(
    text: string,
    features?: unknown,
  ): { glyphs: { id: number; codePoints: number[] }[]; positions: Position[] };
  encode(text: string, features?: unknown): [string[], Position[]];
}
interface Position {
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}

const NIKHAHIT = 0x0e4d;
const SARA_AM = 0x0e33;

export function fixTextExtraction(embedded: unknown): void {
  const f = embedded as EmbeddedFont & { extractionFixed?: boolean };
  if (f.extractionFixed || typeof f.encode !== 'function') return;
  f.extractionFixed = true;
  const saraAm = f.font.glyphForCodePoint(SARA_AM).id;
  const codes = new Map<string, string>();
  /** A code of the subset for `glyphId` that reads as `unicode` and is `width` wide (1000 units per em). */
  const code = (glyphId: number, unicode: number[], width: number): string => {
    const key = `${glyphId}|${unicode.join(',')}|${width}`;
    let hex = codes.get(key);
    if (hex === undefined) {
      const gid = f.subset.glyphs.push(glyphId) - 1;
      f.unicode[gid] = unicode;
      f.widths[gid] = width;
      hex = `0000${gid.toString(16)}`.slice(-4);
      codes.set(key, hex);
    }
    return hex;
  };
  const encode = f.encode.bind(f);
  f.encode = (text, features) => {
    const [res, positions] = encode(text, features);
    const moved = positions.some((p) => p.xOffset || p.yOffset);
    if (!moved && !text.includes(String.fromCodePoint(SARA_AM))) return [res, positions];
    const { glyphs } = f.layout(text, features);
    for (let i = 0; i < glyphs.length; i++) {
      const gid = parseInt(res[i], 16);
      // a glyph made from ำ other than ำ itself (NIKHAHIT, or NIKHAHIT with a tone mark) reads as NIKHAHIT
      const unicode = f.unicode[gid] ?? glyphs[i].codePoints;
      if (glyphs[i].id !== saraAm && unicode.includes(SARA_AM))
        f.unicode[gid] = unicode.map((c) => (c === SARA_AM ? NIKHAHIT : c));
      const p = positions[i];
      if (!p.xOffset && !p.yOffset) continue;
      const width = Math.max(0, Math.round(p.advanceWidth - p.xOffset));
      if (width !== Math.round(f.widths[gid])) res[i] = code(glyphs[i].id, f.unicode[gid], width);
    }
    return [res, positions];
  };
}
