import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from '../support/console';
import { idToken, uniqueEmail, verifiedAccount } from '../support/emulator';

/**
 * Candidate journeys (mf-candidate): search with filters in the URL, favourites through the login modal,
 * apply once, activities and overview, profile editing and validation. A fresh verified candidate per run.
 *
 * Local aid: API_FORWARD=http://127.0.0.1:<port> sends the browser's /api calls to another API instance.
 */
const PORTAL = process.env.PORTAL_URL ?? 'http://localhost:8080';
const PASSWORD = 'secret123';
const QUERY = 'นักพัฒนา';

async function api(path: string, token: string | null, init: { method?: string; body?: object } = {}) {
  const base = process.env.API_FORWARD ?? PORTAL;
  const response = await fetch(`${base}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; error?: { code: string } },
  };
}

async function forwardApi(page: Page): Promise<void> {
  const target = process.env.API_FORWARD;
  if (!target) return;
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${target}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

/** A fresh candidate has never answered the consent question: confirm the privacy dialog. */
async function acceptConsent(page: Page) {
  const dialog = page.getByRole('dialog').filter({ hasText: 'การตั้งค่าความเป็นส่วนตัว' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(dialog).toBeHidden();
}

async function loginPage(page: Page, email: string) {
  await page.goto('/candidate/login');
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/candidate\/jobs/);
}

/** Titles of the result cards, in order. */
async function resultTitles(page: Page): Promise<string[]> {
  await expect(page.getByTestId('search-results')).toHaveAttribute('data-fetching', 'false');
  return page.getByTestId('job-card-title').allTextContents();
}

test.describe.configure({ mode: 'serial' });

const email = uniqueEmail('candidate-journey');
let jobId = '';

test.beforeAll(async () => {
  await verifiedAccount('candidate', email, PASSWORD);
});

test('guest searches Thai text with two filters; the copied URL loads the same results in a new page', async ({
  page,
  browser,
}) => {
  const errors = collectErrors(page);
  await forwardApi(page);
  await page.goto('/candidate/jobs');
  await page.getByRole('textbox', { name: 'ค้นหางาน' }).fill(QUERY);
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(new RegExp(`main_input=${encodeURIComponent(QUERY)}`));
  await expect(page).toHaveTitle(`งาน ${QUERY} | JobPortal`);

  const t0 = Date.now();
  await page
    .getByTestId('filter-workType')
    .getByRole('checkbox', { name: /^ไฮบริด/ })
    .click();
  await expect(page).toHaveURL(/workType=hybrid/);
  await expect(page.getByTestId('search-results')).toHaveAttribute('data-fetching', 'false');
  console.log(`filter change -> results: ${Date.now() - t0} ms`);
  await page
    .getByTestId('filter-hireType')
    .getByRole('checkbox', { name: /^งานประจำ/ })
    .click();
  await expect(page).toHaveURL(/hireType=full_time/);

  const url = page.url();
  expect(new URL(url).searchParams.get('main_input')).toBe(QUERY);
  const titles = await resultTitles(page);
  const count = await page.getByTestId('result-count').getAttribute('data-total');
  expect(titles.length).toBeGreaterThan(0);

  // The shared link, opened in a new page (new browser context: no cache, no session).
  const context = await browser.newContext({ locale: 'th-TH' });
  const other = await context.newPage();
  await forwardApi(other);
  const s0 = Date.now();
  await other.goto(url);
  await expect(other.getByTestId('result-count')).toHaveAttribute('data-total', count ?? '');
  console.log(`shared URL -> results visible: ${Date.now() - s0} ms`);
  expect(await resultTitles(other)).toEqual(titles);
  await expect(other.getByTestId('filter-workType').getByRole('checkbox', { name: /^ไฮบริด/ })).toBeChecked();
  await expect(
    other.getByTestId('filter-hireType').getByRole('checkbox', { name: /^งานประจำ/ }),
  ).toBeChecked();
  await expect(other.getByRole('textbox', { name: 'ค้นหางาน' })).toHaveValue(QUERY);
  await context.close();

  // Back restores the previous search without a reload.
  await page.goBack();
  await expect(page).not.toHaveURL(/hireType=/);
  await expect(
    page.getByTestId('filter-hireType').getByRole('checkbox', { name: /^งานประจำ/ }),
  ).not.toBeChecked();
  expect(errors).toEqual([]);
});

test('search pages are links: page 2 shows the next results, Back returns; long filter lists are searchable', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await forwardApi(page);
  await page.goto('/candidate/jobs');
  const first = await resultTitles(page);
  const pager = page.getByTestId('search-pager');
  await pager.getByRole('link', { name: 'หน้า 2', exact: true }).click();
  await expect(page).toHaveURL(/offset=20/);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
  await expect.poll(() => resultTitles(page)).not.toEqual(first);
  expect((await resultTitles(page)).length).toBeGreaterThan(0);
  await page.goBack();
  await expect(page).not.toHaveURL(/offset=/);
  await expect.poll(() => resultTitles(page)).toEqual(first);

  // The skill list shows the most frequent skills; its search box finds any of them by Thai or English name.
  const skills = page.getByTestId('filter-tag');
  await expect(skills.getByRole('checkbox')).toHaveCount(8);
  await skills.getByRole('textbox', { name: 'ค้นหาทักษะ' }).fill('ไพธอน');
  // One rule for skill names: a tech skill keeps its canonical name in Thai too (found by its Thai name).
  await skills.getByRole('checkbox', { name: /^Python/ }).click();
  await expect(page).toHaveURL(/tag=python/);
  await expect(page.getByTestId('active-filters')).toContainText('Python');
  expect(errors).toEqual([]);
});

test('guest clicks favourite -> login modal; logging in there completes the favourite; it is in activities; unfavourite', async ({
  page,
}) => {
  await forwardApi(page);
  await page.goto(`/candidate/jobs?main_input=${encodeURIComponent(QUERY)}`);
  const card = page.getByTestId('job-card').first();
  jobId = (await card.getAttribute('data-job-id')) ?? '';
  expect(jobId).not.toBe('');
  await card.getByTestId('favourite-button').click();

  await expect(page.getByTestId('login-modal')).toBeAttached();
  const modal = page.getByRole('dialog').filter({ hasText: 'เข้าสู่ระบบผู้หางาน' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('อีเมล').fill(email);
  await modal.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
  await modal.getByTestId('login-submit').click();
  await acceptConsent(page);

  const sameCard = page.locator(`[data-testid="job-card"][data-job-id="${jobId}"]`);
  await expect(sameCard.getByTestId('favourite-button')).toHaveAttribute('data-favourite', 'true');

  await page.goto('/candidate/activities?tab=favourites');
  const favCard = page
    .getByTestId('favourites-list')
    .locator(`[data-testid="job-card"][data-job-id="${jobId}"]`);
  await expect(favCard).toBeVisible();
  await favCard.getByTestId('favourite-button').click();
  // Unfavouriting refreshes the list: the job leaves it, and stays out after a reload.
  await expect(favCard).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('favourites-list')).toBeVisible();
  await expect(page.getByTestId('favourites-list').locator(`[data-job-id="${jobId}"]`)).toHaveCount(0);
});

test('candidate applies with a cover letter; status "สมัครแล้ว" in the job, activities and overview; cannot apply twice', async ({
  page,
}) => {
  await forwardApi(page);
  await loginPage(page, email);
  await page.goto(`/candidate/jobs/${jobId}`);
  await page.getByTestId('apply-button').click();
  const form = page.getByTestId('apply-form');
  await form.getByLabel('จดหมายแนะนำตัว (ไม่บังคับ)').fill('สวัสดีครับ ผมสนใจตำแหน่งนี้และมีประสบการณ์ React 5 ปี');
  await form.getByTestId('apply-submit').click();
  // The privacy dialog was confirmed with every switch off: applying asks for the personal-data consent, one click.
  await expect(form.getByTestId('apply-consent-required')).toBeVisible();
  await form.getByTestId('apply-give-consent').click();

  const mine = page.getByTestId('my-application');
  await expect(mine.getByTestId('application-status')).toHaveText('สมัครแล้ว');
  await expect(page.getByTestId('apply-button')).toHaveCount(0);

  // A reload still shows the status instead of the button; the API refuses a second application.
  await page.reload();
  await expect(page.getByTestId('my-application').getByTestId('application-status')).toHaveText('สมัครแล้ว');
  await expect(page.getByTestId('apply-button')).toHaveCount(0);
  const token = await idToken('candidate', email, PASSWORD);
  const again = await api('/candidate/applications', token, {
    method: 'POST',
    body: { job_id: jobId, cover_letter: 'again' },
  });
  expect(again.status).toBe(409);
  expect(again.body.error?.code).toBe('ALREADY_APPLIED');

  await page.goto('/candidate/activities?tab=applications');
  const item = page.locator(`[data-testid="application-item"][data-job-id="${jobId}"]`);
  await expect(item.getByTestId('application-status')).toHaveText('สมัครแล้ว');

  await page.goto('/candidate/overview');
  await expect(page.getByTestId('applications-by-status').getByTestId('application-status')).toHaveText(
    'สมัครแล้ว',
  );
  await expect(page.getByTestId('recent-applications')).toContainText('สมัครแล้ว');
});

test('candidate edits the profile and the changes survive a reload; bad input shows field messages and keeps values', async ({
  page,
}) => {
  await forwardApi(page);
  await loginPage(page, email);
  await page.goto('/candidate/profile');
  const form = page.getByTestId('profile-form');
  await form.getByLabel('ชื่อ', { exact: true }).fill('สมหญิง');
  await form.getByLabel('นามสกุล').fill('รักงาน');
  await form.getByLabel('ตำแหน่งหรือคำแนะนำตัวสั้นๆ').fill('นักพัฒนา Frontend ประสบการณ์ 5 ปี');
  await form.getByLabel('เบอร์โทรศัพท์').fill('081-234-5678');
  await expect(form.getByLabel('เบอร์โทรศัพท์')).toHaveValue('0812345678');
  await form.getByLabel('เงินเดือนที่ต้องการ (บาท/เดือน)').fill('60,000');
  await expect(form.getByLabel('เงินเดือนที่ต้องการ (บาท/เดือน)')).toHaveValue('60000');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('บันทึกข้อมูลสำเร็จ')).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('ชื่อ', { exact: true })).toHaveValue('สมหญิง');
  await expect(form.getByLabel('นามสกุล')).toHaveValue('รักงาน');
  await expect(form.getByLabel('ตำแหน่งหรือคำแนะนำตัวสั้นๆ')).toHaveValue('นักพัฒนา Frontend ประสบการณ์ 5 ปี');
  await expect(form.getByLabel('เบอร์โทรศัพท์')).toHaveValue('0812345678');
  await expect(form.getByLabel('เงินเดือนที่ต้องการ (บาท/เดือน)')).toHaveValue('60000');

  // Bad input: empty first name, a 3-digit phone. Messages on the fields; typed values kept; nothing saved.
  await form.getByLabel('ชื่อ', { exact: true }).fill('');
  await form.getByLabel('เบอร์โทรศัพท์').fill('123');
  await form.getByLabel('ตำแหน่งหรือคำแนะนำตัวสั้นๆ').fill('หัวข้อที่พิมพ์ไว้');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('กรุณากรอกชื่อ', { exact: true })).toBeVisible();
  await expect(page.getByText('เบอร์โทรศัพท์ต้องเป็นตัวเลข 9-15 หลัก')).toBeVisible();
  await expect(form.getByLabel('เบอร์โทรศัพท์')).toHaveValue('123');
  await expect(form.getByLabel('ตำแหน่งหรือคำแนะนำตัวสั้นๆ')).toHaveValue('หัวข้อที่พิมพ์ไว้');
  await expect(form.getByLabel('นามสกุล')).toHaveValue('รักงาน');
  await page.reload();
  await expect(form.getByLabel('ชื่อ', { exact: true })).toHaveValue('สมหญิง');
});

test('candidate uploads a résumé on the profile and downloads it back', async ({ page }) => {
  await forwardApi(page);
  await loginPage(page, email);
  await page.goto('/candidate/profile');
  const section = page.getByTestId('profile-section-resume');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  await section
    .locator('input[type="file"]')
    .setInputFiles({ name: 'my-resume.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(section.getByTestId('current-resume')).toContainText('my-resume.pdf');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByTestId('download-resume').click(),
  ]);
  expect(download.suggestedFilename()).toBe('my-resume.pdf');
});

test('unknown job id renders the 404 content', async ({ page }) => {
  await forwardApi(page);
  await page.goto('/candidate/jobs/00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('not-found-message')).toHaveText(
    'Page not found: /candidate/jobs/00000000-0000-4000-8000-000000000000',
  );
});
