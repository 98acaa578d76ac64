export {
  REMOTES,
  REMOTE_FOLDERS,
  type ContainerName,
  type PageRemote,
  type RemoteFolder,
} from './containers';
export type { RegistryFile, ReleaseChange, RemoteRelease } from './registry';
export { detectLocale, localeCookieString, LOCALE_COOKIE, readLocaleCookie, type Locale } from './locale';
export {
  PRERENDERED_DATA_ID,
  PRERENDERED_ID,
  SERVER_RENDERED_ATTR,
  type ServerRenderedViewport,
} from './prerender';
export {
  JOB_SEARCH_QUERY,
  matchRoute,
  ROUTES,
  type GuardKind,
  type LayoutKind,
  type RouteDef,
  type RouteMatch,
} from './routes';
export { pageQueryUrl } from './pageQuery';
export { ROUTE_META, type RouteMetaText } from './routeMeta';
export { ROUTE_META_TH } from './routeMeta.th';
export { ROUTE_META_EN } from './routeMeta.en';
export {
  CONTENT_META,
  CONTENT_META_EN,
  CONTENT_META_TH,
  fillTemplate,
  type ContentMeta,
} from './contentMeta';
export { jobPostingJsonLd } from './jobPosting';
export type {
  PageDataContext,
  PagePrefetch,
  ServerPageRenderer,
  ServerPageRendererOptions,
  ServerRenderedPage,
  ServerRenderRequest,
  ShellServerModule,
} from './serverRender';
export type { RuntimeConfig } from './runtimeConfig';
export { FONT_FAMILY, fontFamilies } from './documentFont';
