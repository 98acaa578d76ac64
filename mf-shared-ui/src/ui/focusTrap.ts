import type { KeyboardEvent } from 'react';

const CANDIDATES =
  'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable="true"]';

function isTabbable(el: HTMLElement): boolean {
  if ((el as HTMLButtonElement).disabled || el.tabIndex < 0 || el.closest('[inert]')) return false;
  if (el instanceof HTMLInputElement && el.type === 'hidden') return false;
  // Chrome, Firefox, Safari 17.4+; where it is missing the element is taken as visible
  const visible = (el as { checkVisibility?: (o?: object) => boolean }).checkVisibility?.({
    visibilityProperty: true,
  });
  return visible !== false;
}

/** The Tab stops inside `root` in the browser's order (no positive tabindex in the product): one per radio group. */
export function tabStops(root: HTMLElement): HTMLElement[] {
  const all = Array.from(root.querySelectorAll<HTMLElement>(CANDIDATES)).filter(isTabbable);
  return all.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name || el.checked) return true;
    const group = all.filter(
      (other): other is HTMLInputElement =>
        other instanceof HTMLInputElement && other.type === 'radio' && other.name === el.name,
    );
    return !group.some((radio) => radio.checked) && group[0] === el;
  });
}

/**
 * Keeps Tab and Shift+Tab inside `container` (a dialog): from its last stop Tab goes to the first, from its first
 * (or from the dialog itself) Shift+Tab to the last. antd's own lock brings the focus back only on a `focusin`
 * outside, which never comes when the dialog holds the page's last stop (it is appended to <body>): Tab then left
 * the page for the browser's toolbar (issue 47: "Tab leaves the open login modal once in 20").
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null): void {
  if (event.key !== 'Tab' || event.defaultPrevented || !container) return;
  const stops = tabStops(container);
  if (stops.length === 0) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement as HTMLElement | null;
  if (!active || !container.contains(active)) return;
  const position = (stop: HTMLElement) => active.compareDocumentPosition(stop);
  if (event.shiftKey && !stops.some((stop) => position(stop) & Node.DOCUMENT_POSITION_PRECEDING)) {
    event.preventDefault();
    stops[stops.length - 1].focus();
  } else if (!event.shiftKey && !stops.some((stop) => position(stop) & Node.DOCUMENT_POSITION_FOLLOWING)) {
    event.preventDefault();
    stops[0].focus();
  }
}
