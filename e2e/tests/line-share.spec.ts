import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { uniqueEmail } from '../support/emulator';
import { expectTakenOver } from '../support/prerender';

/**
 * Issue 44, part A: LINE Login (OIDC provider `oidc.line`) for candidates through the Auth emulator's fake IdP page,
 * and the share menu (LINE, Facebook, X, copy link) of the job page and the public company page. Thai UI.
 */

async function acceptConsent(page: Page) {
  const dialog = page.getByRole('dialog').filter({ hasText: 'การตั้งค่าความเป็นส่วนตัว' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByText('บันทึกข้อมูลสำเร็จ')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a guest signs in with LINE from the login modal and stays on the page, signed in', async ({ page }) => {
  const email = uniqueEmail('cand-line');
  await page.goto('/candidate/jobs');
  await page.getByTestId('favourite-button').first().click();
  const modal = page.getByRole('dialog').filter({ has: page.getByTestId('login-candidate') });
  await expect(modal).toBeVisible();
  const line = modal.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' });
  await expect(line).toBeVisible();
  // LINE green with dark text (white on #06C755 is 2.3:1).
  await expect(line).toHaveCSS('background-color', 'rgb(6, 199, 85)');
  await expect(line).toHaveCSS('color', 'rgb(0, 0, 0)');
  const box = await line.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(24);
  await expectNoSeriousA11yViolations(page, 'the login modal with the LINE button', '[role="dialog"]');

  const popupPromise = page.waitForEvent('popup');
  await line.click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).searchParams.get('providerId')).toBe('oidc.line');
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('สมหญิง ไลน์');
  await popup.locator('#sign-in').click();

  await expect(page.getByTestId('login-candidate')).toBeHidden();
  await expect(page).toHaveURL(/\/candidate\/jobs$/);
  // The consent is saved through the API: it accepted the LINE identity (whose e-mail is never marked verified).
  await acceptConsent(page);
  await expect(page.getByTestId('account-menu')).toBeVisible();
});

/** Opens the share menu with the keyboard, checks its four targets and the copy-link toast. */
async function checkShareMenu(page: Page, trigger: string, pageUrl: string, text: string) {
  const button = page.getByTestId(trigger);
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await button.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'แชร์ไปที่' });
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const items = menu.getByRole('menuitem');
  await expect(items.nth(0)).toBeFocused();
  const names = await items.allTextContents();
  expect(names.slice(0, 4)).toEqual([
    'แชร์ไปที่ LINE (เปิดในแท็บใหม่)',
    'แชร์ไปที่ Facebook (เปิดในแท็บใหม่)',
    'แชร์ไปที่ X (เปิดในแท็บใหม่)',
    'คัดลอกลิงก์',
  ]);
  // The Web Share item only where the browser has navigator.share.
  const hasWebShare = await page.evaluate(() => typeof navigator.share === 'function');
  expect(names.length).toBe(hasWebShare ? 5 : 4);

  const u = encodeURIComponent(pageUrl);
  const expected = [
    `https://social-plugins.line.me/lineit/share?url=${u}`,
    `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(text)}`,
  ];
  for (const [i, href] of expected.entries()) {
    await expect(items.nth(i)).toHaveAttribute('href', href);
    await expect(items.nth(i)).toHaveAttribute('target', '_blank');
    await expect(items.nth(i)).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expectNoSeriousA11yViolations(
    page,
    `the open share menu (${trigger})`,
    `[data-testid="${trigger}-menu"]`,
  );

  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await menu.getByRole('menuitem', { name: 'คัดลอกลิงก์' }).click();
  await expect(page.getByText('คัดลอกลิงก์แล้ว')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
}

test('the share menu of a job page and of its company page', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const search = await request.get('/api/jobs/search?limit=1&orderBy=newest');
  const [card] = (await search.json()).data.items as { id: string }[];
  const job = (await (await request.get(`/api/jobs/${card.id}`)).json()).data as {
    title: string;
    company: { id: string; name_th: string };
  };

  // The shared URL is the page's canonical one: the og card LINE, Facebook and X show is in its server head.
  const raw = await (
    await request.get(`/candidate/jobs/${card.id}`, { headers: { cookie: 'jp_locale=th' } })
  ).text();
  expect(raw).toMatch(/<meta property="og:title" content="[^"]+"/);
  const ogUrl = /<meta property="og:url" content="([^"]+)"/.exec(raw)?.[1];
  await page.goto(`/candidate/jobs/${card.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  // The server's markup is on screen first: the menu works once the live page has taken over.
  await expectTakenOver(page);
  const jobUrl = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(jobUrl).toMatch(new RegExp(`/candidate/jobs/${card.id}$`));
  expect(ogUrl).toBe(jobUrl);
  const jobText = `${job.title} - ${job.company.name_th}`;
  await checkShareMenu(page, 'share-button', jobUrl!, jobText);

  const companyRaw = await (
    await request.get(`/corporate/${job.company.id}`, { headers: { cookie: 'jp_locale=th' } })
  ).text();
  expect(companyRaw).toMatch(/<meta property="og:title" content="[^"]+"/);
  const companyOgUrl = /<meta property="og:url" content="([^"]+)"/.exec(companyRaw)?.[1];
  await page.goto(`/corporate/${job.company.id}`);
  await expect(page.getByTestId('company-name')).toHaveText(job.company.name_th);
  await expectTakenOver(page);
  const companyUrl = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(companyUrl).toMatch(new RegExp(`/corporate/${job.company.id}$`));
  expect(companyOgUrl).toBe(companyUrl);
  await checkShareMenu(page, 'company-share', companyUrl!, job.company.name_th);
});
