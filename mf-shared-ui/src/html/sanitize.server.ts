import sanitize from 'sanitize-html';
import { getRuntimeConfig } from '../platform/runtimeConfig';

/**
 * The server build's sanitize.ts (libs/mf-build resolves `*.server.ts` first there): the same policy as the
 * browser's DOMPurify pass (HTML profile without scripts, styles, forms, embedded frames or style attributes; links
 * leaving the site open in a new tab without access to the page; lazy images), on a parser instead of a DOM.
 */
const FORBIDDEN = new Set([
  'style',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'iframe',
  'object',
  'embed',
]);
const TAGS = [
  ...sanitize.defaults.allowedTags,
  'img',
  'figure',
  'figcaption',
  'h1',
  'picture',
  'source',
  'del',
  'ins',
].filter((tag) => !FORBIDDEN.has(tag));
const ATTRIBUTES: sanitize.IOptions['allowedAttributes'] = {
  '*': ['title', 'lang', 'dir', 'class', 'id'],
  a: ['href', 'name', 'target', 'rel'],
  img: ['src', 'srcset', 'alt', 'width', 'height', 'loading', 'decoding', 'sizes'],
  source: ['srcset', 'type', 'media', 'sizes'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start', 'reversed', 'type'],
};

export function sanitizeHtml(html: string): string {
  const origin = getRuntimeConfig().publicBaseUrl.replace(/\/$/, '');
  return sanitize(html, {
    allowedTags: TAGS,
    allowedAttributes: ATTRIBUTES,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const external = /^https?:\/\//i.test(href) && !href.startsWith(origin);
        return {
          tagName,
          attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } : attribs,
        };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
    },
  });
}

export function htmlText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim();
}
