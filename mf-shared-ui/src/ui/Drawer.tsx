import type { KeyboardEvent, ReactElement } from 'react';
import { Drawer as AntdDrawer } from 'antd';
import type { DrawerProps } from 'antd';
import { keepTabInside } from './focusTrap';

/**
 * antd's Drawer whose Tab order wraps around inside the open panel (keepTabInside: antd's own lock lets Tab leave
 * the page from the panel's last stop). The filter and navigation drawers are dialogs of their own.
 */
export function Drawer(props: DrawerProps): ReactElement {
  const { onKeyDown } = props as { onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void };
  return (
    <AntdDrawer
      {...props}
      // rc-drawer puts it on the panel (role="dialog")
      {...{
        onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
          onKeyDown?.(e);
          keepTabInside(e, e.currentTarget);
        },
      }}
    />
  );
}
