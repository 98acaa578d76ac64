import type { JobSearchFilter, RelaxedPart } from '@jobportal/contracts';
import { runSearch, type EngineQuery, type EngineResult } from './engine';
import type { JobIndex } from './job-index';
import { getLexicon } from './lexicon';
import type { Corrector } from './matcher';
import { rewriteLayoutSlips } from './layout-rewrite';
import { relaxedSearch } from './relax';
import { relatedSearches } from './related';
import { belowRelevanceFloor, isFillerClause } from './relevance-floor';
import type { SearchTaxonomy } from './taxonomy';
import type { Understanding } from './understand';

export interface Answer {
  query: EngineQuery;
  understanding: Understanding;
  result: EngineResult;
  relaxed: RelaxedPart[];
  suggestion: string | null;
  related: string[];
  /** the answer depends on document frequencies beyond its clauses' matches (a layout slip, the relevance floor) */
  volatile: boolean;
}

type Plan = (
  filter: JobSearchFilter,
  taxonomy: SearchTaxonomy,
  now: number,
) => { query: EngineQuery; understanding: Understanding };

/**
 * The whole answer to a search on the index: keyboard-layout slips rewritten first (layout-rewrite.ts: the
 * rewritten text is searched and offered as the suggestion, "showing results for"), the query planned and run
 * with relaxation (relax.ts), then the relevance floor (relevance-floor.ts: only weak matches -> no result), and
 * related searches (related.ts) when nothing is shown.
 */
export function answerSearch(
  ix: JobIndex,
  corrector: Corrector | null,
  taxonomy: SearchTaxonomy,
  filter: JobSearchFilter,
  now: number,
  plan: Plan,
): Answer {
  const typed = (filter.main_input ?? '').trim();
  const layout = typed ? rewriteLayoutSlips(typed, ix, taxonomy, getLexicon()) : null;
  const asked = layout ? { ...filter, main_input: layout.text } : filter;
  const planned = plan(asked, taxonomy, now);
  const { understanding } = planned;
  // "หางาน" / "jobs" alone asks for jobs: every job (with the filters), as an empty box does, not the word's jobs
  const query =
    planned.query.clauses.length > 0 && planned.query.clauses.every(isFillerClause)
      ? { ...planned.query, clauses: [] }
      : planned.query;
  const relaxedAnswer = relaxedSearch(ix, corrector, query, understanding, asked);
  let { result, relaxed, suggestion } = relaxedAnswer;
  const weak = belowRelevanceFloor(ix, taxonomy, result);
  if (weak) {
    // the same filters and facets over no job: nothing relevant was found (a guess is not offered either)
    const nothing = { text: '', phrases: [], skillSlugs: [], known: true };
    result = runSearch(ix, { ...query, clauses: [nothing], boosts: [] }, null);
    relaxed = [];
    suggestion = null;
  }
  if (layout && suggestion === null && !weak) suggestion = layout.text;
  const related =
    result.total === 0 && understanding.text ? relatedSearches(understanding.text, taxonomy) : [];
  return { query, understanding, result, relaxed, suggestion, related, volatile: weak || layout !== null };
}
