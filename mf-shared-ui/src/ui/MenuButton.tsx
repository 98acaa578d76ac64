import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
// antd's own token hook (what theme.useToken wraps): no antd component in this file, so the share menu's chunk
// ('ui-content', kept whole) does not grow by antd's Dropdown and Menu.
import useAntdToken from 'antd/es/theme/useToken';

export interface MenuButtonItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** a link item (a share page, another site): the browser follows it; the focus is not brought back */
  href?: string;
  target?: string;
  rel?: string;
  danger?: boolean;
  /** shown, reachable with the arrow keys, announced as unavailable, does nothing */
  disabled?: boolean;
  /** what choosing the item does, after the menu has closed and the focus is back on the trigger */
  onSelect?: () => void;
  /** extra attributes of the item (data-*), for tests and styling */
  attributes?: Record<`data-${string}`, string>;
}

export type MenuButtonEntry =
  | MenuButtonItem
  | { type: 'group'; key: string; label: ReactNode; items: MenuButtonItem[] }
  | { type: 'divider'; key: string };

/** What the trigger must carry (spread them on a button: antd's Button or a plain one). */
export interface MenuTriggerProps {
  ref: (element: HTMLElement | null) => void;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export interface MenuButtonProps {
  items: MenuButtonEntry[];
  /** the accessible name of the menu */
  menuLabel: string;
  /** the button that opens the menu, given the props it must carry */
  renderTrigger: (props: MenuTriggerProps) => ReactNode;
  /** which edge of the trigger the menu lines up with ('end': a trigger at the right of the screen) */
  align?: 'start' | 'end';
  minWidth?: number;
  'data-testid'?: string;
}

type Opening = false | 'first' | 'last';

const isItem = (entry: MenuButtonEntry): entry is MenuButtonItem => !('type' in entry);

/**
 * The design system's menu button (WAI-ARIA menu button pattern), the one behind every menu of the product: the
 * account menu, the pipeline card's actions, the share menu. Enter, Space or ArrowDown on the trigger opens it on the
 * first item, ArrowUp on the last; ArrowDown/ArrowUp move (wrapping), Home/End jump, Enter or Space chooses, Escape
 * closes and gives the focus back to the trigger; Tab or a pointer elsewhere closes. Rendered only while open.
 */
export function MenuButton(props: MenuButtonProps) {
  const token = useAntdToken()[1];
  const [open, setOpen] = useState<Opening>(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const itemElements = () =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const list = itemElements();
    (open === 'last' ? list[list.length - 1] : list[0])?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);

  const onTriggerKey = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(e.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const list = itemElements();
    const current = document.activeElement as HTMLElement;
    const at = list.indexOf(current);
    const move = (to: number) => {
      e.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation(); // a menu inside a dialog: Escape closes the menu, not the dialog
      close(true);
    } else if (e.key === 'Tab') close(false);
    else if (e.key === ' ' && current?.tagName === 'A') {
      // a link takes Enter only; in a menu Space chooses too
      e.preventDefault();
      current.click();
    }
  };

  const choose = (item: MenuButtonItem) => (e: MouseEvent) => {
    if (item.disabled) {
      e.preventDefault();
      return;
    }
    if (item.href) {
      close(false);
      item.onSelect?.();
      return;
    }
    close(true);
    item.onSelect?.();
  };

  const itemStyle = (item: MenuButtonItem): CSSProperties => ({
    display: 'flex',
    alignItems: 'center',
    gap: token.marginXS,
    width: '100%',
    minHeight: 40,
    padding: '8px 12px',
    border: 0,
    borderRadius: token.borderRadiusSM,
    background: 'transparent',
    color: item.disabled ? token.colorTextDisabled : item.danger ? token.colorErrorText : token.colorText,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: item.disabled ? 'not-allowed' : 'pointer',
  });

  const renderItem = (item: MenuButtonItem) => (
    <li key={item.key} role="none">
      {item.href ? (
        <a
          role="menuitem"
          tabIndex={-1}
          href={item.href}
          target={item.target}
          rel={item.rel}
          style={itemStyle(item)}
          onClick={choose(item)}
          {...item.attributes}
        >
          {item.icon}
          {item.label}
        </a>
      ) : (
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          aria-disabled={item.disabled || undefined}
          style={itemStyle(item)}
          onClick={choose(item)}
          {...item.attributes}
        >
          {item.icon}
          {item.label}
        </button>
      )}
    </li>
  );

  return (
    <div ref={wrapper} style={{ position: 'relative', display: 'inline-block' }}>
      {props.renderTrigger({
        ref: (element) => {
          trigger.current = element;
        },
        'aria-haspopup': 'menu',
        'aria-expanded': open !== false,
        'aria-controls': open ? menuId : undefined,
        onClick: () => (open ? close(false) : setOpen('first')),
        onKeyDown: onTriggerKey,
      })}
      {open && (
        <>
          <style>{menuCss(token)}</style>
          <ul
            ref={menu}
            id={menuId}
            role="menu"
            aria-label={props.menuLabel}
            onKeyDown={onMenuKey}
            data-testid={props['data-testid']}
            className="jp-menu"
            style={{
              position: 'absolute',
              ...(props.align === 'end' ? { insetInlineEnd: 0 } : { insetInlineStart: 0 }),
              top: 'calc(100% + 4px)',
              zIndex: 1050,
              minWidth: props.minWidth ?? 200,
              maxWidth: 'min(320px, calc(100vw - 16px))',
              margin: 0,
              padding: 4,
              listStyle: 'none',
              background: token.colorBgElevated,
              borderRadius: token.borderRadiusLG,
              boxShadow: token.boxShadowSecondary,
            }}
          >
            {props.items.map((entry) => {
              if (isItem(entry)) return renderItem(entry);
              if (entry.type === 'divider')
                return (
                  <li
                    key={entry.key}
                    role="separator"
                    style={{ height: 1, margin: '4px 0', background: token.colorSplit }}
                  />
                );
              const labelId = `${menuId}-${entry.key}`;
              return (
                <li key={entry.key} role="none">
                  <div
                    id={labelId}
                    style={{
                      padding: '4px 12px',
                      fontSize: token.fontSizeSM,
                      color: token.colorTextSecondary,
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {entry.label}
                  </div>
                  <ul
                    role="group"
                    aria-labelledby={labelId}
                    style={{ margin: 0, padding: 0, listStyle: 'none' }}
                  >
                    {entry.items.map(renderItem)}
                  </ul>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

type Token = ReturnType<typeof useAntdToken>[1];

/** Hover and keyboard focus of the items (inline styles cannot say :hover / :focus-visible). */
function menuCss(token: Token): string {
  const item = '.jp-menu [role="menuitem"]';
  return (
    `${item}:hover:not([aria-disabled]),${item}:focus-visible{background:${token.controlItemBgHover}}` +
    `${item}:focus-visible{outline:2px solid ${token.colorPrimary};outline-offset:-2px}`
  );
}
