/** Ranking metrics over graded judgements (0..3). */

/** NDCG@k with gain 2^rel - 1 and log2 discount; the ideal ranking uses every judged job. */
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

/** Share of the relevant jobs (grade >= 1) found in the first k. */
export function recallAt(
  ranked: readonly string[],
  judgements: Readonly<Record<string, number>>,
  k: number,
): number {
  const relevant = Object.entries(judgements)
    .filter(([, g]) => g >= 1)
    .map(([id]) => id);
  if (relevant.length === 0) return 0;
  const top = new Set(ranked.slice(0, k));
  return relevant.filter((id) => top.has(id)).length / relevant.length;
}

export const mean = (xs: readonly number[]): number =>
  xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length;
