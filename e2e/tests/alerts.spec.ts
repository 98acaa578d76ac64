import { expect, test } from '@playwright/test';
import { api, DEMO } from '../support/api';
import { idToken, uniqueEmail, verifiedAccount } from '../support/emulator';
import { loginAs } from '../support/login';
import { INBOX, mailsTo } from '../support/mail';

/**
 * Job alerts end to end (issue 16): a candidate saves a Thai search, the employer publishes a matching job, the
 * bell shows it and the mail catcher holds a Thai e-mail with the job's link; the employer moves the application and
 * the candidate is notified; the e-mail's unsubscribe link works without signing in and shows on the e-mail settings
 * page, where a preference is changed.
 * Needs the queue polled often and the catcher of npm start: QUEUE_POLL_MS=1000 npm start (maildev on 1080).
 */
const PASSWORD = 'secret123';
const tag = `alert${Date.now() % 1_000_000}`;
const email = uniqueEmail('alerts-journey');

test.describe.configure({ mode: 'serial' });

let candidateToken = '';
let employerToken = '';
let jobId = '';

test.beforeAll(async () => {
  await verifiedAccount('candidate', email, PASSWORD);
  candidateToken = await idToken('candidate', email, PASSWORD);
  employerToken = await idToken('corporate', DEMO.corporate.email, DEMO.corporate.password);
  // personal data for applying, and marketing: the saved-search digest is a marketing e-mail
  const consent = await api('/candidate/savePDPASection', candidateToken, {
    method: 'PUT',
    body: JSON.stringify({ pdpa: true, cookie: false, marketing: true }),
  });
  expect(consent.status).toBe(200);
});

test('a saved Thai search hears about a new job in the bell and by a Thai e-mail', async ({ page }) => {
  await loginAs(page, 'candidate', { email, password: PASSWORD });

  await page.goto(`/candidate/jobs?main_input=${encodeURIComponent(`นักพัฒนา ${tag}`)}`);
  await page.getByRole('button', { name: 'แจ้งเตือนงานนี้' }).click();
  await page.getByLabel('ทันที').check();
  await page.getByRole('dialog').getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(page.getByText('บันทึกการแจ้งเตือนงานแล้ว')).toBeVisible();

  const created = await api<{ data: { id: string } }>('/corporate/jobs', employerToken, {
    method: 'POST',
    body: JSON.stringify({
      title: `นักพัฒนา React ${tag}`,
      description_html: '<p>งานทดสอบการแจ้งเตือน</p>',
      qualifications_html: '<ul><li>React</li></ul>',
      skills: ['react'],
      province_id: 1,
      work_type: 'hybrid',
      hire_type: 'full_time',
      education_level_id: null,
      years_experience_min: 0,
      salary_min: 40000,
      salary_max: 60000,
      salary_negotiable: false,
      valid_through: null,
      publish: true,
    }),
  });
  expect(created.status).toBe(201);
  jobId = created.body.data.id;

  await expect(async () => {
    await page.goto('/candidate/overview');
    await expect(page.getByTestId('notification-count')).toHaveText('1', { timeout: 3000 });
  }).toPass({ timeout: 60_000 });
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
  const [mail] = await mailsTo(email);
  expect(mail.subject).toContain('งานใหม่ 1 ตำแหน่ง');
  expect(mail.text).toContain(`/candidate/jobs/${jobId}`);

  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification').first()).toContainText(`นักพัฒนา React ${tag}`);
});

test('the employer moves the application: the candidate is notified', async ({ page }) => {
  const applied = await api<{ data: { id: string } }>('/candidate/applications', candidateToken, {
    method: 'POST',
    body: JSON.stringify({ job_id: jobId }),
  });
  expect(applied.status).toBe(201);
  const moved = await api(`/corporate/applications/${applied.body.data.id}/status`, employerToken, {
    method: 'POST',
    body: JSON.stringify({ status: 'interview' }),
  });
  expect(moved.status).toBe(200);
  await expect
    .poll(async () => (await mailsTo(email)).map((m) => m.subject), { timeout: 60_000 })
    .toContain(`อัปเดตสถานะใบสมัคร: นักพัฒนา React ${tag}`);

  await loginAs(page, 'candidate', { email, password: PASSWORD });
  await page.goto('/candidate/notifications');
  await expect(page.getByTestId('notification').first()).toContainText('นัดสัมภาษณ์');
});

test('the unsubscribe link of the e-mail works without signing in', async ({ browser }) => {
  const [digest] = (await mailsTo(email)).filter((m) => m.subject.includes('งานใหม่'));
  const source = await (await fetch(`${INBOX}/api/email/${digest.id}/source`)).text();
  const url = /List-Unsubscribe:\s*<([^>]+)>/i.exec(source.replace(/\r?\n[ \t]+/g, ' '))![1];
  const guest = await browser.newContext();
  const page = await guest.newPage();
  await page.goto(url);
  await page.getByRole('button', { name: 'ยืนยัน / Confirm' }).click();
  await expect(page.getByRole('heading')).toContainText('ยกเลิกการรับอีเมลแล้ว');
  await guest.close();
  const prefs = await api<{ data: { email_off: string[] } }>(
    '/candidate/notification-preferences',
    candidateToken,
  );
  expect(prefs.body.data.email_off).toEqual(['saved_search_digest']);
});

test('the e-mail settings page shows the unsubscribe and changes a preference', async ({ page }) => {
  // the footer of every e-mail links to the role's preference page
  const [status] = (await mailsTo(email)).filter((m) => m.subject.includes('อัปเดตสถานะใบสมัคร'));
  expect(status.text).toContain('ตั้งค่าการรับอีเมล: ');
  expect(status.text).toContain('/candidate/settings/notifications');

  await loginAs(page, 'candidate', { email, password: PASSWORD });
  // reachable from the notifications page
  await page.goto('/candidate/notifications');
  await page.getByRole('link', { name: 'ตั้งค่าการรับอีเมล' }).click();
  await expect(page).toHaveURL(/\/candidate\/settings\/notifications$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ตั้งค่าการรับอีเมล');

  // the one-click unsubscribe of the previous test shows as off; status updates are still on
  const digests = page.getByRole('switch', { name: 'งานใหม่จากการแจ้งเตือนงานของฉัน' });
  const statuses = page.getByRole('switch', { name: 'การอัปเดตสถานะใบสมัคร' });
  await expect(digests).not.toBeChecked();
  await expect(statuses).toBeChecked();

  await statuses.click();
  await expect(page.getByText('บันทึกข้อมูลสำเร็จ')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'การอัปเดตสถานะใบสมัคร' })).not.toBeChecked();
  const prefs = await api<{ data: { email_off: string[] } }>(
    '/candidate/notification-preferences',
    candidateToken,
  );
  expect(prefs.body.data.email_off.sort()).toEqual(['application_status', 'saved_search_digest']);
});
