import { expect, test } from '@playwright/test';
import { api, DEMO } from '../support/api';
import { idToken, uniqueEmail, verifiedAccount } from '../support/emulator';

/**
 * PDPA rights end to end (issue 15): consent enforced at apply time and for employers, withdrawal effective at once,
 * "download my data", a deletion request that closes the employer's access at once, and the erasure at the end of
 * the grace period. The last part needs the portal started with a short grace period, e.g.
 *   PDPA_ERASURE_GRACE_SECONDS=20 QUEUE_POLL_MS=1000 npm start
 * and is skipped (saying so) with the 30-day default. The employer side is read through the API as the demo employer.
 */
const PASSWORD = 'secret123';
const MAX_WAIT_S = 120;

test.describe.configure({ mode: 'serial' });

const email = uniqueEmail('pdpa-journey');
const firstName = `พีดีพีเอ${Date.now() % 100000}`;
let candidateToken = '';
let employerToken = '';
let jobId = '';
let applicationId = '';

const employerFinds = async () =>
  (
    await api<{ data: { items: { uid: string; first_name: string }[] } }>(
      `/corporate/candidates?q=${encodeURIComponent(firstName)}`,
      employerToken,
    )
  ).body.data.items.length;

test.beforeAll(async () => {
  await verifiedAccount('candidate', email, PASSWORD);
  candidateToken = await idToken('candidate', email, PASSWORD);
  employerToken = await idToken('corporate', DEMO.corporate.email, DEMO.corporate.password);
  const jobs = await api<{ data: { id: string; status: string; moderation: string }[] }>(
    '/corporate/jobs',
    employerToken,
  );
  // a job candidates can see: published and not held or taken down by the moderators
  jobId = jobs.body.data.find((j) => j.status === 'published' && j.moderation === 'clear')!.id;
  const profile = await api('/candidate/profile', candidateToken, {
    method: 'PUT',
    body: JSON.stringify({
      first_name: firstName,
      last_name: 'ทดสอบสิทธิ',
      phone: '0899999999',
      skills: [{ slug: 'react', level: 'expert' }],
      visible_to_employers: true,
    }),
  });
  expect(profile.status).toBe(200);
});

test('without consent the candidate cannot apply and is invisible; one click gives consent and applies', async ({
  page,
}) => {
  await page.goto('/candidate/login');
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  // the privacy dialog, confirmed with every switch off: no consent
  const consent = page.getByRole('dialog').filter({ hasText: 'การตั้งค่าความเป็นส่วนตัว' });
  await expect(consent).toBeVisible();
  await consent.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(consent).toBeHidden();
  expect(await employerFinds()).toBe(0);

  await page.goto(`/candidate/jobs/${jobId}`);
  await page.getByTestId('apply-button').click();
  const form = page.getByTestId('apply-form');
  await form.getByTestId('apply-submit').click();
  await expect(form.getByTestId('apply-consent-required')).toContainText(
    'กรุณายินยอมให้จัดเก็บข้อมูลส่วนบุคคลเพื่อการจัดหางานและการสมัครงานก่อนสมัครงาน',
  );
  await form.getByRole('button', { name: 'ให้ความยินยอมและสมัครงาน' }).click();
  await expect(page.getByTestId('my-application')).toBeVisible();

  expect(await employerFinds()).toBe(1);
  const mine = await api<{ data: { items: { id: string; job: { id: string } }[] } }>(
    '/candidate/applications',
    candidateToken,
  );
  applicationId = mine.body.data.items.find((a) => a.job.id === jobId)!.id;
  const detail = await api<{ data: { candidate: { email: string | null } } }>(
    `/corporate/applications/${applicationId}`,
    employerToken,
  );
  expect(detail.body.data.candidate.email).toBe(email);
});

test('withdrawing consent in the privacy area hides the candidate at once; the history shows the change', async ({
  page,
}) => {
  await page.goto('/candidate/login');
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/candidate\/jobs/);
  await page.goto('/candidate/profile');
  await page.getByTestId('privacy-open').click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'การตั้งค่าความเป็นส่วนตัว' });
  const pdpaSwitch = dialog.getByRole('switch', { name: /การเก็บข้อมูลส่วนบุคคล/ });
  await expect(pdpaSwitch).toBeChecked();
  await pdpaSwitch.click();
  await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(dialog).toBeHidden();

  expect(await employerFinds()).toBe(0);
  const detail = await api<{ data: { candidate: { email: string | null; phone: string | null } } }>(
    `/corporate/applications/${applicationId}`,
    employerToken,
  );
  expect(detail.body.data.candidate).toMatchObject({ email: null, phone: null });
  // newest first: consent withdrawn, consent given at apply time, the first (all off) answer
  await expect(page.getByTestId('consent-history').getByTestId('consent-change')).toHaveCount(3);

  // "download my data": one zip
  const download = page.waitForEvent('download');
  await page.getByTestId('data-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-.*\.zip$/);
  const path = await file.path();
  expect(path).toBeTruthy();
});

test('a deletion request closes the employer access at once; after the grace period the sign-in fails', async ({
  page,
}) => {
  await page.goto('/candidate/login');
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/candidate\/jobs/);
  await page.goto('/candidate/profile');
  await page.getByTestId('deletion-open').click();
  await page.getByRole('dialog').getByRole('button', { name: 'ยืนยันการขอลบบัญชี' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'ร้องขอลบบัญชีผู้ใช้' })).toBeVisible();

  expect((await api(`/corporate/applications/${applicationId}`, employerToken)).status).toBe(404);

  const privacy = await api<{ data: { deletion: { requested_at: string; erasure_due_at: string } } }>(
    '/candidate/privacy',
    candidateToken,
  );
  const { requested_at, erasure_due_at } = privacy.body.data.deletion;
  const graceS = (Date.parse(erasure_due_at) - Date.parse(requested_at)) / 1000;
  test.skip(
    graceS > MAX_WAIT_S,
    `grace period ${graceS}s: start the portal with PDPA_ERASURE_GRACE_SECONDS=20`,
  );

  // the queue erases the account shortly after the due time (it polls every QUEUE_POLL_MS)
  await expect
    .poll(
      () =>
        idToken('candidate', email, PASSWORD).then(
          () => 'still there',
          () => 'gone',
        ),
      {
        timeout: (graceS + 60) * 1000,
        intervals: [2000],
      },
    )
    .toBe('gone');
  await page.goto('/candidate/login');
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByText(/อีเมลหรือรหัสผ่านไม่ถูกต้อง|เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง/)).toBeVisible();
  await expect(page).toHaveURL(/\/candidate\/login$/);
});
