import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { createDeployWatcher } from './deployCheck';
import { onStaleChange, refreshRegistry, staleRemotes } from './registry';

/** The tab's one new-deploy check: interval, focus, visibility (started in bootstrap) and navigation (below). */
export const deployWatcher = createDeployWatcher({
  check: refreshRegistry,
  isHidden: () => document.visibilityState === 'hidden',
});

/** In-app navigation triggers a check (throttled by the watcher). */
export function useDeployCheckOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    deployWatcher.trigger();
  }, [pathname]);
}

let snapshot = staleRemotes();
const subscribe = (listener: () => void) =>
  onStaleChange(() => {
    snapshot = staleRemotes();
    listener();
  });

/** Remotes running in this tab of which the registry now has another version. */
export function useStaleRemotes(): string[] {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}
