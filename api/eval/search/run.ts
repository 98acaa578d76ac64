/**
 * `npm run eval:search [-- --verbose] [-- --jobs N] [-- --heldout]`: the search evaluation (evaluate.ts) on the seeded
 * data set; prints precision@10, MRR and the zero-result rate for the engine and the baselines, overall, per language
 * and per query class (empty answers where relevant jobs exist, results for nonsense), and exits with 1 when the
 * engine falls below the committed thresholds (thresholds.json, key "full"; with --heldout, key "heldout" and the
 * per-class targets). The tuning loop runs without --heldout: only the tuning half (queries.ts) is read then; the
 * held-out half (heldout-queries.ts) is read only with --heldout (README.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  classFailures,
  regressions,
  runEvaluation,
  SYSTEMS,
  type Metrics,
  type Thresholds,
} from './evaluate';
import { JUDGED_QUERIES } from './queries';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const heldout = args.includes('--heldout');
const jobsArg = args.indexOf('--jobs');
const jobs = jobsArg >= 0 ? Number(args[jobsArg + 1]) : 5000;

async function main(): Promise<void> {
  // the held-out half is loaded only when asked for, so a tuning run never reads it
  const queries = heldout ? (await import('./heldout-queries')).HELDOUT_QUERIES : JUDGED_QUERIES;
  const started = Date.now();
  const { metrics, byLang, byClass, outcomes, skipped } = runEvaluation(jobs, queries);
  const fmt = (m: Metrics): string =>
    `P@10 ${m.precisionAt10.toFixed(3)}  MRR ${m.mrr.toFixed(3)}  zero ${(m.zeroResultRate * 100).toFixed(1)}%`;

  if (verbose)
    for (const o of outcomes) {
      const line = SYSTEMS.map((s) => `${s} ${o.totals[s]} (P@10 ${o.precision[s].toFixed(1)})`).join(' | ');
      console.log(`${o.q.q.padEnd(36)} relevant ${String(o.relevantCount).padStart(4)} | ${line}`);
    }
  const half = heldout ? 'HELD-OUT half' : 'tuning half';
  console.log(
    `search evaluation (${half}): ${outcomes.length} judged queries on ${jobs} generated jobs (${Date.now() - started} ms)`,
  );
  if (skipped.length > 0) console.log(`  no relevant job in the data (not scored): ${skipped.join(', ')}`);
  for (const s of SYSTEMS) console.log(`  ${s.padEnd(15)} ${fmt(metrics[s])}`);
  for (const [lang, m] of byLang)
    console.log(`  [${lang.padEnd(5)}] engine ${fmt(m.engine)}  | plain ${fmt(m.plain)}`);
  console.log('  per class (engine): P@10 | empty where relevant | results for nonsense');
  for (const [cls, r] of byClass)
    console.log(
      `  ${cls.padEnd(16)} ${String(r.queries + r.nonsenseQueries).padStart(3)} q  ` +
        (r.queries > 0 ? `P@10 ${r.precisionAt10.toFixed(3)}  ` : '') +
        `empty ${r.emptyWhereRelevant.length}  unrelated ${r.unrelatedForNonsense.length}` +
        (r.emptyWhereRelevant.length + r.unrelatedForNonsense.length > 0
          ? `  (${[...r.emptyWhereRelevant, ...r.unrelatedForNonsense].join('; ')})`
          : ''),
    );

  const thresholds = JSON.parse(fs.readFileSync(path.join(__dirname, 'thresholds.json'), 'utf8')) as Record<
    string,
    Thresholds
  >;
  const failed = [
    ...regressions(metrics.engine, thresholds[heldout ? 'heldout' : 'full']),
    ...(heldout ? classFailures(byClass) : []),
  ];
  if (failed.length > 0) {
    console.error(`FAIL (${heldout ? 'held-out targets' : 'thresholds.json "full"'}): ${failed.join('; ')}`);
    process.exit(1);
  }
  console.log(`OK: at or above ${heldout ? 'the held-out targets' : 'thresholds.json "full"'}`);
}

void main();
