import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectErrors } from '../support/console';
import { waitForSnapshot } from '../support/prerender';

/**
 * Public content (mf-public): home search, blog list -> post -> back, unknown post, contact form, page metadata.
 * Runs against the portal (PORTAL_URL, default http://localhost:8080). E2E_API_UPSTREAM (optional) sends the
 * browser's /api calls to another API instance, for running this file while the gateway's API is down.
 */
const PORTAL = process.env.PORTAL_URL ?? 'http://localhost:8080';
const UPSTREAM = process.env.E2E_API_UPSTREAM;
const PRODUCTION = process.env.RUN_MODE === 'production';
const THAI = /[\u0E00-\u0E7F]/;

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${UPSTREAM ?? PORTAL}/api${path}`, { headers: { 'accept-language': 'th' } });
  expect(response.ok, `GET /api${path} -> ${response.status}`).toBeTruthy();
  return (await response.json()) as T;
}

test.beforeEach(async ({ page }) => {
  if (!UPSTREAM) return;
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${UPSTREAM}${url.pathname}${url.search}` }) });
  });
});

async function meta(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '',
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? '',
  }));
}

test('home search leads to the job search with the query in the URL', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('home-latest-jobs').getByTestId('job-card').first()).toBeVisible();
  await expect(page.getByTestId('home-free-signup')).toHaveText(/สมัครสมาชิกฟรี/);
  await expect(page.getByTestId('home-support-hours')).toHaveText(/8\.00 - 17\.30/);
  await page.getByTestId('home-search-input').fill('React');
  await page.getByTestId('home-search-province').selectOption({ label: 'กรุงเทพมหานคร' });
  await page.getByTestId('home-search-submit').click();
  await expect(page).toHaveURL(/\/candidate\/jobs\?main_input=React&location=1$/);
  await expect(page.getByTestId('not-found-message')).toHaveCount(0);
  expect(errors, errors.join('\n')).toEqual([]);
});

test('home links: job cards, skills, companies, entry points, blog', async ({ page }) => {
  await page.goto('/');
  const card = page.getByTestId('home-latest-jobs').getByTestId('job-card').first();
  await expect(card).toHaveAttribute('href', /^\/candidate\/jobs\/[0-9a-f-]{36}$/);
  await page.getByTestId('home-entry-points').scrollIntoViewIfNeeded();
  const entry = page.getByTestId('home-entry-points');
  for (const href of ['/candidate', '/candidate/register', '/corporate', '/corporate/register']) {
    await expect(entry.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(page.getByTestId('home-skills').locator('a').first()).toHaveAttribute(
    'href',
    /^\/candidate\/jobs\?tag=/,
  );
  await expect(page.getByTestId('home-companies').locator('a').first()).toHaveAttribute(
    'href',
    /^\/corporate\/[0-9a-f-]{36}$/,
  );
  await expect(page.getByTestId('home-posts').getByTestId('blog-card').first()).toHaveAttribute(
    'href',
    /^\/blog\//,
  );
  // every image has explicit dimensions (no layout shift)
  const unsized = await page.locator('img:not([width]), img:not([height])').count();
  expect(unsized).toBe(0);
});

test('blog list -> post -> back', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/blog');
  const first = page.getByTestId('blog-list').getByTestId('blog-card').first();
  await expect(first).toBeVisible();
  const href = (await first.getAttribute('href')) as string;
  const title = (await first.locator('h3').innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByTestId('blog-post-title')).toHaveText(title);
  await expect(page.getByTestId('blog-post-body')).not.toBeEmpty();
  await expect.poll(async () => (await meta(page)).title).toContain(title);
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'BlogPosting', headline: title });
  expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByTestId('blog-list').getByTestId('blog-card').first()).toBeVisible();
  expect(errors, errors.join('\n')).toEqual([]);
});

test('blog covers come through the image pipeline as AVIF at a width the layout needs', async ({ page }) => {
  const errors = collectErrors(page);
  const variants: { url: string; type: string | undefined; status: number }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/images?'))
      variants.push({
        url: response.url(),
        type: response.headers()['content-type'],
        status: response.status(),
      });
  });
  await page.goto('/blog');
  const cover = page.getByTestId('blog-list').getByTestId('blog-card').first().locator('img');
  await expect(cover).toBeVisible();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const current = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(current).toContain('/api/images?');
  const url = new URL(current);
  expect(url.searchParams.get('fmt')).toBe('avif');
  expect(Number(url.searchParams.get('w'))).toBeLessThanOrEqual(3072);
  expect(variants.find((v) => v.url === current)).toMatchObject({ status: 200, type: 'image/avif' });
  expect(errors, errors.join('\n')).toEqual([]);
});

