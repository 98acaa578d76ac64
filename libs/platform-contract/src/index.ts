export {
  REMOTES,
  REMOTE_FOLDERS,
  type ContainerName,
  type PageRemote,
  type RemoteFolder,
} from './containers';
export type { RegistryFile, RemoteRelease } from './registry';
export { detectLocale, localeCookieString, LOCALE_COOKIE, readLocaleCookie, type Locale } from './locale';
export { PRERENDERED_DATA_ID, PRERENDERED_ID } from './prerender';
