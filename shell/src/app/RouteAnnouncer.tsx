import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { useRouteFocus } from './useRouteFocus';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The shell's polite live region: after a move to another page it reads the new page's title, while the focus goes
 * to the page's <h1> (useRouteFocus). Empty in the server's markup and on the first load.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const announce = useCallback((title: string) => setMessage(title), []);
  useRouteFocus(pathname, announce);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      style={VISUALLY_HIDDEN}
      data-testid="route-announcer"
    >
      {message}
    </div>
  );
}
