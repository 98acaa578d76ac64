import { useState } from 'react';

/**
 * True from the first render in which `flag` is true, for good: mount a lazily loaded part once it is first
 * needed and keep it (a closing dialog finishes its animation, a downloaded module stays mounted).
 */
export function useLatch(flag: boolean): boolean {
  const [latched, setLatched] = useState(flag);
  // Derived state: updating during render re-renders at once, without an effect's extra commit.
  if (flag && !latched) setLatched(true);
  return latched || flag;
}
