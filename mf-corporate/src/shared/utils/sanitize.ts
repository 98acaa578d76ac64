import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'blockquote',
  'div',
  'span',
];

/** Sanitises rich text from the editor before it is previewed or sent (the API sanitises again). */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'target', 'rel'] });
  return clean;
}

/** True when the HTML has no visible text (an empty editor leaves `<br>` or empty paragraphs behind). */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [] }).replace(/&nbsp;|\s/g, '') === '';
}

// Links open in a new tab without giving the opened page access to this one.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});
