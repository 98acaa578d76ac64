import DOMPurify from 'dompurify';

/**
 * The browser's pass over HTML written by users (job descriptions) or editors (blog posts). The API sanitises on
 * write; this second pass keeps the page safe whatever the source. One policy for the whole product: formatting,
 * lists, headings, tables, images and links; no scripts, styles, forms or embedded frames; links leaving the site
 * open in a new tab without access to this page; images load lazily.
 */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed'];

export function sanitizeHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  fragment.querySelectorAll('a[href]').forEach((a) => {
    const href = a.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  fragment.querySelectorAll('img').forEach((img) => {
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
  });
  const container = document.createElement('div');
  container.appendChild(fragment);
  return container.innerHTML;
}

/** The visible text of an HTML snippet (an empty editor leaves `<br>` or empty paragraphs behind). */
export function htmlText(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [] })
    .replace(/&nbsp;/g, ' ')
    .trim();
}
