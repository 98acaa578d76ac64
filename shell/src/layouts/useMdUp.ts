import { shared } from '../federation/sharedModules';

/**
 * Whether the viewport is at least antd's `md` wide (the header shows its navigation inline from there), by the
 * design system's hook: right on the first render, and on the server for the viewport the page is rendered for.
 */
export const useMdUp = (): boolean => shared.platform.useMinWidth(shared.platform.MD_MIN_WIDTH);
