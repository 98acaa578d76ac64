import { createCache, extractStyle } from '@ant-design/cssinjs';
import hash from '@emotion/hash';
import { iconStyles } from '@ant-design/icons/es/utils';
import type { StyleCache } from './styleCache';

type CacheEntry = [number, unknown];
/** useCacheToken's value: [token with CSS variables, hash class, token, CSS-variable style text, CSS-variable key]. */
type TokenValue = [unknown, unknown, { _tokenKey: string }, unknown, string];
const TOKEN_KEY_PREFIX = 'token%';

/**
 * @ant-design/icons adds its base styles in the browser when the first icon mounts (useInsertStyles), unless the head
 * holds a style under its key: sent with the page under that key (data-css-hash too, so that the document moves it
 * into the head with the others), hydrating an icon no longer adds a style sheet and restyles the whole page.
 */
const ICON_STYLES_KEY = '@ant-design-icons';
const ICON_STYLES = `<style data-rc-order="prepend" rc-util-key="${ICON_STYLES_KEY}" data-css-hash="${ICON_STYLES_KEY}">${iconStyles}</style>`;

/** One renamed copy per theme token the server's cache holds, not one per page. */
const renamedTokenValues = new WeakMap<object, TokenValue>();

/**
 * @ant-design/cssinjs 2 names the theme's CSS-variable style by the token's key when it extracts it on the server,
 * but the browser looks for it under hash(`css-var-<key>`) (useCacheToken's effect): not finding the server's, it
 * added a second copy (12 KB) while hydrating, and the browser styled the whole page again. The server's copy is
 * given the name the browser looks for (on a copy of the entry: the server's cache stays as antd made it).
 */
function withBrowserTokenStyleId([count, value]: CacheEntry): CacheEntry {
  let renamed = renamedTokenValues.get(value as object);
  if (!renamed) {
    const [withCssVars, hashClass, token, cssVarStyle, cssVarKey] = value as TokenValue;
    const browserId = hash(`css-var-${cssVarKey}`);
    renamed = [withCssVars, hashClass, { ...token, _tokenKey: browserId }, cssVarStyle, cssVarKey];
    renamedTokenValues.set(value as object, renamed);
  }
  return [count, renamed];
}

/** Keys of the cache's entries used by the components rendered since the last extraction. */
const usedSinceExtraction = new WeakMap<StyleCache, Set<string>>();

/**
 * For the server renderer (shell/src/server): its pages render with a cache of their own (UiProvider's `cache`).
 * One cache serves all the pages of a server: antd computes each component's styles once, not per page (that was
 * most of a page's render time). Every component that renders asks the cache for its entries (`opUpdate`), which is
 * how a page's own entries are known: a page carries the styles of its components only, not of every component
 * rendered before it.
 */
export function createStyleCache(): StyleCache {
  const cache = createCache();
  const used = new Set<string>();
  usedSinceExtraction.set(cache, used);
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) => {
    used.add(key);
    update(key, valueFn);
  };
  return cache;
}

/**
 * The style elements (with antd's map of what they hold, which the browser's antd reuses instead of computing the
 * styles again) of the components rendered with `cache` since the last call: one render of one page, as the server
 * renderer renders one page at a time. `cache` comes from createStyleCache.
 */
export function extractStyles(cache: StyleCache): string {
  const used = usedSinceExtraction.get(cache);
  if (!used) throw new Error('extractStyles: the cache was not made by createStyleCache');
  const page = createCache();
  for (const key of used) {
    const entry = cache.cache.get(key);
    if (!entry) continue;
    page.cache.set(key, key.startsWith(TOKEN_KEY_PREFIX) ? withBrowserTokenStyleId(entry) : entry);
    page.updateTimes.set(key, cache.updateTimes.get(key) ?? 0);
  }
  used.clear();
  return ICON_STYLES + extractStyle(page);
}
