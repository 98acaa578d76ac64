import fs from 'node:fs';
import path from 'node:path';
import { FONT_FAMILY, fontFamilies } from '@jobportal/platform-contract';

describe("the shell's document", () => {
  it('names the product’s font stack, for what it shows before the design system’s styles arrive', () => {
    const html = fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8');
    const declared = html.match(/html,\s*body\s*\{[^}]*font-family:([^;]+);/)?.[1] ?? '';
    expect(fontFamilies(declared)).toEqual(fontFamilies(FONT_FAMILY));
  });
});
