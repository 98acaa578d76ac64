import { useCallback, useSyncExternalStore } from 'react';

/** antd's `sm` and `md` breakpoints. */
export const SM_MIN_WIDTH = 576;
export const MD_MIN_WIDTH = 768;

const PHONE_WIDTH = 390;
const DESKTOP_WIDTH = 1280;

declare global {
  /**
   * The viewport width a server-rendered page is laid out for (a server has no screen). One value for every
   * container of the page (each has its own copy of this module).
   */
  var __JOBPORTAL_SERVER_VIEWPORT_WIDTH__: number | undefined;
}

/**
 * A phone's width unless the request says a desktop browser sent it. Set by the shell's server renderer before each
 * render, and by the browser before it hydrates that page (its first render must equal the server's).
 */
export function setServerViewport(mobile: boolean): void {
  globalThis.__JOBPORTAL_SERVER_VIEWPORT_WIDTH__ = mobile ? PHONE_WIDTH : DESKTOP_WIDTH;
}

const serverWidth = () => globalThis.__JOBPORTAL_SERVER_VIEWPORT_WIDTH__ ?? PHONE_WIDTH;

/**
 * Whether the viewport is at least `px` wide, right on the first render; on the server (and while the browser
 * hydrates) for the viewport the page was rendered for. Unlike antd's Grid.useBreakpoint, which renders once
 * without any breakpoint and again from an effect: on a hydrated page that second render moves the layout.
 */
export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverWidth() >= px,
  );
}
