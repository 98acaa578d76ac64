/** Waits between tries of the design system: 3 s doubling to a minute. */
export const RETRY_DELAYS_MS = [3_000, 6_000, 12_000, 24_000, 60_000];

/**
 * Resolves after `ms`, or earlier when the visitor comes back to the tab or the network returns (the moments a
 * server that was down is most likely back and someone is looking).
 */
export function nextChance(win: Window, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      win.clearTimeout(timer);
      win.removeEventListener('focus', done);
      win.removeEventListener('online', done);
      win.document.removeEventListener('visibilitychange', onVisible);
      resolve();
    };
    const onVisible = () => {
      if (win.document.visibilityState === 'visible') done();
    };
    const timer = win.setTimeout(done, ms);
    win.addEventListener('focus', done);
    win.addEventListener('online', done);
    win.document.addEventListener('visibilitychange', onVisible);
  });
}

export interface RetryOptions {
  load: () => Promise<void>;
  /** Called once, on the first failure (show the fallback). */
  onFirstFailure: (error: unknown) => void;
  /** Before each further try (take the container fresh from the registry: a rollback is used). */
  beforeRetry: () => Promise<unknown>;
  wait?: (ms: number) => Promise<void>;
  delays?: readonly number[];
}

/**
 * Loads until it succeeds: a design system that was down when the tab opened (404, 500, a broken or hung file)
 * replaces the site-wide fallback by itself once it is back, without a reload.
 */
export async function retryUntilLoaded({
  load,
  onFirstFailure,
  beforeRetry,
  wait = (ms) => nextChance(window, ms),
  delays = RETRY_DELAYS_MS,
}: RetryOptions): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await load();
      return;
    } catch (error) {
      if (attempt === 0) onFirstFailure(error);
      else console.warn('[shell] design system still unavailable', error);
      await wait(delays[Math.min(attempt, delays.length - 1)]);
      await beforeRetry().catch(() => undefined);
    }
  }
}
