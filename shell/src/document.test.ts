import fs from 'node:fs';
import path from 'node:path';
import { FONT_FAMILY, fontFamilies } from '@jobportal/platform-contract';

const html = fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8');

describe("the shell's document", () => {
  it('names the product’s font stack, for what it shows before the design system’s styles arrive', () => {
    const declared = html.match(/html,\s*body\s*\{[^}]*font-family:([^;]+);/)?.[1] ?? '';
    expect(fontFamilies(declared)).toEqual(fontFamilies(FONT_FAMILY));
  });

  it('draws its icon with shapes only: text in an SVG image is laid out with a font search on the page’s main thread', () => {
    const icon = decodeURIComponent(
      html.match(/<link\s+rel="icon"\s+href="data:image\/svg\+xml,([^"]+)"/)?.[1] ?? '',
    );
    expect(icon).toMatch(/^<svg[^>]*>.*<path /);
    expect(icon).not.toMatch(/<text|font-family/);
  });
});
