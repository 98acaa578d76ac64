import { createRequire } from 'node:module';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type {
  ServerPageRenderer,
  ServerPageRendererOptions,
  ServerRenderedPage,
  ServerRenderRequest,
} from '@jobportal/platform-contract';
import { App } from '../app/App';
import { routeFor } from '../app/matchRoute';
import { setServerViewport } from '../app/serverViewport';
import {
  registerRegistry,
  SHARED_REMOTE,
  takeActiveRelease,
  type RemoteRegistry,
} from '../federation/registry';
import { loadSharedModules, shared } from '../federation/sharedModules';
import { loadPage } from '../federation/loadPage';
import { i18nOptions } from '../i18n/initI18n';
import { createExclusive } from './exclusive';
import { changedRemotes, SERVER_REMOTES_ORIGIN, toServerRegistry } from './serverRegistry';

declare global {
  /** Called by the registry runtime plugin (libs/mf-build) to load a remote's server entry. */
  var __JOBPORTAL_LOAD_SERVER_ENTRY__: ((entry: string, globalName: string) => unknown) | undefined;
}

export type PageRendererOptions = ServerPageRendererOptions;
export type RenderRequest = ServerRenderRequest;
export type RenderedPage = ServerRenderedPage;
export type PageRenderer = ServerPageRenderer;

/** A page whose data needs data (e.g. a job, then its company's jobs) renders again, at most this often. */
const MAX_PASSES = 3;

/**
 * A remote's server entry, required from the registry's folder: its chunks then load from the files next to it.
 * Undefined (the runtime's own loading) for an entry that is not a server entry.
 */
function serverEntryLoader(remoteFilePath: PageRendererOptions['remoteFilePath']) {
  return (entry: string, globalName: string): unknown => {
    if (!entry.startsWith(`${SERVER_REMOTES_ORIGIN}/remotes/`)) return undefined;
    const file = remoteFilePath(new URL(entry).pathname);
    if (!file) throw new Error(`No server build at ${entry}`);
    // A container built as `commonjs-module` with a library name exports itself under that name.
    const exported = createRequire(file)(file) as Record<string, unknown>;
    return exported[globalName] ?? exported;
  };
}

export async function createRenderer(options: PageRendererOptions): Promise<PageRenderer> {
  globalThis.__JOBPORTAL_CONFIG__ = options.config;
  globalThis.__JOBPORTAL_LOAD_SERVER_ENTRY__ = serverEntryLoader(options.remoteFilePath);
  await i18next.use(initReactI18next).init(i18nOptions('th'));
  const exclusive = createExclusive();

  let registered: RemoteRegistry | null = null;
  /** The registry as it is now; a remote whose release changed is loaded again from the new one. */
  const followRegistry = async () => {
    const now = toServerRegistry({ remotes: { ...options.readRegistry().remotes } });
    if (!registered) {
      registerRegistry(now);
      registered = now;
      await loadSharedModules();
      return;
    }
    const changed = changedRemotes(registered, now);
    registered = now;
    for (const name of changed) if (now.remotes[name]) takeActiveRelease(name, now.remotes[name]);
    if (changed.includes(SHARED_REMOTE)) await loadSharedModules();
  };

  const render = async ({ url, locale, mobile }: RenderRequest): Promise<RenderedPage | null> => {
    const { pathname } = new URL(url, 'http://page.invalid');
    const route = routeFor(pathname);
    if (route && (route.guard || route.remote === 'mf_auth')) return null;
    await exclusive(followRegistry);
    if (route) await loadPage(route.remote, route.page);
    const { platform, ui } = shared;
    const store = platform.createAppStore();
    store.dispatch(platform.sessionActions.signedOut());
    const Router = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    );
    let body = '';
    let styles = '';
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      ({ body, styles } = await exclusive(async () => {
        await i18next.changeLanguage(locale);
        setServerViewport(mobile);
        const styleCache = ui.createStyleCache();
        const markup = renderToString(<App store={store} router={Router} styleCache={styleCache} />);
        return { body: markup, styles: ui.extractStyles(styleCache) };
      }));
      const running = store.dispatch(platform.baseApi.util.getRunningQueriesThunk());
      if (running.length === 0) break;
      await Promise.all(running);
    }
    const data = platform.dehydrateQueries(store.getState().api);
    store.dispatch(platform.baseApi.util.resetApiState());
    return { body, styles, data: Object.keys(data.queries).length ? JSON.stringify(data) : '' };
  };
  return { render };
}
