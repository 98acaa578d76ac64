/**
 * The ids of a prerendered document: the gateway's prerenderer writes its snapshot into `<div id="prerendered">`
 * and the data it was rendered with into `<script id="prerendered-data">`; the shell keeps the snapshot on screen
 * until the live page is ready and starts from that data.
 */
export const PRERENDERED_ID = 'prerendered';
export const PRERENDERED_DATA_ID = 'prerendered-data';

/**
 * A page rendered on the server by the app's own components arrives inside `#root` with this attribute (the
 * viewport it was laid out for: "mobile" or "desktop"): the browser's app hydrates that markup instead of
 * replacing it. Until it has, the root is `aria-busy` and `aria-disabled`.
 */
export const SERVER_RENDERED_ATTR = 'data-server-rendered';
export type ServerRenderedViewport = 'mobile' | 'desktop';
