import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_ID } from './mainContent';

// Off-screen until focused, then over the header's top-left corner (WCAG 2.4.1; visible when focused, 2.4.7).
const CSS =
  '.jp-skip-link{position:absolute;inset-inline-start:8px;top:-200px;z-index:2100;padding:8px 16px;' +
  'background:#fff;color:#0958d9;border:2px solid #0958d9;border-radius:6px;font-weight:600;text-decoration:underline}' +
  '.jp-skip-link:focus{top:8px}';

/**
 * "Skip to main content": the first focus stop of every layout. It moves the focus to the page's <main> (the link
 * alone would scroll to it and leave the focus behind in browsers that do not move it) without a #hash in the URL.
 */
export function SkipLink() {
  const { t } = useTranslation('shell');
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    e.preventDefault();
    main.focus();
  };
  return (
    <>
      <style>{CSS}</style>
      <a href={`#${MAIN_ID}`} className="jp-skip-link" onClick={skip} data-testid="skip-link">
        {t('skipToMain')}
      </a>
    </>
  );
}
