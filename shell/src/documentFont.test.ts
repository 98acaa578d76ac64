import fs from 'node:fs';
import path from 'node:path';

const LATIN_ONLY = ['Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'];

describe("the shell's document font (the design system's FONT_FAMILY, before its styles arrive)", () => {
  const html = fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8');
  const declared = html.match(/html,\s*body\s*\{[^}]*font-family:([^;]+);/)?.[1] ?? '';
  const families = declared.split(',').map((family) => family.trim().replace(/^'(.*)'$/, '$1'));

  it.each([
    ['Windows', 'Leelawadee UI'],
    ['Linux (TLWG)', 'Loma'],
  ])('names the Thai UI font of %s ahead of every Latin-only font', (_platform, thaiFont) => {
    const thai = families.indexOf(thaiFont);
    expect(thai).toBeGreaterThanOrEqual(0);
    for (const latin of LATIN_ONLY) expect(thai).toBeLessThan(families.indexOf(latin));
  });
});
