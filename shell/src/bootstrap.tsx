import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { setServerViewport } from '@jobportal/viewport';
import { fetchRegistry, registerRegistry, renewRemote, SHARED_REMOTE } from './federation/registry';
import { retryUntilLoaded } from './federation/retryUntilLoaded';
import { loadSharedModules, shared } from './federation/sharedModules';
import { initI18n, loadShellEnglish } from './i18n/initI18n';
import { shellTh } from './i18n/resources.th';
import { App } from './app/App';
import { FatalFallback } from './pages/FatalFallback';
import { hideSplash } from './app/Splash';
import { loadCurrentRoutePage, settledWithin } from './app/currentRoutePage';
import { AfterCommit } from './app/AfterCommit';
import { readPrerenderedData, takeRootContainer, whenPageReady } from './app/prerenderHandoff';
import { AppBoundary } from './app/AppBoundary';
import { deployWatcher } from './federation/deployWatcher';
import { REMOTE_LOAD_TIMEOUT_MS } from './federation/deployCheck';
import type { PrerenderedData, RuntimeConfig } from 'mf_shared_ui/platform';

async function fetchRuntimeConfig(): Promise<RuntimeConfig | null> {
  try {
    const response = await fetch('/app-config.json', { cache: 'no-store' });
    return response.ok ? ((await response.json()) as RuntimeConfig) : null;
  } catch {
    return null;
  }
}

/**
 * A server render the browser could not hydrate (e.g. a remote version written before hydration, after a rollback)
 * is rendered again in the browser: the visitor gets the page, so a warning, not an error. The journeys fail on it.
 */
const RENDERED_AGAIN_WARNING = '[shell] the server-rendered page was rendered again in the browser';
const warnRenderedAgain = (error: unknown) => console.warn(RENDERED_AGAIN_WARNING, error);

async function start() {
  const { container, serverRendered, handOff } = takeRootContainer();
  let root: Root | null = null;
  const clientRoot = () => (root ??= createRoot(container));
  // Markup the server rendered is hydrated in the language and viewport it was rendered for.
  const locale = serverRendered ? document.documentElement.lang : undefined;
  const [registry, config] = await Promise.all([fetchRegistry(), fetchRuntimeConfig(), initI18n(locale)]);
  if (config) globalThis.__JOBPORTAL_CONFIG__ = config;
  registerRegistry(registry);
  const currentPage = loadCurrentRoutePage(window.location);
  const showFallback = () => {
    hideSplash();
    clientRoot().render(<FatalFallback />);
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
  // the shell's English strings follow every switch to English, whoever switches (the back office has its own switch)
  void shared.platform.addTranslationsLazily('shell', { th: shellTh, en: loadShellEnglish });
  if (serverRendered) setServerViewport(serverRendered === 'mobile');
  const store = shared.platform.createAppStore();
  // No stored session: a guest at once, and mf-auth is not needed for this page (federation/AuthSlots.tsx).
  if (!shared.platform.hasStoredSession()) store.dispatch(shared.platform.sessionActions.signedOut());
  const prerenderedData = readPrerenderedData() as PrerenderedData | null;
  if (prerenderedData) store.dispatch(shared.platform.hydratePrerenderedData(prerenderedData));
  // Hydrating needs the page's code at hand (the server rendered it, not a loading placeholder); a page that
  // cannot load within the bound is rendered afresh (its placeholder or its fallback).
  const hydrate = !!serverRendered && !root && (await settledWithin(currentPage, REMOTE_LOAD_TIMEOUT_MS));
  const onLivePage = () => {
    void whenPageReady(container, store.getState).then((settled) => {
      handOff(settled);
      // The snapshot's data may be minutes old: fetched again once the live page is on screen (what changed only).
      if (prerenderedData) void store.dispatch(shared.platform.refreshPrerenderedData(prerenderedData));
    });
  };
  const app: ReactNode = (
    <AppBoundary>
      <AfterCommit onCommit={onLivePage}>
        <App store={store} />
      </AfterCommit>
    </AppBoundary>
  );
  // In a transition, hydrating and rendering both run in slices that yield to the browser, not one long task.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app, { onRecoverableError: warnRenderedAgain });
    else clientRoot().render(app);
  });
  // New-deploy check: interval, focus and visibility here; navigation in the router's root.
  deployWatcher.start(window, document);
  // The installable app's service worker (issue 44): registered after the load event, from a chunk of its own.
  const registerWorker = () =>
    void import('./pwa/registerServiceWorker').then((pwa) => pwa.registerServiceWorker());
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });
}

void start();
