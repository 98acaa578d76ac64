import { expect, test, type Download, type Page } from '@playwright/test';
import { DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { idToken, uniqueEmail, verifiedAccount } from '../support/emulator';
import { loginAs } from '../support/login';

/**
 * The CV made from the profile (issue 44): a candidate downloads it from the profile page (a real PDF), applies to
 * a job with "CV made from my profile", and the employer's application page offers the résumé, a PDF. A fresh
 * verified candidate per run, with a Thai profile set through the API (the demo candidate has applied to most jobs).
 */
const PORTAL = process.env.PORTAL_URL ?? 'http://localhost:8080';
const PASSWORD = 'secret123';

async function call<T>(path: string, token: string, init: { method?: string; body?: object } = {}) {
  const response = await fetch(`${PORTAL}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as { data: T } };
}

/** The bytes of the file a download event saved. */
async function bytesOf(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function loginCandidate(page: Page, email: string) {
  await page.goto('/candidate/login');
  await page
    .getByLabel(/อีเมล|E-mail|Email/i)
    .first()
    .fill(email);
  await page
    .getByLabel(/รหัสผ่าน|Password/i)
    .first()
    .fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/candidate\/login/, { timeout: 30_000 });
}

test('CV from the profile: download on the profile page, apply with it, the employer downloads the PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('cv');
  const uid = await verifiedAccount('candidate', email, PASSWORD);
  const token = await idToken('candidate', email, PASSWORD);
  await call('/candidate/getProfile', token);
  expect(
    (
      await call('/candidate/savePDPASection', token, {
        method: 'PUT',
        body: { pdpa: true, cookie: true, marketing: false },
      })
    ).status,
  ).toBe(200);
  const saved = await call('/candidate/profile', token, {
    method: 'PUT',
    body: {
      first_name: 'สมศรี',
      last_name: 'ทำงานดี',
      headline: 'นักพัฒนาซอฟต์แวร์ด้าน React และ TypeScript',
      about: 'ชอบสร้างเว็บที่ใช้งานง่าย และทำงานร่วมกับทีมออกแบบอย่างใกล้ชิด',
      experiences: [
        {
          company: 'บริษัท ตัวอย่าง จำกัด',
          title: 'นักพัฒนาฟรอนต์เอนด์',
          start: '2022-01',
          end: null,
          description: 'พัฒนาหน้าเว็บด้วย React และดูแลการทดสอบอัตโนมัติ',
        },
      ],
    },
  });
  expect(saved.status).toBe(200);

  // An open job of the demo employer without required screening questions.
  const hrToken = await idToken('corporate', DEMO.corporate.email, DEMO.corporate.password);
  const jobs = (await call<{ id: string; title: string }[]>('/corporate/jobs?status=published', hrToken)).body
    .data;
  let jobId: string | undefined;
  for (const job of jobs) {
    const questions = await fetch(`${PORTAL}/api/jobs/${job.id}/questions`);
    if (!questions.ok) continue;
    const { data } = (await questions.json()) as { data: { required: boolean }[] };
    if (!data.some((q) => q.required)) {
      jobId = job.id;
      break;
    }
  }
  expect(jobId, 'the demo employer has an open job without required questions').toBeTruthy();

  // 1. The profile page's CV card: accessible, and its download is a PDF.
  await loginCandidate(page, email);
  await page.goto('/candidate/profile');
  const card = page.getByTestId('profile-section-cv');
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'profile CV card', '[data-testid="profile-section-cv"]');
  await card.getByRole('radio', { name: 'โมเดิร์น (มีแถบข้าง)' }).check();
  await card.getByRole('radio', { name: 'English' }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByTestId('cv-download').click(),
  ]);
  expect(download.suggestedFilename()).toBe('CV-modern-en.pdf');
  const pdf = await bytesOf(download);
  expect(pdf.length).toBeGreaterThan(5000);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // 2. Apply with "CV made from my profile" (Thai, classic).
  await page.goto(`/candidate/jobs/${jobId}`);
  await page.getByTestId('apply-button').click();
  const form = page.getByTestId('apply-form');
  await form.getByRole('radio', { name: 'CV ที่สร้างจากโปรไฟล์ของฉัน (PDF)' }).check();
  await expect(form.getByTestId('apply-cv-options')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'apply dialog with the CV choice', '.ant-modal');
  await form.getByTestId('apply-submit').click();
  await expect(page.getByTestId('my-application').getByTestId('application-status')).toHaveText('สมัครแล้ว');

  // 3. The employer's application page offers the résumé: a PDF named after the CV.
  const context = await browser.newContext();
  const hr = await context.newPage();
  await loginAs(hr, 'corporate');
  await hr.goto(`/corporate/application/${jobId}/candidate/${uid}`);
  const resume = hr.getByTestId('resume-download');
  await expect(resume).toBeVisible();
  const [sent] = await Promise.all([hr.waitForEvent('download'), resume.click()]);
  expect(sent.suggestedFilename()).toMatch(/classic-th\.pdf$/);
  const sentPdf = await bytesOf(sent);
  expect(sentPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(sentPdf.length).toBeGreaterThan(5000);
  await context.close();
});
