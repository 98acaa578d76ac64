import { LEVEL_FACTOR } from './features';
import { type Canonicalizer, skillTerm } from './canonical';
import { TITLE_BOOST, type MatchIndex } from './match-index';
import type { MatchProfile } from './types';

/**
 * TF-IDF cosine between a profile and a job over canonical terms (canonical.ts), with the job corpus of the index
 * as IDF statistics. Job side: binary weights x idf, title terms x TITLE_BOOST. Profile side: (1 + ln tf) x idf,
 * where headline and experience titles count twice and each skill counts twice times its level factor.
 * The cosine is mapped to 0..1 by TEXT_SCALE (a cosine of TEXT_SCALE or more is a full text match).
 */
export const TEXT_SCALE = 0.45;

export function profileTermCounts(p: MatchProfile, canon: Canonicalizer): Map<string, number> {
  const tf = new Map<string, number>();
  const add = (terms: string[], w: number) => {
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + w);
  };
  add(canon.terms(p.headline), 2);
  for (const e of p.experiences) {
    add(canon.terms(e.title), 2);
    add(canon.terms(e.description), 1);
  }
  add(canon.terms(p.about), 1);
  for (const s of p.skills)
    tf.set(skillTerm(s.slug), (tf.get(skillTerm(s.slug)) ?? 0) + 2 * LEVEL_FACTOR[s.level]);
  return tf;
}

/** Terms that name what the candidate does (headline, experience titles, skills): used to generate candidates. */
export function profileTitleTerms(p: MatchProfile, canon: Canonicalizer): string[] {
  const out = new Set<string>(canon.terms(p.headline));
  for (const e of p.experiences.slice(0, 3)) for (const t of canon.terms(e.title)) out.add(t);
  for (const s of p.skills) out.add(skillTerm(s.slug));
  return [...out];
}

/** A profile as a dense weight vector over the index vocabulary (terms the corpus never saw cannot match). */
export class ProfileVector {
  /** term id -> weight */
  readonly weights = new Map<number, number>();
  readonly norm: number;
  private denseCache: Float32Array | null = null;

  constructor(
    readonly index: MatchIndex,
    tf: ReadonlyMap<string, number>,
  ) {
    let s = 0;
    for (const [term, count] of tf) {
      const id = index.termIdOf(term);
      if (id === undefined || count <= 0) continue;
      const w = (1 + Math.log(Math.max(1, count))) * Math.min(1, count) * index.idf(id);
      this.weights.set(id, w);
      s += w * w;
    }
    this.norm = Math.sqrt(s) || 1;
  }

  /** Dense weights over the vocabulary, built on first use (ranking many documents). */
  private get dense(): Float32Array {
    if (!this.denseCache) {
      this.denseCache = new Float32Array(this.index.terms.length);
      for (const [id, w] of this.weights) this.denseCache[id] = w;
    }
    return this.denseCache;
  }

  /** Cosine with document d of the index. */
  cosine(d: number): number {
    const ix = this.index;
    const dense = this.dense;
    let dot = 0;
    const tEnd = ix.termStart[d] + ix.termLen[d];
    for (let k = ix.termStart[d]; k < tEnd; k++) {
      const t = ix.termArena[k];
      const q = dense[t];
      if (q) dot += q * ix.idf(t);
    }
    // title terms count TITLE_BOOST times
    const hEnd = ix.titleStart[d] + ix.titleLen[d];
    for (let k = ix.titleStart[d]; k < hEnd; k++) {
      const t = ix.titleArena[k];
      const q = dense[t];
      if (q) dot += q * ix.idf(t) * (TITLE_BOOST - 1);
    }
    return dot / (this.norm * ix.norm[d]);
  }

  score(d: number): number {
    return Math.min(1, this.cosine(d) / TEXT_SCALE);
  }

  /** Text score against a job that is not in the index (a draft or closed job on the employer side). */
  scoreTerms(terms: { title: readonly string[]; all: ReadonlySet<string> }): number {
    const ix = this.index;
    const title = new Set(terms.title);
    let dot = 0;
    let norm = 0;
    for (const term of terms.all) {
      const id = ix.termIdOf(term);
      const w = ix.idf(id) * (title.has(term) ? TITLE_BOOST : 1);
      norm += w * w;
      if (id !== undefined) dot += (this.weights.get(id) ?? 0) * w;
    }
    return Math.min(1, dot / (this.norm * (Math.sqrt(norm) || 1)) / TEXT_SCALE);
  }
}
