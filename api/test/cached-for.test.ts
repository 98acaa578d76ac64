import { cachedFor } from '../src/services/cachedFor';

describe('cachedFor (home data, lookups)', () => {
  afterEach(() => jest.useRealTimers());

  it('computes once for the callers within the window, again after it', async () => {
    jest.useFakeTimers({ now: 0 });
    let computed = 0;
    const value = cachedFor(1_000, async () => ++computed);
    expect(await Promise.all([value(), value()])).toEqual([1, 1]);
    jest.setSystemTime(999);
    expect(await value()).toBe(1);
    jest.setSystemTime(1_000);
    expect(await value()).toBe(2);
  });

  it('keeps nothing with a window of 0, and never a failure', async () => {
    let computed = 0;
    const uncached = cachedFor(0, async () => ++computed);
    expect([await uncached(), await uncached()]).toEqual([1, 2]);

    let fail = true;
    const flaky = cachedFor(60_000, async () => {
      if (fail) throw new Error('database unavailable');
      return 'lookups';
    });
    await expect(flaky()).rejects.toThrow('database unavailable');
    fail = false;
    expect(await flaky()).toBe('lookups');
  });
});
