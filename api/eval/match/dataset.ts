/**
 * The matching evaluation's pool: open jobs from the seed generator (fixed seed and clock, the same generator and
 * filters as the search evaluation), indexed in process twice from the same search text: as the API's match index
 * (what the matcher ranks) and as the search service's job index (the keyword-search baseline).
 */
import { buildCompany, syntheticCompanyDefs } from '../../src/seed/companyFactory';
import { makeJob, type GeneratedJob } from '../../src/seed/jobFactory';
import { createRng } from '../../src/seed/random';
import { getDefaultCanonicalizer } from '../../src/services/ai/canonical';
import { MatchIndex } from '../../src/services/ai/match-index';
import { buildJobSearchText } from '../../src/services/search/indexing';
import { JobIndex } from '../../src/services/search/job-index';
import { Corrector } from '../../src/services/search/matcher';
import { getDefaultTaxonomy } from '../../src/services/search/taxonomy';
import { EVAL_NOW, EVAL_SEED } from '../search/dataset';

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

/** `count` generated jobs, of which the open ones (published, not expired) make the pool. */
export function buildPool(count: number, seed = EVAL_SEED): MatchPool {
  const rng = createRng(seed);
  const now = new Date(EVAL_NOW);
  const taxonomy = getDefaultTaxonomy();
  const companies = syntheticCompanyDefs(rng, Math.max(20, Math.round(count / 100))).map((d) =>
    buildCompany(rng, d, now),
  );
  const names = new Map(companies.map((c) => [c.ref.id, c.ref]));
  const today = now.toISOString().slice(0, 10);
  const jobs = Array.from({ length: count }, () => makeJob(rng, rng.pick(companies).ref, now)).filter(
    (j) =>
      j.status === 'published' && j.postedAt !== null && (j.validThrough === null || j.validThrough >= today),
  );
  const text = new Map<string, string>();
  for (const j of jobs) {
    const c = names.get(j.companyId);
    text.set(
      j.id,
      buildJobSearchText({ ...j, companyNameTh: c?.nameTh, companyNameEn: c?.nameEn }, taxonomy),
    );
  }
  const rows = jobs.map((j) => ({ ...j, searchText: text.get(j.id)! }));
  const search = JobIndex.build(rows);
  return {
    jobs,
    byId: new Map(jobs.map((j) => [j.id, j])),
    text,
    match: MatchIndex.build(getDefaultCanonicalizer(), rows),
    search,
    corrector: new Corrector(search, taxonomy),
  };
}
