/**
 * `npm run eval:match [-- --verbose] [-- --jobs N]`: the matching evaluation (eval/match/evaluate.ts) on a pool of
 * generated jobs (default 5,000 generated, the open ones kept); prints NDCG@10, recall@20, P@10 and MRR@10 of the
 * matcher and every baseline, overall, per language and per kind of profile, with the matcher's margin over the best
 * baseline (paired bootstrap 95% interval and sign test), and exits with 1 below thresholds.json "full".
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  bestBaseline,
  margin,
  means,
  METRICS,
  regressions,
  runEvaluation,
  subset,
  type Scores,
  type Thresholds,
} from './match/evaluate';
import { SYSTEMS, type System } from './match/systems';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const jobsArg = args.indexOf('--jobs');
const jobs = jobsArg >= 0 ? Number(args[jobsArg + 1]) : 5000;

const started = Date.now();
const ev = runEvaluation(jobs);
const judged = ev.outcomes.reduce((s, o) => s + o.judged, 0);
const relevant = ev.outcomes.reduce((s, o) => s + o.relevant, 0);
console.log(
  `matching evaluation: ${ev.outcomes.length} of ${ev.profiles.length} profiles (the others have no good fit in the pool), ` +
    `${ev.pool} open jobs, ${judged} non-zero judgements (${relevant} good fits, grade >= 2) (${Date.now() - started} ms)`,
);

if (verbose)
  ev.outcomes.forEach((o, i) => {
    const row = SYSTEMS.map((s) => `${s} ${ev.scores[s].ndcg10[i].toFixed(2)}`).join(' ');
    console.log(`${o.ep.id.padEnd(46)} good ${String(o.relevant).padStart(3)} | ${row}`);
  });

function table(title: string, scores: Record<System, Scores>): void {
  const m = means(scores);
  const n = scores.matcher.ndcg10.length;
  console.log(`\n${title} (${n} profiles)\n  ${'system'.padEnd(22)} NDCG@10  recall@20  P@10   MRR@10`);
  for (const s of SYSTEMS)
    console.log(
      `  ${s.padEnd(22)} ${METRICS.map((k) => m[s][k].toFixed(3).padStart(k === 'ndcg10' ? 7 : 9)).join(' ')}`,
    );
  const best = bestBaseline(scores);
  const d = margin(scores, best);
  const r = margin(scores, best, 'recall20');
  console.log(
    `  matcher - best baseline (${best}): NDCG@10 ${d.mean >= 0 ? '+' : ''}${d.mean.toFixed(3)} ` +
      `[95% CI ${d.lo.toFixed(3)}, ${d.hi.toFixed(3)}], sign test ${d.sign.wins} wins / ${d.sign.losses} losses ` +
      `/ ${d.sign.ties} ties, p = ${d.sign.p.toPrecision(2)}; recall@20 ${r.mean >= 0 ? '+' : ''}${r.mean.toFixed(3)} ` +
      `[${r.lo.toFixed(3)}, ${r.hi.toFixed(3)}]`,
  );
}

table('all profiles', ev.scores);
for (const lang of ['th', 'en', 'mixed'])
  table(
    `language ${lang}`,
    subset(ev, (o) => o.ep.lang === lang),
  );
for (const kind of ['hand', 'generated', 'career-change', 'sparse'])
  table(
    `profiles: ${kind}`,
    subset(ev, (o) => o.ep.kind === kind),
  );

const thresholds = JSON.parse(
  fs.readFileSync(path.join(__dirname, 'match', 'thresholds.json'), 'utf8'),
) as Record<string, Thresholds>;
const failed = regressions(ev.scores, thresholds.full);
if (failed.length > 0) {
  console.error(`\nFAIL (eval/match/thresholds.json "full"): ${failed.join('; ')}`);
  process.exit(1);
}
console.log('\nOK: at or above eval/match/thresholds.json "full"');
