// The job search shows alerts (errors, "did you mean"), empty states and the filter count badge only in some
// states, never in its first render: they come from 'mf_shared_ui/ui-feedback' when first shown, so the page's
// first load does not carry that part of the design system (bench:web /candidate/jobs).
import { lazy, Suspense, type ComponentProps } from 'react';
import type { Alert as AlertPart, Badge as BadgePart, Empty as EmptyPart } from 'mf_shared_ui/ui-feedback';

const feedback = () => import('mf_shared_ui/ui-feedback');
const LazyAlert = lazy(() => feedback().then((m) => ({ default: m.Alert })));
const LazyBadge = lazy(() => feedback().then((m) => ({ default: m.Badge })));
const LazyEmpty = lazy(() => feedback().then((m) => ({ default: m.Empty })));

export function Alert(props: ComponentProps<typeof AlertPart>) {
  return (
    <Suspense fallback={null}>
      <LazyAlert {...props} />
    </Suspense>
  );
}

/** Until the badge arrives its content shows without the count. */
export function Badge(props: ComponentProps<typeof BadgePart>) {
  return (
    <Suspense fallback={props.children}>
      <LazyBadge {...props} />
    </Suspense>
  );
}

export function Empty(props: ComponentProps<typeof EmptyPart>) {
  return (
    <Suspense fallback={null}>
      <LazyEmpty {...props} />
    </Suspense>
  );
}
