/** @jest-environment jsdom */
import { buildPrerenderedDocument, STYLES_TO_HEAD } from '../src/prerender/document';

// The design system's style cache moved a server-rendered page's styles from the body into the head when the app
// started, after the first paint: the browser computed the page's styles and layout again in one long task. The
// document moves them itself while it is parsed, to where the cache would have put them.
const TEMPLATE =
  '<!doctype html><html lang="th"><head><meta charset="utf-8"><title>JobPortal</title>' +
  '<style data-shell>body{}</style></head><body><div id="splash"></div><div id="root"></div>' +
  '<script defer src="/main.1234abcd.js"></script></body></html>';

const STYLES =
  '<style data-rc-order="prependQueue" data-css-hash="a1">.ant-btn{}</style>' +
  '<style data-rc-order="prependQueue" data-css-hash="b2">.ant-card{}</style>' +
  '<style data-precedence="jp-grid" data-href="jp-grid">.jp-row{}</style>';

it("puts the page's CSS-in-JS styles first in the head, in their order, and leaves none in the body", () => {
  const html = buildPrerenderedDocument(TEMPLATE, {
    styles: STYLES,
    body: '<main><h1>งาน</h1></main>',
    data: '',
    serverRendered: 'mobile',
  });
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.replaceChild(document.adoptNode(parsed.documentElement), document.documentElement);
  const mover = /<script>(\(function\(h\)[\s\S]*?)<\/script>/.exec(STYLES_TO_HEAD)![1];
  // The inline script as the browser runs it while parsing (DOMParser runs no script).
  new Function(mover)();

  const head = [...document.head.children].map(
    (e) => e.getAttribute('data-css-hash') ?? e.tagName.toLowerCase(),
  );
  expect(head).toEqual(['a1', 'b2', 'meta', 'title', 'style']);
  expect(document.body.querySelectorAll('style[data-css-hash]')).toHaveLength(0);
  // Not the design system's: React's own style resource stays where React put it.
  expect(document.body.querySelector('style[data-href="jp-grid"]')).not.toBeNull();
});
