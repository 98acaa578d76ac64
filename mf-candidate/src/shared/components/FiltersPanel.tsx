import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Col, type ColProps } from 'mf_shared_ui/ui';
import { Drawer } from 'mf_shared_ui/ui-overlay';

/** Search filters: a side column on wide screens, a drawer from the left on narrow ones. */
export function FiltersPanel(props: {
  inline: boolean;
  column: ColProps;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('candidate');
  return props.inline ? (
    <Col {...props.column}>
      <aside aria-label={t('search.filtersTitle')}>{props.children}</aside>
    </Col>
  ) : (
    <Drawer
      title={t('search.filtersTitle')}
      open={props.open}
      onClose={props.onClose}
      placement="left"
      width="85%"
    >
      {props.children}
    </Drawer>
  );
}
