import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const positions = new Map<string, number>();

/** New pages start at the top; Back/Forward returns to where the reader was (e.g. a result list). */
export function ScrollRestore() {
  const location = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    const key = location.key;
    if (type === 'POP') {
      const y = positions.get(key);
      if (y !== undefined) {
        // The page may render its content after a fetch: try again shortly.
        const restore = () => window.scrollTo(0, y);
        restore();
        const timer = window.setTimeout(restore, 300);
        return () => {
          window.clearTimeout(timer);
          positions.set(key, window.scrollY);
        };
      }
    } else if (window.scrollX !== 0 || window.scrollY !== 0) {
      // Only when needed: scrolling forces a layout in the middle of the new page's render.
      window.scrollTo(0, 0);
    }
    return () => positions.set(key, window.scrollY);
  }, [location.key, type]);
  return null;
}
