/**
 * Search evaluation: runs every judged query through the search exactly as the API does (searchIndex: query
 * understanding, misspelling correction, relaxation, ranking) and through two baselines, and computes precision@10,
 * mean reciprocal rank (first relevant job in the top 10) and the zero-result rate over the queries that have at
 * least one relevant job in the data.
 *  - `plain`: every word of the query must occur in the job's text, newest first (what a LIKE search gives);
 *  - `engine-literal`: this engine without query understanding nor relaxation (the words as clauses, as before).
 */
import { runSearch } from '../../src/services/search/engine';
import { parseQuery } from '../../src/services/search/query';
import { planSearch, searchIndex } from '../../src/services/search/search';
import { getDefaultTaxonomy } from '../../src/services/search/taxonomy';
import { normalize, tokenize } from '../../src/services/search/text';
import { buildEvalData, EVAL_NOW, type EvalData } from './dataset';
import { JUDGED_QUERIES, QUERY_CLASSES, relevant, type JudgedQuery } from './queries';

export const SYSTEMS = ['engine', 'engine-literal', 'plain'] as const;
export type System = (typeof SYSTEMS)[number];

export interface Metrics {
  precisionAt10: number;
  mrr: number;
  zeroResultRate: number;
  queries: number;
}

/** Per query class: the engine's precision@10 and its failures (the held-out targets of README.md). */
export interface ClassReport {
  /** queries scored (with at least one relevant job) */
  queries: number;
  precisionAt10: number;
  /** queries with relevant jobs that got no result */
  emptyWhereRelevant: string[];
  /** nonsense queries (nothing relevant) asked */
  nonsenseQueries: number;
  /** nonsense queries that got results: every result is an unrelated one */
  unrelatedForNonsense: string[];
}

export interface QueryOutcome {
  q: JudgedQuery;
  relevantCount: number;
  ids: Record<System, string[]>;
  totals: Record<System, number>;
  /** precision@10 per system (filled by the scoring) */
  precision: Record<System, number>;
}

const K = 10;

function plainSearch(data: EvalData, texts: Map<string, Set<string>>, query: string): string[] {
  const words = tokenize(query);
  return data.jobs
    .filter((j) => words.every((w) => texts.get(j.id)?.has(w)))
    .sort((a, b) => (b.postedAt?.getTime() ?? 0) - (a.postedAt?.getTime() ?? 0))
    .map((j) => j.id);
}

