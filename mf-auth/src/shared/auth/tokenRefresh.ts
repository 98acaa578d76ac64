/**
 * Proactive ID-token refresh (spec section 9): the token is refreshed 5 minutes before it expires, and a failed
 * refresh is retried after 30 s, doubling up to 16 minutes; a success starts over from the new token's expiry.
 * (The third constant, "a token counts as expired 30 s early", is the Firebase SDK's own: getIdToken() refreshes a
 * token within 30 s of its expiry.) A refresh failure that ends the session (user-disabled, user-token-expired)
 * is handed to onSessionEnd and the loop stops.
 *
 * The due time is wall-clock: the timer wakes at most every minute and on the page becoming visible again, so a
 * computer that slept (its timers paused) refreshes as soon as it wakes rather than when its old timer fires.
 */
import { endsSession } from './errors';

export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
export const RETRY_FIRST_MS = 30_000;
export const RETRY_MAX_MS = 16 * 60_000;
/** Longest sleep of the timer between two looks at the clock. */
export const WAKE_UP_MS = 60_000;

/** The token of the session: when it expires (ms since epoch) and a forced refresh returning the new expiry. */
export interface TokenSource {
  expiresAt(): Promise<number>;
  refresh(): Promise<number>;
}

export interface TokenRefresher {
  stop(): void;
}

/** When the refresh of a token expiring at `expiresAt` is due. */
export const refreshDueAt = (expiresAt: number): number => expiresAt - REFRESH_BEFORE_EXPIRY_MS;

/** Delay before retry number `failures` (1 = first failure): 30 s, 60 s, 2 min, ... at most 16 min. */
export const retryDelay = (failures: number): number =>
  Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1), RETRY_MAX_MS);

export function startTokenRefresh(
  source: TokenSource,
  onSessionEnd: (error: unknown) => void,
  now: () => number = Date.now,
): TokenRefresher {
  let dueAt: number | null = null;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let busy = false;
  let stopped = false;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const arm = () => {
    clear();
    if (stopped || dueAt === null) return;
    timer = setTimeout(() => void check(), Math.min(Math.max(0, dueAt - now()), WAKE_UP_MS));
  };
  const scheduleFor = (expiresAt: number) => {
    failures = 0;
    dueAt = refreshDueAt(expiresAt);
    arm();
  };
  const fail = (error: unknown) => {
    if (endsSession(error)) {
      stop();
      onSessionEnd(error);
      return;
    }
    failures += 1;
    dueAt = now() + retryDelay(failures);
    arm();
  };
  async function check(): Promise<void> {
    timer = null;
    if (stopped || busy || dueAt === null) return;
    if (now() < dueAt) {
      arm();
      return;
    }
    busy = true;
    try {
      const expiresAt = await source.refresh();
      if (!stopped) scheduleFor(expiresAt);
    } catch (error) {
      if (!stopped) fail(error);
    } finally {
      busy = false;
    }
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  function stop(): void {
    stopped = true;
    clear();
    document.removeEventListener('visibilitychange', onVisible);
  }

  document.addEventListener('visibilitychange', onVisible);
  source.expiresAt().then(
    (expiresAt) => {
      if (!stopped) scheduleFor(expiresAt);
    },
    (error: unknown) => {
      if (!stopped) fail(error);
    },
  );
  return { stop };
}
