import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { collectErrors } from '../support/console';
import { idToken, uniqueEmail, verifiedAccount } from '../support/emulator';

/**
 * Profile from a CV (issue 44): a candidate uploads one of the CV set's PDFs (api/eval/cv), reviews what was found,
 * puts it into the form, which stays unsaved until "Save profile"; after a reload the saved values are there. A file
 * that is not a PDF or DOCX gets the API's message in the dialog. axe on the upload and review screens.
 */
const PORTAL = process.env.PORTAL_URL ?? 'http://localhost:8080';
const PASSWORD = 'secret123';
const CV = fs.readFileSync(path.join(__dirname, '../../api/eval/cv/files/cv01.pdf'));

async function api(p: string, token: string, init: { method?: string; body?: object } = {}) {
  const response = await fetch(`${PORTAL}/api${p}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return (await response.json()) as { data: { first_name: string; experiences: unknown[] }[] };
}

async function login(page: Page, email: string) {
  await page.goto('/candidate/login');
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/candidate\/jobs/);
}

test('candidate fills the profile from a PDF CV, reviews, saves; a wrong file gets a clear message', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const email = uniqueEmail('cv-import');
  await verifiedAccount('candidate', email, PASSWORD);
  const token = await idToken('candidate', email, PASSWORD);
  await fetch(`${PORTAL}/api/candidate/savePDPASection`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ pdpa: true, cookie: true, marketing: false }),
  });
  await login(page, email);
  await page.goto('/candidate/profile');
  const form = page.getByTestId('profile-form');
  await expect(form.getByLabel('ชื่อ', { exact: true })).toHaveValue('');

  await page.getByRole('button', { name: 'กรอกจากไฟล์ CV ของฉัน' }).click();
  const dialog = page.getByRole('dialog', { name: 'กรอกโปรไฟล์จาก CV' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'CV upload dialog', '.ant-modal');

  // A file named .pdf that is not a PDF: the API refuses it by content and the dialog says so.
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a CV at all') });
  await expect(dialog.getByRole('alert')).toContainText('ไม่รองรับไฟล์ประเภทนี้');

  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'thanapol-cv.pdf', mimeType: 'application/pdf', buffer: CV });
  const review = page.getByRole('dialog', { name: 'ตรวจข้อมูลจาก CV' });
  await expect(review.getByTestId('cv-review')).toBeVisible();
  await expect(review.getByTestId('cv-review-basic')).toContainText('ธนพล');
  await expect(review.getByTestId('cv-review-experiences')).toContainText('Senior Frontend Developer');
  await expect(review.getByTestId('cv-review-educations')).toContainText('มหาวิทยาลัยเกษตรศาสตร์');
  await expect(review.getByRole('checkbox', { name: 'React', exact: true })).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'CV review dialog', '.ant-modal');
  // The candidate leaves one skill out.
  await review.getByRole('checkbox', { name: 'Git', exact: true }).uncheck();
  await review.getByRole('button', { name: 'ใส่ในแบบฟอร์ม' }).click();
  await expect(review).toBeHidden();

  // In the form, not saved yet.
  await expect(page.getByTestId('cv-import-pending')).toBeVisible();
  await expect(form.getByLabel('ชื่อ', { exact: true })).toHaveValue('ธนพล');
  await expect(form.getByLabel('นามสกุล')).toHaveValue('ศรีสุวรรณ');
  await expect(form.getByLabel('เบอร์โทรศัพท์')).toHaveValue('0812345678');
  const experiences = page.getByTestId('profile-section-experiences');
  await expect(experiences.getByLabel('ตำแหน่ง', { exact: true }).first()).toHaveValue(
    'Senior Frontend Developer',
  );
  expect((await api('/candidate/getProfile', token)).data[0].first_name).toBe('');

  await page.getByTestId('profile-save').click();
  await expect(page.getByText('บันทึกข้อมูลสำเร็จ')).toBeVisible();
  await expect(page.getByTestId('cv-import-pending')).toBeHidden();

  await page.reload();
  await expect(form.getByLabel('ชื่อ', { exact: true })).toHaveValue('ธนพล');
  await expect(form.getByLabel('นามสกุล')).toHaveValue('ศรีสุวรรณ');
  await expect(experiences.getByLabel('ตำแหน่ง', { exact: true }).first()).toHaveValue(
    'Senior Frontend Developer',
  );
  await expect(experiences.getByLabel('บริษัท', { exact: true }).first()).toHaveValue('บริษัท ไลน์แมน วงใน จำกัด');
  await expect(page.getByTestId('profile-section-educations').getByLabel('สถาบันการศึกษา').first()).toHaveValue(
    'มหาวิทยาลัยเกษตรศาสตร์',
  );
  const saved = (await api('/candidate/getProfile', token)).data[0] as unknown as {
    skills: { slug: string }[];
    experiences: { end: string | null }[];
  };
  expect(saved.experiences).toHaveLength(2);
  expect(saved.experiences[0].end).toBeNull();
  expect(saved.skills.map((s) => s.slug)).toEqual(expect.arrayContaining(['react', 'typescript', 'spring']));
  expect(saved.skills.map((s) => s.slug)).not.toContain('git');
  // the refused upload's 415 is the browser's only console error
  expect(errors.filter((e) => !/status of 415/.test(e))).toEqual([]);
});
