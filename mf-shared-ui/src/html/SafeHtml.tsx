import { useMemo, type CSSProperties } from 'react';
import { sanitizeHtml } from './sanitize';

/** Renders user or editor HTML after the browser's sanitising pass. */
export function SafeHtml({
  html,
  className,
  style,
  testId,
}: {
  html: string;
  className?: string;
  style?: CSSProperties;
  testId?: string;
}) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className}
      style={style}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
