import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { createDeployWatcher, staleKind } from './deployCheck';
import { onStaleChange, onWithdrawn, refreshRegistry, staleReleases, staleRemotes } from './registry';

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

interface StaleSnapshot {
  remotes: string[];
  /** 'rollback' when every change waiting is a rollback: the notice must not call it a new version */
  kind: 'update' | 'rollback';
}
const takeSnapshot = (): StaleSnapshot => ({
  remotes: staleRemotes(),
  kind: staleKind(staleReleases().map((r) => r.change)),
});
let snapshot = takeSnapshot();
const subscribe = (listener: () => void) =>
  onStaleChange(() => {
    snapshot = takeSnapshot();
    listener();
  });

/** Remotes running in this tab of which the registry now has another version, and what kind of change it is. */
export function useStaleRemotes(): StaleSnapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}

let withdrawn: string[] = [];
const subscribeWithdrawn = (listener: () => void) =>
  onWithdrawn((remotes) => {
    // Every subscriber is told; an unchanged list keeps its identity, so React skips the render.
    if (remotes.join() !== withdrawn.join()) withdrawn = remotes;
    listener();
  });

/** Remotes running in this tab whose release the operator withdrew (the tab must leave it now). */
export function useWithdrawnRemotes(): string[] {
  return useSyncExternalStore(
    subscribeWithdrawn,
    () => withdrawn,
    () => withdrawn,
  );
}
