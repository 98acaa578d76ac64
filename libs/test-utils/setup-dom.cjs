// jsdom lacks what antd and the browser code expect (DESIGN.md: matchMedia, ResizeObserver, fetch, TextEncoder).
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');
if (!global.TextEncoder) global.TextEncoder = TextEncoder;
if (!global.TextDecoder) global.TextDecoder = TextDecoder;
// A test file that runs in Node (`@jest-environment node`, e.g. real fetch/Request) needs none of the rest.
if (typeof window === 'undefined') return;
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
if (!global.ResizeObserver) {
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
for (const name of ['fetch', 'Request', 'Response', 'Headers']) {
  if (!global[name] && globalThis[name]) global[name] = globalThis[name];
}
window.scrollTo = window.scrollTo || (() => {});
