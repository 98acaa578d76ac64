import { createCache } from '@ant-design/cssinjs';

export type StyleCache = ReturnType<typeof createCache>;

/** The design system's one CSS-in-JS cache (UiProvider). */
export const styleCache = createCache();
