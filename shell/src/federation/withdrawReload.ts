import { claimGuardedReload } from '../loading/chunkReloadGuard';

/** A withdrawn release is left by one reload per this long at most: a registry still naming it cannot loop the tab. */
export const WITHDRAW_RELOAD_GUARD_MS = 60_000;
/** Long enough to read that the page is about to reload, short enough to leave harmful code at once. */
export const WITHDRAW_RELOAD_DELAY_MS = 1_500;

/**
 * Claims the one reload a tab may make to leave these withdrawn releases (false: it reloaded for them within the
 * guard). The notice and its fallback (when the notice's chunk cannot load) share this one guard.
 */
export function claimWithdrawReload(withdrawn: string): boolean {
  return claimGuardedReload(
    { storageKey: 'jp:withdraw-reload', key: withdrawn, guardMs: WITHDRAW_RELOAD_GUARD_MS },
    window.sessionStorage,
  );
}
