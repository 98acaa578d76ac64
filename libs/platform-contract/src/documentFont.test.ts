import { FONT_FAMILY, fontFamilies } from './documentFont';

const LATIN_ONLY = ['Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'];

describe('the font stack', () => {
  const families = fontFamilies(FONT_FAMILY);

  it.each([
    ['Windows', 'Leelawadee UI'],
    ['Linux (TLWG)', 'Loma'],
  ])('names the Thai UI font of %s ahead of every Latin-only font', (_platform, thaiFont) => {
    const thai = families.indexOf(thaiFont);
    expect(thai).toBeGreaterThanOrEqual(0);
    for (const latin of LATIN_ONLY) expect(thai).toBeLessThan(families.indexOf(latin));
  });
});
