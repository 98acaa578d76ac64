/**
 * Matching benchmark: `npm run bench:match [-- --jobs 100000 --requests 200]`.
 * Builds the in-process match index over N open jobs (from DATABASE_URL when set, else generated in-process with the
 * seed's job generator), then ranks the top 20 for varied profiles (rank + full explanations of the 20) and prints
 * p50/p95 latency, build time, RSS and heap. Bounded: stops after --max-seconds (default 120) of ranking.
 */
import { getDefaultCanonicalizer } from '../src/services/ai/canonical';
import { MatchIndex, type MatchIndexRow } from '../src/services/ai/match-index';
import { explainDoc, matchContext, prepareProfile } from '../src/services/ai/matcher';
import { rankJobs, type RankStats } from '../src/services/ai/rank';
import { suggestSkills } from '../src/services/ai/suggest';
import { syntheticJobs, syntheticProfiles } from '../src/services/ai/synthetic';

function arg(name: string, dflt: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function loadRows(jobs: number): Promise<{ source: string; index: MatchIndex }> {
  const canon = getDefaultCanonicalizer();
  if (process.env.DATABASE_URL) {
    const { loadConfig } = await import('../src/config');
    const { openDb } = await import('../src/db/client');
    const { buildIndexFromDb } = await import('../src/services/ai/store');
    const handle = await openDb(loadConfig());
    try {
      return { source: 'DATABASE_URL', index: await buildIndexFromDb(handle.db, canon) };
    } finally {
      await handle.close();
    }
  }
  const rows: Iterable<MatchIndexRow> = syntheticJobs(jobs);
  return { source: 'generated in-process (seed job generator)', index: MatchIndex.build(canon, rows) };
}

async function main(): Promise<void> {
  const jobs = arg('jobs', 100_000);
  const requests = arg('requests', 200);
  const maxMs = arg('max-seconds', 120) * 1000;
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  const { source, index } = await loadRows(jobs);
  const buildMs = performance.now() - t0;
  global.gc?.();
  const memAfterBuild = process.memoryUsage();
  console.log(
    `index: ${index.live} open jobs (${source}), vocabulary ${index.terms.length} terms, built in ${(buildMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `index typed arrays + postings ~ ${mb(index.memoryBytes())}; process RSS ${mb(memAfterBuild.rss)} (was ${mb(rss0)}), heap used ${mb(memAfterBuild.heapUsed)}`,
  );

  const ctx = matchContext(index);
  const profiles = syntheticProfiles(requests);
  const times: number[] = [];
  const rankTimes: number[] = [];
  const stats: RankStats = { touched: 0, scored: 0, textScored: 0 };
  const agg = { touched: 0, scored: 0, textScored: 0 };
  const started = performance.now();
  // warm-up (JIT) on a few profiles, not measured
  for (const p of profiles.slice(0, 5)) rankJobs(ctx, prepareProfile(ctx, p), { limit: 20 });
  for (const p of profiles) {
    if (performance.now() - started > maxMs) break;
    const t = performance.now();
    const prepared = prepareProfile(ctx, p);
    const top = rankJobs(ctx, prepared, { limit: 20 }, stats);
    const t1 = performance.now();
    for (const r of top) explainDoc(ctx, prepared, r.doc);
    times.push(performance.now() - t);
    rankTimes.push(t1 - t);
    agg.touched += stats.touched;
    agg.scored += stats.scored;
    agg.textScored += stats.textScored;
  }
  const n = times.length;
  console.log(
    `ranking top 20 of ${index.live}: ${n} requests, p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (rank only p95 ${pct(rankTimes, 95).toFixed(1)} ms)`,
  );
  console.log(
    `per request on average: ${Math.round(agg.touched / n)} jobs generated, ${Math.round(agg.scored / n)} scored, ${Math.round(agg.textScored / n)} text-scored`,
  );

  const sugTimes: number[] = [];
  for (const p of profiles.slice(0, 30)) {
    const t = performance.now();
    suggestSkills(
      ctx,
      p.skills.map((s) => s.slug),
      { targetRole: p.headline },
    );
    sugTimes.push(performance.now() - t);
  }
  console.log(
    `skill suggestions: p50 ${pct(sugTimes, 50).toFixed(1)} ms, p95 ${pct(sugTimes, 95).toFixed(1)} ms`,
  );
  const mem = process.memoryUsage();
  console.log(
    `memory at the end: RSS ${mb(mem.rss)}, heap used ${mb(mem.heapUsed)}, heap total ${mb(mem.heapTotal)}, external+arrayBuffers ${mb(mem.external + mem.arrayBuffers)}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
