import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from './notify';
// antd's own token hook (what theme.useToken wraps): already in this chunk through Card; useThemeToken would stop
// being inlined into the first-load core once a second chunk uses it.
import useAntdToken from 'antd/es/theme/useToken';

export type ShareTargetKey = 'line' | 'facebook' | 'x';

export interface ShareTarget {
  key: ShareTargetKey;
  href: string;
}

/** The share pages of LINE, Facebook and X for a URL (and X's post text), every parameter URL-encoded. */
export function shareTargets(url: string, text: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  return [
    { key: 'line', href: `https://social-plugins.line.me/lineit/share?url=${u}` },
    { key: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { key: 'x', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(text)}` },
  ];
}

function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

export interface ShareMenuProps {
  /** The absolute URL of the page (its og card is what the networks show). */
  url: string;
  /** The page's title: X's post text and the Web Share title. */
  title: string;
  /** data-testid of the trigger; the menu is `${testId}-menu`. */
  testId?: string;
}

/**
 * A menu button (WAI-ARIA menu pattern): LINE, Facebook and X open their share pages in a new tab, "copy link" copies
 * the URL with a toast, and "share with another app" calls the Web Share API where the browser has it. Arrow keys,
 * Home and End move between items; Escape closes and returns the focus to the button; Tab or a click elsewhere
 * closes. The menu is rendered only while open (nothing of it in the server's markup).
 */
export function ShareMenu({ url, title, testId = 'share-button' }: ShareMenuProps) {
  const { t } = useTranslation('share');
  const token = useAntdToken()[1];
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [native, setNative] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    setNative(canShareNatively());
    const list = items();
    (open === 'last' ? list[list.length - 1] : list[0])?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);

  // The Web Share item appears after the first focus: move the focus again if it was meant for the last item.
  useEffect(() => {
    if (open === 'last' && native) items().at(-1)?.focus();
  }, [native, open]);

  const onTriggerKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(e.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
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
      close(true);
    } else if (e.key === 'Tab') close(false);
  };

  const copy = async () => {
    close(true);
    try {
      await navigator.clipboard.writeText(url);
      notify({ color: 'success', title: t('copied'), timeout: 2000 });
    } catch {
      notify({ color: 'info', title: t('copyManually'), description: url });
    }
  };

  const shareNatively = async () => {
    close(true);
    try {
      await navigator.share({ title, url });
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') void copy();
    }
  };

  const itemStyle = {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minHeight: 40,
    padding: '8px 12px',
    border: 0,
    borderRadius: token.borderRadiusSM,
    background: 'transparent',
    color: token.colorText,
    font: 'inherit',
    textAlign: 'start' as const,
    textDecoration: 'none',
    cursor: 'pointer',
  };

  return (
    <div ref={wrapper} style={{ position: 'relative', display: 'inline-block' }}>
      <button
        ref={trigger}
        type="button"
        className="jp-share-trigger"
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={onTriggerKey}
        data-testid={testId}
        style={triggerStyle(token)}
      >
        <svg
          viewBox="64 64 896 896"
          width="1em"
          height="1em"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          <path d={SHARE_ICON} />
        </svg>
        {t('button')}
      </button>
      <style>{menuCss(token)}</style>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('menuLabel')}
          onKeyDown={onMenuKey}
          data-testid={`${testId}-menu`}
          className="jp-share-menu"
          style={{
            position: 'absolute',
            insetInlineStart: 0,
            top: 'calc(100% + 4px)',
            zIndex: 1050,
            minWidth: 220,
            margin: 0,
            padding: 4,
            listStyle: 'none',
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
          }}
        >
          {shareTargets(url, title).map((target) => (
            <li key={target.key} role="none">
              <a
                role="menuitem"
                tabIndex={-1}
                href={target.href}
                target="_blank"
                rel="noopener noreferrer"
                style={itemStyle}
                data-share={target.key}
                onClick={() => close(false)}
              >
                {t(target.key)}
                <span style={srOnly}> {t('newTab')}</span>
              </a>
            </li>
          ))}
          <ActionItem style={itemStyle} share="copy" onClick={() => void copy()}>
            {t('copy')}
          </ActionItem>
          {native && (
            <ActionItem style={itemStyle} share="native" onClick={() => void shareNatively()}>
              {t('native')}
            </ActionItem>
          )}
        </ul>
      )}
    </div>
  );
}

type Token = ReturnType<typeof useAntdToken>[1];

/** antd's share-alt outlined icon (MIT), drawn here: importing antd's Button and icons into 'ui-content', a chunk kept
 * whole, would copy them into it (+11 KB gzip on the job and company pages). */
const SHARE_ICON =
  'M752 664c-28.5 0-54.8 10-75.4 26.7L469.4 540.8a160.68 160.68 0 000-57.6l207.2-149.9C697.2 350 723.5 360 752 360c66.2 0 120-53.8 120-120s-53.8-120-120-120-120 53.8-120 120c0 11.6 1.6 22.7 4.7 33.3L439.9 415.8C410.7 377.1 364.3 352 312 352c-88.4 0-160 71.6-160 160s71.6 160 160 160c52.3 0 98.7-25.1 127.9-63.8l196.8 142.5c-3.1 10.6-4.7 21.8-4.7 33.3 0 66.2 53.8 120 120 120s120-53.8 120-120-53.8-120-120-120zm0-476c28.7 0 52 23.3 52 52s-23.3 52-52 52-52-23.3-52-52 23.3-52 52-52zM312 600c-48.5 0-88-39.5-88-88s39.5-88 88-88 88 39.5 88 88-39.5 88-88 88zm440 236c-28.7 0-52-23.3-52-52s23.3-52 52-52 52 23.3 52 52-23.3 52-52 52z';

/** The trigger looks like antd's default button (same tokens: height, border, radius, colours). */
function triggerStyle(token: Token) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: token.marginXS,
    height: token.controlHeight,
    padding: `0 ${token.paddingContentHorizontal - 1}px`,
    border: `${token.lineWidth}px solid ${token.colorBorder}`,
    borderRadius: token.borderRadius,
    background: token.colorBgContainer,
    color: token.colorText,
    font: 'inherit',
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    cursor: 'pointer',
    transition: `all ${token.motionDurationMid}`,
  };
}

/** Hover and keyboard focus of the trigger and the items (inline styles cannot say :hover / :focus-visible). */
function menuCss(token: Token): string {
  const item = '.jp-share-menu [role="menuitem"]';
  return (
    `.jp-share-trigger:hover{color:${token.colorPrimaryHover}!important;border-color:${token.colorPrimaryHover}!important}` +
    `.jp-share-trigger:focus-visible{outline:2px solid ${token.colorPrimary};outline-offset:1px}` +
    `${item}:hover,${item}:focus-visible{background:${token.controlItemBgHover}}` +
    `${item}:focus-visible{outline:2px solid ${token.colorPrimary};outline-offset:-2px}`
  );
}

const srOnly = {
  position: 'absolute' as const,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap' as const,
  border: 0,
};

/** A menu item that acts on this page (copy, the device's own share sheet) rather than opening a site. */
function ActionItem(props: {
  style: CSSProperties;
  share: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        style={props.style}
        data-share={props.share}
        onClick={props.onClick}
      >
        {props.children}
      </button>
    </li>
  );
}
