import { useEffect, useRef, type ComponentProps } from 'react';
import { Table as AntdTable } from 'antd';

/** The elements antd scrolls a table in: sideways (`scroll.x`) and, with a fixed header, down. */
const SCROLLERS = '.ant-table-content, .ant-table-body';

const overflows = (el: HTMLElement) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight;

/**
 * Makes every scroll container of the tables inside `root` reachable by keyboard while it has something to scroll
 * (WCAG 2.1.1, axe's scrollable-region-focusable): a table wider than a phone scrolls sideways, and without a tab
 * stop a keyboard user cannot see its other columns. Checked again when the table's size or rows change.
 */
function useFocusableScrollers(root: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const host = root.current;
    if (!host || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      for (const el of host.querySelectorAll<HTMLElement>(SCROLLERS)) {
        if (overflows(el)) {
          if (el.getAttribute('tabindex') !== '0') el.setAttribute('tabindex', '0');
        } else if (el.hasAttribute('tabindex')) el.removeAttribute('tabindex');
      }
    };
    const sizes = new ResizeObserver(update);
    const observeAll = () => {
      sizes.disconnect();
      for (const el of host.querySelectorAll<HTMLElement>(`${SCROLLERS}, table`)) sizes.observe(el);
      update();
    };
    const rows = new MutationObserver(observeAll);
    rows.observe(host, { childList: true, subtree: true });
    observeAll();
    return () => {
      rows.disconnect();
      sizes.disconnect();
    };
  }, [root]);
}

/** antd's Table whose scrolled parts take keyboard focus (see useFocusableScrollers); same props and statics. */
function FocusableTable(props: ComponentProps<typeof AntdTable>) {
  const root = useRef<HTMLDivElement>(null);
  useFocusableScrollers(root);
  return (
    <div ref={root} style={{ display: 'contents' }}>
      <AntdTable {...props} />
    </div>
  );
}

export const Table = Object.assign(FocusableTable, {
  Column: AntdTable.Column,
  ColumnGroup: AntdTable.ColumnGroup,
  Summary: AntdTable.Summary,
  SELECTION_COLUMN: AntdTable.SELECTION_COLUMN,
  EXPAND_COLUMN: AntdTable.EXPAND_COLUMN,
  SELECTION_ALL: AntdTable.SELECTION_ALL,
  SELECTION_INVERT: AntdTable.SELECTION_INVERT,
  SELECTION_NONE: AntdTable.SELECTION_NONE,
}) as unknown as typeof AntdTable;
