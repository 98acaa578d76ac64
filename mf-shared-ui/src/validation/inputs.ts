import type { KeyboardEvent } from 'react';

/** Numbers-only inputs strip every non-digit (spec section 5). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Blocks Enter in forms that use the enter-blocking behaviour; textareas keep their new lines. */
export function blockEnter(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target.tagName !== 'TEXTAREA') event.preventDefault();
}

/** Validation debounce (spec section 9). */
export const VALIDATION_DEBOUNCE_MS = 300;
