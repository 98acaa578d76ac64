import { createCache } from '@ant-design/cssinjs';
import type { StyleCache } from './styleCache';

// The browser build of serverStyles.server.ts (libs/mf-build resolves `*.server.ts` first in the server build): the
// browser never extracts styles, so its first load does not carry antd's extraction and the per-page recording.

export function createStyleCache(): StyleCache {
  return createCache();
}

export function extractStyles(_cache: StyleCache): string {
  throw new Error('extractStyles runs in the server build of mf-shared-ui only');
}
