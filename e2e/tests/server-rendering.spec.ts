import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectErrors } from '../support/console';
import { expectTakenOver, waitForSnapshot } from '../support/prerender';
import { PUBLIC_ROUTES } from '../support/routes';
import { activeVersion, cli, publishCopy } from '../support/releases';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36';

/**
 * Public pages arrive as HTML rendered on the server by the components the browser uses (issue 18): what a crawler
 * or a link preview reads without JavaScript holds the page's content, from the remote versions the registry
 * names, and the browser's app takes over from it.
 */
const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

interface ServerPage {
  status: number;
  html: string;
  /** The server-rendered app (inside `<div id="root" data-server-rendered>`), '' when it was not rendered on the server. */
  app: string;
  h1: string;
  data: unknown;
}

async function serverPage(request: APIRequestContext, url: string): Promise<ServerPage> {
  const response = await request.get(url, { headers: { cookie: 'jp_locale=th' } });
  const html = await response.text();
  const start = html.indexOf('<div id="root" data-server-rendered=');
  const app = start >= 0 ? html.slice(start, html.indexOf('</body>')) : '';
  const data = /<script type="application\/json" id="prerendered-data">([\s\S]*?)<\/script>/.exec(html);
  return {
    status: response.status(),
    html,
    app,
    h1: decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(app)?.[1] ?? ''),
    data: data ? (JSON.parse(data[1]) as unknown) : null,
  };
}

const renderedBy = (page: ServerPage, remote: string, name: string) => {
  expect(page.app, `${remote} ${name} rendered on the server`).toContain(
    `data-remote="${remote}" data-page="${name}"`,
  );
  // Complete and in document order: no section left pending (`<!--$?-->`) for a reveal script to fill in later.
  expect(page.app, `${remote} ${name}: every section inline`).not.toContain('<!--$?-->');
  expect(page.app).not.toMatch(/<div hidden id="S:/);
};

test('every public page arrives rendered by its remote, with its content and data', async ({ request }) => {
  test.setTimeout(90_000);
  const search = (await (await request.get('/api/jobs/search?main_input=react&limit=5')).json()) as {
    data: { items: { id: string; title: string }[]; total: number };
  };
  const [first] = search.data.items;
  const job = (await (await request.get(`/api/jobs/${first.id}`)).json()) as {
    data: { title: string; company: { id: string; name_th: string } };
  };

  const home = await serverPage(request, '/');
  renderedBy(home, 'mf_public', 'Home');
  expect(home.h1).toBe('หางานไอทีที่ใช่ กับบริษัทที่ใช่');
  // The page's stylesheet comes before its markup, outside #root: the browser's app keeps it after taking over.
  expect(home.html.indexOf('data-href="mf-public-styles"')).toBeGreaterThan(home.html.indexOf('<body>'));
  expect(home.html.indexOf('data-href="mf-public-styles"')).toBeLessThan(home.html.indexOf('<div id="root"'));

  const jobs = await serverPage(request, '/candidate/jobs?main_input=react');
  renderedBy(jobs, 'mf_candidate', 'JobSearch');
  expect(jobs.app).toContain(`data-total="${search.data.total}"`);
  const cardTitles = [...jobs.app.matchAll(/data-testid="job-card-title"[^>]*>([\s\S]*?)<\/[a-z0-9]+>/g)].map(
    (m) => decode(m[1]),
  );
  expect(cardTitles.slice(0, 5)).toEqual(search.data.items.map((item) => item.title));
  // The browser's store starts from the data the server rendered with (no second request for it).
  expect(JSON.stringify(jobs.data)).toContain(first.id);

  const detail = await serverPage(request, `/candidate/jobs/${first.id}`);
  renderedBy(detail, 'mf_candidate', 'JobDetail');
  expect(detail.h1).toBe(job.data.title);

  const company = await serverPage(request, `/corporate/${job.data.company.id}`);
  renderedBy(company, 'mf_corporate', 'PublicCompany');
  expect(company.h1).toBe(job.data.company.name_th);

  const blog = await serverPage(request, '/blog');
  renderedBy(blog, 'mf_public', 'Blog');
  const slug = /href="\/blog\/([^"?#]+)"/.exec(blog.app)?.[1];
  expect(slug, 'the blog list links its posts').toBeTruthy();
  const post = await serverPage(request, `/blog/${slug}`);
  renderedBy(post, 'mf_public', 'BlogPost');
  expect(post.app).toContain('data-testid="blog-post-title"');
  expect(post.h1.length).toBeGreaterThan(0);

  for (const [url, remote, name, h1] of [
    ['/candidate', 'mf_candidate', 'Landing', null],
    ['/corporate', 'mf_corporate', 'Landing', null],
    ['/contact-us', 'mf_public', 'ContactUs', 'ติดต่อเรา'],
    ['/privacy-notice', 'mf_public', 'PrivacyNotice', 'ประกาศความเป็นส่วนตัว'],
    ['/privacy-policy', 'mf_public', 'PrivacyPolicy', 'นโยบายความเป็นส่วนตัว'],
  ] as const) {
    const page = await serverPage(request, url);
    expect(page.status, url).toBe(200);
    renderedBy(page, remote, name);
    if (h1) expect(page.h1, url).toBe(h1);
    else expect(page.h1.length, url).toBeGreaterThan(0);
  }

  const unknownJob = await serverPage(request, '/candidate/jobs/00000000-0000-4000-8000-000000000000');
  expect(unknownJob.status).toBe(404);
  renderedBy(unknownJob, 'mf_candidate', 'JobDetail');
  const unknownPath = await serverPage(request, '/no-such-page');
  expect(unknownPath.status).toBe(404);
  expect(unknownPath.h1).toBe('404');

  // Signed-in areas and sign-in pages stay rendered in the browser only.
  expect((await serverPage(request, '/candidate/overview')).app).toBe('');
  expect((await serverPage(request, '/candidate/login')).app).toBe('');
});

test('a publish of mf-candidate changes the next server-rendered job page; a rollback restores it', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const search = (await (await request.get('/api/jobs/search?limit=1')).json()) as {
    data: { items: { id: string }[] };
  };
  const url = `/candidate/jobs/${search.data.items[0].id}`;
  expect((await serverPage(request, url)).app).toContain('data-testid="job-title"');

  const version = `e2e-ssr-${Date.now()}`;
  const marker = `job-title-${version}`;
  const before = activeVersion('mf-candidate');
  // Only the server build changes: what the browser loads stays the same.
  publishCopy('mf-candidate', version, (dir) => {
    const serverDir = path.join(dir, 'server');
    for (const file of fs.readdirSync(serverDir).filter((f) => f.endsWith('.js'))) {
      const full = path.join(serverDir, file);
      fs.writeFileSync(full, fs.readFileSync(full, 'utf8').replaceAll('"job-title"', `"${marker}"`));
    }
  });
  try {
    expect(activeVersion('mf-candidate')).toBe(version);
    await expect
      .poll(async () => (await serverPage(request, url)).app.includes(`data-testid="${marker}"`), {
        timeout: 15_000,
      })
      .toBe(true);
  } finally {
    cli('activate', 'mf-candidate', before, '--reason', 'e2e server rendering');
  }
  await expect
    .poll(async () => (await serverPage(request, url)).app, { timeout: 15_000 })
    .toContain('data-testid="job-title"');
  expect((await serverPage(request, url)).app).not.toContain(marker);
});

