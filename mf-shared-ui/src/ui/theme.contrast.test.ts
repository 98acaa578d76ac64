import { theme as antdTheme } from 'antd';
import { RESULT_TEXT_COLORS, theme } from './theme';
import { ACCESSIBLE_TAG_TEXT } from './Tag';

/** WCAG 2.x contrast ratio of a text colour (hex or rgba, blended over the background) on an opaque background. */
function contrastRatio(text: string, background: string): number {
  const bg = parseColour(background);
  const fg = parseColour(text);
  const blended = fg.rgb.map((c, i) => c * fg.alpha + bg.rgb[i] * (1 - fg.alpha));
  const [a, b] = [luminance(blended), luminance(bg.rgb)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}

function parseColour(colour: string): { rgb: number[]; alpha: number } {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return { rgb: [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)), alpha: 1 };
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour.replace(/\s/g, ''));
  if (!rgba) throw new Error(`not a colour: ${colour}`);
  const [r, g, b, alpha = 1] = rgba[1].split(',').map(Number);
  return { rgb: [r, g, b], alpha };
}

function luminance(rgb: number[]): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const token = antdTheme.getDesignToken(theme);
const AA_TEXT = 4.5;

describe('the contrast ratio helper', () => {
  it('gives the WCAG figures for known pairs', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(3.35, 1);
  });
});

describe('the theme’s text colours reach WCAG AA (4.5:1) wherever antd draws them', () => {
  // [what, text colour, background]: the pairs antd's components draw with these tokens
  const pairs: [string, string, string][] = [
    ['primary button', token.colorTextLightSolid, token.colorPrimary],
    ['hovered primary button', token.colorTextLightSolid, token.colorPrimaryHover],
    ['pressed primary button', token.colorTextLightSolid, token.colorPrimaryActive],
    ['danger button', token.colorTextLightSolid, token.colorError],
    ['hovered danger button', token.colorTextLightSolid, token.colorErrorHover],
    ['link', token.colorLink, token.colorBgContainer],
    ['hovered link', token.colorLinkHover, token.colorBgContainer],
    ['pressed link', token.colorLinkActive, token.colorBgContainer],
    ['link on the page background', token.colorLink, token.colorBgLayout],
    ['hovered link on the page background', token.colorLinkHover, token.colorBgLayout],
    ['selected menu item, tab', token.colorPrimaryText, token.colorPrimaryBg],
    ['hovered tab, default button', token.colorPrimaryTextHover, token.colorBgContainer],
    ['hovered selected menu item', token.colorPrimaryTextHover, token.colorPrimaryBg],
    ['info text', token.colorInfoText, token.colorBgContainer],
    ['error text, form error', token.colorErrorText, token.colorBgContainer],
    ['error text in an error alert', token.colorErrorText, token.colorErrorBg],
    ['success text', token.colorSuccessText, token.colorBgContainer],
    ['success text in a success alert', token.colorSuccessText, token.colorSuccessBg],
    ['warning text', token.colorWarningText, token.colorBgContainer],
    ['warning text in a warning alert', token.colorWarningText, token.colorWarningBg],
    ['text', token.colorText, token.colorBgLayout],
    ['secondary text', token.colorTextSecondary, token.colorBgContainer],
    ['secondary text on the page background', token.colorTextSecondary, token.colorBgLayout],
    ['tertiary text', token.colorTextTertiary, token.colorBgContainer],
    ['tertiary text on the page background', token.colorTextTertiary, token.colorBgLayout],
    ['description', token.colorTextDescription, token.colorBgContainer],
    ['placeholder', token.colorTextPlaceholder, token.colorBgContainer],
  ];

  it.each(pairs)('%s: %s on %s', (_what, text, background) => {
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('keeps the hovered primary visibly different from the primary', () => {
    expect(token.colorPrimaryHover).not.toBe(token.colorPrimary);
    expect(token.colorLinkHover).not.toBe(token.colorLink);
  });
});

describe('result colours (AI match scores) are readable on white', () => {
  it.each(Object.entries(RESULT_TEXT_COLORS))('%s: %s', (_what, colour) => {
    expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('coloured tags are readable (small text on the tag’s light background)', () => {
  const backgrounds: Record<string, string> = {
    success: token.colorSuccessBg,
    warning: token.colorWarningBg,
    error: token.colorErrorBg,
    processing: token.colorInfoBg,
  };
  const palette = token as unknown as Record<string, string>;

  it.each(Object.entries(ACCESSIBLE_TAG_TEXT))('%s text %s', (colour, text) => {
    const background = backgrounds[colour] ?? palette[`${colour}1`];
    expect(background).toBeDefined();
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(['blue', 'purple', 'magenta', 'red', 'geekblue'])(
    'the preset %s, which keeps antd’s own text colour, reaches it too',
    (colour) => {
      expect(contrastRatio(palette[`${colour}7`], palette[`${colour}1`])).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );
});