test('blog paging and tag filter live in the URL', async ({ page }) => {
  const list = await apiGet<{ data: { total: number; items: { tags: string[] }[] } }>('/blog?limit=9');
  if (list.data.total > 9) {
    await page.goto('/blog?page=2');
    await expect(page.getByTestId('blog-pager').locator('[aria-current="page"]')).toHaveText('2');
    await page
      .getByTestId('blog-pager')
      .getByRole('link', { name: /ก่อนหน้า/ })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
  }
  // a post may have no tag (the back office's editors choose): the first one that has one
  const tag = list.data.items.find((item) => item.tags.length > 0)!.tags[0];
  await page.goto(`/blog?tag=${encodeURIComponent(tag)}`);
  await expect(page.locator('h1')).toContainText(`#${tag}`);
  await expect(page.getByTestId('blog-list').getByTestId('blog-card').first()).toBeVisible();
});

test('an unknown blog post renders the 404 text and is not indexed', async ({ page }) => {
  const slug = `no-such-post-${Date.now()}`;
  await page.goto(`/blog/${slug}`);
  await expect(page.getByTestId('not-found-message')).toHaveText(`Page not found: /blog/${slug}`);
  await expect.poll(async () => (await meta(page)).robots).toContain('noindex');
});

test('contact form: bad e-mail shows the spec message, a good one is stored and confirmed', async ({
  page,
}) => {
  await page.goto('/contact-us');
  await expect(page.getByTestId('contact-hours')).toHaveText(/8\.00 - 17\.30/);
  await page.getByTestId('contact-name').fill('ทดสอบ อีทูอี');
  await page.getByTestId('contact-email').fill('tester@example');
  await page.getByTestId('contact-topic').click();
  await page.locator('.ant-select-item-option', { hasText: 'สอบถามทั่วไป' }).click();
  const message = `ข้อความทดสอบจาก Playwright ${Date.now()}`;
  await page.getByTestId('contact-message').fill(message);
  await page.getByTestId('contact-submit').click();
  await expect(page.getByText('กรุณากรอกอีเมลให้ถูกต้อง tester@example')).toBeVisible();
  await expect(page.getByTestId('contact-message')).toHaveValue(message);

  await page.getByTestId('contact-email').fill('tester@example.com');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST'),
    page.getByTestId('contact-submit').click(),
  ]);
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { data: { id: string } };
  expect(body.data.id).toBeTruthy();
  expect(response.request().postDataJSON()).toMatchObject({
    email: 'tester@example.com',
    topic: 'general',
    message,
  });

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('response-dialog-success')).toBeVisible();
  await expect(dialog.getByText('ส่งข้อความเรียบร้อยแล้ว')).toBeVisible();
  await dialog.getByRole('button', { name: 'ปิด' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('contact-message')).toHaveValue('');
  await expect(page.getByTestId('contact-email')).toHaveValue('');
});

test('every public route has a Thai title and description, canonical and OG tags, and noindex outside production', async ({
  page,
}) => {
  const posts = await apiGet<{ data: { items: { slug: string; title_th: string }[] } }>('/blog?limit=1');
  const post = posts.data.items[0];
  const routes: { url: string; title: string | RegExp }[] = [
    { url: '/', title: /หางานไอที/ },
    { url: '/blog', title: /บทความสายอาชีพไอที/ },
    { url: `/blog/${post.slug}`, title: post.title_th },
    { url: '/contact-us', title: /ติดต่อเรา/ },
    { url: '/privacy-notice', title: /ประกาศความเป็นส่วนตัว/ },
    { url: '/privacy-policy', title: /นโยบายความเป็นส่วนตัว/ },
  ];
  for (const route of routes) {
    await page.goto(route.url);
    await expect
      .poll(async () => (await meta(page)).title, { message: `${route.url} title` })
      .toMatch(
        typeof route.title === 'string'
          ? new RegExp(route.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          : route.title,
      );
    const m = await meta(page);
    expect(m.title, route.url).toMatch(THAI);
    expect(m.description.length, `${route.url} description`).toBeGreaterThan(20);
    expect(m.description, route.url).toMatch(THAI);
    expect(m.canonical, route.url).toMatch(/^https?:\/\//);
    expect(m.ogTitle, route.url).toBe(m.title);
    if (!PRODUCTION) expect(m.robots, `${route.url} robots`).toContain('noindex');
  }
});

test('privacy texts are long-form in Thai and in English', async ({ page }) => {
  await page.goto('/privacy-notice');
  const notice = page.getByTestId('page-privacy-notice');
  await expect(notice.locator('h1')).toHaveText('ประกาศความเป็นส่วนตัว');
  await expect(notice).toContainText('พระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562');
  await expect(notice).toContainText('30 วัน');
  expect((await notice.innerText()).length).toBeGreaterThan(5000);
  await page.getByTestId('locale-switch').getByText('English').click();
  await expect(notice.locator('h1')).toHaveText('Privacy notice');
  await expect(notice).toContainText('Personal Data Protection Act');
  await expect.poll(async () => (await meta(page)).title).toContain('Privacy notice');
});

test('robots.txt and sitemap.xml are served through the gateway', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('User-agent: *');
  expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  if (!PRODUCTION) expect(text).toContain('Disallow: /');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  // An index of files (static-1, blog-N, companies-N, jobs-N), each at most 50,000 URLs.
  const index = await sitemap.text();
  expect(index).toContain('<sitemapindex');
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/(?:static|blog)-\d+\.xml)<\/loc>/g)].map(
    (m) => m[1],
  );
  const xml = (await Promise.all(files.map(async (file) => (await request.get(file)).text()))).join('\n');
  for (const path of ['/blog', '/contact-us', '/privacy-notice', '/privacy-policy'])
    expect(xml).toContain(`${path}</loc>`);
  expect(xml).toMatch(/\/blog\/[^<]+<\/loc>/);
});

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36';

