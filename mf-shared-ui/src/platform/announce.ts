/**
 * Screen-reader announcements through two visually hidden live regions (polite: a new page's title; assertive: a
 * form that was refused). The regions are created once in <body>, before the first message (a region added with its
 * text is often not read), by `prepareAnnouncer()` at start-up or on the first `announce()`.
 */
export type Politeness = 'polite' | 'assertive';

const REGION_ID: Record<Politeness, string> = {
  polite: 'jp-announcer-polite',
  assertive: 'jp-announcer-assertive',
};

const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

function region(politeness: Politeness): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const existing = document.getElementById(REGION_ID[politeness]);
  if (existing) return existing;
  const el = document.createElement('div');
  el.id = REGION_ID[politeness];
  el.setAttribute('aria-live', politeness);
  el.setAttribute('aria-atomic', 'true');
  // aria-live alone (no role="alert"/"status"): the page's own alerts and statuses stay the only ones of their role
  el.dataset.testid = `announcer-${politeness}`;
  el.setAttribute('style', VISUALLY_HIDDEN);
  document.body.appendChild(el);
  return el;
}

/** Creates both live regions now, so that the first announcement is read. */
export function prepareAnnouncer(): void {
  region('polite');
  region('assertive');
}

const timers: Partial<Record<Politeness, ReturnType<typeof setTimeout>>> = {};

/**
 * Reads `message` to screen-reader users. The region is emptied first and filled a moment later, so the same text
 * twice in a row (the same page title, the same error) is read again.
 */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  const el = region(politeness);
  if (!el) return;
  el.textContent = '';
  clearTimeout(timers[politeness]);
  timers[politeness] = setTimeout(() => {
    el.textContent = message;
  }, 100);
}
