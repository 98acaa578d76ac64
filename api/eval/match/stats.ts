import { createRng } from '../../src/seed/random';
import { mean } from './metrics';

/** 95% percentile interval of the mean of paired differences a[i] - b[i], by resampling the profiles. */
export function pairedBootstrap(
  a: readonly number[],
  b: readonly number[],
  resamples = 10_000,
  seed = 1,
): { mean: number; lo: number; hi: number } {
  const d = a.map((x, i) => x - b[i]);
  const rng = createRng(seed);
  const means = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    let s = 0;
    for (let i = 0; i < d.length; i++) s += d[rng.int(0, d.length - 1)];
    means[r] = s / Math.max(1, d.length);
  }
  means.sort();
  return {
    mean: mean(d),
    lo: means[Math.floor(0.025 * resamples)],
    hi: means[Math.ceil(0.975 * resamples) - 1],
  };
}

/** Two-sided exact sign test of a[i] vs b[i] (ties left out): wins of a, losses, and the p-value. */
export function signTest(
  a: readonly number[],
  b: readonly number[],
): { wins: number; losses: number; ties: number; p: number } {
  let wins = 0;
  let losses = 0;
  a.forEach((x, i) => {
    if (Math.abs(x - b[i]) < 1e-12) return;
    if (x > b[i]) wins++;
    else losses++;
  });
  const n = wins + losses;
  const k = Math.min(wins, losses);
  // P(X <= k) for X ~ Binomial(n, 1/2), doubled
  let tail = 0;
  let c = 1;
  for (let i = 0; i <= k; i++) {
    tail += c;
    c = (c * (n - i)) / (i + 1);
  }
  const p = n === 0 ? 1 : Math.min(1, (2 * tail) / 2 ** n);
  return { wins, losses, ties: a.length - n, p };
}
