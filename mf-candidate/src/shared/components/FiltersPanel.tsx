import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatch } from 'mf_shared_ui/platform';
import { Col } from 'mf_shared_ui/ui';
import type { ColProps } from 'mf_shared_ui/ui';

// The drawer (with the overlay part of the design system) downloads the first time a narrow screen opens it.
const Drawer = lazy(() => import('mf_shared_ui/ui-overlay').then((m) => ({ default: m.Drawer })));

/** Search filters: a side column on wide screens, a drawer from the left on narrow ones. */
export function FiltersPanel(props: {
  inline: boolean;
  column: ColProps;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('candidate');
  const opened = useLatch(props.open);
  if (props.inline)
    return (
      <Col {...props.column}>
        <aside aria-label={t('search.filtersTitle')}>{props.children}</aside>
      </Col>
    );
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Drawer
        title={t('search.filtersTitle')}
        open={props.open}
        onClose={props.onClose}
        placement="left"
        size="85%"
      >
        {props.children}
      </Drawer>
    </Suspense>
  );
}