/**
 * Console errors, and the shell's warning that a server render could not be hydrated and was rendered again in the
 * browser (shell/src/bootstrap.tsx: the visitor still gets the page, but a current remote must hydrate).
 */
function collectErrorsAndMismatches(page: Page): string[] {
  const errors = collectErrors(page);
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('rendered again in the browser'))
      errors.push(message.text());
  });
  return errors;
}

/**
 * Opens `url` and reports whether the app hydrated the server's markup: the elements the server sent are still the
 * ones on screen once the app is live (a client render would have replaced them).
 */
async function openAndCheckHydrated(page: Page, url: string, selector: string): Promise<boolean> {
  await page.addInitScript((sel) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __served: Element | null }).__served = document.querySelector(sel);
    });
  }, selector);
  await page.goto(url);
  await expectTakenOver(page, `${url}: the app took over`);
  await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
  return page.evaluate((sel) => {
    const served = (window as unknown as { __served: Element | null }).__served;
    return !!served && served.isConnected && served === document.querySelector(sel);
  }, selector);
}

test('in the browser, the app hydrates the server-rendered job search without a mismatch and works', async ({
  page,
}) => {
  const errors = collectErrorsAndMismatches(page);
  const hydrated = await openAndCheckHydrated(
    page,
    '/candidate/jobs?main_input=react',
    '[data-remote="mf_candidate"][data-page="JobSearch"] h1',
  );
  expect(hydrated, 'the server-rendered job search was hydrated, not replaced').toBe(true);
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  // The live page works: a card opens its job.
  await page.getByTestId('job-card-title').first().click();
  await expect(page).toHaveURL(/\/candidate\/jobs\/[0-9a-f-]{36}/);
  await expect(page.getByTestId('job-title')).toBeVisible();
  expect(errors, errors.join('\n')).toEqual([]);
});

