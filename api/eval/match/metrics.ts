/** Ranking metrics over graded judgements (0..3; a job not in `judgements` is 0). */

/** Grade from which a job counts as relevant for recall, precision and MRR ("a good fit"). */
export const RELEVANT = 2;

/** NDCG@k with gain 2^rel - 1 and log2 discount; the ideal ranking uses every judged job of the pool. */
export function ndcgAt(
  ranked: readonly string[],
  judgements: Readonly<Record<string, number>>,
  k: number,
): number {
  const gain = (rel: number) => 2 ** rel - 1;
  let dcg = 0;
  ranked.slice(0, k).forEach((id, i) => (dcg += gain(judgements[id] ?? 0) / Math.log2(i + 2)));
  const ideal = Object.values(judgements)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((s, rel, i) => s + gain(rel) / Math.log2(i + 2), 0);
  return ideal === 0 ? 0 : dcg / ideal;
}

const relevantIds = (judgements: Readonly<Record<string, number>>) =>
  Object.keys(judgements).filter((id) => judgements[id] >= RELEVANT);

/**
 * Relevant jobs (grade >= RELEVANT) in the first k, over min(k, number of relevant jobs): with dozens of good fits in
 * a pool of thousands, plain recall@k could not reach 1 however good the ranking.
 */
export function recallAt(
  ranked: readonly string[],
  judgements: Readonly<Record<string, number>>,
  k: number,
): number {
  const relevant = relevantIds(judgements);
  if (relevant.length === 0) return 0;
  const found = ranked.slice(0, k).filter((id) => (judgements[id] ?? 0) >= RELEVANT).length;
  return found / Math.min(k, relevant.length);
}

/** Share of the first k that are relevant. */
export function precisionAt(
  ranked: readonly string[],
  judgements: Readonly<Record<string, number>>,
  k: number,
): number {
  return ranked.slice(0, k).filter((id) => (judgements[id] ?? 0) >= RELEVANT).length / k;
}

/** 1 / rank of the first relevant job in the first k (0 when none). */
export function reciprocalRank(
  ranked: readonly string[],
  judgements: Readonly<Record<string, number>>,
  k: number,
): number {
  const i = ranked.slice(0, k).findIndex((id) => (judgements[id] ?? 0) >= RELEVANT);
  return i < 0 ? 0 : 1 / (i + 1);
}

export const mean = (xs: readonly number[]): number =>
  xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length;
