import type { KeyboardEvent } from 'react';

/** Numbers-only inputs strip every non-digit (spec section 5). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Blocks Enter in the single-line inputs of forms that use the enter-blocking behaviour (Enter there would submit
 * the form). Only there: Enter on a button is how a keyboard presses it (blocking it left "publish" dead to the
 * keyboard, issue 47), textareas and rich-text editors keep their new lines, links and selects their own keys.
 */
export function blockEnter(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if (
    event.key === 'Enter' &&
    target.tagName === 'INPUT' &&
    !ENTER_ACTIVATES.has((target as HTMLInputElement).type)
  )
    event.preventDefault();
}

/** Input types Enter presses like a button. */
const ENTER_ACTIVATES = new Set(['submit', 'button', 'reset', 'image', 'checkbox', 'radio', 'file']);

/** Validation debounce (spec section 9). */
export const VALIDATION_DEBOUNCE_MS = 300;
