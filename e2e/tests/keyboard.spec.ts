import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, DEMO } from '../support/api';
import { idToken, uniqueEmail, verifiedAccount } from '../support/emulator';

/**
 * Keyboard-only journeys of issue 47 (WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7, 2.4.11, 3.3.1, 4.1.3): every step is done
 * with page.keyboard (no clicks; page.goto only where a visitor would type an address) and asserts where the focus
 * is or what happened, so a step that does not work fails the test.
 * (a) candidate: skip link, search, open a job, sign in from the modal, apply, log out through the account menu;
 * (b) employer: create a job with the rich-text editor (a refused submit first), publish it, move an application
 *     through the pipeline card's menu;
 * and a Tab walk over key pages that fails on a stop without a visible focus indicator.
 */

const PASSWORD = 'Key1234!';
const stamp = Date.now().toString(36);
const JOB_TITLE = `Keyboard Engineer ${stamp}`;
const REQUIRED_DESCRIPTION = 'กรุณากรอกรายละเอียดงาน';

const isFocused = (target: Locator) =>
  target
    .first()
    .evaluate((el) => el === document.activeElement)
    .catch(() => false);

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}): Promise<void> {
  await expect(target.first()).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target.first(), `reached with ${back ? 'Shift+' : ''}Tab`).toBeFocused({ timeout: 1 });
}

/** What has the focus, for messages: tag, name and test id. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return 'nothing';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} "${name}"`;
  });

const focusInside = (container: Locator) =>
  container.evaluate((el) => !!document.activeElement && el.contains(document.activeElement));

/** The page's h1 (or <main> on a page without one) has the focus and the live region read the new title. */
async function expectFocusOnNewPage(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const main = document.getElementById('main-content');
        const heading = main?.querySelector('h1');
        const active = document.activeElement;
        return !!active && (active === heading || (!heading && active === main));
      }),
    )
    .toBe(true);
  await expect(page.getByTestId('route-announcer')).toHaveText(await page.title());
}

test.describe.configure({ mode: 'serial' });

const candidateEmail = uniqueEmail('keyboard-candidate');
let candidateToken = '';

test.beforeAll(async () => {
  await verifiedAccount('candidate', candidateEmail, PASSWORD);
  candidateToken = await idToken('candidate', candidateEmail, PASSWORD);
  // consent given beforehand: the journey is about the keyboard, not the privacy dialog (pdpa.spec covers that)
  await api('/candidate/getProfile', candidateToken);
  const consent = await api('/candidate/savePDPASection', candidateToken, {
    method: 'PUT',
    body: JSON.stringify({ cookie: false, pdpa: true, marketing: false }),
  });
  expect(consent.status).toBe(200);
});

