import { nextChance, retryUntilLoaded } from './retryUntilLoaded';

describe('retryUntilLoaded', () => {
  it('shows the failure once, renews the container before each retry and resolves when the load succeeds', async () => {
    const load = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(new Error('404'))
      .mockRejectedValueOnce(new Error('timeout'))
      .mockResolvedValue(undefined);
    const onFirstFailure = jest.fn();
    const beforeRetry = jest.fn().mockResolvedValue(true);
    const waits: number[] = [];
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await retryUntilLoaded({
      load,
      onFirstFailure,
      beforeRetry,
      wait: async (ms) => {
        waits.push(ms);
      },
      delays: [10, 20],
    });
    expect(load).toHaveBeenCalledTimes(3);
    expect(onFirstFailure).toHaveBeenCalledTimes(1);
    expect(onFirstFailure).toHaveBeenCalledWith(new Error('404'));
    expect(beforeRetry).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([10, 20]);
  });

  it('keeps trying when renewing the container fails too', async () => {
    const load = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(new Error('x'))
      .mockResolvedValue(undefined);
    await retryUntilLoaded({
      load,
      onFirstFailure: () => undefined,
      beforeRetry: () => Promise.reject(new Error('registry down')),
      wait: () => Promise.resolve(),
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('nextChance', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves after the delay', async () => {
    const resolved = jest.fn();
    void nextChance(window, 5_000).then(resolved);
    await jest.advanceTimersByTimeAsync(4_999);
    expect(resolved).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(resolved).toHaveBeenCalled();
  });

  it('resolves at once when the visitor comes back to the tab or the network returns', async () => {
    for (const event of ['focus', 'online']) {
      const resolved = jest.fn();
      void nextChance(window, 60_000).then(resolved);
      window.dispatchEvent(new Event(event));
      await Promise.resolve();
      expect(resolved).toHaveBeenCalled();
    }
  });
});
