import { tokenize } from '../../src/services/search/text';

/**
 * Plain BM25 (k1 1.2, b 0.75) over whole words: the search service's tokenizer (NFKC, lower case, Thai
 * segmentation) and nothing else (no aliases, no synonyms, no related skills).
 */
const K1 = 1.2;
const B = 0.75;

export class Bm25 {
  private readonly docs: { id: string; tf: Map<string, number>; len: number }[];
  private readonly df = new Map<string, number>();
  private readonly avgLen: number;

  constructor(docs: Iterable<{ id: string; text: string }>) {
    this.docs = [...docs].map(({ id, text }) => {
      const words = tokenize(text);
      const tf = new Map<string, number>();
      for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
      for (const w of tf.keys()) this.df.set(w, (this.df.get(w) ?? 0) + 1);
      return { id, tf, len: words.length };
    });
    this.avgLen = this.docs.reduce((s, d) => s + d.len, 0) / Math.max(1, this.docs.length);
  }

  /** Score of every document with at least one query word. */
  scores(query: string): Map<string, number> {
    const qtf = new Map<string, number>();
    for (const t of tokenize(query)) qtf.set(t, (qtf.get(t) ?? 0) + 1);
    const n = this.docs.length;
    const out = new Map<string, number>();
    for (const d of this.docs) {
      let s = 0;
      for (const [t, q] of qtf) {
        const f = d.tf.get(t);
        if (!f) continue;
        const df = this.df.get(t) ?? 0;
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        s += q * idf * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * d.len) / this.avgLen)));
      }
      if (s > 0) out.set(d.id, s);
    }
    return out;
  }
}