test('(a) candidate: skip link, search, a job, sign in from the modal, apply, log out, all with the keyboard', async ({
  page,
}) => {
  await page.goto('/candidate/jobs');
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', /.+/);

  // 1. The skip link is the first stop, visible when focused, and moves the focus to the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'ข้ามไปยังเนื้อหาหลัก' });
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box && box.y >= 0 && box.height > 0, 'skip link on screen when focused').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // 2. Search: the query changes the URL but the focus stays in the search field (filters do not steal it).
  const search = page.getByRole('textbox', { name: 'ค้นหางาน' });
  await tabTo(page, search);
  await page.keyboard.type('developer');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/main_input=developer/);
  await expect(page.getByTestId('search-results')).toHaveAttribute('data-fetching', 'false');
  await expect(search).toBeFocused();

  // 3. Open the first job: the focus goes to its h1 and the title is announced.
  await tabTo(page, page.getByTestId('job-card-title').first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/candidate\/jobs\/[0-9a-f-]{36}/);
  await expectFocusOnNewPage(page);
  const jobId = new URL(page.url()).pathname.split('/').pop()!;

  // 4. "Apply" as a guest opens the login modal; Tab stays inside it, round and round.
  await tabTo(page, page.getByTestId('apply-button'));
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog').filter({ has: page.getByTestId('login-submit') });
  await expect(modal).toBeVisible();
  await expect.poll(() => focusInside(modal), 'the focus moved into the login modal').toBe(true);
  for (let i = 0; i < 45; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(modal), `Tab ${i + 1} stays in the modal (${await describeFocus(page)})`).toBe(
      true,
    );
  }
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(modal), `Shift+Tab ${i + 1} stays in the modal`).toBe(true);
  }

  // 5. Sign in from the modal: e-mail, password, Enter; the apply form follows (the pending intent).
  await tabTo(page, modal.getByLabel('อีเมล', { exact: true }));
  await page.keyboard.type(candidateEmail);
  await tabTo(page, modal.getByLabel('รหัสผ่าน', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden({ timeout: 30_000 });
  const applyForm = page.getByTestId('apply-form');
  await expect(applyForm).toBeVisible({ timeout: 30_000 });
  const applyDialog = page.getByRole('dialog').filter({ has: applyForm });
  await expect.poll(() => focusInside(applyDialog), 'the focus moved into the apply dialog').toBe(true);

  // 6. Apply: the cover letter, then the submit button with Enter.
  await tabTo(page, applyForm.getByRole('textbox').last());
  await page.keyboard.type('สนใจตำแหน่งนี้ครับ ทดสอบด้วยคีย์บอร์ด');
  await tabTo(page, page.getByTestId('apply-submit'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('my-application').getByTestId('application-status')).toHaveText('สมัครแล้ว', {
    timeout: 30_000,
  });
  const mine = await api<{ data: { items: { job: { id: string } }[] } }>(
    '/candidate/applications',
    candidateToken,
  );
  expect(mine.body.data.items.some((a) => a.job.id === jobId)).toBe(true);

  // 7. Log out through the account menu: ArrowDown opens it on the first item, Escape gives the focus back,
  //    Enter opens it again, End reaches "log out", Enter chooses it.
  const account = page.getByTestId('account-menu');
  await tabTo(page, account, { back: true, max: 250 });
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(account).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'ออกจากระบบ' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('account-menu-guest')).toBeVisible({ timeout: 30_000 });
});

