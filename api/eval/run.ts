/**
 * Matching evaluation: `npm run eval:match [-- --verbose]`. In-process, no database: the evaluation jobs are indexed
 * exactly as the API indexes open jobs (search_text from services/search/indexing.ts, then the match index), each
 * evaluation profile is ranked by the matcher and by plain keyword search (keyword.ts), and NDCG@10 / recall@20 over
 * the graded judgements are printed for both. Exits with 1 when the matcher does not beat keyword search on both.
 */
import { getDefaultCanonicalizer } from '../src/services/ai/canonical';
import { MatchIndex, type MatchIndexRow } from '../src/services/ai/match-index';
import { matchContext, prepareProfile } from '../src/services/ai/matcher';
import { rankJobs } from '../src/services/ai/rank';
import { buildJobSearchText } from '../src/services/search/indexing';
import { getDefaultTaxonomy } from '../src/services/search/taxonomy';
import { EVAL_JOBS } from './jobs';
import { KeywordSearch } from './keyword';
import { mean, ndcgAt, recallAt } from './metrics';
import { EVAL_PROFILES } from './profiles';

const verbose = process.argv.includes('--verbose');
const taxonomy = getDefaultTaxonomy();
const now = Date.now();
const rows: MatchIndexRow[] = EVAL_JOBS.map((j, i) => ({
  ...j,
  postedAt: new Date(now - i * 60_000),
  searchText: buildJobSearchText(
    {
      title: j.title,
      descriptionHtml: `<p>${j.description}</p>`,
      skills: j.skills,
      provinceId: j.provinceId,
    },
    taxonomy,
  ),
}));
const index = MatchIndex.build(getDefaultCanonicalizer(), rows);
const ctx = matchContext(index);
const keyword = new KeywordSearch(EVAL_JOBS);

type Scores = { ndcg: number[]; recall: number[] };
const results: Record<'matcher' | 'keyword', Scores> = {
  matcher: { ndcg: [], recall: [] },
  keyword: { ndcg: [], recall: [] },
};
const byLang = new Map<string, Record<'matcher' | 'keyword', Scores>>();

for (const ep of EVAL_PROFILES) {
  const matcherIds = rankJobs(ctx, prepareProfile(ctx, ep.profile), { limit: 20 }).map(
    (r) => index.ids[r.doc],
  );
  const keywordIds = keyword.search(KeywordSearch.queryOf(ep.profile), 20);
  const lang = byLang.get(ep.lang) ?? {
    matcher: { ndcg: [], recall: [] },
    keyword: { ndcg: [], recall: [] },
  };
  byLang.set(ep.lang, lang);
  for (const [name, ids] of [
    ['matcher', matcherIds],
    ['keyword', keywordIds],
  ] as const) {
    const n = ndcgAt(ids, ep.judgements, 10);
    const r = recallAt(ids, ep.judgements, 20);
    results[name].ndcg.push(n);
    results[name].recall.push(r);
    lang[name].ndcg.push(n);
    lang[name].recall.push(r);
  }
  if (verbose) {
    console.log(
      `\n${ep.id}: matcher ndcg@10 ${results.matcher.ndcg.at(-1)!.toFixed(3)} | keyword ${results.keyword.ndcg.at(-1)!.toFixed(3)}`,
    );
    console.log(
      `  matcher: ${matcherIds
        .slice(0, 10)
        .map((id) => `${id}(${ep.judgements[id] ?? 0})`)
        .join(' ')}`,
    );
    console.log(
      `  keyword: ${keywordIds
        .slice(0, 10)
        .map((id) => `${id}(${ep.judgements[id] ?? 0})`)
        .join(' ')}`,
    );
  }
}

const fmt = (s: Scores) => `NDCG@10 ${mean(s.ndcg).toFixed(3)}  recall@20 ${mean(s.recall).toFixed(3)}`;
console.log(
  `evaluation: ${EVAL_PROFILES.length} profiles, ${EVAL_JOBS.length} jobs, ${EVAL_PROFILES.reduce((s, p) => s + Object.keys(p.judgements).length, 0)} graded judgements`,
);
console.log(`matcher          ${fmt(results.matcher)}`);
console.log(`keyword (BM25)   ${fmt(results.keyword)}`);
for (const [lang, r] of [...byLang.entries()].sort())
  console.log(`  ${lang.padEnd(5)} profiles: matcher ${fmt(r.matcher)} | keyword ${fmt(r.keyword)}`);
const wins =
  mean(results.matcher.ndcg) > mean(results.keyword.ndcg) &&
  mean(results.matcher.recall) > mean(results.keyword.recall);
console.log(
  wins
    ? 'the matcher beats keyword search on both metrics'
    : 'FAIL: the matcher does not beat keyword search on both metrics',
);
if (!wins) process.exitCode = 1;
