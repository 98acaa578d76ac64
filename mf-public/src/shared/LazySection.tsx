import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` only once the placeholder comes near the viewport (IntersectionObserver, 300 px ahead), so
 * below-the-fold sections cost nothing at first load. Without IntersectionObserver it renders right after mounting.
 * The first render is always the placeholder, on the server too: the browser hydrates the server's markup with it.
 */
export function LazySection({
  children,
  minHeight,
  rootMargin = '300px 0px',
  testId,
}: {
  children: ReactNode;
  minHeight: number;
  rootMargin?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (visible || !ref.current) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible, rootMargin]);
  if (visible) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} data-testid={testId} aria-hidden="true" />;
}
