import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, DEMO } from '../support/api';
import { collectErrors } from '../support/console';
import { idToken } from '../support/emulator';
import { loginAs } from '../support/login';
import { expectTakenOver } from '../support/prerender';

/**
 * The layout follows the screen, not the user agent (issue 47): the server lays out its first paint for the device
 * the user agent names, the live page for the real width (after hydration and on every resize). And reflow (WCAG
 * 1.4.10): at 320 CSS px (400 % zoom of a 1280 px window) no page of the route table scrolls sideways and the menu
 * button stays on screen, for a guest, a candidate and an employer; each of those pages has one <h1> and one main.
 */

const UA = {
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
} as const;
const WIDTHS = [320, 390, 768, 1024, 1366];
const MD = 768;
const MENU = /^(เมนู|Menu)$/;
const HYDRATION = /hydrat|did not match|server rendered HTML/i;

async function openPage(browser: Browser, ua: keyof typeof UA, width: number) {
  const context = await browser.newContext({ userAgent: UA[ua], viewport: { width, height: 800 } });
  return { context, page: await context.newPage() };
}

/** The job search and the header as the width decides: inline filters and links from `md` up, else the drawers. */
async function expectLayoutFor(page: Page, wide: boolean, label: string) {
  const search = page.getByTestId('page-job-search');
  await expect(search.locator('aside'), `${label}: inline filters`).toHaveCount(wide ? 1 : 0);
  await expect(page.getByTestId('open-filters'), `${label}: filter drawer button`).toHaveCount(wide ? 0 : 1);
  const header = page.locator('header').first();
  await expect(header.getByRole('button', { name: MENU }), `${label}: header menu button`).toHaveCount(
    wide ? 0 : 1,
  );
  await expect(header.getByRole('navigation'), `${label}: inline header links`).toHaveCount(wide ? 1 : 0);
}

for (const ua of ['desktop', 'phone'] as const) {
  for (const width of WIDTHS) {
    test(`job search at ${width} px with a ${ua} user agent is laid out for the width`, async ({
      browser,
    }) => {
      const { context, page } = await openPage(browser, ua, width);
      const errors = collectErrors(page);
      await page.goto('/candidate/jobs');
      await expectTakenOver(page);
      await expect(page.getByTestId('result-count')).toBeVisible();
      await expectLayoutFor(page, width >= MD, `${ua} UA at ${width}px`);
      expect(errors.filter((e) => HYDRATION.test(e))).toEqual([]);
      await context.close();
    });
  }
}

for (const [ua, from, to] of [
  ['desktop', 1366, 390],
  ['phone', 390, 1366],
] as const) {
  test(`a live job search with a ${ua} user agent follows a resize ${from} -> ${to} -> ${from}`, async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser, ua, from);
    await page.goto('/candidate/jobs');
    await expectTakenOver(page);
    await expect(page.getByTestId('result-count')).toBeVisible();
    await expectLayoutFor(page, from >= MD, `${from}px`);
    await page.setViewportSize({ width: to, height: 800 });
    await expectLayoutFor(page, to >= MD, `resized to ${to}px`);
    await page.setViewportSize({ width: from, height: 800 });
    await expectLayoutFor(page, from >= MD, `back to ${from}px`);
    await context.close();
  });
}

// ---- Reflow at 320 px --------------------------------------------------------------------------------------

const ROUTES_FILE = path.resolve(__dirname, '../../libs/platform-contract/src/routes.ts');
type Guard = 'candidate' | 'corporate' | 'guest-only' | undefined;

/**
 * The routes of the portal's one route table (libs/platform-contract, read as text: a new route is covered too),
 * each with its guard. The staff back office (its paths built in code, browser-only) has its own journeys.
 */
const ROUTES = [...fs.readFileSync(ROUTES_FILE, 'utf8').matchAll(/\{[^{}]*?\bpath: '([^']+)'[^{}]*\}/g)].map(
  ([entry, routePath]) => ({ path: routePath, guard: /\bguard: '([^']+)'/.exec(entry)?.[1] as Guard }),
);
const pathsGuardedFor = (guard: Guard) =>
  ROUTES.filter((route) => route.guard === guard).map((route) => route.path);
/** A path with a placeholder id where no real one is known (the page's not-found state is checked then). */
const withAnyIds = (p: string) => p.replace(/:[a-z]+/gi, 'x');
const GUEST_PATHS = [...pathsGuardedFor(undefined), ...pathsGuardedFor('guest-only')];

/** Waits until the page's own requests settled (a signed-in page keeps its notification stream open). */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await expectTakenOver(page, 'taken over', 30_000).catch(() => undefined);
  await page.waitForTimeout(1_500);
}

/**
 * What is wrong with the page at its width: sideways scroll (by how many px), a menu button off screen; and in its
 * structure: not exactly one <h1>, not exactly one main landmark.
 */
