import { useEffect, useRef } from 'react';
import { MAIN_ID } from '../layouts/mainContent';

export interface RouteFocusOptions {
  /** how often to look for the new page's heading while its code and data arrive */
  intervalMs?: number;
  /** after this long without a heading, the focus goes to <main> */
  timeoutMs?: number;
}

/**
 * After a client-side move to another page (another path; not the first load, not a new query string or hash of the
 * same page: the job search's filters keep the focus), puts the focus on the new page's <h1>, or on <main> when it
 * has none, and hands the new document title to `announce` (a polite live region). A screen-reader user hears where
 * they are; a keyboard user goes on from the top of the new page, not from <body>. The focus is left alone when the
 * new page (or the user) already put it inside the page, or when a dialog holds it.
 */
export function useRouteFocus(
  pathname: string,
  announce: (title: string) => void,
  { intervalMs = 100, timeoutMs = 5000 }: RouteFocusOptions = {},
): void {
  const previous = useRef<string | null>(null);
  const announceRef = useRef(announce);
  announceRef.current = announce;

  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    if (before === null || before === pathname) return;
    const focusedAtNavigation = document.activeElement;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const finish = (target: HTMLElement | null) => {
      if (target) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        // the scroll position is ScrollRestore's (top of a new page, the old place on Back)
        target.focus({ preventScroll: true });
      }
      announceRef.current(document.title);
    };

    const look = () => {
      const main = document.getElementById(MAIN_ID);
      const active = document.activeElement;
      const movedIntoPage =
        !!main &&
        !!active &&
        active !== focusedAtNavigation &&
        active !== document.body &&
        main.contains(active);
      if (movedIntoPage || active?.closest('[role="dialog"], [aria-modal="true"]')) return finish(null);
      const heading = main?.querySelector<HTMLElement>('h1');
      if (heading?.textContent?.trim() && !heading.closest('[aria-busy="true"]')) return finish(heading);
      if (Date.now() - started >= timeoutMs) return finish(main);
      timer = setTimeout(look, intervalMs);
    };
    // a tick first: the new page's first render may still show the old page's heading (same page, other params)
    timer = setTimeout(look, intervalMs);
    return () => clearTimeout(timer);
  }, [pathname, intervalMs, timeoutMs]);
}
