/**
 * npm run eval:cv -w @jobportal/api [-- --errors] [-- --json]
 * Precision and recall per field and overall of the CV parser, on the tuning half and on the held-out half.
 * --errors lists the tuning half's wrong fields (never the held-out half's).
 */
import { evaluateAll, figures, FIELDS, type Figures } from './evaluate';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);

function table(name: string, f: Figures): string {
  const rows = FIELDS.map(
    (k) => `  ${k.padEnd(26)} ${pct(f.fields[k].precision)} ${pct(f.fields[k].recall)}`,
  );
  return [
    `${name} (${f.cvs} CVs)`,
    `  ${'field'.padEnd(26)} ${'prec.'.padStart(7)} ${'recall'.padStart(7)}`,
    ...rows,
    `  ${'overall'.padEnd(26)} ${pct(f.overall.precision)} ${pct(f.overall.recall)}`,
  ].join('\n');
}

async function main(): Promise<void> {
  const results = await evaluateAll();
  const tuning = figures(results.filter((r) => r.split === 'tuning'));
  const heldOut = figures(results.filter((r) => r.split === 'held-out'));
  const all = figures(results);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ tuning, heldOut, all }));
    return;
  }
  console.log(table('tuning', tuning));
  console.log(table('held-out', heldOut));
  console.log(table('all', all));
  if (process.argv.includes('--errors'))
    for (const r of results.filter((x) => x.split === 'tuning' && x.errors.length))
      console.log(`\n${r.id}:\n  ${r.errors.join('\n  ')}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
