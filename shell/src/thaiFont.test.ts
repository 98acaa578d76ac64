import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FONT_FAMILY, fontFamilies } from '@jobportal/platform-contract';

/**
 * The Thai web font (issue 47): Noto Sans Thai's Thai glyphs, self-hosted, regular + bold, `font-display: swap`,
 * Thai code points only, files named by their content (cached for good), the regular weight preloaded.
 */
const html = fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8');
const FONTS = path.join(__dirname, '../public/fonts');
const faces = [...html.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => body);

describe("the shell's Thai web font", () => {
  it('declares a regular and a bold face of Noto Sans Thai that swap in, for Thai code points only', () => {
    expect(faces).toHaveLength(2);
    expect(faces.map((face) => /font-weight:\s*(\d+)/.exec(face)?.[1])).toEqual(['400', '700']);
    for (const face of faces) {
      expect(face).toMatch(/font-family:\s*'Noto Sans Thai'/);
      expect(face).toMatch(/font-display:\s*swap/);
      // A Latin-only page downloads nothing: no Basic Latin / Latin-1 code point in the range.
      expect(/unicode-range:\s*([^;]+);/.exec(face)?.[1].trim()).toBe('U+0E01-0E5B, U+200C-200D, U+25CC');
      // The device's own copy first.
      expect(face).toMatch(/src:\s*local\('Noto Sans Thai/);
    }
  });

  it('serves files whose names carry their content hash (immutable) and ships the font licence', () => {
    const urls = [...html.matchAll(/\/fonts\/([\w.-]+\.woff2)/g)].map(([, file]) => file);
    expect(new Set(urls).size).toBe(2);
    for (const file of urls) {
      const bytes = fs.readFileSync(path.join(FONTS, file));
      const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10);
      expect(file).toMatch(new RegExp(`\\.${hash}\\.woff2$`));
      expect(bytes.length).toBeLessThan(12 * 1024);
    }
    expect(fs.readFileSync(path.join(FONTS, 'OFL.txt'), 'utf8')).toContain('SIL Open Font License');
  });

  it('preloads the regular weight only', () => {
    const preloads = html.match(/<link\s+rel="preload"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(/href="\/fonts\/noto-sans-thai-thai-400\.[0-9a-f]+\.woff2"/);
    expect(preloads[0]).toMatch(/as="font"/);
    expect(preloads[0]).toMatch(/crossorigin/);
  });

  it('falls back to the device’s Thai fonts while it loads or when it cannot', () => {
    const families = fontFamilies(FONT_FAMILY);
    expect(families[0]).toBe('Noto Sans Thai');
    for (const deviceThai of ['Leelawadee UI', 'Loma', 'Thonburi', 'Tahoma'])
      expect(families).toContain(deviceThai);
  });
});
