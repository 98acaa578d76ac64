import type { EngineResult } from './engine';
import type { JobIndex } from './job-index';
import { FILLER_TOKENS } from './lexicon';
import { STOPWORDS } from './query';
import { expansionOf } from './query-expansions';
import type { SearchTaxonomy } from './taxonomy';

/**
 * The relevance floor: a query whose every word matched only weakly returns nothing (with a did-you-mean and
 * related searches, related.ts) rather than jobs that have nothing to do with it. A word's match is weak when
 * - it was corrected (misspelling) into a word that is neither a skill, a role nor a family word and that no job
 *   title holds ("qwerty" -> "query", a word of descriptions): a guess, not what the user means;
 * - it is a filler or stop word ("งาน", "ที่", "the": kept only because nothing else was typed), or it is not a
 *   taxonomy word, no title holds it, and it is in more than WEAK_SHARE of the jobs: a very common word of
 *   descriptions says nothing about which job is wanted.
 * A query with one strong word keeps its results: the strong word decides which jobs they are.
 */
export const WEAK_SHARE = 0.3;

function titleCount(ix: JobIndex, term: string): number {
  const id = ix.termId.get(term);
  if (id === undefined) return 0;
  return (ix.titleBase[id]?.length ?? 0) + (ix.titleTail[id]?.length ?? 0);
}

/** A clause of a filler or stop word only ("หางาน", "งาน", "the"): the user asked for jobs, not for that word. */
export function isFillerClause(c: { text: string; known: boolean }): boolean {
  return !c.known && (STOPWORDS.has(c.text) || FILLER_TOKENS.has(c.text));
}

function isWeak(ix: JobIndex, taxonomy: SearchTaxonomy, c: EngineResult['clauses'][number]): boolean {
  if (c.clause.known) return false;
  if (c.corrected !== null) return !expansionOf(c.corrected, taxonomy) && titleCount(ix, c.corrected) === 0;
  if (isFillerClause(c.clause)) return true;
  const tokens = c.clause.phrases[0] ?? [];
  if (tokens.length !== 1) return false;
  const id = ix.termId.get(tokens[0]);
  const df = id === undefined ? 0 : ix.df[id];
  return titleCount(ix, tokens[0]) === 0 && df > WEAK_SHARE * Math.max(1, ix.live);
}

/** Whether a result found jobs only through weak matches (then it is not shown). */
export function belowRelevanceFloor(ix: JobIndex, taxonomy: SearchTaxonomy, result: EngineResult): boolean {
  if (result.total === 0 || result.clauses.length === 0) return false;
  return result.clauses.every((c) => isWeak(ix, taxonomy, c));
}
