import { createLimiter, MAX_PARALLEL_PRELOADS } from './limitConcurrency';

it('runs at most 4 route preloads at once and all of them eventually', async () => {
  const run = createLimiter(MAX_PARALLEL_PRELOADS);
  let active = 0;
  let peak = 0;
  const task = () =>
    run(async () => {
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 5));
      active -= 1;
      return 'done';
    });
  const results = await Promise.all(Array.from({ length: 10 }, task));
  expect(peak).toBe(4);
  expect(results).toHaveLength(10);
});

it('a failing preload frees its slot', async () => {
  const run = createLimiter(1);
  await expect(run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
  await expect(run(() => Promise.resolve(1))).resolves.toBe(1);
});
