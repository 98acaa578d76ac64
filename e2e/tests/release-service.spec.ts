import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { markWindow, windowMarked } from '../support/chaos';
import { cli, registryDir } from '../support/releases';
import {
  callService,
  changedCopy,
  cutInHalf,
  directCli,
  replaceInScripts,
  servedVersion,
  serviceCli,
} from '../support/releaseService';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { loginStaff, staffToken } from '../support/staff';

/**
 * Releases as an authenticated service (issue 42), as a release engineer and an open tab live it: bad releases are
 * refused before any activation (smoke render, chunk parse, compatibility both ways), a forced one is left by every
 * open tab at once when withdrawn, a retry after a rollback works without a reload, two operators cannot undo two
 * releases, and the service answers within a second.
 */
test.describe.configure({ mode: 'serial' });

const THROW = '(()=>{throw new Error("e2e: the landing page throws at render")})()';
const renderThrow = (dir: string) => {
  const changed =
    replaceInScripts(dir, '"landing.metaTitle"', THROW) + replaceInScripts(dir, "'landing.metaTitle'", THROW);
  expect(changed, 'the landing page is in the build').toBeGreaterThan(0);
};
const landing = (page: Page) => page.locator('[data-remote="mf_corporate"][data-page="Landing"]');
const stamp = Date.now();
let token = '';
const original: Record<string, string> = {};

test.beforeAll(async () => {
  token = await staffToken('release');
  for (const folder of ['mf-corporate', 'mf-public', 'mf-shared-ui'])
    original[folder] = servedVersion(folder);
});

test.afterAll(() => {
  for (const [folder, version] of Object.entries(original))
    if (servedVersion(folder) !== version)
      cli('activate', folder, version, '--force', '--reason', 'e2e cleanup');
});

test('four bad releases are refused at activation, each with its reason, and nothing served changes', () => {
  test.setTimeout(240_000);
  const cases: { name: string; folder: string; edit: (dir: string) => void; says: RegExp }[] = [
    {
      name: 'a page that throws at render',
      folder: 'mf-corporate',
      edit: renderThrow,
      says: /landing page throws/,
    },
    {
      name: 'a page chunk cut in half',
      folder: 'mf-public',
      edit: (dir) =>
        cutInHalf(
          path.join(
            dir,
            fs.readdirSync(dir).find((f) => /^page-blog\..*\.js$/.test(f))!,
          ),
        ),
      says: /page-blog\.[0-9a-f]+\.js/,
    },
    {
      name: 'a server build cut in half',
      folder: 'mf-public',
      edit: (dir) =>
        cutInHalf(
          path.join(
            dir,
            'server',
            fs.readdirSync(path.join(dir, 'server')).find((f) => /^page-blog\..*\.js$/.test(f))!,
          ),
        ),
      says: /server\/page-blog\.[0-9a-f]+\.js/,
    },
    {
      name: 'a design system without a module the served remotes use',
      folder: 'mf-shared-ui',
      edit: (dir) => {
        const file = path.join(dir, 'mf-stats.json');
        const stats = JSON.parse(fs.readFileSync(file, 'utf8')) as { exposes: { path: string }[] };
        stats.exposes = stats.exposes.filter((e) => e.path !== './icons');
        fs.writeFileSync(file, JSON.stringify(stats));
      },
      says: /\.\/icons/,
    },
  ];
  const before = fs.readFileSync(path.join(registryDir, 'remotes.json'), 'utf8');
  for (const [i, c] of cases.entries()) {
    const dir = changedCopy(c.folder, c.edit);
    try {
      const { code, output } = serviceCli(
        token,
        'publish',
        c.folder,
        '--from',
        dir,
        '--version',
        `e2e-bad${i}-${stamp}`,
      );
      console.log(`[release-service] ${c.name}: ${output.trim().split('\n').slice(-4).join(' | ')}`);
      expect(code, c.name).not.toBe(0);
      expect(output, c.name).toMatch(/refused/i);
      expect(output, c.name).toMatch(c.says);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  expect(fs.readFileSync(path.join(registryDir, 'remotes.json'), 'utf8')).toBe(before);
});

test('a forced bad release: the retry after a rollback shows the page without a reload; a withdraw takes every open tab off it within 10 s', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const good = original['mf-corporate'];
  const dir = changedCopy('mf-corporate', renderThrow);
  const bad = `e2e-throw-${stamp}`;
  try {
    const published = serviceCli(
      token,
      'publish',
      'mf-corporate',
      '--from',
      dir,
      '--version',
      bad,
      '--force',
      '--reason',
      'e2e forced',
    );
    expect(published.code, published.output).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  expect(servedVersion('mf-corporate')).toBe(bad);

  // 1. the page throws at render: the area's fallback; rolled back, its retry shows the page in the same window
  await page.goto('/corporate');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 30_000 });
  await markWindow(page);
  const rollback = await callService(token, 'mf-corporate', 'rollback', {
    expect: bad,
    reason: 'e2e render throw',
  });
  expect(rollback.status, JSON.stringify(rollback.body)).toBe(200);
  expect(rollback.body.to).toBe(good);
  await page.getByTestId('remote-unavailable').getByRole('button', { name: 'ลองใหม่' }).click();
  await expect(landing(page)).toBeVisible({ timeout: 10_000 });
  expect(await windowMarked(page), 'recovered without a reload').toBe(true);

  // 2. forced again; a tab runs it, another tab never used mf-corporate
  const again = await callService(token, 'mf-corporate', 'activate', {
    version: bad,
    expect: good,
    force: true,
    reason: 'e2e again',
  });
  expect(again.status, JSON.stringify(again.body)).toBe(200);
  const running = await context.newPage();
  await running.goto('/corporate');
  await expect(running.getByTestId('remote-unavailable')).toBeVisible({ timeout: 30_000 });
  await markWindow(running);
  const bystander = await context.newPage();
  await bystander.goto('/blog');
  await expect(bystander.locator('[data-remote="mf_public"]').first()).toBeVisible({ timeout: 30_000 });
  await markWindow(bystander);

  const withdrawn = await callService(token, 'mf-corporate', 'withdraw', {
    expect: bad,
    reason: 'e2e: throws at render',
  });
  expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
  const at = Date.now();
  await expect(landing(running)).toBeVisible({ timeout: 10_000 });
  const leftIn = Date.now() - at;
  expect(await windowMarked(running), 'the tab running the withdrawn release reloaded').toBe(false);
  expect(await windowMarked(bystander), 'a tab that never ran it is left alone').toBe(true);
  console.log(
    `[release-service] withdraw answered in ${withdrawn.ms.toFixed(0)} ms; open tab off it in ${leftIn} ms`,
  );

  // a withdrawn release is never served again by an ordinary activation
  const back = await callService(token, 'mf-corporate', 'activate', { version: bad, expect: good });
  expect(back.status).toBe(422);
  expect(back.body.error?.reasons?.join(' ')).toMatch(/withdrawn/i);
});

