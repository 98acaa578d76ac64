import { createCache, extractStyle } from '@ant-design/cssinjs';

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
