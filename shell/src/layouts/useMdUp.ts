import { MD_MIN_WIDTH, useMinWidth } from '@jobportal/viewport';

/** Whether the viewport is at least antd's `md` wide: the header shows its navigation inline from there. */
export const useMdUp = (): boolean => useMinWidth(MD_MIN_WIDTH);