test('the other forced bad releases: every open tab leaves them on withdraw, no blank page, and no-JS pages render again', async ({
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const blogChunk = (dir: string, sub = '') =>
    path.join(
      dir,
      sub,
      fs.readdirSync(path.join(dir, sub)).find((f) => /^page-blog\..*\.js$/.test(f))!,
    );
  const cases: { name: string; folder: string; url: string; edit: (dir: string) => void }[] = [
    {
      name: 'a page chunk cut in half',
      folder: 'mf-public',
      url: '/blog',
      edit: (d) => cutInHalf(blogChunk(d)),
    },
    {
      name: 'a server build cut in half',
      folder: 'mf-public',
      url: '/blog',
      edit: (d) => cutInHalf(blogChunk(d, 'server')),
    },
    {
      name: 'a design system that says it lacks a module',
      folder: 'mf-shared-ui',
      url: '/blog',
      edit: (d) => {
        const file = path.join(d, 'mf-stats.json');
        const stats = JSON.parse(fs.readFileSync(file, 'utf8')) as { exposes: { path: string }[] };
        stats.exposes = stats.exposes.filter((e) => e.path !== './icons');
        fs.writeFileSync(file, JSON.stringify(stats));
      },
    },
  ];
  const blogPage = (p: Page) => p.locator('[data-remote="mf_public"][data-page="Blog"]');
  for (const [i, c] of cases.entries()) {
    const good = servedVersion(c.folder);
    const bad = `e2e-forced${i}-${stamp}`;
    const dir = changedCopy(c.folder, c.edit);
    try {
      const run = serviceCli(
        token,
        'publish',
        c.folder,
        '--from',
        dir,
        '--version',
        bad,
        '--force',
        '--reason',
        `e2e ${c.name}`,
      );
      expect(run.code, run.output).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const tab = await context.newPage();
    // the tab runs the forced release (its entry asked), then settles: the page or the area's fallback, never blank
    const runsIt = tab.waitForRequest((r) =>
      new URL(r.url()).pathname.startsWith(`/remotes/${c.folder}/${bad}/`),
    );
    await tab.goto(c.url);
    await runsIt;
    await tab.waitForLoadState('networkidle');
    await expect(blogPage(tab).or(tab.getByTestId('remote-unavailable')).first()).toBeVisible({
      timeout: 30_000,
    });
    await markWindow(tab);
    const answer = await callService(token, c.folder, 'withdraw', { expect: bad, reason: `e2e ${c.name}` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.to).toBe(good);
    const at = Date.now();
    await expect
      // the tab may be mid-reload when asked (its page context gone): not yet, ask again
      .poll(
        async () =>
          (await windowMarked(tab).catch(() => null)) === false && (await blogPage(tab).isVisible()),
        {
          timeout: 10_000,
          intervals: [250],
        },
      )
      .toBe(true);
    console.log(
      `[release-service] ${c.name}: withdrawn in ${answer.ms.toFixed(0)} ms, tab on ${good} after ${Date.now() - at} ms`,
    );
    // the server render follows the registry: a no-JS visitor gets the blog again (the renderer swaps within a second)
    await expect
      .poll(async () => (await (await request.get(c.url)).text()).includes('data-page="Blog"'), {
        timeout: 10_000,
      })
      .toBe(true);
    await tab.close();
  }
});

test('two operators rolling back at once: one applies, the other is told who changed it (10 of 10)', async () => {
  test.setTimeout(120_000);
  const good = original['mf-corporate'];
  const next = `e2e-cas-${stamp}`;
  const dir = changedCopy('mf-corporate', (d) =>
    fs.appendFileSync(path.join(d, 'remoteEntry.js'), `\n/* ${next} */\n`),
  );
  try {
    const published = serviceCli(
      token,
      'publish',
      'mf-corporate',
      '--from',
      dir,
      '--version',
      next,
      '--no-activate',
    );
    expect(published.code, published.output).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const serviceMs: number[] = [];
  const directMs: number[] = [];
  for (let trial = 0; trial < 10; trial++) {
    const up = await callService(token, 'mf-corporate', 'activate', {
      version: next,
      expect: servedVersion('mf-corporate'),
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const both = await Promise.all([
      callService(token, 'mf-corporate', 'rollback', {
        to: good,
        expect: next,
        reason: `e2e trial ${trial} a`,
      }),
      callService(token, 'mf-corporate', 'rollback', {
        to: good,
        expect: next,
        reason: `e2e trial ${trial} b`,
      }),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = both.find((a) => a.status === 409)!;
    expect(refused.body.error?.code).toBe('RELEASE_CONFLICT');
    expect(refused.body.error?.changedBy).toMatch(/release@demo\.jobportal\.test/);
    serviceMs.push(both.find((a) => a.status === 200)!.ms);
    // the previous way, interleaved: the direct CLI on the same registry
    directCli('activate', 'mf-corporate', next, '--reason', 'e2e timing');
    directMs.push(directCli('rollback', 'mf-corporate', '--to', good, '--reason', 'e2e timing'));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1];
  console.log(
    `[release-service] rollback command -> registry: service median ${median(serviceMs).toFixed(0)} ms, p95 ${p95(serviceMs).toFixed(0)} ms; direct CLI median ${median(directMs).toFixed(0)} ms, p95 ${p95(directMs).toFixed(0)} ms`,
  );
  expect(median(serviceMs)).toBeLessThanOrEqual(1_000);
});

test('an operator releases from the back office: activate (smoke-rendered), a conflicting change explained, roll back, the history names them', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const good = original['mf-corporate'];
  const next = `e2e-cas-${stamp}`;
  expect(servedVersion('mf-corporate')).toBe(good);
  await loginStaff(page, 'release', '/backoffice/releases');
  const card = page.getByRole('region', { name: 'mf-corporate', exact: true });
  await expect(card).toContainText(good);
  await expectNoSeriousA11yViolations(page, 'the releases page');

  await card.getByRole('button', { name: `เปิดใช้ mf-corporate ${next}` }).click();
  const dialog = page.getByRole('dialog');
  await expectNoSeriousA11yViolations(page, 'the release dialog', '[role="dialog"]');
  await dialog.getByLabel('เหตุผล (ไม่บังคับ)').fill('e2e from the back office');
  await dialog.getByTestId('release-confirm').click();
  await expect(page.getByText(`mf-corporate ให้บริการเวอร์ชัน ${next} แล้ว`)).toBeVisible({ timeout: 30_000 });
  expect(servedVersion('mf-corporate')).toBe(next);

  // another operator rolls back behind this page's back: the page's rollback is refused and says who did it
  const behind = await callService(token, 'mf-corporate', 'rollback', {
    to: good,
    expect: next,
    reason: 'e2e behind',
  });
  expect(behind.status).toBe(200);
  await card.getByRole('button', { name: 'ย้อนกลับ mf-corporate' }).click();
  await page.getByRole('dialog').getByTestId('release-confirm').click();
  await expect(page.getByText('mf-corporate ถูกเปลี่ยนโดยผู้อื่นระหว่างที่คุณกำลังดำเนินการ')).toBeVisible();
  await expect(page.getByText(/release@demo\.jobportal\.test \(.*\) เปลี่ยนเมื่อ/)).toBeVisible();
  expect(servedVersion('mf-corporate')).toBe(good);

  const history = page.getByRole('table').filter({ hasText: 'e2e from the back office' });
  await expect(history).toContainText('release@demo.jobportal.test');
});

test('nothing private is served: publish metadata, server builds and never-released versions answer 404', async ({
  request,
}) => {
  const served = original['mf-corporate'];
  for (const url of [
    `/remotes/mf-corporate/${served}/.published.json`,
    `/remotes/mf-corporate/${served}/server/remoteEntry.js`,
    `/remotes/mf-corporate/e2e-cas-${stamp}/remoteEntry.js`.replace(`e2e-cas-${stamp}`, `e2e-bad0-${stamp}`),
  ]) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
  expect((await request.get(`/remotes/mf-corporate/${served}/remoteEntry.js`)).status()).toBe(200);
  expect(
    (await request.post('/api/releases/mf-corporate/rollback', { data: { expect: served } })).status(),
  ).toBe(401);
});