const prerenderedHome = (request: APIRequestContext) =>
  waitForSnapshot(request, '/', { 'user-agent': PHONE_UA, 'accept-language': 'th-TH' });

test.describe('prerendered first paint', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA });

  test('a phone gets the home page with its content and Thai metadata before any script runs', async ({
    browser,
    request,
  }) => {
    const html = await prerenderedHome(request);
    expect(html).toContain('<html lang="th"');
    expect(html).toMatch(/<title>หางานไอที[^<]*\| JobPortal<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]*สมัครสมาชิกฟรี/);
    expect(html).toContain(`content="${PRODUCTION ? 'index, follow' : 'noindex, nofollow'}"`);
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('property="og:title"');
    expect(html).toContain('หางานไอทีที่ใช่ กับบริษัทที่ใช่');

    // What a crawler without JavaScript (or a phone before the scripts arrive) sees.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 412, height: 823 },
      userAgent: PHONE_UA,
      locale: 'th-TH',
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'หางานไอทีที่ใช่ กับบริษัทที่ใช่' })).toBeVisible();
    await expect(page.getByTestId('home-support-hours')).toHaveText(/8\.00 - 17\.30/);
    await expect(page.locator('#splash')).toBeHidden();
    await context.close();
  });

  test('the live page takes over from the prerendered one and the search works', async ({
    page,
    request,
  }) => {
    await prerenderedHome(request);
    const errors = collectErrors(page);
    // What happened first in the page: the live page taking over, or a request for the home page's data.
    await page.addInitScript(() => {
      const events: string[] = [];
      (window as unknown as { __events: string[] }).__events = events;
      // The document has no <html> element yet when this runs.
      new MutationObserver(() => {
        if (document.documentElement?.dataset.pageReady && !events.includes('ready')) events.push('ready');
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-page-ready'] });
      const original = window.fetch;
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (new URL(url, location.href).pathname === '/api/home') events.push('home');
        return original(input, init);
      };
    });
    await page.goto('/');
    await expect(page.locator('html[data-page-ready]')).toHaveCount(1);
    await expect(page.locator('#prerendered')).toHaveCount(0);
    // The live page started from the data the snapshot was rendered with, and fetched it again only afterwards.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __events: string[] }).__events))
      .toEqual(['ready', 'home']);
    await expect(page.getByRole('heading', { level: 1, name: 'หางานไอทีที่ใช่ กับบริษัทที่ใช่' })).toHaveCount(1);
    await page.getByTestId('home-search-input').fill('React');
    await page.getByTestId('home-search-submit').click();
    await expect(page).toHaveURL(/\/candidate\/jobs\?main_input=React$/);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  test('a browser holding a session sees the splash, never a guest header', async ({ page, request }) => {
    await prerenderedHome(request);
    await page.addInitScript(() => window.localStorage.setItem('jobportal.activePool', 'candidate'));
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.getElementById('prerendered'))).toBeNull();
    await expect(page.locator('html[data-page-ready]')).toHaveCount(1);
  });
});

test('a malformed address (/%) shows the portal error page with status 400, not a raw JSON error', async ({
  page,
}) => {
  const response = await page.goto('/%');
  expect(response?.status()).toBe(400);
  await expect(page.getByTestId('bad-url')).toContainText('ลิงก์ไม่ถูกต้อง');
  await page.getByRole('link', { name: 'กลับหน้าแรก' }).click();
  await expect(page).toHaveURL(`${PORTAL}/`);
});
