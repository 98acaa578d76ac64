import { COVER_GRADIENTS } from './styles';

const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const onWhite = (hex: string): number => 1.05 / (luminance(hex) + 0.05);

describe('placeholder blog covers (white title on a gradient)', () => {
  it.each(COVER_GRADIENTS)('every colour of %s is at least 4.5:1 against white (WCAG 1.4.3)', (gradient) => {
    const colours = gradient.match(/#[0-9a-f]{6}/gi) ?? [];
    expect(colours.length).toBeGreaterThan(1);
    for (const colour of colours) expect(onWhite(colour)).toBeGreaterThanOrEqual(4.5);
  });
});
