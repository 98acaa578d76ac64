import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { api, DEMO } from '../support/api';
import { collectErrors } from '../support/console';
import { idToken, latestOobCode, uniqueEmail } from '../support/emulator';
import { loginAs } from '../support/login';

/**
 * Employer journey (mf-corporate): register + verify a fresh employer, fill the company profile, create and publish
 * a job, see it in candidate search and on the public company page; a candidate applies; the employer moves the
 * application (drag and drop + action menu) to interview and adds a private note; the candidate sees the interview
 * status but never the note; closing the job removes it from search; another company gets a 403 (UI and API).
 */

const PASSWORD = 'Corp1234!';
const stamp = Date.now().toString(36);
const JOB_TITLE = `Platform Engineer E2E ${stamp}`;
const NOTE = `Strong systems background, invite to round 2 (${stamp})`;

interface Account {
  email: string;
  password: string;
}

/** Chooses an option of an antd Select identified by its form label. */
async function choose(page: Page, label: string | RegExp, option: string, search?: string) {
  const input = page.getByRole('combobox', { name: label, exact: typeof label === 'string' });
  // the selected value's label covers the (readonly) input of a non-search select
  await input.click({ force: true });
  if (search) await input.fill(search);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

/** Registers a fresh employer through /corporate/register and verifies it with the emulator's code. */
async function registerEmployer(page: Page): Promise<Account> {
  const account = { email: uniqueEmail('employer'), password: PASSWORD };
  await page.goto('/corporate');
  await page.getByTestId('landing-register').click();
  await expect(page).toHaveURL(/\/corporate\/register/);
  await page.getByLabel('ชื่อบริษัท', { exact: true }).fill(`บริษัท ทดสอบ ${stamp} จำกัด`);
  await page.getByRole('combobox', { name: 'ประเภทบริษัท', exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.getByLabel('ชื่อผู้ติดต่อ', { exact: true }).fill('สมชาย ทดสอบ');
  await page.getByLabel('เบอร์โทรศัพท์', { exact: true }).fill('0812345678');
  await page.getByLabel('อีเมล', { exact: true }).fill(account.email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(account.password);
  await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(account.password);
  await page.getByTestId('register-consent').check();
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/corporate\/auth\?mode=confirm/, { timeout: 30_000 });
  const code = await latestOobCode('corporate', account.email, 'VERIFY_EMAIL');
  await page.goto(`/corporate/auth?mode=verifyEmail&oobCode=${encodeURIComponent(code.oobCode)}`);
  await expect(page.getByTestId('verify-success')).toBeVisible({ timeout: 30_000 });
  await loginAs(page, 'corporate', account);
  return account;
}

const contexts: BrowserContext[] = [];
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

test('employer journey: profile, job, applicant pipeline, private note, close, 403 for another company', async ({
  browser,
}) => {
  test.setTimeout(540_000);
  const page = await newPage(browser);
  const errors = collectErrors(page);

  // 1. A fresh employer (registration + e-mail verification through the emulator).
  const employer = await registerEmployer(page);
  const employerToken = await idToken('corporate', employer.email, employer.password);

  // 2. Company profile.
  await page.goto('/corporate/profile');
  await expect(page.getByLabel('ชื่อบริษัท (ภาษาไทย)')).toHaveValue(/ทดสอบ/, { timeout: 30_000 });
  await page.getByLabel('ชื่อบริษัท (ภาษาอังกฤษ)').fill(`E2E Test Co ${stamp}`);
  await page.getByLabel('เกี่ยวกับบริษัท (ภาษาไทย)').fill('บริษัทซอฟต์แวร์สำหรับการทดสอบอัตโนมัติ');
  await page.getByLabel('เกี่ยวกับบริษัท (ภาษาอังกฤษ)').fill('A software company used by automated tests.');
  const benefits = page.getByRole('combobox', { name: 'สวัสดิการ' });
  await benefits.fill('ประกันสุขภาพ');
  await benefits.press('Enter');
  await benefits.fill('ทำงานจากบ้าน');
  await benefits.press('Enter');
  await choose(page, 'ขนาดบริษัท', '51-200 คน');
  await page.getByLabel('เว็บไซต์', { exact: true }).fill('e2e.example.com');
  await page.getByRole('button', { name: 'เพิ่มช่องทางติดต่อ' }).click();
  await page.getByLabel('ข้อมูลติดต่อ 1').fill('e2e.example.com/jobs');
  await expect(page.getByTestId('contact-preview-0')).toContainText('https://e2e.example.com/jobs');
  await page.getByRole('button', { name: 'เพิ่มช่องทางติดต่อ' }).click();
  await choose(page, 'ประเภทช่องทาง 2', 'โทรศัพท์');
  await page.getByLabel('ข้อมูลติดต่อ 2').fill('02-123-4567');
  await expect(page.getByTestId('contact-preview-1')).toContainText('tel:021234567');
  await choose(page, 'จังหวัด', 'กรุงเทพมหานคร', 'กรุงเทพ');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('บันทึกข้อมูลสำเร็จ').first()).toBeVisible();
  const profile = await api<{ data: { company: { id: string; name_en: string; benefits: string[] } }[] }>(
    '/corporate/profile',
    employerToken,
  );
  expect(profile.status).toBe(200);
  const company = profile.body.data[0].company;
  expect(company.name_en).toBe(`E2E Test Co ${stamp}`);
  expect(company.benefits).toEqual(['ประกันสุขภาพ', 'ทำงานจากบ้าน']);

  // 3. Create and publish a job.
  await page.goto('/corporate/jobs/create');
  await page.getByLabel('ชื่อตำแหน่งงาน').fill(JOB_TITLE);
  await page.getByRole('textbox', { name: 'รายละเอียดงาน' }).click();
  await page.keyboard.type('Build and run our Kubernetes platform.');
  await page.getByRole('textbox', { name: 'คุณสมบัติผู้สมัคร' }).click();
  await page.keyboard.type('3+ years with Linux and Go.');
  await choose(page, 'ทักษะที่ต้องการ', 'Kubernetes', 'kubernetes');
  await page.keyboard.press('Escape');
  await choose(page, 'จังหวัด', 'กรุงเทพมหานคร', 'กรุงเทพ');
  await choose(page, 'รูปแบบการทำงาน', 'ไฮบริด');
  await choose(page, 'ประเภทการจ้าง', 'งานประจำ');
  await page.getByLabel('ประสบการณ์ขั้นต่ำ (ปี)').fill('3');
  // max < min is refused with a field message and the values stay.
  await page.getByLabel('เงินเดือนต่ำสุด (บาท)').fill('90000');
  await page.getByLabel('เงินเดือนสูงสุด (บาท)').fill('60000');
  await page.getByTestId('job-action-publish').click();
  await expect(page.getByText('เงินเดือนสูงสุดต้องไม่น้อยกว่าเงินเดือนต่ำสุด')).toBeVisible();
  await expect(page.getByLabel('เงินเดือนต่ำสุด (บาท)')).toHaveValue('90000');
  // A draft survives a reload.
  await page.reload();
  await expect(page.getByLabel('ชื่อตำแหน่งงาน')).toHaveValue(JOB_TITLE, { timeout: 30_000 });
  await expect(page.getByText('กู้คืนข้อมูลที่ยังไม่ได้บันทึกแล้ว')).toBeVisible();
  await page.getByLabel('เงินเดือนสูงสุด (บาท)').fill('120000');
  await page.getByTestId('job-preview-button').click();
  await expect(page.getByTestId('job-preview')).toContainText(JOB_TITLE);
  await expect(page.getByTestId('job-preview')).toContainText('Kubernetes platform');
  await page.getByRole('dialog').getByRole('button', { name: 'ปิด', exact: true }).click();
  await expect(page.getByTestId('job-preview')).toBeHidden();
  await page.getByTestId('job-action-publish').click();
  await expect(page).toHaveURL(/\/corporate\/jobs\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const jobId = page.url().split('/').pop()!;
  await expect(page.getByTestId('job-status')).toHaveText('เปิดรับสมัคร');

  // 4. It appears in candidate search (API and page) and on the public company page.
  const search = await api<{ data: { items: { id: string }[] } }>(
    `/jobs/search?main_input=${encodeURIComponent(JOB_TITLE)}`,
  );
  expect(search.body.data.items.map((j) => j.id)).toContain(jobId);
  const guest = await newPage(browser);
  await guest.goto(`/candidate/jobs?main_input=${encodeURIComponent(JOB_TITLE)}`);
  await expect.soft(guest.getByText(JOB_TITLE).first(), 'candidate search page lists the job').toBeVisible();
  await guest.goto(`/corporate/${company.id}`);
  await expect(guest.getByTestId('company-name')).toHaveText(`บริษัท ทดสอบ ${stamp} จำกัด`);
  await expect(guest.getByTestId('company-benefits')).toContainText('ประกันสุขภาพ');
  await expect(guest.getByTestId('company-contacts').locator('a[href="tel:021234567"]')).toBeVisible();
  await expect(guest.getByRole('link', { name: JOB_TITLE })).toHaveAttribute(
    'href',
    `/candidate/jobs/${jobId}`,
  );
  await expect(guest).toHaveTitle(new RegExp(`บริษัท ทดสอบ ${stamp}`));

  // 5. A candidate applies (second browser context).
  const candidate = await newPage(browser);
  await loginAs(candidate, 'candidate');
  const candidateToken = await idToken('candidate', DEMO.candidate.email, DEMO.candidate.password);
  await candidate.goto(`/candidate/jobs/${jobId}`);
  await candidate.getByTestId('apply-button').click();
  const form = candidate.getByTestId('apply-form');
  await form.getByRole('textbox').last().fill('I would love to join your platform team.');
  await candidate.getByTestId('apply-submit').click();
  await expect(candidate.getByTestId('my-application')).toBeVisible({ timeout: 30_000 });
  const applied = await api<{ data: { items: { job: { id: string } }[] } }>(
    '/candidate/applications',
    candidateToken,
  );
  expect(applied.body.data.items.some((a) => a.job.id === jobId)).toBe(true);

  // 6. The employer sees the application, drags it to reviewing, moves it to interview with the action menu.
  await page.goto('/corporate/application');
  await page.getByRole('link', { name: JOB_TITLE }).first().click();
  await expect(page.getByTestId('pipeline-job-title')).toHaveText(JOB_TITLE);
  const card = page.getByTestId('application-card').first();
  await expect(page.getByTestId('column-applied').getByTestId('application-card')).toHaveCount(1);
  await card.dragTo(page.getByTestId('column-reviewing'));
  await expect(page.getByTestId('column-reviewing').getByTestId('application-card')).toHaveCount(1);
  await page.getByTestId('column-reviewing').getByTestId('card-actions').click();
  // Only legal moves are offered: nothing back to "applied".
  await expect(page.getByRole('menuitem', { name: 'สมัครแล้ว' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'นัดสัมภาษณ์' }).click();
  await expect(page.getByTestId('column-interview').getByTestId('application-card')).toHaveCount(1);

  // 7. A private note on the application page.
  await page
    .getByTestId('column-interview')
    .getByTestId('application-card')
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByTestId('application-status')).toHaveText('นัดสัมภาษณ์');
  await expect(page.getByTestId('candidate-contact')).toBeVisible();
  await page.getByTestId('note-input').fill(NOTE);
  await page.getByTestId('note-submit').click();
  await expect(page.getByTestId('notes-list')).toContainText(NOTE);
  await expect(page.getByTestId('status-history')).toContainText('นัดสัมภาษณ์');

  // 8. The candidate sees "interview" but never the note.
  const mine = await api<{ data: { items: { job: { id: string }; status: string }[] } }>(
    '/candidate/applications',
    candidateToken,
  );
  expect(mine.body.data.items.find((a) => a.job.id === jobId)?.status).toBe('interview');
  expect(JSON.stringify(mine.body)).not.toContain(NOTE);
  await candidate.goto('/candidate/activities');
  await expect
    .soft(candidate.locator('main'), 'candidate activities show the interview status')
    .toContainText('สัมภาษณ์', { timeout: 20_000 });
  await expect(candidate.locator('body')).not.toContainText(NOTE);

  // 9. Closing the job removes it from search.
  await page.goto(`/corporate/jobs/${jobId}`);
  await page.getByTestId('job-action-close').click();
  await page.getByRole('button', { name: 'ใช่' }).click();
  await expect(page.getByTestId('job-status')).toHaveText('ปิดรับสมัคร');
  await expect
    .poll(async () =>
      (
        await api<{ data: { items: { id: string }[] } }>(
          `/jobs/search?main_input=${encodeURIComponent(JOB_TITLE)}`,
        )
      ).body.data.items.map((j) => j.id),
    )
    .not.toContain(jobId);
  await guest.goto(`/candidate/jobs?main_input=${encodeURIComponent(JOB_TITLE)}`);
  await guest.waitForLoadState('networkidle');
  await expect(guest.getByRole('link', { name: JOB_TITLE })).toHaveCount(0);

  // 10. Another company: a 403 page in the UI and a 403 from the API.
  const other = await newPage(browser);
  await loginAs(other, 'corporate', DEMO.corporate2);
  await other.goto(`/corporate/application/${jobId}`);
  await expect(other.getByTestId('corporate-forbidden')).toHaveText('คุณไม่มีสิทธิ์เข้าถึงหน้านี้');
  await other.goto(`/corporate/jobs/${jobId}`);
  await expect(other.getByTestId('corporate-forbidden')).toBeVisible();
  const otherToken = await idToken('corporate', DEMO.corporate2.email, DEMO.corporate2.password);
  expect((await api(`/corporate/jobs/${jobId}/applications`, otherToken)).status).toBe(403);
  expect((await api(`/corporate/jobs/${jobId}`, otherToken)).status).toBe(403);

  expect(
    errors.filter((e) => !/favicon|ResizeObserver/.test(e)),
    errors.join('\n'),
  ).toEqual([]);
});

test('unknown company id renders "Page not found: {path}"', async ({ page }) => {
  await page.goto('/corporate/00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('not-found-message')).toHaveText(
    'Page not found: /corporate/00000000-0000-4000-8000-000000000000',
  );
  await page.goto('/corporate/not-a-company');
  await expect(page.getByTestId('not-found-message')).toHaveText('Page not found: /corporate/not-a-company');
});

test('landing explains the offer and links to register and login', async ({ page }) => {
  await page.goto('/corporate');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('AI');
  await expect(page.getByTestId('landing-register')).toHaveAttribute('href', '/corporate/register');
  await expect(page.getByTestId('landing-login')).toHaveAttribute('href', '/corporate/login');
});
