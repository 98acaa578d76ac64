import { expect, test, type Page, type Route } from '@playwright/test';
import { NOT_TAKEN_OVER } from './prerender';

/** The faults a remote's files get in the chaos journeys (page.route on the real portal). */
export type Fault = '404' | '500' | 'hang' | 'truncated' | 'throws';
/** remoteEntry.js only, or every other script of the remote (its pages and shared chunks). */
export type Target = 'entry' | 'chunks';
export const FAULTS: readonly Fault[] = ['404', '500', 'hang', 'truncated', 'throws'];
export const TARGETS: readonly Target[] = ['entry', 'chunks'];

/**
 * The full chaos matrix's routes (CHAOS_FULL=1): each remote's representative page for a guest, and signed in where
 * the remote serves signed-in pages (mf-auth signed in: its session guarding a candidate page). mf-shared-ui: the
 * site-wide fallback, by design.
 */
export const fullMatrix: readonly { remote: string; url: string; role?: 'candidate' | 'corporate' }[] = [
  { remote: 'mf_public', url: '/' },
  { remote: 'mf_candidate', url: '/candidate/jobs' },
  { remote: 'mf_candidate', url: '/candidate/activities', role: 'candidate' },
  { remote: 'mf_corporate', url: '/corporate' },
  { remote: 'mf_corporate', url: '/corporate/dashboard', role: 'corporate' },
  { remote: 'mf_auth', url: '/candidate/login' },
  { remote: 'mf_backoffice', url: '/backoffice/login' },
  { remote: 'mf_auth', url: '/candidate/profile', role: 'candidate' },
  { remote: 'mf_shared_ui', url: '/' },
];

export const folderOf = (container: string) => container.replace(/_/g, '-');

/**
 * Breaks one remote's scripts until the returned `lift` is called. A hung request is answered once lifted (a
 * slow server that comes back), so nothing is left pending in the browser.
 */
export async function breakRemote(page: Page, container: string, target: Target, fault: Fault) {
  const pattern = new RegExp(`/remotes/${folderOf(container)}/[^/]+/.*\\.js(\\?|$)`);
  let lifted = false;
  const waiting: (() => void)[] = [];
  const matches = (url: string) =>
    pattern.test(url) && (target === 'entry') === /\/remoteEntry\.js/.test(url);
  const handler = async (route: Route) => {
    if (lifted || !matches(route.request().url())) return route.fallback();
    if (fault === '404') return route.fulfill({ status: 404, body: 'missing' });
    if (fault === '500') return route.fulfill({ status: 500, body: 'broken' });
    if (fault === 'throws')
      return route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        headers: { 'cache-control': 'no-store' },
        body: 'throw new Error("chaos");',
      });
    if (fault === 'truncated') {
      // A cut-off download is never cached (a fulfilled copy of the real headers would be, immutable).
      const body = await (await route.fetch()).text();
      return route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        headers: { 'cache-control': 'no-store' },
        body: body.slice(0, Math.floor(body.length / 2)),
      });
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
    return route.fallback();
  };
  await page.route(pattern, handler);
  return {
    lift: async () => {
      lifted = true;
      waiting.splice(0).forEach((resolve) => resolve());
      await page.unroute(pattern, handler);
    },
  };
}

/** What a visitor sees: the page's content, a fallback with its retry, or nothing useful (blank or stuck). */
export async function pageState(page: Page): Promise<'content' | 'fallback' | 'stuck'> {
  return page.evaluate((notTakenOver) => {
    const splash = document.getElementById('splash');
    if (splash && !splash.hidden) return 'stuck';
    // Server-rendered markup stays on screen (busy) until the live app takes over: not settled before that.
    if (document.querySelector(notTakenOver)) return 'stuck';
    const fallback = document.querySelector(
      '[data-testid="remote-unavailable"], [data-testid="fatal-fallback"]',
    );
    if (fallback && fallback.querySelector('button')) return 'fallback';
    const area = document.querySelector<HTMLElement>('[data-remote]');
    return area && area.innerText.trim().length > 20 ? 'content' : 'stuck';
  }, NOT_TAKEN_OVER);
}

/** Within `boundMs` the page settles to content or a fallback with a retry, never blank or an endless splash. */
export async function expectSettled(page: Page, label: string, boundMs: number) {
  await expect
    .poll(() => pageState(page).catch(() => 'stuck' as const), {
      message: `${label}: blank or stuck after ${boundMs} ms`,
      timeout: boundMs,
      intervals: [250],
    })
    .not.toBe('stuck');
  return pageState(page);
}

/**
 * Awaits `settled`; when it fails, notes on the test what the visitor was left with (annotation `chaos-outcome`:
 * `blank` = nothing on screen, `stuck` = a splash, snapshot or placeholder that never settled) for the totals.
 */
export async function recordOutcome<T>(page: Page, settled: Promise<T>): Promise<T> {
  try {
    return await settled;
  } catch (error) {
    const seen = await page
      .evaluate(() => ((document.body?.innerText.trim() ?? '') === '' ? 'blank' : 'stuck'))
      .catch(() => 'blank');
    test.info().annotations.push({ type: 'chaos-outcome', description: seen });
    throw error;
  }
}

/** Marks the window: the mark surviving proves that no reload happened. */
export const markWindow = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __chaosMark?: number }).__chaosMark = 1;
  });
export const windowMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __chaosMark?: number }).__chaosMark === 1);
