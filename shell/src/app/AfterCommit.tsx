import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Calls `onCommit` once, after React has first put the app on the page (rendered or hydrated); adds no markup, so
 * it does not change what hydration compares.
 */
export function AfterCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  const called = useRef(false);
  useEffect(() => {
    if (called.current) return;
    called.current = true;
    onCommit();
  }, [onCommit]);
  return children;
}
