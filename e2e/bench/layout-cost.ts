/**
 * `npm run bench:layout [-- /path ...]`: what laying out a page costs the browser, over a whole page load: the time in
 * text shaping (`InlineNode::ShapeTextIncludingFirstLine`: Thai line breaking and font fallback), layout
 * (`LocalFrameView::performLayout`, shaping included), style (`Document::recalcStyle`) and all main-thread tasks, from
 * Chromium's trace of a phone-sized Thai page at full CPU speed. Each path is loaded ROUNDS times (default 12), the
 * paths interleaved round by round, and the medians printed: a shared machine's noise moves long-task totals by 2x
 * (bench:trace), these sums much less, so two documents (say one saved with another font stack, served from a
 * directory by any static server as PORTAL_URL) or two releases of a remote (activated in turn) can be compared.
 * BLOCK_SCRIPTS=1 loads the documents without their script files. PORTAL_URL as the other benches (default :8080).
 */
import type { Browser } from 'playwright-core';
import { launchBenchBrowser, openPhonePage } from './browser';
import { median } from './stats';
import { mainThreadEvents, type TraceEvent } from './trace';

const BASE = process.env.PORTAL_URL ?? 'http://localhost:8080';
const ROUNDS = Number(process.env.ROUNDS ?? 12);
const BLOCK_SCRIPTS = process.env.BLOCK_SCRIPTS === '1';
const SETTLE_MS = BLOCK_SCRIPTS ? 800 : 4_000;

const MEASURES = {
  shaping: 'InlineNode::ShapeTextIncludingFirstLine',
  layout: 'LocalFrameView::performLayout',
  style: 'Document::recalcStyle',
  tasks: 'RunTask',
} as const;
type Measure = keyof typeof MEASURES;

async function loadOnce(browser: Browser, pagePath: string): Promise<Record<Measure, number>> {
  const { page } = await openPhonePage(browser, 1);
  try {
    if (BLOCK_SCRIPTS) await page.route(/\.js(\?|$)/, (route) => route.abort());
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink'],
    });
    await page.goto(BASE + pagePath, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
      .traceEvents;
    const onMain = mainThreadEvents(events);
    const total = (name: string) =>
      onMain.filter((e) => e.name === name).reduce((ms, e) => ms + e.dur / 1000, 0);
    return Object.fromEntries(Object.entries(MEASURES).map(([key, name]) => [key, total(name)])) as Record<
      Measure,
      number
    >;
  } finally {
    await page.context().close();
  }
}

async function main() {
  const paths = process.argv.slice(2);
  if (!paths.length) paths.push('/');
  const browser = await launchBenchBrowser();
  const results = new Map(paths.map((p) => [p, [] as Record<Measure, number>[]]));
  try {
    for (let round = 0; round < ROUNDS; round++)
      for (const p of paths) results.get(p)!.push(await loadOnce(browser, p));
  } finally {
    await browser.close();
  }
  console.log(
    `${BASE}${BLOCK_SCRIPTS ? ' (script files blocked)' : ''}: phone, Thai, full CPU speed; median of ${ROUNDS} ` +
      'loads per path, interleaved (ms on the main thread)',
  );
  for (const [p, runs] of results) {
    const figures = (Object.keys(MEASURES) as Measure[]).map(
      (key) => `${key} ${median(runs.map((r) => r[key])).toFixed(1)}`,
    );
    console.log(`${p}: ${figures.join('  ')}`);
  }
}

void main();
