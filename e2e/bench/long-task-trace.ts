/**
 * `npm run bench:trace [-- /path]`: what the browser itself does in a page's long tasks. Loads the page as a phone on
 * a 4x slower CPU (as bench:long-tasks and bench:profile) with Chromium's trace on, RUNS times (default 3), and breaks
 * each main-thread task over 50 ms down by trace event, self time: style (`Document::recalcStyle`), layout
 * (`LocalFrameView::performLayout`), text shaping (`InlineNode::ShapeTextIncludingFirstLine`: Thai line breaking and
 * font fallback), CSS and HTML parsing, paint, and script (`v8.run`, `FunctionCall`, per script for evaluation and
 * compilation). bench:profile shows the browser's own work only as "(program)"; this names it.
 * BLOCK_SCRIPTS=1 loads the page without its script files (the server's HTML and CSS alone, inline scripts kept): what
 * the document costs before any JavaScript. PORTAL_URL as the other benches (default :8080).
 */
import { launchBenchBrowser, openPhonePage } from './browser';
import { median } from './stats';
import { mainThreadEvents, type Timed, type TraceEvent } from './trace';

const BASE = process.env.PORTAL_URL ?? 'http://localhost:8080';
const RUNS = Number(process.env.RUNS ?? 3);
const TOP = Number(process.env.TOP ?? 20);
const BLOCK_SCRIPTS = process.env.BLOCK_SCRIPTS === '1';
const LONG_TASK_US = 50_000;
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.compile', 'v8.run']);

async function tracePage(pagePath: string): Promise<TraceEvent[]> {
  const browser = await launchBenchBrowser();
  try {
    const { page } = await openPhonePage(browser);
    if (BLOCK_SCRIPTS) await page.route(/\.js(\?|$)/, (route) => route.abort());
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'loading'],
    });
    await page.goto(BASE + pagePath, { waitUntil: 'load' });
    await page.waitForTimeout(5_000);
    const trace = await browser.stopTracing();
    return (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
  }
}

/** Self time of each event inside `task` (its duration less its children's), keyed by name (and script). */
function selfTimes(task: Timed, events: Timed[]): Map<string, number> {
  const inside = events
    .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map<Timed, number>();
  const open: Timed[] = [];
  for (const e of inside) {
    while (open.length && open[open.length - 1].ts + open[open.length - 1].dur <= e.ts) open.pop();
    const parent = open[open.length - 1];
    if (parent) self.set(parent, (self.get(parent) ?? parent.dur) - e.dur);
    if (!self.has(e)) self.set(e, e.dur);
    open.push(e);
  }
  const byName = new Map<string, number>();
  for (const [e, us] of self) {
    const url = SCRIPT_EVENTS.has(e.name) ? (e.args?.data?.url ?? '').replace(BASE, '') : '';
    const key = url ? `${e.name} ${url}` : e.name;
    byName.set(key, (byName.get(key) ?? 0) + us);
  }
  return byName;
}

async function main() {
  const pagePath = process.argv[2] ?? '/';
  const total = new Map<string, number>();
  const blocking: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const events = mainThreadEvents(await tracePage(pagePath));
    const start = Math.min(...events.map((e) => e.ts));
    const tasks = events
      .filter((e) => e.name === 'RunTask' && e.dur > LONG_TASK_US)
      .sort((a, b) => a.ts - b.ts);
    blocking.push(tasks.reduce((sum, t) => sum + t.dur - LONG_TASK_US, 0) / 1000);
    console.log(`run ${run + 1}: ${tasks.length} long tasks`);
    for (const task of tasks) {
      const self = selfTimes(task, events);
      for (const [key, us] of self) total.set(key, (total.get(key) ?? 0) + us);
      const top = [...self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([key, us]) => `${key} ${(us / 1000).toFixed(0)}`);
      console.log(
        `  @${((task.ts - start) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(0)} ms: ${top.join(' | ')}`,
      );
    }
  }
  console.log(
    `${BASE}${pagePath}${BLOCK_SCRIPTS ? ' (script files blocked)' : ''}: 4x CPU, phone, ${RUNS} runs; ` +
      `time over 50 ms in long tasks (from navigation, FCP not subtracted) ${blocking.map((ms) => ms.toFixed(0)).join(', ')} ms, ` +
      `median ${median(blocking).toFixed(0)}`,
  );
  console.log('--- self time by trace event inside long tasks (ms per run)');
  for (const [key, us] of [...total].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${(us / 1000 / RUNS).toFixed(1).padStart(8)}  ${key}`);
}

void main();
