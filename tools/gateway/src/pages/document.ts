import { bodyStart, buildPrerenderedDocument, type PageSnapshot } from '../prerender/document';
import { escapeHtml, FALLBACK_STYLE } from './fallback';
import type { PageHead, PageResult } from './pageHead';

/** The head elements the server owns: any copy in the template or a snapshot is replaced by the server's. */
const OWNED_HEAD = [
  /<title>[\s\S]*?<\/title>/gi,
  /<meta\s+(?:name|property)="(?:description|robots|og:[a-z_:]+|twitter:[a-z_:]+)"[^>]*>/gi,
  /<link\s+rel="(?:canonical|alternate)"[^>]*>/gi,
];
const JSON_LD = /<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/gi;
/** The shell's preload of its Thai web font (shell/src/index.html): for Thai documents only. */
const THAI_FONT_PRELOAD = /<link\s+rel="preload"[^>]*\bdata-thai-font\b[^>]*>\s*/gi;
/** The splash's name is Thai in the shell's index.html (the default language), English in English documents. */
const SPLASH_LABEL = /aria-label="[^"]*" data-label-en="([^"]*)"/;

const attr = escapeHtml;
const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${attr(content)}">`;
/** JSON in a script element; "<" escaped so no string in it (a job title) can end the element. */
const jsonLdScript = (data: object, mark: string) =>
  `<script type="application/ld+json" ${mark}>${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
/**
 * Marks the elements the app's page metadata (mf-shared-ui pageMeta.ts) does not write itself with the URL they
 * are for: the app drops them once it shows another URL.
 */
const serverMark = (url: string) => `data-server-head="${attr(url)}"`;

export function headTags(head: PageHead, lang: string, url: string): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'robots', head.robots),
    `<link rel="canonical" href="${attr(head.canonical)}">`,
    ...head.alternates.map(
      (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${attr(a.href)}" ${serverMark(url)}>`,
    ),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', 'JobPortal'),
    meta('property', 'og:locale', lang === 'en' ? 'en_US' : 'th_TH'),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
  ].join('');
}

/**
 * The shell's index.html with the server's head for the page: every document of the page starts with it, whatever
 * goes into its body (pageDocument), so a request builds it once.
 */
export function pageShell(template: string, page: PageResult, url: string): string {
  const tags = headTags(page.head, page.lang, url);
  const jsonLd = page.head.jsonLd.map((data) => jsonLdScript(data, serverMark(url))).join('');
  let out = template;
  for (const pattern of OWNED_HEAD) out = out.replace(pattern, '');
  if (jsonLd) out = out.replace(JSON_LD, '');
  // An English page may show some Thai (a job's title): its glyphs then load as needed (unicode-range), unhurried.
  if (page.lang !== 'th') {
    out = out.replace(THAI_FONT_PRELOAD, '');
    out = out.replace(SPLASH_LABEL, (_all, en: string) => `aria-label="${en}" data-label-en="${en}"`);
  }
  out = out.replace(/<html\s+lang="[^"]*"/i, () => `<html lang="${page.lang}"`);
  return out.replace('</head>', () => `${tags}${jsonLd}</head>`);
}

/**
 * The document for a page: its shell (pageShell) with, in the body, the page the server rendered (`rendered`) or
 * else the content the gateway wrote for it (pages/fallback.ts) in `<div id="prerendered">` (the app takes over from
 * either), or else nothing (the app renders the page). The head is written into the shell alone: the page's markup
 * (hundreds of KB) is not searched, and an element of the page that looks like a head element (an SVG's <title>)
 * stays where it is.
 */
export function pageDocument(shell: string, page: PageResult, rendered: PageSnapshot | null): string {
  const snapshot = rendered ?? (page.body ? { styles: FALLBACK_STYLE, body: page.body, data: '' } : null);
  return snapshot ? buildPrerenderedDocument(shell, snapshot) : shell;
}

/**
 * The start of every document of a page, whatever its body will be (pageDocument leaves everything before the body
 * as the shell has it): it can be sent while the page is still being rendered.
 */
export const documentHead = (shell: string): string => shell.slice(0, bodyStart(shell));

/** A server render with nothing in it: its document has every script a page's document can have. */
export const EMPTY_SERVER_PAGE: PageSnapshot = { styles: '', body: '', data: '', serverRendered: 'mobile' };
