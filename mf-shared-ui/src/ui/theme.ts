import type { ThemeConfig } from 'antd';

/** Primary colour blue (spec section 9). */
export const PRIMARY_COLOR = '#1677ff';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    borderRadius: 8,
    fontFamily:
      "'Noto Sans Thai', 'Sarabun', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Modal: { contentBg: '#fff' },
  },
};
