import type { CSSProperties, ReactNode } from 'react';
import { Typography } from 'mf_shared_ui/ui';

/**
 * The one `<h1>` of an employer page (its title, where the focus goes after a route change), at the size the
 * pages' titles have always had.
 */
export function PageTitle({
  children,
  style,
  testId,
}: {
  children: ReactNode;
  style?: CSSProperties;
  testId?: string;
}) {
  return (
    <Typography.Title level={1} style={{ margin: 0, fontSize: 30, ...style }} data-testid={testId}>
      {children}
    </Typography.Title>
  );
}
