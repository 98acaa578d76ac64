import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from './notify';
import { MenuButton, type MenuButtonItem } from './MenuButton';
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
 * The share menu (the design system's MenuButton: its keys, focus and closing): LINE, Facebook and X open their share
 * pages in a new tab, "copy link" copies the URL with a toast, and "share with another app" calls the Web Share API
 * where the browser has it. The menu is rendered only while open (nothing of it in the server's markup).
 */
export function ShareMenu({ url, title, testId = 'share-button' }: ShareMenuProps) {
  const { t } = useTranslation('share');
  const token = useAntdToken()[1];
  // the device's share sheet, where there is one: known after the first render (the server has no navigator)
  const [native, setNative] = useState(false);
  useEffect(() => setNative(canShareNatively()), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ color: 'success', title: t('copied'), timeout: 2000 });
    } catch {
      notify({ color: 'info', title: t('copyManually'), description: url });
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') void copy();
    }
  };

  const items: MenuButtonItem[] = [
    ...shareTargets(url, title).map((target) => ({
      key: target.key,
      href: target.href,
      target: '_blank',
      rel: 'noopener noreferrer',
      attributes: { 'data-share': target.key },
      label: (
        <>
          {t(target.key)}
          <span style={srOnly}> {t('newTab')}</span>
        </>
      ),
    })),
    { key: 'copy', label: t('copy'), attributes: { 'data-share': 'copy' }, onSelect: () => void copy() },
    ...(native
      ? [
          {
            key: 'native',
            label: t('native'),
            attributes: { 'data-share': 'native' },
            onSelect: () => void shareNatively(),
          },
        ]
      : []),
  ];

  return (
    <>
      <style>{triggerCss(token)}</style>
      <MenuButton
        items={items}
        menuLabel={t('menuLabel')}
        minWidth={220}
        data-testid={`${testId}-menu`}
        renderTrigger={(trigger) => (
          <button
            {...trigger}
            type="button"
            className="jp-share-trigger"
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
        )}
      />
    </>
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

/** Hover and keyboard focus of the trigger (inline styles cannot say :hover / :focus-visible). */
function triggerCss(token: Token): string {
  return (
    `.jp-share-trigger:hover{color:${token.colorPrimaryHover}!important;border-color:${token.colorPrimaryHover}!important}` +
    `.jp-share-trigger:focus-visible{outline:2px solid ${token.colorPrimary};outline-offset:1px}`
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
