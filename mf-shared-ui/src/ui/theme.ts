import type { ThemeConfig } from 'antd';
import { FONT_FAMILY } from '@jobportal/platform-contract';

/**
 * Primary colour blue (spec section 9): antd's blue-7, 6.2:1 on white. antd's default blue-6 (#1677ff) is 4.1:1,
 * under WCAG AA for every link, primary button and active tab.
 */
export const PRIMARY_COLOR = '#0958d9';

/**
 * Text colours that reach WCAG AA (4.5:1) on white, by construction: links follow the primary blue, the error colour
 * (danger buttons' text, form errors) is antd's red-7 (its red-6 is 3.3:1), secondary texts are 62 % black (antd's
 * 45 % is 3.5:1). Coloured tags: ui/Tag.tsx.
 */
const ACCESSIBLE_TEXT = {
  colorInfo: PRIMARY_COLOR,
  colorLink: PRIMARY_COLOR,
  colorError: '#cf1322',
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    ...ACCESSIBLE_TEXT,
    borderRadius: 8,
    fontFamily: FONT_FAMILY,
  },
  components: {
    Modal: { contentBg: '#fff' },
  },
};
