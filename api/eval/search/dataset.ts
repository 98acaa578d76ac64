/**
 * The search evaluation's data: jobs from the seed generator (fixed seed, fixed clock) indexed in process exactly as
 * the API indexes open jobs (search_text from indexing.ts, then JobIndex), so the evaluation needs no database.
 */
import { buildCompany, syntheticCompanyDefs } from '../../src/seed/companyFactory';
import { makeJob, type GeneratedJob } from '../../src/seed/jobFactory';
import { createRng } from '../../src/seed/random';
import { buildJobSearchText } from '../../src/services/search/indexing';
import { JobIndex, type IndexedJobRow } from '../../src/services/search/job-index';
import { Corrector } from '../../src/services/search/matcher';
import { getDefaultTaxonomy } from '../../src/services/search/taxonomy';

export const EVAL_SEED = 20_261_124;
/** a fixed "now" so that posting dates, expiry and recency are the same on every run */
export const EVAL_NOW = Date.UTC(2026, 10, 24, 3, 0, 0);

export interface EvalData {
  jobs: GeneratedJob[];
  byId: Map<string, GeneratedJob>;
  /** the search text the API stores per job (services/search/indexing.ts) */
  text: Map<string, string>;
  ix: JobIndex;
  corrector: Corrector;
}

export function buildEvalData(count: number, seed = EVAL_SEED): EvalData {
  const rng = createRng(seed);
  const now = new Date(EVAL_NOW);
  const taxonomy = getDefaultTaxonomy();
  const companies = syntheticCompanyDefs(rng, Math.max(20, Math.round(count / 100))).map((d) =>
    buildCompany(rng, d, now),
  );
  const names = new Map(companies.map((c) => [c.ref.id, c.ref]));
  const all = Array.from({ length: count }, () => makeJob(rng, rng.pick(companies).ref, now));
  const today = new Date(EVAL_NOW).toISOString().slice(0, 10);
  const jobs = all.filter(
    (j) =>
      j.status === 'published' && j.postedAt !== null && (j.validThrough === null || j.validThrough >= today),
  );
  const text = new Map<string, string>();
  const rows: IndexedJobRow[] = jobs.map((j) => {
    const c = names.get(j.companyId);
    const searchText = buildJobSearchText(
      { ...j, companyNameTh: c?.nameTh, companyNameEn: c?.nameEn },
      taxonomy,
    );
    text.set(j.id, searchText);
    return {
      id: j.id,
      title: j.title,
      searchText,
      skills: j.skills,
      provinceId: j.provinceId,
      workType: j.workType,
      hireType: j.hireType,
      educationLevelId: j.educationLevelId,
      salaryMin: j.salaryMin,
      salaryMax: j.salaryMax,
      postedAt: j.postedAt,
      createdAt: j.createdAt,
      validThrough: j.validThrough,
    };
  });
  const ix = JobIndex.build(rows);
  return {
    jobs,
    byId: new Map(jobs.map((j) => [j.id, j])),
    text,
    ix,
    corrector: new Corrector(ix, taxonomy),
  };
}
