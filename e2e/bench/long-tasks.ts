/**
 * `npm run bench:long-tasks [-- /path ...]`: where a page's blocking time goes, by script. Loads each page as a phone
 * on a 4x slower CPU (Lighthouse's mobile setting, applied by Chromium's own throttling rather than simulated) in a
 * fresh context, RUNS times (default 7), and sums the blocking part (beyond 50 ms) of every long animation frame after
 * the first contentful paint: a TBT measured in the browser. Each frame's blocking time is put on the script that ran
 * longest in it, so the report says which start-up step to work on, which Lighthouse's score does not.
 * Chromium's throttling slows the main thread only: work moved to a background thread (e.g. compiling) counts for
 * less here than on a phone. Compare builds interleaved, on one machine (PORTAL_URL, default :8080).
 */
import type { BrowserContext } from 'playwright-core';
import { launchBenchBrowser, PHONE } from './browser';
import { median } from './stats';

const BASE = process.env.PORTAL_URL ?? 'http://localhost:8080';
const RUNS = Number(process.env.RUNS ?? 7);
const SETTLE_MS = 5_000;

interface Frame {
  start: number;
  blocking: number;
  /** [duration, "invoker source:function"] of each script the frame ran. */
  scripts: [number, string][];
}

/**
 * Records the page's long animation frames in `window.__frames` (plain JavaScript: a function handed to the page
 * would carry the bundler's helpers with it). A build's hashed file names are shortened so that builds compare:
 * mf-shared-ui/3254.js.
 */
const RECORD_FRAMES = `
  window.__frames = [];
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) {
      window.__frames.push({
        start: entry.startTime,
        blocking: entry.blockingDuration,
        scripts: entry.scripts.map(function (s) {
          var where = s.sourceURL.replace(location.origin, '')
            .replace(/\\/remotes\\/([^/]+)\\/[^/]+\\//, '$1/').replace(/\\.[0-9a-f]{8}\\.js/, '.js');
          var invoker = s.invokerType === 'classic-script' ? '' : ' ' + s.invoker;
          return [s.duration, s.invokerType + invoker + ' ' + where + ':' + s.sourceFunctionName];
        }),
      });
    });
  }).observe({ type: 'long-animation-frame', buffered: true });
`;

/** One load: the blocking time after FCP, in total and by the script that ran longest in each frame. */
async function loadOnce(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(RECORD_FRAMES);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const { frames, fcp } = await page.evaluate(() => ({
    frames: (window as unknown as { __frames: Frame[] }).__frames,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  await page.close();
  const bySource = new Map<string, number>();
  let total = 0;
  for (const frame of frames) {
    if (frame.start < fcp || frame.blocking <= 0) continue;
    total += frame.blocking;
    const longest = [...frame.scripts].sort((a, b) => b[0] - a[0])[0];
    const source = longest ? longest[1] : '(no script: style, layout, paint)';
    bySource.set(source, (bySource.get(source) ?? 0) + frame.blocking);
  }
  return { total, bySource };
}

async function main() {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
  const browser = await launchBenchBrowser();
  try {
    for (const path of paths) {
      const url = `${BASE}${path}`;
      const totals: number[] = [];
      const bySource = new Map<string, number>();
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext(PHONE);
        const load = await loadOnce(context, url);
        await context.close();
        totals.push(load.total);
        for (const [source, ms] of load.bySource) bySource.set(source, (bySource.get(source) ?? 0) + ms);
      }
      console.log(
        `${url}  blocking after FCP (4x CPU, long animation frames), median of ${RUNS}: ${Math.round(median(totals))} ms` +
          `  (runs ${totals.map(Math.round).join(', ')})`,
      );
      for (const [source, ms] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 12))
        console.log(`  ${String(Math.round(ms / RUNS)).padStart(5)} ms a load  ${source}`);
    }
  } finally {
    await browser.close();
  }
}

void main();
