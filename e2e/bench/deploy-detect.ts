/**
 * `npm run bench:deploy-detect`: on the running portal, how long an open tab takes to show the reload notice after a
 * new version of a remote it runs (DETECT_REMOTE, default mf-candidate, on /candidate/jobs) is published with the repo's own tool
 * (tools/remotes publish into REGISTRY_DIR, the portal's registry).
 * a) focus / navigation: the user comes back to the tab (a window focus) or clicks a link after the publish: time
 *    from that trigger to the notice (DETECT_SAMPLES, default 10, alternating focus and link).
 * b) interval only: tabs stay focused, no navigation: time from the publish to the notice, up to the 60 s period.
 *    Several tabs, opened at staggered times over one period, share each publish so the phases are spread
 *    (DETECT_INTERVAL_SAMPLES, default 10, DETECT_INTERVAL_TABS per publish, default 5).
 * Timestamps are taken in the page (a MutationObserver) and in Node with the same clock. The active version is
 * restored at the end. Set DETECT_SKIP=a or b to run one part.
 */
import type { Browser, Page } from 'playwright-core';
import { activeVersion, cli, publishCopy, stampEntry } from '../support/releases';
import { launchBenchBrowser } from './browser';

const BASE = process.env.PORTAL_URL ?? 'http://localhost:8080';
const SAMPLES = Number(process.env.DETECT_SAMPLES ?? 10);
const INTERVAL_SAMPLES = Number(process.env.DETECT_INTERVAL_SAMPLES ?? 10);
const TABS = Number(process.env.DETECT_INTERVAL_TABS ?? 5);
const PERIOD_MS = 60_000;
const MIN_GAP_MS = 5_000;
/** The remote published: any remote the tab runs (mf-candidate's page, mf-auth's session and account menu). */
const FOLDER = process.env.DETECT_REMOTE ?? 'mf-candidate';
const URL_PATH = '/candidate/jobs';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * q) - 1)];
const summary = (values: number[]) =>
  values.length
    ? `n=${values.length} p50=${quantile(values, 0.5)} ms p95=${quantile(values, 0.95)} ms max=${Math.max(...values)} ms`
    : 'n=0';

let serial = 0;
function publish(): number {
  const version = `bench-detect-${Date.now()}-${(serial += 1)}`;
  publishCopy(FOLDER, version, stampEntry(version));
  return Date.now();
}

/**
 * Records, in the page, when the notice first shows and any focus/visibility event. A string: tsx's transpiled
 * functions carry helpers (`__name`) that do not exist in the page.
 */
const OBSERVER = `(() => {
  window.__events = [];
  for (const type of ['focus', 'blur']) window.addEventListener(type, () => window.__events.push(type), true);
  document.addEventListener('visibilitychange', () => window.__events.push('visibility:' + document.visibilityState));
  const seen = () => {
    if (!window.__noticeAt && document.querySelector('[data-testid="update-notice"]')) window.__noticeAt = Date.now();
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
})();`;

async function openTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'th-TH' });
  const page = await context.newPage();
  await page.addInitScript({ content: OBSERVER });
  await page.goto(`${BASE}${URL_PATH}`);
  await page.locator('[data-remote="mf_candidate"][data-page="JobSearch"]').waitFor({ timeout: 60_000 });
  return page;
}

const noticeAt = (page: Page, timeout: number) =>
  page
    .waitForFunction(() => (window as unknown as { __noticeAt?: number }).__noticeAt, undefined, {
      timeout,
      polling: 100,
    })
    .then((h) => h.jsonValue() as Promise<number>);

async function focusAndNavigation(browser: Browser) {
  const results: Record<'focus' | 'link', number[]> = { focus: [], link: [] };
  const page = await openTab(browser);
  for (let i = 0; i < SAMPLES; i += 1) {
    const kind = i % 2 === 0 ? 'focus' : 'link';
    if (i > 0) {
      await page.goto(`${BASE}${URL_PATH}`);
      await page.locator('[data-remote="mf_candidate"][data-page="JobSearch"]').waitFor({ timeout: 60_000 });
    }
    await sleep(MIN_GAP_MS + 500); // past the watcher's minimum gap since the tab's start
    publish();
    const triggered = await page.evaluate((k) => {
      const at = Date.now();
      if (k === 'focus') window.dispatchEvent(new Event('focus'));
      else
        document
          .querySelector<HTMLAnchorElement>('header a[href="/corporate"], a[href="/corporate"]')!
          .click();
      return at;
    }, kind);
    const shown = await noticeAt(page, 30_000);
    results[kind].push(shown - triggered);
    console.log(`[a] ${kind} #${i + 1}: ${shown - triggered} ms from the trigger to the notice`);
  }
  await page.context().close();
  return results;
}

async function intervalOnly(browser: Browser) {
  const delays: number[] = [];
  const eventsSeen: string[] = [];
  while (delays.length < INTERVAL_SAMPLES) {
    const tabs = Math.min(TABS, INTERVAL_SAMPLES - delays.length);
    const pages: Page[] = [];
    const stagger = PERIOD_MS / tabs;
    const first = Date.now();
    for (let t = 0; t < tabs; t += 1) {
      await sleep(Math.max(0, first + t * stagger + Math.random() * stagger * 0.5 - Date.now()));
      pages.push(await openTab(browser));
    }
    const published = publish();
    for (const [t, page] of pages.entries()) {
      const shown = await noticeAt(page, PERIOD_MS + 15_000 - (Date.now() - published)).catch(() => NaN);
      const events = await page.evaluate(() => (window as unknown as { __events: string[] }).__events);
      eventsSeen.push(...events);
      if (Number.isNaN(shown)) console.log(`[b] tab ${t + 1}: no notice within ${PERIOD_MS + 15_000} ms`);
      else {
        delays.push(shown - published);
        console.log(`[b] tab ${t + 1}: ${shown - published} ms from the publish to the notice`);
      }
    }
    await Promise.all(pages.map((p) => p.context().close()));
  }
  return { delays, eventsSeen };
}

async function main() {
  const original = activeVersion(FOLDER);
  const browser = await launchBenchBrowser();
  const started = Date.now();
  try {
    if (process.env.DETECT_SKIP !== 'a') {
      const a = await focusAndNavigation(browser);
      console.log(`a) focus -> notice: ${summary(a.focus)}`);
      console.log(`a) link click -> notice: ${summary(a.link)}`);
      console.log(`a) focus or link -> notice: ${summary([...a.focus, ...a.link])}`);
    }
    if (process.env.DETECT_SKIP !== 'b') {
      const b = await intervalOnly(browser);
      console.log(
        `b) interval only, publish -> notice: ${summary(b.delays)} (focus/visibility events in the tabs: ${b.eventsSeen.length})`,
      );
    }
  } finally {
    await browser.close();
    cli('activate', FOLDER, original, '--reason', 'bench deploy-detect cleanup');
    console.log(`restored ${FOLDER} ${original}; wall ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
