import type { ReactNode } from 'react';
import { MD_MIN_WIDTH, useMinWidth } from '@jobportal/viewport';
import { Drawer } from 'mf_shared_ui/ui-overlay';

/** A list item's detail beside the list: the whole width on a phone. */
export function DetailDrawer(props: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  extra?: ReactNode;
}) {
  const wide = useMinWidth(MD_MIN_WIDTH);
  return (
    <Drawer
      open={props.open}
      title={props.title}
      extra={props.extra}
      onClose={props.onClose}
      size={wide ? 760 : '100%'}
      destroyOnHidden
    >
      {props.children}
    </Drawer>
  );
}