async function reflowProblems(page: Page, url: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const doc = document.documentElement;
    const width = doc.clientWidth;
    const overflows = (el: Element | null) => !!el && el.getBoundingClientRect().right > width + 1;
    // The outermost elements that stick out (their parent does not): where the overflow comes from.
    const wider = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => overflows(el) && el.getBoundingClientRect().width > 0 && !overflows(el.parentElement))
      .slice(0, 3)
      .map((el) => {
        const testId = el.dataset.testid ? `[${el.dataset.testid}]` : '';
        return `${el.tagName.toLowerCase()}${testId}.${el.getAttribute('class') ?? ''}`;
      });
    const menu = [...document.querySelectorAll<HTMLElement>('header button')].find((b) =>
      /^(เมนู|Menu)$/.test(b.getAttribute('aria-label') ?? ''),
    );
    const box = menu?.getBoundingClientRect();
    return {
      h1: document.querySelectorAll('h1, [role="heading"][aria-level="1"]').length,
      main: document.querySelectorAll('main, [role="main"]').length,
      overflow: doc.scrollWidth - width,
      wider,
      menuOff: box ? box.left < 0 || box.right > width : false,
    };
  });
  const problems: string[] = [];
  if (found.overflow > 0)
    problems.push(`${url}: scrolls sideways by ${found.overflow}px (${found.wider.join(' | ')})`);
  if (found.menuOff) problems.push(`${url}: the menu button is off screen`);
  if (found.h1 !== 1) problems.push(`${url}: ${found.h1} <h1> (one expected)`);
  if (found.main !== 1) problems.push(`${url}: ${found.main} main landmarks (one expected)`);
  return problems;
}

async function checkReflow(page: Page, who: string, urls: string[]): Promise<string[]> {
  const problems: string[] = [];
  let pages = 0;
  for (const url of urls) {
    await page.goto(url);
    await settle(page);
    const found = await reflowProblems(page, url);
    if (found.length > 0) pages += 1;
    problems.push(...found);
  }
  console.log(`${who}: ${pages} of ${urls.length} pages with a problem at 320 px`);
  return problems;
}

interface HomeData {
  data: { latest_jobs: { id: string; company: { id: string } }[]; latest_posts: { slug: string }[] };
}

test('reflow and structure at 320 px: no page scrolls sideways, one h1 and one main for a guest', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const { body } = await api<HomeData>('/home');
  const job = body.data.latest_jobs[0];
  const concrete: Record<string, string> = {
    '/blog/:slug': `/blog/${body.data.latest_posts[0].slug}`,
    '/candidate/jobs/:id': `/candidate/jobs/${job.id}`,
    '/corporate/:id': `/corporate/${job.company.id}`,
  };
  const urls = GUEST_PATHS.map((p) => concrete[p] ?? withAnyIds(p));
  const { context, page } = await openPage(browser, 'desktop', 320);
  const problems = await checkReflow(page, 'guest', urls);
  await context.close();
  expect(problems, problems.join('\n')).toEqual([]);
});

test('reflow and structure at 320 px: no page scrolls sideways, one h1 and one main for a candidate', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const token = await idToken('candidate', DEMO.candidate.email, DEMO.candidate.password);
  const { body: applications } = await api<{ data: { id: string }[] }>('/candidate/applications', token);
  const { body: home } = await api<HomeData>('/home');
  const concrete: Record<string, string> = {
    '/candidate/jobs/:id': `/candidate/jobs/${home.data.latest_jobs[0].id}`,
    '/candidate/applications/:applicationId/messages': `/candidate/applications/${applications.data[0]?.id ?? 'none'}/messages`,
  };
  const urls = [...pathsGuardedFor('candidate'), '/candidate/jobs', '/candidate/jobs/:id'].map(
    (p) => concrete[p] ?? withAnyIds(p),
  );
  const { context, page } = await openPage(browser, 'desktop', 1280);
  await loginAs(page, 'candidate');
  await page.setViewportSize({ width: 320, height: 800 });
  const problems = await checkReflow(page, 'candidate', urls);
  await context.close();
  expect(problems, problems.join('\n')).toEqual([]);
});

/** The demo employer's first job with an application, and that application (its pages need real ids). */
async function employerIds(token: string) {
  const { body: jobs } = await api<{ data: { id: string }[] }>('/corporate/jobs', token);
  for (const job of jobs.data) {
    const { body } = await api<{ data: { id: string; candidate: { uid?: string; id?: string } }[] }>(
      `/corporate/jobs/${job.id}/applications`,
      token,
    );
    const application = body.data[0];
    if (application)
      return {
        job: job.id,
        application: application.id,
        candidate: application.candidate.uid ?? application.candidate.id,
      };
  }
  throw new Error('the demo employer has no application to open');
}

test('reflow and structure at 320 px: no page scrolls sideways, one h1 and one main for an employer', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const token = await idToken('corporate', DEMO.corporate.email, DEMO.corporate.password);
  const ids = await employerIds(token);
  const concrete: Record<string, string> = {
    '/corporate/jobs/:id': `/corporate/jobs/${ids.job}`,
    '/corporate/candidate/:id': `/corporate/candidate/${ids.candidate}`,
    '/corporate/messages/:applicationId': `/corporate/messages/${ids.application}`,
    '/corporate/application/:jobuid': `/corporate/application/${ids.job}`,
    '/corporate/application/:jobuid/candidate/:candidateuid': `/corporate/application/${ids.job}/candidate/${ids.candidate}`,
  };
  const urls = pathsGuardedFor('corporate').map((p) => concrete[p] ?? withAnyIds(p));
  const { context, page } = await openPage(browser, 'desktop', 1280);
  await loginAs(page, 'corporate');
  await page.setViewportSize({ width: 320, height: 800 });
  const problems = await checkReflow(page, 'employer', urls);
  await context.close();
  expect(problems, problems.join('\n')).toEqual([]);
});