test("a guest's server-rendered job page reads its job once when live (the visit's one view), and shows it", async ({
  page,
  request,
}) => {
  const home = (await (await request.get('/api/home')).json()) as { data: { latest_jobs: { id: string }[] } };
  const url = `/candidate/jobs/${home.data.latest_jobs[0].id}`;
  await waitForSnapshot(request, url, { cookie: 'jp_locale=th' });
  const reads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api${url.replace('/candidate', '')}`) reads.push(r.method());
  });
  const errors = collectErrorsAndMismatches(page);
  expect(await openAndCheckHydrated(page, url, '[data-testid="job-title"]')).toBe(true);
  // The page had the job from the server; the browser's one read (the view) refreshes it without a second render.
  await expect.poll(() => reads.length, { timeout: 10_000 }).toBe(1);
  await page.waitForTimeout(1_000);
  expect(reads).toEqual(['GET']);
  await expect(page.getByTestId('job-title')).toBeVisible();
  expect(errors, errors.join('\n')).toEqual([]);
});

test("a server-rendered page's styles are in the head before it is laid out, and the app moves none and adds no copy", async ({
  page,
  request,
}) => {
  const url = '/candidate/jobs?main_input=react';
  await waitForSnapshot(request, url, { cookie: 'jp_locale=th' });
  await page.addInitScript(() => {
    const seen = new WeakSet<Node>();
    const log = { inBodyAtParse: 0, inHeadAtParse: 0, movedLater: 0 };
    (window as unknown as { __styles: typeof log }).__styles = log;
    document.addEventListener('DOMContentLoaded', () => {
      for (const style of document.querySelectorAll('style[data-css-hash]')) {
        seen.add(style);
        if (style.parentElement === document.head) log.inHeadAtParse += 1;
        else log.inBodyAtParse += 1;
      }
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) if (seen.has(node)) log.movedLater += 1;
      }).observe(document.documentElement, { childList: true, subtree: true });
    });
  });
  await page.goto(url);
  await expectTakenOver(page, `${url}: the app took over`);
  await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
  const styles = await page.evaluate(() => (window as unknown as { __styles: object }).__styles);
  expect(styles).toEqual({ inBodyAtParse: 0, inHeadAtParse: expect.any(Number), movedLater: 0 });
  expect((styles as { inHeadAtParse: number }).inHeadAtParse).toBeGreaterThan(3);
  // The theme's CSS variables and the icons' base styles came with the page under the names the design system looks
  // for: hydrating added no second copy (each would have made the browser restyle the whole page).
  const copies = await page.evaluate(() => ({
    theme: [...document.querySelectorAll('style')].filter((s) =>
      /^\.css-var-[^{.]+\{--ant-blue:/.test(s.textContent ?? ''),
    ).length,
    icons: document.querySelectorAll('style[rc-util-key="@ant-design-icons"]').length,
  }));
  expect(copies).toEqual({ theme: 1, icons: 1 });
});

test('every public page is hydrated without a warning, on a phone and on a desktop, in Thai and English', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const home = (await (await request.get('/api/home')).json()) as {
    data: { latest_jobs: { id: string; company: { id: string } }[]; latest_posts: { slug: string }[] };
  };
  const job = home.data.latest_jobs[0];
  // Every route rendered on the server (the sign-in pages of mf-auth are not), a page of each kind, and the 404 page.
  const urls = [
    ...PUBLIC_ROUTES.filter((route) => route.remote !== 'mf_auth').map((route) => route.url),
    '/candidate/jobs?main_input=react',
    `/candidate/jobs/${job.id}`,
    `/corporate/${job.company.id}`,
    `/blog/${home.data.latest_posts[0].slug}`,
    '/no-such-page',
  ];
  const devices = [
    {
      name: 'phone',
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      userAgent: PHONE_UA,
    },
    { name: 'desktop', viewport: { width: 1280, height: 900 } },
  ];
  for (const { name, ...device } of devices) {
    for (const locale of ['th', 'en'] as const) {
      const context = await browser.newContext(device);
      const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost:8080').origin;
      await context.addCookies([{ name: 'jp_locale', value: locale, url: origin }]);
      const page = await context.newPage();
      const errors = collectErrorsAndMismatches(page);
      const userAgent = await page.evaluate(() => navigator.userAgent);
      for (const url of urls) {
        const label = `${url} (${name}, ${locale})`;
        // The page as the server renders it for this browser (the first ask of a page may get the fallback).
        await waitForSnapshot(request, url, { 'user-agent': userAgent, cookie: `jp_locale=${locale}` });
        const hydrated = await openAndCheckHydrated(page, url, 'h1');
        // The 404 page's own document answers 404, which the browser reports as a failed load.
        const unexpected = errors.filter((e) => url !== '/no-such-page' || !/status of 404/.test(e));
        expect(unexpected, `${label}:\n${unexpected.join('\n')}`).toEqual([]);
        errors.length = 0;
        expect(hydrated, `${label} hydrated, not replaced`).toBe(true);
      }
      await context.close();
    }
  }
});
