import { createCache, extractStyle } from '@ant-design/cssinjs';
import type { StyleCache } from './styleCache';

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
    page.cache.set(key, entry);
    page.updateTimes.set(key, cache.updateTimes.get(key) ?? 0);
  }
  used.clear();
  return extractStyle(page);
}
