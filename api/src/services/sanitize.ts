import createDOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { JSDOM } from 'jsdom';

/** Basic formatting, headings, lists, quotes, code and links. No script, style, forms, media or event handlers. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'span',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'colspan', 'rowspan'];
/** Blog bodies (written by editors) may also hold images and figures. */
const BLOG_EXTRA_TAGS = ['img', 'figure', 'figcaption', 'h1'];
const BLOG_EXTRA_ATTR = ['src', 'alt', 'width', 'height', 'loading'];

let purifier: Purifier | undefined;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  const p = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && !/^(https?:|mailto:|tel:|\/|#)/i.test(href.trim())) node.removeAttribute('href');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
      if (node.getAttribute('target') !== null) node.setAttribute('target', '_blank');
    }
  });
  purifier = p;
  return p;
}

/** Sanitises HTML written by employers (job description, qualifications). */
export function sanitizeUserHtml(html: string): string {
  return getPurifier()
    .sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, FORBID_ATTR: ['style'] })
    .toString()
    .trim();
}

/** Sanitises blog bodies: the same rules plus images. */
export function sanitizeBlogHtml(html: string): string {
  return getPurifier()
    .sanitize(html, {
      ALLOWED_TAGS: [...ALLOWED_TAGS, ...BLOG_EXTRA_TAGS],
      ALLOWED_ATTR: [...ALLOWED_ATTR, ...BLOG_EXTRA_ATTR],
      ALLOW_DATA_ATTR: false,
      FORBID_ATTR: ['style'],
    })
    .toString()
    .trim();
}

/** Plain text of sanitised HTML (for "is it empty?" checks). */
export function htmlHasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}
