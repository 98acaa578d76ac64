import { Bitset } from './bitset';
import { PhraseCache } from './phrase-cache';
import type { JobIndex } from './job-index';
import type { Clause } from './query';
import type { SearchTaxonomy } from './taxonomy';
import { expansionOf } from './query-expansions';
import { isThaiWord, thaiSpellingMatcher } from './thai-spelling';
import { tokenize } from './text';
import { TrigramIndex } from './trigram';
import { TypoIndex } from './typo';

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
  /** the misspelling correction used for the clause (its closest vocabulary word), if any */
  corrected: string | null;
}

const FUZZY_THRESHOLD = 0.45;
const FUZZY_LIMIT = 4;
const PREFIX_LIMIT = 6;
/** a word this rare (documents) is checked for a misspelling of a much more frequent one */
export const RARE_DF = 3;
/** a correction must be this many times more frequent than the word typed */
const CORRECTION_RATIO = 20;
const MIN_CORRECTION_DF = 5;

/** Misspelling and partial-word correction against the index vocabulary and the taxonomy forms. */
export class Corrector {
  private readonly vocab = new TrigramIndex();
  private vocabSize = 0;
  private readonly forms = new TrigramIndex();
  private readonly formList: string[] = [];
  private readonly typos = new TypoIndex();

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

  /**
   * The closest frequent vocabulary word to a one-word clause that is absent or rare (edit distance with
   * transpositions: "pyhton", "pythn", "reakt"). A rare word needs a correction 20 times more frequent, unless
   * `force` (the retry of a query that found nothing): then any more frequent one. Common words are never corrected.
   */
  correction(clause: Clause, force = false): string | null {
    const tokens = clause.phrases[0] ?? [];
    if (clause.known || tokens.length !== 1 || tokens[0] !== clause.text) return null;
    const word = tokens[0];
    const id = this.ix.termId.get(word);
    const df = id === undefined ? 0 : this.ix.df[id];
    if (df > RARE_DF) return null;
    this.typos.sync(this.ix.terms);
    // an absent word (or a retry of a query that found nothing) takes any existing word; a rare one a much more frequent one
    const minDf = df === 0 ? 1 : force ? df + 1 : Math.max(MIN_CORRECTION_DF, df * CORRECTION_RATIO);
    const best = this.typos.closest(word, this.ix.terms, (t) => this.ix.df[t], minDf);
    return best === null ? null : this.ix.terms[best];
  }

  /**
   * An unseen Thai spelling of an English word of the taxonomy, by its consonant skeleton (thai-spelling.ts:
   * "ทาเบิลโล" -> tableau), for a Thai word that matches nothing as typed.
   */
  spelling(clause: Clause): string | null {
    if (clause.known || !isThaiWord(clause.text)) return null;
    return thaiSpellingMatcher(this.taxonomy).guess(clause.text);
  }

  /** Alternative phrases for a clause that matched nothing (`force`: also for rare words the vocabulary has). */
  alternatives(clause: Clause, force = false): string[][] {
    const out: string[][] = [];
    const word = clause.text;
    if ([...word].length < 3) return out;
    const fixed = this.correction(clause, force);
    if (fixed) out.push([fixed]);
    const spelt = this.spelling(clause);
    if (spelt) out.push(...(expansionOf(spelt, this.taxonomy)?.phrases ?? [tokenize(spelt)]));
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
      const id = this.ix.termId.get(token);
      if ([...token].length < 3 || (id !== undefined && (!force || this.ix.df[id] > RARE_DF))) continue;
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
  if (ids.length === 1) ix.orPostings(ids[0], into);
  else cache.addTo(ids, into);
}

function titleDocs(ix: JobIndex, phrases: number[][]): Bitset {
  const out = new Bitset(ix.n);
  for (const ids of phrases) {
    if (ids.length === 1) ix.orTitlePostings(ids[0], out);
    else titleCacheOf(ix).addTo(ids, out);
  }
  return out;
}

const caches = new WeakMap<JobIndex, PhraseCache>();
const titleCaches = new WeakMap<JobIndex, PhraseCache>();
function phraseCacheOf(ix: JobIndex): PhraseCache {
  let c = caches.get(ix);
  if (!c) {
    c = new PhraseCache(ix);
    caches.set(ix, c);
  }
  return c;
}
function titleCacheOf(ix: JobIndex): PhraseCache {
  let c = titleCaches.get(ix);
  if (!c) {
    c = new PhraseCache(ix, true);
    titleCaches.set(ix, c);
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
  force = false,
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
  let corrected: string | null = null;
  // a clause that found nothing, or (retry of a query that found nothing) a rare word: add its corrections
  if ((count === 0 || (force && count <= RARE_DF)) && corrector && !clause.known) {
    evalPhrases(corrector.alternatives(clause, force));
    if (restrict) docs.and(restrict);
    count = docs.count();
    if (count > 0) corrected = corrector.correction(clause, force) ?? corrector.spelling(clause);
  }
  const skillIds = clause.skillSlugs
    .map((s) => ix.skillId.get(s))
    .filter((k): k is number => k !== undefined);
  return { clause, docs, count, phrases, skillIds, title: titleDocs(ix, phrases), corrected };
}

export function hasSkill(ix: JobIndex, d: number, skillIds: readonly number[]): boolean {
  if (skillIds.length === 0) return false;
  const s = ix.skillStart[d];
  for (let k = s; k < s + ix.skillLen[d]; k++) if (skillIds.includes(ix.skillArena[k])) return true;
  return false;
}
