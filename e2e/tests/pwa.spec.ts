import { expect, test, type Page } from '@playwright/test';
import { api, DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { markWindow, windowMarked } from '../support/chaos';
import { idToken } from '../support/emulator';
import { loginAs } from '../support/login';
import { activeVersion, cli, publishCopy, stampEntry } from '../support/releases';

/**
 * The installable app (issue 44): a valid manifest with fetchable icons of the sizes it names, a service worker that
 * controls the page (the install criteria Chromium applies), releases (publish, withdraw) still reaching a tab the
 * worker controls, the offline page with the candidate's saved jobs, the live page again once back online, and the
 * saved jobs gone from the device on sign-out.
 */
// The other journeys block service workers (playwright.config.ts): this one is about the worker.
test.use({ serviceWorkers: 'allow' });

const SAVED_JOBS_CACHE = 'jobportal-saved-jobs-v1';

/** Waits until the service worker is active and controls this page (claimed on activation). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

/** The published versions of a remote this page loaded files of (resource timing sees worker-answered files too). */
const versionsLoaded = (page: Page, folder: string) =>
  page.evaluate(
    (folder) => [
      ...new Set(
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname.match(new RegExp(`^/remotes/${folder}/([^/]+)/`))?.[1])
          .filter((v): v is string => !!v),
      ),
    ],
    folder,
  );

const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

test('installable: the manifest is valid, its icons are there at their sizes, the worker controls the page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    lang: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    start_url: '/',
    display: 'standalone',
    lang: 'th',
    theme_color: '#0958d9',
  });
  expect(manifest.name).toMatch(/^JobPortal หางานไอที/);
  for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );

  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await controlled(page);
  // What Chromium itself checks before it offers to install: the manifest parsed without errors, and no
  // installability error but the one a test browser's incognito profile always has.
  const cdp = await context.newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[]; url: string };
  expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
  expect(parsed.errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  const errors = installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
  console.log(`[pwa] installability errors: ${JSON.stringify(installabilityErrors.map((e) => e.errorId))}`);
  expect(errors).toEqual([]);
});

test('releases still reach a tab the worker controls: a publish is offered, a withdraw leaves it at once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const original = activeVersion('mf-candidate');
  const next = `e2e-pwa-${Date.now()}`;
  const running = page.locator('[data-remote="mf_candidate"][data-page="JobSearch"]');
  try {
    await page.goto('/candidate/jobs');
    await controlled(page);
    // the first visit installs the worker; from the next page load on it serves the files it may keep
    await page.reload();
    await expect(running).toBeVisible({ timeout: 30_000 });
    // the worker keeps the immutable files of the running version (so it is in the way, if anything is)
    await expect
      .poll(() => page.evaluate(() => caches.keys()))
      .toEqual(expect.arrayContaining(['jobportal-immutable-v1', 'jobportal-offline-v1']));

    // 1. a new version is published: the open tab offers it
    publishCopy('mf-candidate', next, stampEntry(next));
    const published = Date.now();
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.dispatchEvent(new Event('focus')));
          return page.getByTestId('update-notice').isVisible();
        },
        { timeout: 20_000, intervals: [1_000] },
      )
      .toBe(true);
    console.log(`[pwa] new version noticed ${Date.now() - published} ms after the publish`);
    // its reload gets the new version: neither the shell nor /remotes.json came from a cache
    await page.getByTestId('update-notice').getByRole('button', { name: 'โหลดหน้าใหม่' }).click();
    await expect(running).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    // (polled: a server-rendered page is on screen before its remote's files have loaded)
    await expect.poll(() => versionsLoaded(page, 'mf-candidate')).toEqual([next]);

    // 2. the new version is withdrawn: the tab running it leaves it by itself, onto the one served before
    await markWindow(page);
    cli('withdraw', 'mf-candidate', '--reason', 'e2e pwa: withdraw reaches a controlled tab');
    const withdrawn = Date.now();
    await expect
      .poll(
        async () => (await windowMarked(page).catch(() => null)) === false && (await running.isVisible()),
        {
          timeout: 15_000,
          intervals: [250],
        },
      )
      .toBe(true);
    console.log(`[pwa] withdrawn version left ${Date.now() - withdrawn} ms after the withdraw`);
    await expect(running).toBeVisible();
    await expect.poll(() => versionsLoaded(page, 'mf-candidate')).toEqual([original]);
  } finally {
    if (activeVersion('mf-candidate') !== original)
      cli('activate', 'mf-candidate', original, '--reason', 'e2e cleanup');
  }
});

test('offline: a page shows the offline page with the saved jobs; back online the live page; signed out, nothing kept', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const token = await idToken('candidate', DEMO.candidate.email, DEMO.candidate.password);
  const favourites = async () =>
    (
      await api<{ data: { items: { id: string; title: string }[] } }>(
        '/candidate/favourites?offset=0&limit=10',
        token,
      )
    ).body.data.items;
  let added: string | null = null;
  if ((await favourites()).length === 0) {
    const search = await api<{ data: { items: { id: string }[] } }>('/jobs/search?limit=1');
    added = search.body.data.items[0].id;
    expect(
      (await api(`/candidate/job/favJob/${added}`, token, { method: 'POST', body: '{}' })).status,
    ).toBeLessThan(300);
  }
  const saved = (await favourites())[0];
  try {
    await loginAs(page, 'candidate');
    await controlled(page);
    // the candidate opens the saved jobs online: the worker keeps a snapshot of them
    await page.goto('/candidate/activities?tab=favourites');
    await expect(page.getByTestId('favourites-list')).toBeVisible({ timeout: 30_000 });
    const kept = () =>
      page.evaluate(async (name) => {
        const cache = (await caches.has(name)) ? await caches.open(name) : null;
        const snapshot = await cache?.match('/offline/saved-jobs.json');
        return snapshot
          ? ((await snapshot.json()) as { jobs: { title: string }[] }).jobs.map((j) => j.title)
          : null;
      }, SAVED_JOBS_CACHE);
    await expect.poll(kept).toContain(saved.title);

    // offline, a navigation gets the offline page, with the saved jobs readable
    await context.setOffline(true);
    await page.goto('/candidate/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'คุณออฟไลน์อยู่' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
    const link = page.getByRole('link', { name: saved.title }).first();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/candidate/jobs/${saved.id}`);
    await expectNoSeriousA11yViolations(page, 'the offline page');
    // retrying while still offline: the offline page again
    await page.getByRole('button', { name: 'ลองใหม่' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'คุณออฟไลน์อยู่' })).toBeVisible();

    // back online, the offline page reloads by itself and gets the live page, not a kept one
    await context.setOffline(false);
    await expect(page.locator('[data-remote="mf_candidate"][data-page="JobSearch"]')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { name: 'คุณออฟไลน์อยู่' })).toHaveCount(0);

    // signed out: the snapshot is gone from the device, and the offline page lists nothing
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
    await expect(page.getByTestId('account-menu-guest')).toBeVisible();
    await expect.poll(kept).toBeNull();
    await context.setOffline(true);
    await page.goto('/candidate/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'คุณออฟไลน์อยู่' })).toBeVisible();
    await expect(page.getByRole('link', { name: saved.title })).toHaveCount(0);
  } finally {
    await context.setOffline(false);
    if (added) await api(`/candidate/job/deleteFavJob/${added}`, token, { method: 'DELETE', body: '{}' });
  }
});
