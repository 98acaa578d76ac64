import { useCallback, useSyncExternalStore } from 'react';
import { serverViewportWidth } from '../app/serverViewport';

/** antd's `md` breakpoint: the header shows its navigation inline from here. */
export const MD_MIN_WIDTH = 768;

/**
 * Whether the viewport is at least `px` wide, right on the first render. antd's Grid.useBreakpoint renders once as a
 * phone and again from a layout effect (a synchronous second render of the whole header at start).
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
    () => serverViewportWidth() >= px,
  );
}
