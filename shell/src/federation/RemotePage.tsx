import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { Unavailable } from './Unavailable';
import { RouteSkeleton } from './RouteSkeleton';
import { loadPageRecovering, cachedPage } from './loadPage';
import { markRemoteFailed, renewRemote } from './registry';
import { useLoadingBar } from '../loading/LoadingBar';
import { REMOTE_LOAD_TIMEOUT_MS } from './deployCheck';

export { preloadPage } from './loadPage';

interface State {
  key: string;
  Component: ComponentType | null;
  error: Error | null;
}

/** Renders one route's page from its remote, with the loading bar and a contained fallback on failure. */
export function RemotePage({ remote, page }: { remote: string; page: string }) {
  const key = `${remote}/${page}`;
  const location = useLocation();
  const bar = useLoadingBar();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() => ({ key, Component: cachedPage(key), error: null }));

  useEffect(() => {
    const cached = cachedPage(key);
    if (cached) {
      setState({ key, Component: cached, error: null });
      return undefined;
    }
    let alive = true;
    setState({ key, Component: null, error: null });
    bar.start();
    // Never an endless placeholder: the fallback after the bound; a page that still arrives replaces it.
    const timer = setTimeout(() => {
      if (alive)
        setState((s) =>
          s.key === key && !s.Component ? { key, Component: null, error: new Error(`${key} timed out`) } : s,
        );
    }, REMOTE_LOAD_TIMEOUT_MS);
    loadPageRecovering(remote, page, location.pathname)
      .then((Component) => {
        if (alive && Component) setState({ key, Component, error: null });
      })
      .catch((error: Error) => {
        if (!alive) return;
        console.error(`[shell] ${key} unavailable`, error);
        setState({ key, Component: null, error });
      })
      .finally(() => {
        clearTimeout(timer);
        bar.finish();
      });
    return () => {
      alive = false;
      clearTimeout(timer);
    };
    // location.pathname is read only for the reload guard; a new path with the same page needs no reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, bar]);

  // A retry re-reads the registry: after a rollback it loads the version that is active now, without a reload.
  const retry = () => {
    setState({ key, Component: null, error: null });
    void renewRemote(remote)
      .catch(() => false)
      .then(() => setAttempt((n) => n + 1));
  };
  if (state.key !== key || (!state.Component && !state.error)) return <RouteSkeleton />;
  if (state.error || !state.Component) return <Unavailable onRetry={retry} />;
  const { Component } = state;
  return (
    <RemoteErrorBoundary
      resetKey={`${key}:${attempt}:${location.pathname}`}
      onError={() => markRemoteFailed(remote)}
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
