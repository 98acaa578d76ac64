import { theme } from 'antd';

/** The design tokens (colours, sizes, radii) of the current theme, for light elements styled without antd parts. */
export function useThemeToken() {
  return theme.useToken().token;
}
