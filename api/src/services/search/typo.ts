/**
 * Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions: "pyhton" -> "python" is 1),
 * giving up as soon as it exceeds `max` (returns max + 1).
 */
export function damerau(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n];
}

/** Edits allowed for a word of this length: none below 4 letters, 1 up to 5, 2 from 6 ("pythn" 1, "javscrpt" 2). */
export function maxEdits(length: number): number {
  return length < 4 ? 0 : length <= 5 ? 1 : 2;
}

const LATIN = /^[a-z][a-z0-9]*$/;
/** one edit is worth a factor of about 4.5 in document frequency */
const EDIT_COST = 1.5;

/** Latin vocabulary terms bucketed by length, for edit-distance look-ups of misspelt words. */
export class TypoIndex {
  private readonly byLength = new Map<number, number[]>();
  private size = 0;

  /** Adds terms[size..] (the vocabulary only grows). */
  sync(terms: readonly string[]): void {
    for (; this.size < terms.length; this.size++) {
      const t = terms[this.size];
      if (t.length < 3 || !LATIN.test(t)) continue;
      const list = this.byLength.get(t.length);
      if (list) list.push(this.size);
      else this.byLength.set(t.length, [this.size]);
    }
  }

  /**
   * The best term for `word` within the allowed edits: ln(1 + document frequency) - 1.5 x edits (closer first, unless
   * a further one is much more frequent); `df` gives a term's document frequency, `minDf` the least a correction needs.
   */
  closest(word: string, terms: readonly string[], df: (id: number) => number, minDf: number): number | null {
    const max = maxEdits(word.length);
    if (max === 0 || !LATIN.test(word)) return null;
    let best: number | null = null;
    let bestScore = -Infinity;
    for (let len = word.length - max; len <= word.length + max; len++) {
      for (const id of this.byLength.get(len) ?? []) {
        const t = terms[id];
        if (t === word || t[0] !== word[0]) {
          // a first-letter slip is rare; allow it only for a swap of the first two letters
          if (t === word || t[1] !== word[0] || t[0] !== word[1]) continue;
        }
        const f = df(id);
        if (f < minDf) continue;
        const d = damerau(word, t, max);
        if (d > max) continue;
        // closer first, but a far more frequent word one edit further wins over a rare one ("pyhotn": python, not pyhton)
        const score = Math.log1p(f) - EDIT_COST * d;
        if (score > bestScore) {
          best = id;
          bestScore = score;
        }
      }
    }
    return best;
  }
}
