import type { ReactElement } from 'react';
import { Modal as AntdModal } from 'antd';
import type { ModalProps } from 'antd';
import { keepTabInside } from './focusTrap';

/**
 * antd's Modal whose Tab order wraps around inside the dialog (keepTabInside); the rest is antd's: the focus moves
 * into the dialog on open, Escape closes, and the focus returns to what opened it on close (focusTriggerAfterClose).
 */
function DesignSystemModal(props: ModalProps): ReactElement {
  const wrapProps = (props as { wrapProps?: Record<string, unknown> }).wrapProps;
  return (
    <AntdModal
      {...props}
      // rc-dialog's prop for its outer wrapper (antd passes it on): Tab inside the dialog bubbles to it
      {...{
        wrapProps: {
          ...wrapProps,
          onKeyDown: (e: React.KeyboardEvent<HTMLElement>) => {
            keepTabInside(e, e.currentTarget.querySelector<HTMLElement>('[role="dialog"]'));
          },
        },
      }}
    />
  );
}

/** The design system's Modal (antd's static helpers are not used in the product and not offered). */
export const Modal = DesignSystemModal;
export type { ModalProps };
