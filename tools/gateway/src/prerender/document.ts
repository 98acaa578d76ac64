// The ids the shell looks for: it hydrates a server-rendered root, keeps any other snapshot on screen until the live
// page is ready, and starts from the data either was rendered with.
import {
  PRERENDERED_DATA_ID,
  PRERENDERED_ID,
  SERVER_RENDERED_ATTR,
  type ServerRenderedViewport,
} from '@jobportal/platform-contract';

/**
 * The body of one public page rendered before any script runs: by the app's own components on the server
 * (shell/src/server) or written by the gateway itself (pages/fallback.ts). The document's head is the server's
 * (pages/document.ts) whatever the body is.
 */
export interface PageSnapshot {
  /** Style elements the markup needs (the design system's CSS-in-JS, reused by the live page when it starts). */
  styles: string;
  /** The markup of the page. */
  body: string;
  /** JSON of the api data the page was rendered with ('' when none): the live page starts from it. */
  data: string;
  /**
   * Set when `body` is the app's own server-rendered markup (shell/src/server), laid out for that viewport: it goes
   * into #root, where the browser's app hydrates it. Otherwise (content the gateway wrote) it is a snapshot the app
   * replaces.
   */
  serverRendered?: ServerRenderedViewport;
}

function replaceOnce(html: string, find: string | RegExp, replacement: string): string {
  const index = typeof find === 'string' ? html.indexOf(find) : html.search(find);
  if (index < 0) throw new Error(`prerender: the shell's index.html has no ${String(find)}`);
  return html.replace(find, () => replacement);
}

/** Where the body's content starts: just after `<body ...>`. */
export function bodyStart(html: string): number {
  const open = /<body[^>]*>/i.exec(html);
  if (!open) throw new Error("prerender: the shell's index.html has no <body>");
  return open.index + open[0].length;
}

/**
 * The shell's deferred scripts, requested only after the prerendered page has painted: the content gets the
 * connection first (the preload scanner would otherwise start the app's scripts while the HTML still arrives).
 */
function startScriptsAfterFirstPaint(html: string): string {
  const sources: string[] = [];
  const rest = html.replace(/<script defer(?:="defer")? src="([^"]+)"><\/script>/g, (_tag, src: string) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) throw new Error("prerender: the shell's index.html has no deferred script");
  const loader =
    `<script>requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(sources)}.forEach(function(src){` +
    `var s=document.createElement('script');s.src=src;s.async=false;document.body.appendChild(s);});});});</script>`;
  return replaceOnce(rest, '</body>', `${loader}</body>`);
}

/** JSON in a script element; "<" escaped so that no string in it (a job title, say) can end the element. */
function jsonScript(attributes: string, json: string): string {
  return `<script ${attributes}>${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * Moves the page's CSS-in-JS styles from the body into the head while the document is parsed, before anything is
 * laid out, where the design system's style cache (@ant-design/cssinjs createCache) would otherwise move them when
 * the app starts: after the first paint, which made the browser compute the whole page's styles and layout again in
 * one long task. Same place and order as the cache puts them (before the head's first element); the cache then finds
 * none in the body and moves nothing.
 */
export const STYLES_TO_HEAD =
  '<script>(function(h){var f=h.firstChild;document.querySelectorAll("body>style[data-css-hash]")' +
  '.forEach(function(s){h.insertBefore(s,f);});})(document.head);</script>';

/**
 * The shell's index.html with a page in its body: the page's styles first (in the body, so that every document of a
 * page has the same head, which can be sent before the page is rendered), its markup either in #root, to be
 * hydrated (`serverRendered`), or in `<div id="prerendered">` before an empty #root, to be replaced; busy and
 * disabled until the live page has taken over either way. The splash is hidden (index.html's inline script shows it
 * again for a browser that holds a session: a signed-in header must not flash as a guest's) and the app's scripts
 * start after the first paint. Nothing before `<body>` changes.
 */
export function buildPrerenderedDocument(template: string, snapshot: PageSnapshot): string {
  let html = replaceOnce(template, /<div id="splash"/, '<div id="splash" hidden');
  html = startScriptsAfterFirstPaint(html);
  const data = snapshot.data
    ? jsonScript(`type="application/json" id="${PRERENDERED_DATA_ID}"`, snapshot.data)
    : '';
  const busy = 'aria-busy="true" aria-disabled="true"';
  const page = snapshot.serverRendered
    ? `${data}<div id="root" ${SERVER_RENDERED_ATTR}="${snapshot.serverRendered}" ${busy}>${snapshot.body}</div>`
    : `<div id="${PRERENDERED_ID}" ${busy}>${snapshot.body}</div>${data}<div id="root"></div>`;
  // The body's start is found before the page goes in: searched for after, the ~200 KB document was first copied
  // flat (a regular expression needs a flat string) only to be put together again.
  const start = bodyStart(html);
  const body = replaceOnce(html.slice(start), '<div id="root"></div>', page);
  return `${html.slice(0, start)}${snapshot.styles}${STYLES_TO_HEAD}${body}`;
}
