import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** Post HTML: sanitised by the API, and again here (defence in depth) before it touches the DOM. */
export function sanitizeArticleHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
  // Links that leave the site open safely; images inside a post load lazily.
  const doc = new DOMParser().parseFromString(`<div>${clean}</div>`, 'text/html');
  doc.querySelectorAll('a[href]').forEach((a) => {
    const href = a.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  doc.querySelectorAll('img').forEach((img) => {
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
  });
  return doc.body.firstElementChild?.innerHTML ?? '';
}

export function ArticleBody({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeArticleHtml(html), [html]);
  return (
    <div className="pub-prose" data-testid="blog-post-body" dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
