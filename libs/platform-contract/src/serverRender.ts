import type { RegistryFile } from './registry';
import type { Locale } from './locale';
import type { RuntimeConfig } from './runtimeConfig';

/**
 * The shell's server build (shell/src/server, `dist/server/main.js`) as the gateway uses it: public pages rendered
 * on the server by the components the browser uses, each remote's server build loaded from the version the
 * registry names.
 */
export interface ServerRenderRequest {
  /** Path and query of the page. */
  url: string;
  locale: Locale;
  /** Laid out for a phone (the request's client hints / user agent say so) rather than a desktop. */
  mobile: boolean;
}

export interface ServerRenderedPage {
  /** Set by the gateway: the shell that rendered it hydrates it (ServerPageRenderer.hydrates). */
  hydrates?: boolean;
  /** The app's markup for the page (what the browser's first render of it shows). */
  body: string;
  /** The design system's style elements for that markup. */
  styles: string;
  /** JSON of the API data the page was rendered with ('' when none): the browser's store starts from it. */
  data: string;
}

export interface ServerPageRenderer {
  /** The page as a guest sees it, or null for a page the server does not render (signed-in areas, sign-in). */
  render: (request: ServerRenderRequest) => Promise<ServerRenderedPage | null>;
  /**
   * The browser's shell of the same build hydrates this markup (the page goes into #root). Absent in shell builds
   * from before hydration: their pages are a snapshot the browser's shell replaces.
   */
  hydrates?: boolean;
}

export interface ServerPageRendererOptions {
  /**
   * The registry (remotes.json) this renderer serves. A renderer never changes its remotes: the gateway starts a
   * new one (a worker thread of its own) when a publish or rollback changes the registry.
   */
  registry: Pick<RegistryFile, 'remotes'>;
  /** The file of a published URL path (`/remotes/<name>/<version>/server/remoteEntry.js`), null when none. */
  remoteFilePath: (urlPath: string) => string | null;
  /** The runtime configuration the browser reads from /app-config.json, with the API's own address. */
  config: RuntimeConfig;
}

/** What `dist/server/main.js` of the shell exports. */
export interface ShellServerModule {
  createPageRenderer: (options: ServerPageRendererOptions) => Promise<ServerPageRenderer>;
}

/** What a page's data request gets: the URL it is for and the store its RTK Query endpoints run in. */
export interface PageDataContext {
  /** The route's parameters (`:id`), as the page's `useParams` gives them. */
  params: Readonly<Record<string, string | undefined>>;
  /** The page's query string (`?main_input=react`, or ''), from which its `useSearchParams` reads. */
  search: string;
  /** The store's dispatch: `dispatch(api.endpoints.x.initiate(args))` with the arguments the page's hooks use. */
  dispatch: (action: unknown) => unknown;
}

/**
 * A page module's optional `prefetch` export: starts the queries the page asks for (a guest's view), so that the
 * server renders the page once with its data instead of once per wave of queries it discovers while rendering.
 * Anything it misses is still found by rendering (one more pass): a stale prefetch costs time, never content.
 */
export type PagePrefetch = (context: PageDataContext) => void | Promise<unknown>;
