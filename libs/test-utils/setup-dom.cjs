// jsdom lacks what antd and the browser code expect (DESIGN.md: matchMedia, ResizeObserver, fetch, TextEncoder).
require('@testing-library/jest-dom');
// Shared, loaded CI machines: a find/waitFor gets 5 s instead of 1 s before it fails (it returns as soon as it holds).
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
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
// antd 6's forms schedule work with MessageChannel, which jsdom lacks. Node's ports keep the process alive once they
// have a listener, so each port is unref'd after its listener is set (a browser's would be collected).
if (!global.MessageChannel) {
  const { MessageChannel: NodeMessageChannel } = require('node:worker_threads');
  const unrefPort = (port) => ({
    postMessage: (data) => port.postMessage(data),
    close: () => port.close(),
    start: () => port.start(),
    get onmessage() {
      return port.onmessage;
    },
    set onmessage(listener) {
      port.onmessage = listener;
      port.unref();
    },
  });
  global.MessageChannel = class MessageChannel {
    constructor() {
      const channel = new NodeMessageChannel();
      this.port1 = unrefPort(channel.port1);
      this.port2 = unrefPort(channel.port2);
    }
  };
}
// ProseMirror (the Tiptap job text editor) measures positions for clicks and scrolling; jsdom has no layout, so
// every rectangle is empty and no element is found at a point (ProseMirror then falls back to the DOM selection).
const emptyRect = () => ({
  x: 0,
  y: 0,
  top: 0,
  left: 0,
  bottom: 0,
  right: 0,
  width: 0,
  height: 0,
  toJSON() {},
});
const emptyRects = () => Object.assign([], { item: () => null });
if (!document.elementFromPoint) document.elementFromPoint = () => null;
if (!Element.prototype.getClientRects) Element.prototype.getClientRects = emptyRects;
if (typeof Range !== 'undefined') {
  if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyRects;
  if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = emptyRect;
}
