import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** The API sanitises job HTML already; the browser sanitises again before rendering (defence in depth). */
export function SafeHtml({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <div
      className="job-html"
      data-testid={testId}
      style={{ lineHeight: 1.7, overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
