import type { ComponentType } from 'react';
import {
  ensureFreshRegistry,
  isRemoteFailed,
  loadRemoteModule,
  onRemoteSwap,
  readActiveRelease,
  renewRemote,
  SHARED_REMOTE,
  takeActiveRelease,
} from './registry';
import type { PagePrefetch } from '@jobportal/platform-contract';
import type { RemotePages } from './pagesContract';
import { claimChunkReload, isChunkLoadError } from '../loading/chunkReloadGuard';
import { createLimiter, MAX_PARALLEL_PRELOADS } from './limitConcurrency';
import { recoveryFor } from './deployCheck';

const components = new Map<string, ComponentType>();
const prefetches = new Map<string, PagePrefetch>();
const limit = createLimiter(MAX_PARALLEL_PRELOADS);

// A replaced container: its pages are taken from the new one.
onRemoteSwap((remote) => {
  for (const key of [...components.keys()])
    if (key.startsWith(`${remote}/`)) {
      components.delete(key);
      prefetches.delete(key);
    }
});

export const cachedPage = (key: string): ComponentType | null => components.get(key) ?? null;
/** The loaded page's data request (its module's `prefetch`), if it has one. */
export const pagePrefetch = (remote: string, page: string): PagePrefetch | null =>
  prefetches.get(`${remote}/${page}`) ?? null;

export async function loadPage(remote: string, page: string): Promise<ComponentType> {
  const key = `${remote}/${page}`;
  const cached = components.get(key);
  if (cached) return cached;
  const { pages } = await loadRemoteModule<RemotePages>(`${remote}/pages`);
  const loader = pages[page];
  if (!loader) throw new Error(`${remote} does not expose page ${page}`);
  const pageModule = await loader();
  components.set(key, pageModule.default);
  if (typeof pageModule.prefetch === 'function') prefetches.set(key, pageModule.prefetch);
  return pageModule.default;
}

/**
 * Loads a route's page. A remote that failed before is taken fresh from the registry (a rollback since then is
 * used), and so is one this tab has not run yet (a rollback a moment ago is used); a chunk of a version that is no longer active (pruned after a publish) loads the active version at once;
 * a chunk error of the active version reloads the page once per 10 s per path (spec). Resolves null while the page
 * reloads.
 */
export async function loadPageRecovering(
  remote: string,
  page: string,
  pathname: string,
): Promise<ComponentType | null> {
  if (remote !== SHARED_REMOTE && isRemoteFailed(remote)) await renewRemote(remote);
  else if (!components.has(`${remote}/${page}`)) await ensureFreshRegistry(remote);
  try {
    return await loadPage(remote, page);
  } catch (error) {
    const chunkError = isChunkLoadError(error);
    const active = chunkError ? await readActiveRelease(remote) : { release: null, changed: false };
    const recovery = recoveryFor({
      chunkError,
      versionChanged: active.changed,
      sharedRemote: remote === SHARED_REMOTE,
      claimReload: () => claimChunkReload(pathname, window.sessionStorage),
    });
    if (recovery === 'swap' && active.release) {
      takeActiveRelease(remote, active.release);
      return loadPage(remote, page);
    }
    if (recovery === 'reload') {
      window.location.reload();
      return null;
    }
    throw error;
  }
}

/** Warms a route's page (e.g. on link hover), at most 4 preloads in flight. Failures are ignored here. */
export function preloadPage(remote: string, page: string): void {
  if (components.has(`${remote}/${page}`)) return;
  void limit(() => loadPage(remote, page)).catch(() => undefined);
}
