import type { ReactNode } from 'react';
import { Typography } from 'mf_shared_ui/ui';

/**
 * The title of an auth form: the page's one `<h1>` on its own page (login, register, reset), a sub-heading inside
 * the login dialog (the page behind has its own). Same size either way.
 */
export function AuthPageTitle({
  mode = 'page',
  testId,
  children,
}: {
  mode?: 'page' | 'modal';
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Typography.Title
      level={mode === 'page' ? 1 : 3}
      style={{ margin: 0, fontSize: 24 }}
      data-testid={testId}
    >
      {children}
    </Typography.Title>
  );
}

/** The title of an outcome (link expired, password changed) shown instead of the form: the page's `<h1>` then. */
export function ResultHeading({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <span role="heading" aria-level={1} data-testid={testId}>
      {children}
    </span>
  );
}