test('(b) employer: a job with the rich-text editor (refused, fixed, published) and a move through the pipeline menu', async ({
  page,
}) => {
  // Sign in with the keyboard.
  await page.goto('/corporate/login');
  await tabTo(page, page.getByLabel('อีเมล', { exact: true }));
  await page.keyboard.type(DEMO.corporate.email);
  await tabTo(page, page.getByLabel('รหัสผ่าน', { exact: true }));
  await page.keyboard.type(DEMO.corporate.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/corporate\/login/, { timeout: 30_000 });

  // 1. "Post a job" in the side navigation: the new page's heading (or main) gets the focus.
  await tabTo(page, page.getByRole('link', { name: 'ลงประกาศงาน' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/corporate\/jobs\/create/);
  await expectFocusOnNewPage(page);

  // 2. A title only, then "publish" with Enter: refused, the focus is on the empty description (the rich-text
  //    editor), its message is linked to it and announced.
  await tabTo(page, page.getByLabel('ชื่อตำแหน่งงาน'));
  await page.keyboard.type(JOB_TITLE);
  const publish = page.getByTestId('job-action-publish');
  await tabTo(page, publish, { max: 250 });
  await page.keyboard.press('Enter');
  const description = page.getByRole('textbox', { name: 'รายละเอียดงาน' });
  await expect(description).toBeFocused();
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await description.getAttribute('aria-describedby')) ?? '';
  expect(describedBy).not.toBe('');
  await expect(page.locator(`[id="${describedBy.split(' ')[0]}"]`)).toContainText(REQUIRED_DESCRIPTION);
  await expect(description).toHaveAccessibleDescription(new RegExp(REQUIRED_DESCRIPTION));
  await expect(page.locator('#jp-announcer-assertive')).toHaveText(/^แบบฟอร์มยังมีข้อมูลที่ต้องแก้ไข \d+ รายการ$/);

  // 3. Fix it: the description (the focus is in the editor), skills, province, work and hire types, a salary.
  await page.keyboard.type('Build accessible interfaces for everyone.');
  await expect(description).not.toHaveAttribute('aria-invalid', 'true');
  await tabTo(page, page.getByRole('combobox', { name: 'ทักษะที่ต้องการ', exact: true }));
  await page.keyboard.type('react');
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await tabTo(page, page.getByRole('combobox', { name: 'จังหวัด', exact: true }));
  await page.keyboard.type('กรุงเทพ');
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  for (const label of ['รูปแบบการทำงาน', 'ประเภทการจ้าง']) {
    await tabTo(page, page.getByRole('combobox', { name: label, exact: true }));
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
    await page.keyboard.press('Enter');
  }
  await tabTo(page, page.getByLabel('เงินเดือนต่ำสุด (บาท)'));
  await page.keyboard.type('50000');

  // 4. Publish with Enter: the corrected job is published (issue 47: it was not).
  await tabTo(page, publish, { max: 250 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/corporate\/jobs\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByTestId('job-status')).toHaveText('เปิดรับสมัคร');
  const jobId = new URL(page.url()).pathname.split('/').pop()!;

  // 5. A candidate applies (API); on the board, the card's menu moves the application with the keyboard.
  // a fresh token: the candidate logged out in (a), which revokes the session's tokens
  const applied = await api('/candidate/applications', await idToken('candidate', candidateEmail, PASSWORD), {
    method: 'POST',
    body: JSON.stringify({ job_id: jobId, cover_letter: 'keyboard journey' }),
  });
  expect(applied.status).toBe(201);
  await page.goto(`/corporate/application/${jobId}`);
  const trigger = page.getByTestId('column-applied').getByTestId('card-actions');
  await tabTo(page, trigger, { max: 250 });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const interview = menu.getByRole('menuitem', { name: 'นัดสัมภาษณ์' });
  for (let i = 0; i < 6 && !(await isFocused(interview)); i += 1) await page.keyboard.press('ArrowDown');
  await expect(interview).toBeFocused();
  await page.keyboard.press('Home');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(interview).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('column-interview').getByTestId('application-card')).toHaveCount(1, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('column-applied').getByTestId('application-card')).toHaveCount(0);
});

/** outline and box-shadow of an element and of the antd box around it (a select's, an input with a prefix). */
const FOCUS_STYLE = (el: Element) => {
  const pick = (e: Element) => {
    const s = getComputedStyle(e);
    const outline =
      s.outlineStyle === 'none' || parseFloat(s.outlineWidth) === 0
        ? 'none'
        : `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`;
    return `${outline} | ${s.boxShadow}`;
  };
  const box = el.closest('.ant-select, .ant-input-affix-wrapper, .ant-input-number, .ant-picker');
  if (box) return `${pick(el)} || ${pick(box)}`;
  // antd's checkbox and radio: the input is invisible, the box next to it is what shows the focus
  const choice = el
    .closest('.ant-checkbox, .ant-radio')
    ?.querySelector('.ant-checkbox-inner, .ant-radio-inner');
  if (choice) return pick(choice);
  return pick(el);
};

test('every Tab stop of key pages shows a focus indicator, never hidden under the sticky header', async ({
  page,
}) => {
  const problems: string[] = [];
  let stops = 0;
  for (const path of ['/', '/candidate/jobs', '/candidate/login', '/corporate']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-page-ready', /.+/);
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      // antd animates its own rings and borders (0.2 s): read the settled style
      await page.waitForTimeout(250);
      const focused = await page.evaluateHandle(() => document.activeElement ?? document.body);
      const tag = await focused.evaluate((el) => el.tagName);
      if (tag === 'BODY') break;
      stops += 1;
      const label = `${path} stop ${i + 1}: ${await describeFocus(page)}`;
      const withFocus = await focused.evaluate(FOCUS_STYLE);
      const hidden = await focused.evaluate((el) => {
        const header = document.querySelector('header');
        if (!header || header.contains(el)) return false;
        const h = header.getBoundingClientRect();
        const r = el.getBoundingClientRect();
        const underHeader =
          getComputedStyle(header).position === 'sticky' && r.bottom <= h.bottom && r.top >= h.top;
        // drawn over the header (the skip link) is not hidden by it
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return underHeader && !(top && el.contains(top));
      });
      if (hidden) problems.push(`${label}: entirely under the sticky header`);
      // the same element without the focus (the next stop has it now)
      await page.keyboard.press('Tab');
      await page.waitForTimeout(250);
      const without = await focused.evaluate(FOCUS_STYLE);
      await page.keyboard.press('Shift+Tab');
      if (withFocus === without) problems.push(`${label}: no outline or shadow of its own when focused`);
    }
  }
  console.log(`focus indicators: ${stops} stops, ${problems.length} without a visible indicator`);
  expect(problems).toEqual([]);
});
