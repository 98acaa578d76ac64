/**
 * What an unknown query parameter costs a server-rendered page (issue 46): the time to the whole document for the
 * same page asked again (a kept render), for the page with a fresh `?cb=<random>` each time (before the render
 * cache keys were normalised, a new render every time), and for a new render of the job search (a filter the page
 * reads, `minimum_salary=<n>` below every salary: the same jobs, rendered afresh: what `?cb=` cost before).
 * Median of N requests each, against a running portal (br/gzip as a browser asks).
 *
 *   npx tsx bench/render-cache-keys.ts [base=http://localhost:8080] [n=9]
 */
import { randomBytes } from 'node:crypto';

const base = process.argv[2] ?? 'http://localhost:8080';
const n = Number(process.argv[3] ?? 9);
const PAGES = ['/candidate/jobs?main_input=react', '/blog', '/'];

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { headers: { 'accept-language': 'th' } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - start;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  for (const page of PAGES) {
    const join = page.includes('?') ? '&' : '?';
    await timed(`${base}${page}`);
    const kept: number[] = [];
    const busted: number[] = [];
    for (let i = 0; i < n; i++) {
      kept.push(await timed(`${base}${page}`));
      busted.push(await timed(`${base}${page}${join}cb=${randomBytes(6).toString('hex')}&utm_source=bench`));
    }
    console.log(
      `${page.padEnd(36)} same URL ${median(kept).toFixed(1)} ms   ?cb=<random> ${median(busted).toFixed(1)} ms`,
    );
  }
  const fresh: number[] = [];
  const run = Math.floor(Date.now() / 1000) % 50;
  for (let i = 0; i < n; i++)
    fresh.push(await timed(`${base}/candidate/jobs?main_input=react&minimum_salary=${run * 10 + i + 1}`));
  console.log(`${'/candidate/jobs?main_input=react'.padEnd(36)} a new render ${median(fresh).toFixed(1)} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
