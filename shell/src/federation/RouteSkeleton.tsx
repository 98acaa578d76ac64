import { shared } from './sharedModules';

/** While a route's remote loads: the page's outline, never a white area (spinner-free, no layout jump). */
export function RouteSkeleton({ testId = 'route-loading' }: { testId?: string }) {
  const { Skeleton } = shared.ui;
  return (
    <div
      data-testid={testId}
      aria-busy="true"
      style={{ minHeight: '100vh', padding: 24, maxWidth: 1200, margin: '0 auto' }}
    >
      <Skeleton active title paragraph={{ rows: 6 }} />
    </div>
  );
}
