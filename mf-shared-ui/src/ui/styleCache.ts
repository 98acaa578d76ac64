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
 * For the server renderer (shell/src/server): each page renders with a cache of its own (UiProvider's `styleCache`),
 * whose style elements, with antd's map of what they hold, go into the document's head.
 */
export const createStyleCache = (): StyleCache => createCache();
export const extractStyles = (cache: StyleCache): string => extractStyle(cache);
