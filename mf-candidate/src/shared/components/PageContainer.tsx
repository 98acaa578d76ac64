import type { CSSProperties, ReactNode } from 'react';

/** Centred page body, mobile first: 16 px gutters, at most 1200 px wide. */
export function PageContainer({
  children,
  style,
  testId,
}: {
  children: ReactNode;
  style?: CSSProperties;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      style={{
        maxWidth: 1200,
        margin: '0 auto',
        padding: '16px 16px 48px',
        width: '100%',
        boxSizing: 'border-box',
        ...style,
      }}
    >
      {children}
    </div>
  );
}
