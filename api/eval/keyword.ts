import { SKILL_BY_SLUG } from '../src/seed/data/skills';
import { tokenize } from '../src/services/search/text';
import type { MatchProfile } from '../src/services/ai/types';
import type { EvalJob } from './jobs';

/**
 * The baseline: plain keyword search, BM25 (k1 1.2, b 0.75) over the words of each job (title, description, the
 * display names of its skills), queried with every word of the profile (headline, experience titles and
 * descriptions, about, skill names). Same tokenizer as the search service (NFKC, lower case, Thai segmentation) but
 * no taxonomy: no aliases, no role synonyms, no related skills.
 */
const K1 = 1.2;
const B = 0.75;

export class KeywordSearch {
  private readonly docs: { id: string; tf: Map<string, number>; len: number }[];
  private readonly df = new Map<string, number>();
  private readonly avgLen: number;

  constructor(jobs: readonly EvalJob[]) {
    this.docs = jobs.map((j) => {
      const words = tokenize(
        [j.title, j.description, ...j.skills.map((s) => SKILL_BY_SLUG.get(s)?.name ?? s)].join(' '),
      );
      const tf = new Map<string, number>();
      for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
      for (const w of tf.keys()) this.df.set(w, (this.df.get(w) ?? 0) + 1);
      return { id: j.id, tf, len: words.length };
    });
    this.avgLen = this.docs.reduce((s, d) => s + d.len, 0) / Math.max(1, this.docs.length);
  }

  static queryOf(p: MatchProfile): string {
    return [
      p.headline,
      ...p.experiences.flatMap((e) => [e.title, e.description]),
      p.about,
      ...p.skills.map((s) => SKILL_BY_SLUG.get(s.slug)?.name ?? s.slug),
    ].join(' ');
  }

  search(query: string, k: number): string[] {
    const terms = tokenize(query);
    const qtf = new Map<string, number>();
    for (const t of terms) qtf.set(t, (qtf.get(t) ?? 0) + 1);
    const n = this.docs.length;
    const scored = this.docs.map((d) => {
      let s = 0;
      for (const [t, q] of qtf) {
        const f = d.tf.get(t);
        if (!f) continue;
        const df = this.df.get(t) ?? 0;
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        s += q * idf * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * d.len) / this.avgLen)));
      }
      return { id: d.id, s };
    });
    return scored
      .filter((x) => x.s > 0)
      .sort((a, b) => b.s - a.s || a.id.localeCompare(b.id))
      .slice(0, k)
      .map((x) => x.id);
  }
}
