/**
 * npm run eval:moderation -w @jobportal/api: precision and recall of the automatic holds
 * (api/src/services/moderation/rules.ts) over the labelled postings of ./postings.ts, overall and per flag, with
 * every posting the rules got wrong. `-- --set heldout` scores the blind held-out set (./heldout.ts) instead.
 */
import { evaluate, SETS, type Score, type SetName } from './metrics';

const setArg = process.argv.indexOf('--set');
const setName = (setArg >= 0 ? process.argv[setArg + 1] : 'tuned') ?? 'tuned';
if (!(setName in SETS)) {
  console.error(`unknown --set ${setName}; one of ${Object.keys(SETS).join(', ')}`);
  process.exit(2);
}
const POSTINGS = SETS[setName as SetName]();
const titles = new Map(POSTINGS.map((p) => [p.id, p.title]));

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const line = (name: string, s: Score) =>
  `${name.padEnd(18)} precision ${pct(s.precision).padStart(6)}  recall ${pct(s.recall).padStart(6)}  (tp ${s.tp}, fp ${s.fp}, fn ${s.fn})`;

const result = evaluate(POSTINGS);
const kinds = POSTINGS.reduce<Record<string, number>>(
  (m, p) => ({ ...m, [p.kind]: (m[p.kind] ?? 0) + 1 }),
  {},
);
console.log(
  `${setName} set: ${result.postings} postings (${Object.entries(kinds)
    .map(([k, n]) => `${n} ${k}`)
    .join(', ')})\n`,
);
console.log(line('held (any flag)', result.held));
console.log(line('flags (micro)', result.flags));
for (const [flag, s] of Object.entries(result.perFlag)) console.log(line(`  ${flag}`, s));
if (result.mistakes.length > 0) {
  console.log('\nmistakes:');
  for (const m of result.mistakes)
    console.log(
      `  ${m.id}: expected [${m.expected.join(', ')}], got [${m.got.join(', ')}]  ${JSON.stringify(titles.get(m.id))}`,
    );
}
