import { type EngineQuery, type EngineResult, recency } from './engine';
import { HIRE_TYPES, type JobIndex, WORK_TYPES } from './job-index';
import { RARE_DF } from './matcher';
import { RAIL_SLOTS, railMask } from './rail-index';

/**
 * What a cached search page depends on, so that a job write drops only the pages it can change (issue 20).
 * A changed job (its old document and its new one) affects a page when it matches every clause of the page's text
 * and could count in its total or in one of its facets: minimum salary and posting date pass, and at most one of the
 * disjunctive filters (tag, place, work mode, hire type, education, rail station/line) fails (a facet ignores its own filter).
 * Everything else a write moves is the idf of the clauses (the number of live jobs and of the clause's matches):
 * - newest order, or no text: no idf at all;
 * - relevance with one clause and no seniority boost: score = idf x w + recency (+ title similarity when re-ranked),
 *   w in {1..4}; while idf > 1 + the largest recency, the order is w first, then recency + similarity, whatever the
 *   idf: the page keeps bounds of the clause's match count and the live count (each changed job moves each by one at
 *   most) and is dropped once the idf could fall to that limit;
 * - relevance with several clauses or a boost: the order depends on idf ratios: dropped on any write.
 * Pages with a misspelling correction, a suggestion, a relaxation or no result depend on the vocabulary (document
 * frequencies, corrections): dropped on any write; so is a page whose one-word clause is rare (a suggestion can
 * appear), and a job holding such a word ("watch") drops the page.
 */
export interface PageDeps {
  always: boolean;
  /** per clause: its phrases (tokens that must be adjacent); a document must match one phrase of each clause */
  clauses: string[][][];
  /** one-word clauses whose document frequency decides a "did you mean" */
  watch: string[];
  tags: string[];
  locations: number[];
  workTypes: string[];
  hireTypes: string[];
  education: number[];
  /** the stations asked for (the picked ones and those of the picked lines), by station number; null = no filter */
  rail: Uint8Array | null;
  minimumSalary: number;
  postedFrom: number;
  /** single-clause relevance: bounds of the clause's match count (max) and live jobs (min) since computed */
  idf: { countMax: number; liveMin: number; limit: number } | null;
}

/** The dependencies of a page computed by `query` (after relaxation) with `first`'s result. */
export function pageDeps(
  ix: JobIndex,
  query: EngineQuery,
  result: EngineResult,
  changed: { relaxed: boolean; suggestion: boolean },
): PageDeps {
  const watch: string[] = [];
  let rare = false;
  for (const c of query.clauses) {
    const tokens = c.phrases[0] ?? [];
    if (c.known || tokens.length !== 1 || tokens[0] !== c.text) continue;
    watch.push(tokens[0]);
    const id = ix.termId.get(tokens[0]);
    if ((id === undefined ? 0 : ix.df[id]) <= RARE_DF) rare = true;
  }
  const corrected = result.clauses.some((c) => c.corrected !== null);
  const ranked = query.orderBy === 'relevance' && query.clauses.length + (query.boosts?.length ?? 0) > 0;
  const single = ranked && query.clauses.length === 1 && (query.boosts?.length ?? 0) === 0;
  const limit = 1 + recency(query.now, ix.maxPostedAt) + 1e-6;
  const count = result.clauses[0]?.count ?? 0;
  const idf = single ? { countMax: count, liveMin: ix.live, limit } : null;
  return {
    always:
      changed.relaxed ||
      changed.suggestion ||
      corrected ||
      rare ||
      result.total === 0 ||
      (ranked && !single) ||
      (idf !== null && !idfAbove(idf)),
    clauses: query.clauses.map((c) => c.phrases),
    watch,
    tags: [...query.tags],
    locations: [...query.locations],
    workTypes: [...query.workTypes],
    hireTypes: [...query.hireTypes],
    education: [...query.education],
    rail: railMask(query.stations ?? [], query.lines ?? []),
    minimumSalary: query.minimumSalary ?? -Infinity,
    postedFrom: query.datePosted ? query.now - query.datePosted * 86_400_000 : -Infinity,
    idf,
  };
}

function idfAbove(b: { countMax: number; liveMin: number; limit: number }): boolean {
  return Math.log(1 + b.liveMin / (1 + b.countMax)) > b.limit;
}

function hasTokens(ix: JobIndex, d: number, phrase: readonly string[]): boolean {
  const ids: number[] = [];
  for (const t of phrase) {
    const id = ix.termId.get(t);
    if (id === undefined) return false;
    ids.push(id);
  }
  return ids.length > 0 && ix.hasPhrase(d, ids, false);
}

/** Whether document d (live or dead) could be on the page or count in its total or facets. */
export function documentAffects(ix: JobIndex, d: number, deps: PageDeps): boolean {
  if (deps.watch.some((w) => hasTokens(ix, d, [w]))) return true;
  if (ix.postedAt[d] < deps.postedFrom || ix.salary[d] < deps.minimumSalary) return false;
  let failed = 0;
  if (deps.tags.length > 0) {
    let any = false;
    for (let k = ix.skillStart[d]; k < ix.skillStart[d] + ix.skillLen[d]; k++)
      if (deps.tags.includes(ix.skillSlugs[ix.skillArena[k]])) any = true;
    if (!any) failed++;
  }
  if (deps.locations.length > 0 && !deps.locations.includes(ix.province[d])) failed++;
  if (deps.workTypes.length > 0 && !deps.workTypes.includes(WORK_TYPES[ix.work[d]])) failed++;
  if (deps.hireTypes.length > 0 && !deps.hireTypes.includes(HIRE_TYPES[ix.hire[d]])) failed++;
  if (deps.education.length > 0 && !deps.education.includes(ix.edu[d])) failed++;
  if (deps.rail) {
    const r = d * RAIL_SLOTS;
    if ((deps.rail[ix.rail[r]] | deps.rail[ix.rail[r + 1]] | deps.rail[ix.rail[r + 2]]) !== 1) failed++;
  }
  if (failed > 1) return false;
  return deps.clauses.every((phrases) => phrases.some((p) => hasTokens(ix, d, p)));
}

/**
 * Whether a page must be dropped after `jobs` job changes whose documents (old and new) are `docs`. Updates the page's
 * idf bounds when it stays.
 */
export function pageAffected(ix: JobIndex, deps: PageDeps, docs: readonly number[], jobs: number): boolean {
  if (deps.always) return true;
  for (const d of docs) if (documentAffects(ix, d, deps)) return true;
  if (deps.idf) {
    deps.idf.countMax += jobs;
    deps.idf.liveMin -= jobs;
    if (!idfAbove(deps.idf)) return true;
  }
  return false;
}
