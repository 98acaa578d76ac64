/**
 * pg_trgm-compatible trigrams (each word padded with two spaces in front and one behind; similarity = shared /
 * (|a| + |b| - shared)). Used in-process for misspelling correction against the index vocabulary and as a
 * relevance signal between the query and a job title.
 */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.split(/[^\p{L}\p{M}\p{N}]+/u)) {
    if (!word) continue;
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 2 < chars.length; i++) out.add(chars[i] + chars[i + 1] + chars[i + 2]);
  }
  return out;
}

export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const t of small) if (large.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Inverted trigram index over a growing list of strings (the vocabulary). */
export class TrigramIndex {
  private readonly byGram = new Map<string, number[]>();
  private readonly sizes: number[] = [];

  add(id: number, text: string): void {
    const grams = trigrams(text);
    this.sizes[id] = grams.size;
    for (const g of grams) {
      const list = this.byGram.get(g);
      if (list) list.push(id);
      else this.byGram.set(g, [id]);
    }
  }

  /** Ids with similarity >= threshold, best first. */
  similar(text: string, threshold: number, limit: number): { id: number; sim: number }[] {
    const grams = trigrams(text);
    const shared = new Map<number, number>();
    for (const g of grams)
      for (const id of this.byGram.get(g) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    const out: { id: number; sim: number }[] = [];
    for (const [id, s] of shared) {
      const sim = s / (grams.size + this.sizes[id] - s);
      if (sim >= threshold) out.push({ id, sim });
    }
    return out.sort((x, y) => y.sim - x.sim).slice(0, limit);
  }
}
