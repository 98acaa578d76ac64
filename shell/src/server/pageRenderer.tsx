import { createRequire } from 'node:module';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
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
import { setServerViewport } from '@jobportal/viewport';
import { routeMatchFor } from '../app/matchRoute';
import { ROUTES, type RouteDef } from '../app/routes';
import { registerRegistry } from '../federation/registry';
import { loadSharedModules, shared } from '../federation/sharedModules';
import { loadPage, pagePrefetch } from '../federation/loadPage';
import { i18nOptions } from '../i18n/initI18n';
import { shellResources } from '../i18n/resources';
import { createExclusive } from './exclusive';
import { renderPasses } from './renderPasses';
import { SERVER_REMOTES_ORIGIN, toServerRegistry } from './serverRegistry';

declare global {
  /** Called by the registry runtime plugin (libs/mf-build) to load a remote's server entry. */
  var __JOBPORTAL_LOAD_SERVER_ENTRY__: ((entry: string, globalName: string) => unknown) | undefined;
}

export type PageRendererOptions = ServerPageRendererOptions;
export type RenderRequest = ServerRenderRequest;
export type RenderedPage = ServerRenderedPage;
export type PageRenderer = ServerPageRenderer;

/**
 * React 19 style resources (`<style href precedence>`, e.g. mf-public's stylesheet) go to the document's head: the
 * browser's React adopts them there, so they stay when the server's markup gives way to the live page.
 */
const HOISTED_STYLE = /<style data-precedence="[^"]*" data-href="[^"]*">[\s\S]*?<\/style>/g;
export function withoutHoistedStyles(markup: string): { body: string; hoisted: string } {
  const hoisted: string[] = [];
  const body = markup.replace(HOISTED_STYLE, (style) => {
    hoisted.push(style);
    return '';
  });
  return { body, hoisted: hoisted.join('') };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A guest's public page: signed-in areas, the sign-in pages (mf-auth) and client-only routes (the back office) are
 * rendered in the browser only.
 */
const rendersOnServer = (route: RouteDef) => !route.guard && !route.clientOnly && route.remote !== 'mf_auth';

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
  await i18next.use(initReactI18next).init(i18nOptions('th', shellResources));
  const exclusive = createExclusive();

  // One registry per renderer: the gateway starts a new renderer (a worker of its own) for every publish or rollback.
  registerRegistry(toServerRegistry({ remotes: { ...options.registry.remotes } }));
  await loadSharedModules();
  // The public pages' code is loaded before the first visitor (a remote that fails here is tried again per page).
  await Promise.allSettled(ROUTES.filter(rendersOnServer).map((route) => loadPage(route.remote, route.page)));
  // One style cache for all pages: antd computes a component's styles once (styleCache.ts in mf-shared-ui).
  const styleCache = shared.ui.createStyleCache();

  const render = async ({ url, locale, mobile }: RenderRequest): Promise<RenderedPage | null> => {
    const { pathname, search } = new URL(url, 'http://page.invalid');
    const match = routeMatchFor(pathname);
    const route = match?.route;
    if (route && !rendersOnServer(route)) return null;
    if (route) await loadPage(route.remote, route.page);
    const prefetch = route ? pagePrefetch(route.remote, route.page) : null;
    const { platform, ui } = shared;
    const store = platform.createAppStore();
    store.dispatch(platform.sessionActions.signedOut());
    const Router = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    );
    const {
      result: { body, styles },
    } = await renderPasses({
      prefetch:
        prefetch && match
          ? () =>
              prefetch({
                params: match.params,
                search,
                dispatch: store.dispatch as (action: unknown) => unknown,
              })
          : null,
      running: () => store.dispatch(platform.baseApi.util.getRunningQueriesThunk()),
      maxPasses: MAX_PASSES,
      render: () =>
        exclusive(async () => {
          await i18next.changeLanguage(locale);
          setServerViewport(mobile);
          // Waits for what the page suspends on (lazy parts, texts loaded on demand), unlike renderToString.
          const { prelude } = await prerenderToNodeStream(
            <App store={store} router={Router} styleCache={styleCache} />,
            // Every boundary inline, in document order: no large section held back for a reveal script.
            { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
          );
          const { body: markup, hoisted } = withoutHoistedStyles(await readAll(prelude));
          return { body: markup, styles: `${ui.extractStyles(styleCache)}${hoisted}` };
        }),
    });
    const data = platform.dehydrateQueries(store.getState().api);
    store.dispatch(platform.baseApi.util.resetApiState());
    return { body, styles, data: Object.keys(data.queries).length ? JSON.stringify(data) : '' };
  };
  return { render, hydrates: true };
}
