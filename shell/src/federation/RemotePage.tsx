import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { loadRemoteModule } from './registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { Unavailable } from './Unavailable';
import type { RemotePages } from './pagesContract';
import { useLoadingBar } from '../loading/LoadingBar';
import { claimChunkReload, isChunkLoadError } from '../loading/chunkReloadGuard';
import { createLimiter, MAX_PARALLEL_PRELOADS } from './limitConcurrency';

const components = new Map<string, ComponentType>();
const limit = createLimiter(MAX_PARALLEL_PRELOADS);

async function loadPage(remote: string, page: string): Promise<ComponentType> {
  const key = `${remote}/${page}`;
  const cached = components.get(key);
  if (cached) return cached;
  const { pages } = await loadRemoteModule<RemotePages>(`${remote}/pages`);
  const loader = pages[page];
  if (!loader) throw new Error(`${remote} does not expose page ${page}`);
  const component = (await loader()).default;
  components.set(key, component);
  return component;
}

/** Warms a route's page (e.g. on link hover), at most 4 preloads in flight. Failures are ignored here. */
export function preloadPage(remote: string, page: string): void {
  if (components.has(`${remote}/${page}`)) return;
  void limit(() => loadPage(remote, page)).catch(() => undefined);
}

/** Renders one route's page from its remote, with the loading bar and a contained fallback on failure. */
export function RemotePage({ remote, page }: { remote: string; page: string }) {
  const key = `${remote}/${page}`;
  const location = useLocation();
  const bar = useLoadingBar();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; Component: ComponentType | null; error: Error | null }>(
    () => ({
      key,
      Component: components.get(key) ?? null,
      error: null,
    }),
  );

  useEffect(() => {
    const cached = components.get(key);
    if (cached) {
      setState({ key, Component: cached, error: null });
      return undefined;
    }
    let alive = true;
    setState({ key, Component: null, error: null });
    bar.start();
    loadPage(remote, page)
      .then((Component) => alive && setState({ key, Component, error: null }))
      .catch((error: Error) => {
        if (!alive) return;
        if (isChunkLoadError(error) && claimChunkReload(location.pathname, window.sessionStorage)) {
          window.location.reload();
          return;
        }
        console.error(`[shell] ${key} unavailable`, error);
        setState({ key, Component: null, error });
      })
      .finally(() => bar.finish());
    return () => {
      alive = false;
    };
    // location.pathname is read only for the reload guard; a new path with the same page needs no reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, bar]);

  const retry = () => setAttempt((n) => n + 1);
  if (state.key !== key || (!state.Component && !state.error))
    return <div data-testid="route-loading" style={{ minHeight: '100vh' }} />;
  if (state.error || !state.Component) return <Unavailable onRetry={retry} />;
  const { Component } = state;
  return (
    <RemoteErrorBoundary
      resetKey={`${key}:${attempt}:${location.pathname}`}
      fallback={(_e, reset) => (
        <Unavailable
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <div data-remote={remote} data-page={page}>
        <Component />
      </div>
    </RemoteErrorBoundary>
  );
}
