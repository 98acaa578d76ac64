/**
 * The product's font stack, which the design system's theme (mf-shared-ui `ui/theme.ts`) and the shell's document
 * (shell/src/index.html, for what it shows before the design system's styles arrive) both use. Thai first: the Thai
 * web fonts, then each platform's own Thai UI font by name (Windows' Leelawadee UI, Linux's TLWG Loma and Garuda),
 * each ahead of the Latin-only system fonts. A browser that finds no named font holding Thai asks the system for a
 * fallback font per run of Thai text, which was the largest part of laying out a page on a phone profile (DECISIONS
 * "The font stack names a Thai font of every platform"). Apple's system font covers Thai itself.
 */
export const FONT_FAMILY =
  "'Noto Sans Thai', 'Sarabun', -apple-system, BlinkMacSystemFont, 'Leelawadee UI', 'Loma', 'Garuda', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Thonburi', 'Tahoma', sans-serif";

/** The family names of a CSS font-family list, in order, without quotes. */
export function fontFamilies(stack: string): string[] {
  return stack.split(',').map((family) => family.trim().replace(/^'(.*)'$/, '$1'));
}
