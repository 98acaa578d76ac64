import { createCache, extractStyle } from '@ant-design/cssinjs';

export type StyleCache = ReturnType<typeof createCache>;

/** The design system's one CSS-in-JS cache (UiProvider). */
export const styleCache = createCache();

declare global {
  /**
   * For the prerenderer (tools/gateway/src/prerender): the page's antd styles with antd's map of what they
   * hold. A browser that opens the prerendered page then reuses those styles instead of computing them again.
   */
  var __JOBPORTAL_EXTRACT_STYLES__: (() => string) | undefined;
}
globalThis.__JOBPORTAL_EXTRACT_STYLES__ = () => extractStyle(styleCache);

/**
 * For the server renderer (shell/src/server): its pages render with a cache of their own (UiProvider's `cache`),
 * whose style elements, with antd's map of what they hold, go into the document's head. One cache serves all the
 * pages of a server (antd computes each component's styles once, not per page: that was most of a page's render
 * time), so a page carries the styles of every component rendered so far: a few kilobytes more, compressed.
 */
export const createStyleCache = (): StyleCache => createCache();

const extracted = new WeakMap<StyleCache, { entries: number; css: string }>();
/** The cache's style elements, serialised again only when components with new styles have rendered. */
export function extractStyles(cache: StyleCache): string {
  // The cache's map is what extractStyle itself reads; its size grows with every new style.
  const entries = cache.cache.size;
  const memo = extracted.get(cache);
  if (memo?.entries === entries) return memo.css;
  const css = extractStyle(cache);
  extracted.set(cache, { entries, css });
  return css;
}
