import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` only once the placeholder comes near the viewport (IntersectionObserver, 300 px ahead), so
 * below-the-fold sections cost nothing at first load. Without IntersectionObserver it renders at once.
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
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !ref.current) return undefined;
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
