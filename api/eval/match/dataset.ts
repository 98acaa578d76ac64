/**
 * The matching evaluation's pool: open jobs from the seed generator (fixed seed and clock, the same generator and
 * filters as the search evaluation), indexed in process twice from the same search text: as the API's match index
 * (what the matcher ranks) and as the search service's job index (the keyword-search baseline).
 */
import type { GeneratedJob } from '../../src/seed/jobFactory';
import { getDefaultCanonicalizer } from '../../src/services/ai/canonical';
import { MatchIndex } from '../../src/services/ai/match-index';
import type { JobIndex } from '../../src/services/search/job-index';
import type { Corrector } from '../../src/services/search/matcher';
import { buildEvalData, EVAL_NOW, EVAL_SEED } from '../search/dataset';

export { EVAL_NOW };

export interface MatchPool {
  jobs: GeneratedJob[];
  byId: Map<string, GeneratedJob>;
  /** the search text the API stores per job (services/search/indexing.ts) */
  text: Map<string, string>;
  match: MatchIndex;
  search: JobIndex;
  corrector: Corrector;
}

/** `count` generated jobs, of which the open ones (published, not expired) make the pool (the search evaluation's). */
export function buildPool(count: number, seed = EVAL_SEED): MatchPool {
  const data = buildEvalData(count, seed);
  const rows = data.jobs.map((j) => ({ ...j, searchText: data.text.get(j.id)! }));
  return {
    jobs: data.jobs,
    byId: data.byId,
    text: data.text,
    match: MatchIndex.build(getDefaultCanonicalizer(), rows),
    search: data.ix,
    corrector: data.corrector,
  };
}
