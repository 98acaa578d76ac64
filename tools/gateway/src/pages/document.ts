import { buildPrerenderedDocument } from '../prerender/document';
import { escapeHtml, FALLBACK_STYLE } from './fallback';
import type { PageHead, PageResult } from './pageHead';

/** The head elements the server owns: any copy in the template or a snapshot is replaced by the server's. */
const OWNED_HEAD = [
  /<title>[\s\S]*?<\/title>/gi,
  /<meta\s+(?:name|property)="(?:description|robots|og:[a-z_:]+|twitter:[a-z_:]+)"[^>]*>/gi,
  /<link\s+rel="(?:canonical|alternate)"[^>]*>/gi,
];
const JSON_LD = /<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/gi;

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
 * The document for a page: the shell's index.html (or a prerendered snapshot of it) with the server's head; with
 * fallback content, that content in `<div id="prerendered">` as a snapshot would be (the app takes over from it).
 */
export function pageDocument(html: string, page: PageResult, url: string, isSnapshot: boolean): string {
  const tags = headTags(page.head, page.lang, url);
  const jsonLd = page.head.jsonLd.map((data) => jsonLdScript(data, serverMark(url))).join('');
  if (page.body && !isSnapshot) {
    return buildPrerenderedDocument(html, {
      lang: page.lang,
      head: tags,
      jsonLd: [],
      styles: `${jsonLd}${FALLBACK_STYLE}`,
      body: page.body,
      data: '',
    });
  }
  let out = html;
  for (const pattern of OWNED_HEAD) out = out.replace(pattern, '');
  if (jsonLd) out = out.replace(JSON_LD, '');
  out = out.replace(/<html\s+lang="[^"]*"/i, () => `<html lang="${page.lang}"`);
  return out.replace('</head>', () => `${tags}${jsonLd}</head>`);
}
