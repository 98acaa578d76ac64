import { settledWithin } from './currentRoutePage';

describe('settledWithin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives what the page load resolved to when it settles within the bound', async () => {
    await expect(settledWithin(Promise.resolve(true), 1000)).resolves.toBe(true);
    await expect(settledWithin(Promise.resolve(false), 1000)).resolves.toBe(false);
  });

  it('gives false when the page load has not settled within the bound', async () => {
    const result = settledWithin(new Promise<boolean>(() => undefined), 1000);
    jest.advanceTimersByTime(1000);
    await expect(result).resolves.toBe(false);
  });
});
