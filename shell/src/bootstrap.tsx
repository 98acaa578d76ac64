import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchRegistry, registerRegistry, renewRemote, SHARED_REMOTE } from './federation/registry';
import { retryUntilLoaded } from './federation/retryUntilLoaded';
import { loadSharedModules, shared } from './federation/sharedModules';
import { initI18n } from './i18n/initI18n';
import { App } from './app/App';
import { FatalFallback } from './pages/FatalFallback';
import { hideSplash } from './app/Splash';
import { preloadCurrentRoute } from './app/preloadCurrentRoute';
import { readPrerenderedData, takeRootContainer, whenPageReady } from './app/prerenderHandoff';
import { AppBoundary } from './app/AppBoundary';
import { deployWatcher } from './federation/deployWatcher';
import { REMOTE_LOAD_TIMEOUT_MS } from './federation/deployCheck';
import type { PrerenderedData, RuntimeConfig } from 'mf_shared_ui/platform';

declare global {
  /** Read by the gateway's prerenderer (tools/gateway/src/prerender/renderer.ts) to store with the snapshot. */
  var __JOBPORTAL_EXTRACT_DATA__: (() => PrerenderedData) | undefined;
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig | null> {
  try {
    const response = await fetch('/app-config.json', { cache: 'no-store' });
    return response.ok ? ((await response.json()) as RuntimeConfig) : null;
  } catch {
    return null;
  }
}

async function start() {
  const { container, handOff } = takeRootContainer();
  const root = createRoot(container);
  const [registry, config] = await Promise.all([fetchRegistry(), fetchRuntimeConfig(), initI18n()]);
  if (config) globalThis.__JOBPORTAL_CONFIG__ = config;
  registerRegistry(registry);
  // The current page's remote loads alongside the design system instead of after the first render.
  preloadCurrentRoute(window.location);
  const showFallback = () => {
    hideSplash();
    root.render(<FatalFallback />);
    // A prerendered snapshot (its links inert until the app takes over) gives way to the fallback and its retry.
    handOff(false);
  };
  // A design system that has not arrived after the bound: the fallback meanwhile, the app if it still arrives.
  const slow = setTimeout(showFallback, REMOTE_LOAD_TIMEOUT_MS);
  // One that failed is tried again (fresh from the registry) until it is back, then replaces the fallback.
  await retryUntilLoaded({
    load: loadSharedModules,
    onFirstFailure: (error) => {
      console.error('[shell] design system unavailable', error);
      clearTimeout(slow);
      showFallback();
    },
    beforeRetry: () => renewRemote(SHARED_REMOTE),
  });
  clearTimeout(slow);
  const store = shared.platform.createAppStore();
  // No stored session: a guest at once, and mf-auth is not needed for this page (federation/AuthSlots.tsx).
  if (!shared.platform.hasStoredSession()) store.dispatch(shared.platform.sessionActions.signedOut());
  const prerenderedData = readPrerenderedData() as PrerenderedData | null;
  if (prerenderedData) store.dispatch(shared.platform.hydratePrerenderedData(prerenderedData));
  globalThis.__JOBPORTAL_EXTRACT_DATA__ = () => shared.platform.dehydrateQueries(store.getState().api);
  // A transition renders in slices that yield to the browser instead of one long task.
  startTransition(() =>
    root.render(
      <AppBoundary>
        <App store={store} />
      </AppBoundary>,
    ),
  );
  // New-deploy check: interval, focus and visibility here; navigation in the router's root.
  deployWatcher.start(window, document);
  void whenPageReady(container, store.getState).then((settled) => {
    handOff(settled);
    // The snapshot's data may be minutes old: fetched again once the live page is on screen.
    if (prerenderedData) store.dispatch(shared.platform.refreshPrerenderedData(prerenderedData));
  });
}

void start();
