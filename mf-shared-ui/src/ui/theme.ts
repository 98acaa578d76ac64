import type { ThemeConfig } from 'antd';
import { FONT_FAMILY } from '@jobportal/platform-contract';

/**
 * Primary colour blue (spec section 9): antd's blue-7, 6.2:1 on white. antd's default blue-6 (#1677ff) is 4.1:1,
 * under WCAG AA for every link, primary button and active tab.
 */
export const PRIMARY_COLOR = '#0958d9';

/**
 * A lighter blue for the hovered primary button, link and tab: antd derives #2e7ae6 (4.2:1 with white text) and
 * #579df2 for a hovered link (2.8:1). #1f66e0 is still lighter than the primary (so hovering shows) and 5.2:1.
 */
export const PRIMARY_HOVER_COLOR = '#1f66e0';

/**
 * Text colours that reach WCAG AA (4.5:1) on white, by construction: links follow the primary blue (hovered: the
 * hover blue), the error colour (danger buttons' text, form errors) is antd's red-7 (its red-6 is 3.3:1), secondary
 * texts are 62 % black (antd's 45 % is 3.5:1), placeholders 56 % (antd's 25 % is 1.6:1), success and warning texts
 * (Typography, Result, statistics) antd's green-8 and orange-8 (its green-6 and gold-6 are 2.3 and 1.9:1). Coloured
 * tags: ui/Tag.tsx. Checked over every pair in theme.contrast.test.ts.
 */
const ACCESSIBLE_TEXT = {
  colorInfo: PRIMARY_COLOR,
  colorLink: PRIMARY_COLOR,
  colorLinkHover: PRIMARY_HOVER_COLOR,
  colorPrimaryHover: PRIMARY_HOVER_COLOR,
  colorPrimaryTextHover: PRIMARY_HOVER_COLOR,
  colorInfoTextHover: PRIMARY_HOVER_COLOR,
  colorError: '#cf1322',
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  colorSuccessText: '#237804',
  colorSuccessTextHover: '#237804',
  colorSuccessTextActive: '#135200',
  colorWarningText: '#ad4e00',
  colorWarningTextHover: '#ad4e00',
  colorWarningTextActive: '#873800',
} as const;

/** Text colours of a good, middling and low result (AI match scores), AA on white: green-8, the primary, orange-8. */
export const RESULT_TEXT_COLORS = { good: '#237804', fair: PRIMARY_COLOR, low: '#ad4e00' } as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    ...ACCESSIBLE_TEXT,
    borderRadius: 8,
    fontFamily: FONT_FAMILY,
  },
  components: {
    Modal: { contentBg: '#fff' },
    // an empty table's "no data" text is drawn in the disabled colour (25 % black, 1.6:1): the tertiary text's
    Table: { colorTextDisabled: ACCESSIBLE_TEXT.colorTextTertiary },
  },
};
