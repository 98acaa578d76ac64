import type { ThemeConfig } from 'antd';
import { FONT_FAMILY } from '@jobportal/platform-contract';

/** Primary colour blue (spec section 9). */
export const PRIMARY_COLOR = '#1677ff';

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
