/**
 * Set while a login started on a login/register PAGE is completing: the disable-page guard then lets the page
 * finish and navigate (to ?redirect= or the role's landing) instead of bouncing to the role's home first.
 */
let pending = false;

export function setPageLoginPending(value: boolean): void {
  pending = value;
}

export function isPageLoginPending(): boolean {
  return pending;
}
