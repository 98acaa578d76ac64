import { Bitset } from './bitset';
import { PhraseCache } from './phrase-cache';
import type { JobIndex } from './job-index';
import type { Clause } from './query';
import type { SearchTaxonomy } from './taxonomy';
import { TrigramIndex } from './trigram';

/** Documents matching one clause. */
export interface ClauseMatch {
  clause: Clause;
  docs: Bitset;
  count: number;
  /** resolved phrases (term ids), for title hits at ranking time */
  phrases: number[][];
  skillIds: number[];
  /** documents whose title matches one of the phrases */
  title: Bitset;
}

const FUZZY_THRESHOLD = 0.45;
const FUZZY_LIMIT = 4;
const PREFIX_LIMIT = 6;

/** Misspelling and partial-word correction against the index vocabulary and the taxonomy forms. */
export class Corrector {
  private readonly vocab = new TrigramIndex();
  private vocabSize = 0;
  private readonly forms = new TrigramIndex();
  private readonly formList: string[] = [];

  constructor(
    private readonly ix: JobIndex,
    private readonly taxonomy: SearchTaxonomy,
  ) {
    for (const f of [...taxonomy.skillByForm.keys(), ...taxonomy.roleByTerm.keys()]) {
      if ([...f].length < 3) continue;
      this.forms.add(this.formList.length, f);
      this.formList.push(f);
    }
  }

  private syncVocab(): void {
    for (; this.vocabSize < this.ix.terms.length; this.vocabSize++) {
      const t = this.ix.terms[this.vocabSize];
      if ([...t].length >= 3) this.vocab.add(this.vocabSize, t);
    }
  }

  /** Alternative phrases for a clause that matched nothing. */
  alternatives(clause: Clause): string[][] {
    const out: string[][] = [];
    const word = clause.text;
    if ([...word].length < 3) return out;
    // a misspelt skill or role ("javscript", "โปรแกมเมอร์") -> that skill's or role's phrases
    for (const { id } of this.forms.similar(word, 0.5, 2)) {
      const form = this.formList[id];
      for (const s of this.taxonomy.skillByForm.get(form) ?? [])
        out.push(...(this.taxonomy.skillPhrases.get(s.slug) ?? []));
      for (const g of this.taxonomy.roleByTerm.get(form) ?? [])
        out.push(...(this.taxonomy.rolePhrases.get(g.key) ?? []));
    }
    this.syncVocab();
    for (const token of clause.phrases[0] ?? []) {
      if ([...token].length < 3 || this.ix.termId.has(token)) continue;
      for (const { id } of this.vocab.similar(token, FUZZY_THRESHOLD, FUZZY_LIMIT))
        out.push([this.ix.terms[id]]);
      // partial words: "kube" -> kubernetes, "reac" -> react
      const prefixed: number[] = [];
      for (let t = 0; t < this.ix.terms.length; t++)
        if (this.ix.terms[t].startsWith(token) && this.ix.terms[t] !== token) prefixed.push(t);
      prefixed.sort((a, b) => this.ix.df[b] - this.ix.df[a]);
      for (const t of prefixed.slice(0, PREFIX_LIMIT)) out.push([this.ix.terms[t]]);
    }
    return out;
  }
}

function resolve(ix: JobIndex, phrase: readonly string[]): number[] | null {
  const ids: number[] = [];
  for (const t of phrase) {
    const id = ix.termId.get(t);
    if (id === undefined) return null;
    ids.push(id);
  }
  return ids;
}

function addPhrase(ix: JobIndex, ids: number[], into: Bitset, cache: PhraseCache): void {
  if (ids.length === 1) ix.postings(ids[0], (d) => into.set(d));
  else cache.addTo(ids, into);
}

function titleDocs(ix: JobIndex, phrases: number[][]): Bitset {
  const out = new Bitset(ix.n);
  for (const ids of phrases) {
    let rare = ids[0];
    for (const t of ids) if (ix.df[t] < ix.df[rare]) rare = t;
    ix.titlePostings(rare, (d) => {
      if (!out.has(d) && (ids.length === 1 || ix.hasPhrase(d, ids, true))) out.set(d);
    });
  }
  return out;
}

const caches = new WeakMap<JobIndex, PhraseCache>();
function phraseCacheOf(ix: JobIndex): PhraseCache {
  let c = caches.get(ix);
  if (!c) {
    c = new PhraseCache(ix);
    caches.set(ix, c);
  }
  return c;
}

/** Rough number of documents a clause matches (for evaluating the most selective clause first). */
export function estimateClause(ix: JobIndex, clause: Clause): number {
  let n = 0;
  for (const p of clause.phrases) {
    let min = Infinity;
    for (const t of p) min = Math.min(min, ix.df[ix.termId.get(t) ?? -1] ?? 0);
    n += Number.isFinite(min) ? min : 0;
  }
  return n;
}

/** Documents matching a clause, within `restrict` (the intersection of the clauses evaluated before) if given. */
export function matchClause(
  ix: JobIndex,
  clause: Clause,
  corrector: Corrector | null,
  restrict: Bitset | null = null,
): ClauseMatch {
  const docs = new Bitset(ix.n);
  const phrases: number[][] = [];
  const evalPhrases = (list: readonly string[][]): void => {
    const resolved: number[][] = [];
    for (const p of list) {
      const ids = resolve(ix, p);
      if (!ids || phrases.some((q) => q.length === ids.length && q.every((v, i) => v === ids[i]))) continue;
      phrases.push(ids);
      resolved.push(ids);
    }
    // single words first: their documents need no adjacency check afterwards
    resolved.sort((a, b) => a.length - b.length);
    for (const ids of resolved) addPhrase(ix, ids, docs, phraseCacheOf(ix));
  };
  evalPhrases(clause.phrases);
  if (restrict) docs.and(restrict);
  let count = docs.count();
  if (count === 0 && corrector && !clause.known) {
    evalPhrases(corrector.alternatives(clause));
    if (restrict) docs.and(restrict);
    count = docs.count();
  }
  const skillIds = clause.skillSlugs
    .map((s) => ix.skillId.get(s))
    .filter((k): k is number => k !== undefined);
  return { clause, docs, count, phrases, skillIds, title: titleDocs(ix, phrases) };
}

export function hasSkill(ix: JobIndex, d: number, skillIds: readonly number[]): boolean {
  if (skillIds.length === 0) return false;
  const s = ix.skillStart[d];
  for (let k = s; k < s + ix.skillLen[d]; k++) if (skillIds.includes(ix.skillArena[k])) return true;
  return false;
}
