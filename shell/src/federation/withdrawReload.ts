/** A withdrawn release is left by one reload per this long at most: a registry still naming it cannot loop the tab. */
export const WITHDRAW_RELOAD_GUARD_MS = 60_000;
/** Long enough to read that the page is about to reload, short enough to leave harmful code at once. */
export const WITHDRAW_RELOAD_DELAY_MS = 1_500;
