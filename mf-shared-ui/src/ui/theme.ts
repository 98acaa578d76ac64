import type { ThemeConfig } from 'antd';

/** Primary colour blue (spec section 9). */
export const PRIMARY_COLOR = '#1677ff';

/**
 * Thai first: the Thai web fonts, then each platform's own Thai UI font by name (Windows' Leelawadee UI, Linux's TLWG
 * Loma and Garuda), each ahead of the Latin-only system fonts. A browser that finds no named font holding Thai asks
 * the system for a fallback font per run of Thai text, which was the largest part of laying out a page on a phone
 * profile (DECISIONS "The font stack names a Thai font of every platform"). Apple's system font covers Thai itself.
 * The shell's document (shell/src/index.html) names the same stack for what it shows before these styles arrive.
 */
export const FONT_FAMILY =
  "'Noto Sans Thai', 'Sarabun', -apple-system, BlinkMacSystemFont, 'Leelawadee UI', 'Loma', 'Garuda', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Thonburi', 'Tahoma', sans-serif";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    borderRadius: 8,
    fontFamily: FONT_FAMILY,
  },
  components: {
    Modal: { contentBg: '#fff' },
  },
};
