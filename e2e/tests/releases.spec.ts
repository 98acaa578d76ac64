import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { markWindow, windowMarked } from '../support/chaos';
import { activeVersion, cli, publishCopy, registryDir, stampEntry } from '../support/releases';

/**
 * Releases while a tab is open (issue 21): the tab learns of a new version (reload offered for a running remote,
 * the new version used by a remote loaded later), a pruned old version's chunk loads the active version at once,
 * and after a broken release is rolled back the fallback's retry shows the page, all without a reload.
 */
const requested = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  return urls;
};

test('releases while a tab is open: reload offered, new versions used, pruned chunks and rollbacks recover without a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const original = { candidate: activeVersion('mf-candidate'), corporate: activeVersion('mf-corporate') };
  const moved = path.join(registryDir, 'remotes', 'mf-candidate', `${original.candidate}.pruned-${stamp}`);
  const candidateV1 = `e2e-c1-${stamp}`;
  const corporateV1 = `e2e-k1-${stamp}`;
  const corporateBroken = `e2e-k2-${stamp}`;
  try {
    await page.goto('/candidate/jobs');
    await expect(page.locator('[data-remote="mf_candidate"][data-page="JobSearch"]')).toBeVisible({
      timeout: 30_000,
    });
    await markWindow(page);
    const urls = requested(page);

    // 1. a new version of the running mf-candidate (and of mf-corporate, not loaded in this tab yet)
    publishCopy('mf-candidate', candidateV1, stampEntry(candidateV1));
    publishCopy('mf-corporate', corporateV1, stampEntry(corporateV1));
    const published = Date.now();
    // the tab checks on focus (and on navigation, and every 60 s)
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.dispatchEvent(new Event('focus')));
          return page.getByTestId('update-notice').isVisible();
        },
        { timeout: 20_000, intervals: [1_000] },
      )
      .toBe(true);
    console.log(`[releases] new version noticed ${Date.now() - published} ms after the publish`);
    await expect(page.getByTestId('update-notice')).toContainText('มีเวอร์ชันใหม่ของเว็บไซต์');
    await expect(page.getByTestId('update-notice').getByRole('button', { name: 'โหลดหน้าใหม่' })).toBeVisible();

    // 2. a remote first used after the publish comes from the new version, without a reload
    await page.getByRole('link', { name: 'สำหรับผู้ประกอบการ' }).first().click();
    await expect(page.locator('[data-remote="mf_corporate"][data-page="Landing"]')).toBeVisible();
    expect(urls.some((u) => u.startsWith(`/remotes/mf-corporate/${corporateV1}/`))).toBe(true);
    expect(urls.some((u) => u.startsWith(`/remotes/mf-corporate/${original.corporate}/`))).toBe(false);

    // 3. the old mf-candidate is pruned: a page of it not loaded yet comes from the active version at once
    fs.renameSync(path.join(registryDir, 'remotes', 'mf-candidate', original.candidate), moved);
    const asked = Date.now();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/candidate');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('[data-remote="mf_candidate"][data-page="Landing"]')).toBeVisible({
      timeout: 10_000,
    });
    console.log(`[releases] pruned chunk recovered in ${Date.now() - asked} ms`);
    expect(urls.some((u) => u.startsWith(`/remotes/mf-candidate/${candidateV1}/`))).toBe(true);
    expect(await windowMarked(page)).toBe(true);

    // 4. a broken release (its pages throw when evaluated) shows the fallback; after a rollback, retry shows the page
    publishCopy('mf-corporate', corporateBroken, (dir) => {
      const pages = fs.readdirSync(dir).find((f) => f.startsWith('__federation_expose_pages'))!;
      const file = path.join(dir, pages);
      fs.writeFileSync(file, `throw new Error('broken release');\n${fs.readFileSync(file, 'utf8')}`);
    });
    await page.goto('/corporate');
    await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 20_000 });
    await markWindow(page);
    expect(cli('rollback', 'mf-corporate', '--reason', 'e2e broken release')).toContain(corporateV1);
    await page.getByTestId('remote-unavailable').getByRole('button', { name: 'ลองใหม่' }).click();
    await expect(page.locator('[data-remote="mf_corporate"][data-page="Landing"]')).toBeVisible({
      timeout: 10_000,
    });
    expect(await windowMarked(page), 'recovered without a reload').toBe(true);
  } finally {
    if (fs.existsSync(moved))
      fs.renameSync(moved, path.join(registryDir, 'remotes', 'mf-candidate', original.candidate));
    cli('activate', 'mf-candidate', original.candidate, '--reason', 'e2e cleanup');
    cli('activate', 'mf-corporate', original.corporate, '--reason', 'e2e cleanup');
  }
});
