import { useMemo, type CSSProperties } from 'react';
import { sanitizeHtml } from './sanitize';
import { thaiLang } from '../format/thaiLang';

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
      // User-written text: marked Thai when it is (a Thai description inside the English interface).
      lang={thaiLang(clean)}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