export function runEvaluation(
  jobCount: number,
  queries: readonly JudgedQuery[] = JUDGED_QUERIES,
): {
  metrics: Record<System, Metrics>;
  byLang: Map<string, Record<System, Metrics>>;
  byClass: Map<string, ClassReport>;
  outcomes: QueryOutcome[];
  skipped: string[];
} {
  const data = buildEvalData(jobCount);
  const taxonomy = getDefaultTaxonomy();
  const texts = new Map<string, Set<string>>();
  for (let d = 0; d < data.ix.n; d++) {
    const seq = data.ix.seqArena.subarray(data.ix.seqStart[d], data.ix.seqStart[d] + data.ix.seqLen[d]);
    texts.set(data.ix.ids[d], new Set(Array.from(seq, (t) => data.ix.terms[t])));
  }
  const outcomes: QueryOutcome[] = [];
  const skipped: string[] = [];
  const unrelated = new Map<string, string[]>();
  const nonsenseCount = new Map<string, number>();
  for (const jq of queries) {
    const rel = data.jobs.filter((j) => relevant(j, jq.rule)).length;
    if (jq.rule.nothing) {
      nonsenseCount.set(jq.cls, (nonsenseCount.get(jq.cls) ?? 0) + 1);
      const r = searchIndex(data.ix, data.corrector, taxonomy, { main_input: jq.q, limit: K }, EVAL_NOW);
      if (r.total > 0) unrelated.set(jq.cls, [...(unrelated.get(jq.cls) ?? []), `${jq.q} (${r.total})`]);
      else unrelated.set(jq.cls, unrelated.get(jq.cls) ?? []);
      continue;
    }
    if (rel === 0) {
      skipped.push(jq.q);
      continue;
    }
    const filter = { main_input: jq.q, limit: K };
    const engine = searchIndex(data.ix, data.corrector, taxonomy, filter, EVAL_NOW);
    const literalQuery = planSearch({ limit: K }, taxonomy, EVAL_NOW).query;
    const clauses = parseQuery(jq.q, taxonomy);
    const literal = runSearch(
      data.ix,
      { ...literalQuery, clauses, text: normalize(jq.q), orderBy: 'relevance' },
      data.corrector,
    );
    const plain = plainSearch(data, texts, jq.q);
    outcomes.push({
      q: jq,
      relevantCount: rel,
      ids: { engine: engine.ids, 'engine-literal': literal.ids, plain: plain.slice(0, K) },
      totals: { engine: engine.total, 'engine-literal': literal.total, plain: plain.length },
      precision: { engine: 0, 'engine-literal': 0, plain: 0 },
    });
  }
  const score = (list: QueryOutcome[]): Record<System, Metrics> => {
    const out = {} as Record<System, Metrics>;
    for (const s of SYSTEMS) {
      let p = 0;
      let rr = 0;
      let zero = 0;
      for (const o of list) {
        const judged = o.ids[s].slice(0, K).map((id) => relevant(data.byId.get(id)!, o.q.rule));
        o.precision[s] = judged.filter(Boolean).length / Math.min(K, o.relevantCount);
        p += o.precision[s];
        const first = judged.indexOf(true);
        rr += first >= 0 ? 1 / (first + 1) : 0;
        if (o.totals[s] === 0) zero++;
      }
      const n = Math.max(1, list.length);
      out[s] = { precisionAt10: p / n, mrr: rr / n, zeroResultRate: zero / n, queries: list.length };
    }
    return out;
  };
  const byLang = new Map<string, Record<System, Metrics>>();
  for (const lang of ['th', 'en', 'mixed'])
    byLang.set(lang, score(outcomes.filter((o) => o.q.lang === lang)));
  const byClass = new Map<string, ClassReport>();
  for (const cls of QUERY_CLASSES) {
    const list = outcomes.filter((o) => o.q.cls === cls);
    if (list.length === 0 && !unrelated.has(cls)) continue;
    byClass.set(cls, {
      queries: list.length,
      precisionAt10: list.length === 0 ? 1 : score(list).engine.precisionAt10,
      emptyWhereRelevant: list.filter((o) => o.totals.engine === 0).map((o) => o.q.q),
      nonsenseQueries: nonsenseCount.get(cls) ?? 0,
      unrelatedForNonsense: unrelated.get(cls) ?? [],
    });
  }
  return { metrics: score(outcomes), byLang, byClass, outcomes, skipped };
}

export interface Thresholds {
  precisionAt10: number;
  mrr: number;
  zeroResultRate: number;
}

/** The held-out targets per class (README.md): precision@10 >= 0.95, no empty answer where relevant jobs exist,
 * no result at all for nonsense. Returns the classes that miss them. */
export function classFailures(byClass: ReadonlyMap<string, ClassReport>, minPrecision = 0.95): string[] {
  const out: string[] = [];
  for (const [cls, r] of byClass) {
    if (r.queries > 0 && r.precisionAt10 < minPrecision)
      out.push(`${cls}: precision@10 ${r.precisionAt10.toFixed(3)} < ${minPrecision}`);
    if (r.emptyWhereRelevant.length > 0)
      out.push(`${cls}: empty where relevant: ${r.emptyWhereRelevant.join(', ')}`);
    if (r.unrelatedForNonsense.length > 0)
      out.push(`${cls}: results for nonsense: ${r.unrelatedForNonsense.join(', ')}`);
  }
  return out;
}

/** The metrics that fell below (or, for zero results, rose above) the committed thresholds. */
export function regressions(m: Metrics, t: Thresholds): string[] {
  const out: string[] = [];
  if (m.precisionAt10 < t.precisionAt10)
    out.push(`precision@10 ${m.precisionAt10.toFixed(3)} < ${t.precisionAt10}`);
  if (m.mrr < t.mrr) out.push(`MRR ${m.mrr.toFixed(3)} < ${t.mrr}`);
  if (m.zeroResultRate > t.zeroResultRate)
    out.push(`zero-result rate ${m.zeroResultRate.toFixed(3)} > ${t.zeroResultRate}`);
  return out;
}
