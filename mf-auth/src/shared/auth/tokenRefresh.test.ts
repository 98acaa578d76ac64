import {
  REFRESH_BEFORE_EXPIRY_MS,
  RETRY_FIRST_MS,
  RETRY_MAX_MS,
  retryDelay,
  startTokenRefresh,
  type TokenRefresher,
} from './tokenRefresh';

const MIN = 60_000;
const HOUR = 60 * MIN;
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);

/** A token source whose ID tokens live one hour; `refresh` answers with the queued outcomes, then succeeds. */
function source(outcomes: Array<'ok' | { code: string }> = []) {
  const calls: number[] = [];
  const refresh = jest.fn(async () => {
    calls.push(Date.now() - T0);
    const outcome = outcomes.shift() ?? 'ok';
    if (outcome !== 'ok') throw outcome;
    return Date.now() + HOUR;
  });
  return { calls, refresh, expiresAt: jest.fn(async () => T0 + HOUR) };
}

let refresher: TokenRefresher | null = null;
beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(T0);
});
afterEach(() => {
  refresher?.stop();
  refresher = null;
  jest.useRealTimers();
});

describe('proactive token refresh (spec section 9)', () => {
  it('uses the constants of the spec', () => {
    expect(REFRESH_BEFORE_EXPIRY_MS).toBe(5 * MIN);
    expect(RETRY_FIRST_MS).toBe(30_000);
    expect(RETRY_MAX_MS).toBe(16 * MIN);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelay)).toEqual([
      30_000,
      60_000,
      2 * MIN,
      4 * MIN,
      8 * MIN,
      16 * MIN,
      16 * MIN,
      16 * MIN,
    ]);
  });

  it('refreshes 5 minutes before the ID token expires, not earlier', async () => {
    const s = source();
    refresher = startTokenRefresh(s, jest.fn());
    await jest.advanceTimersByTimeAsync(55 * MIN - 1);
    expect(s.refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(s.calls).toEqual([55 * MIN]);
    // The next one is due 5 minutes before the new token's expiry.
    await jest.advanceTimersByTimeAsync(55 * MIN);
    expect(s.calls).toEqual([55 * MIN, 110 * MIN]);
  });

  it('a 70-minute clock jump (the computer slept, its timers did not run) causes a refresh on waking', async () => {
    const s = source();
    refresher = startTokenRefresh(s, jest.fn());
    await jest.advanceTimersByTimeAsync(0);
    jest.setSystemTime(T0 + 70 * MIN);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(s.refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes at once when the page becomes visible after the due time', async () => {
    const s = source();
    refresher = startTokenRefresh(s, jest.fn());
    await jest.advanceTimersByTimeAsync(0);
    jest.setSystemTime(T0 + 70 * MIN);
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(s.refresh).toHaveBeenCalledTimes(1);
  });

  it('failures back off 30 s, 60 s, 2, 4, 8, 16 min and stay at 16 min; a success resets', async () => {
    const network = { code: 'auth/network-request-failed' };
    const s = source([network, network, network, network, network, network, network, 'ok', network, 'ok']);
    refresher = startTokenRefresh(s, jest.fn());
    await jest.advanceTimersByTimeAsync(3 * HOUR);
    const gaps = s.calls.slice(1).map((t, i) => t - s.calls[i]);
    expect(s.calls[0]).toBe(55 * MIN);
    expect(gaps.slice(0, 7)).toEqual([30_000, 60_000, 2 * MIN, 4 * MIN, 8 * MIN, 16 * MIN, 16 * MIN]);
    // The 8th call succeeds: the next is 55 min later, its failure backs off 30 s again.
    expect(gaps.slice(7, 9)).toEqual([55 * MIN, 30_000]);
  });

  it.each(['auth/user-disabled', 'auth/user-token-expired'])(
    'a refresh failing with %s ends the session and stops',
    async (code) => {
      const s = source([{ code }]);
      const onSessionEnd = jest.fn();
      refresher = startTokenRefresh(s, onSessionEnd);
      await jest.advanceTimersByTimeAsync(55 * MIN);
      expect(onSessionEnd).toHaveBeenCalledWith({ code });
      await jest.advanceTimersByTimeAsync(5 * HOUR);
      expect(s.refresh).toHaveBeenCalledTimes(1);
    },
  );

  it('stop() ends the loop', async () => {
    const s = source();
    refresher = startTokenRefresh(s, jest.fn());
    await jest.advanceTimersByTimeAsync(0);
    refresher.stop();
    await jest.advanceTimersByTimeAsync(3 * HOUR);
    expect(s.refresh).not.toHaveBeenCalled();
  });
});
