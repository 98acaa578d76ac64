import { expect, test, type Page } from '@playwright/test';
import { idToken, latestOobCode, uniqueEmail, unverifiedAccount, verifiedAccount } from '../support/emulator';
import { loginAs } from '../support/login';

/**
 * Identity journeys (spec sections 2, 4, 5, 8): both pools on the Auth emulator behind the gateway, Thai UI.
 */
const PASSWORD = 'secret123';

async function api(path: string, token: string, init: { method?: string; body?: object } = {}) {
  const response = await fetch(`${process.env.PORTAL_URL ?? 'http://localhost:8080'}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; error?: { code: string } },
  };
}

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
}

/** A fresh candidate has never answered the consent: confirm the privacy dialog when it shows. */
async function acceptConsent(page: Page) {
  const dialog = page.getByRole('dialog').filter({ hasText: 'การตั้งค่าความเป็นส่วนตัว' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByText('บันทึกข้อมูลสำเร็จ')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('candidate: register -> blocked until verified -> verify by code -> login lands on /candidate/jobs', async ({
  page,
}) => {
  const email = uniqueEmail('cand-reg');
  await page.goto('/candidate/register');
  await page.getByLabel('ชื่อ', { exact: true }).fill('สมชาย');
  await page.getByLabel('นามสกุล').fill('ใจดี');
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
  await page.getByLabel('ยืนยันรหัสผ่าน').fill(PASSWORD);
  await page.getByTestId('register-consent').check();
  await page.getByTestId('register-submit').click();

  await expect(page).toHaveURL(/\/candidate\/auth\?mode=confirm$/);
  await expect(page.getByTestId('confirm-email')).toHaveText(email);
  // The resend button counts down (60 s, 1 s tick).
  await expect(page.getByTestId('confirm-resend')).toBeDisabled();
  await expect(page.getByTestId('confirm-resend')).toContainText(/ส่งอีกครั้งได้ใน (59|60) วินาที/);

  // Logging in before verifying is refused: back on the prompt.
  await page.goto('/candidate/login');
  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/candidate\/auth\?mode=confirm$/);
  await expect(page.getByTestId('confirm-prompt')).toBeVisible();

  // A broken code is refused with the spec's message.
  await page.goto('/candidate/auth?mode=verifyEmail&oobCode=not-a-code');
  await expect(page.getByTestId('invalid-link')).toHaveText('ลิงก์ไม่ถูกต้องหรือหมดอายุแล้ว');

  const code = await latestOobCode('candidate', email, 'VERIFY_EMAIL');
  await page.goto(`/candidate/auth?mode=verifyEmail&oobCode=${encodeURIComponent(code.oobCode)}`);
  await expect(page.getByTestId('verify-success')).toHaveText('ยืนยันอีเมลสำเร็จ');
  await page.getByRole('button', { name: 'ไปหน้าเข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/candidate\/login$/);

  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/candidate\/jobs$/);
  await acceptConsent(page);
  // The profile got the names of the registration form.
  await expect(page.getByTestId('account-menu')).toContainText('สมชาย ใจดี');
});

test('login: validation messages and wrong password', async ({ page }) => {
  const email = uniqueEmail('cand-wrong');
  await verifiedAccount('candidate', email, PASSWORD);
  await page.goto('/candidate/login');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('กรุณากรอกอีเมล')).toBeVisible();
  await expect(page.getByText('กรุณากรอกรหัสผ่าน')).toBeVisible();
  await expect(page.getByLabel('อีเมล')).toBeFocused();

  await page.getByLabel('อีเมล').fill('not-an-email');
  await expect(page.getByText('กรุณากรอกอีเมลให้ถูกต้อง not-an-email')).toBeVisible();

  await login(page, email, 'wrong-password');
  await expect(page.getByTestId('login-error')).toHaveText('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
  await expect(page.getByTestId('login-submit')).toBeEnabled();
  await expect(page).toHaveURL(/\/candidate\/login$/);

  // Corporate screens never offer Google or Facebook.
  await page.getByText('ผู้ประกอบการ', { exact: true }).click();
  await expect(page).toHaveURL(/\/corporate\/login$/);
  await expect(page.getByTestId('login-corporate')).toBeVisible();
  await expect(page.getByTestId('login-google')).toHaveCount(0);
  await expect(page.getByTestId('login-facebook')).toHaveCount(0);
});

test('reset password, then log in with the new one', async ({ page }) => {
  const email = uniqueEmail('cand-reset');
  await verifiedAccount('candidate', email, PASSWORD);
  await page.goto('/candidate/login');
  await page.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).click();
  await expect(page).toHaveURL(/\/candidate\/auth\/reset-password$/);
  await page.getByLabel('อีเมล').fill(email);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-sent')).toBeVisible();

  const code = await latestOobCode('candidate', email, 'PASSWORD_RESET');
  await page.goto(`/candidate/auth?mode=resetPassword&oobCode=${encodeURIComponent(code.oobCode)}`);
  await expect(page.getByTestId('new-password')).toContainText(email);
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('newsecret456');
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill('newsecret456');
  await page.getByTestId('new-password-submit').click();
  await expect(page.getByTestId('reset-done')).toBeVisible();

  // A used code is refused.
  await page.goto(`/candidate/auth?mode=resetPassword&oobCode=${encodeURIComponent(code.oobCode)}`);
  await expect(page.getByTestId('invalid-link')).toHaveText('ลิงก์ไม่ถูกต้องหรือหมดอายุแล้ว');

  await page.goto('/candidate/login');
  await login(page, email, PASSWORD);
  await expect(page.getByTestId('login-error')).toHaveText('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
  await login(page, email, 'newsecret456');
  await expect(page).toHaveURL(/\/candidate\/jobs$/);
});

test('Google sign-in through the emulator IdP page', async ({ page }) => {
  const email = uniqueEmail('cand-google');
  await page.goto('/candidate/login');
  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('login-google').click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Google Tester');
  await popup.locator('#sign-in').click();
  await expect(page).toHaveURL(/\/candidate\/jobs$/);
  await acceptConsent(page);
  await expect(page.getByTestId('account-menu')).toBeVisible();
});

test('one e-mail holds a candidate and an employer account (two pools)', async ({ page }) => {
  const email = uniqueEmail('both');
  const candidateUid = await verifiedAccount('candidate', email, 'cand-pass-1');
  const corporateUid = await verifiedAccount('corporate', email, 'corp-pass-2');
  expect(candidateUid).not.toBe(corporateUid);
  // Each pool knows only its own password.
  await expect(idToken('candidate', email, 'corp-pass-2')).rejects.toThrow();
  await expect(idToken('corporate', email, 'cand-pass-1')).rejects.toThrow();

  await page.goto('/candidate/login');
  await login(page, email, 'cand-pass-1');
  await expect(page).toHaveURL(/\/candidate\/jobs$/);
  await acceptConsent(page);
  // The employer area says it is for employers and offers to switch.
  await page.goto('/corporate/dashboard');
  await expect(page.getByText('หน้านี้สำหรับผู้ประกอบการ')).toBeVisible();
});

test('employer registration creates the company; candidate tokens are refused on corporate routes', async ({
  page,
}) => {
  const email = uniqueEmail('corp-reg');
  await page.goto('/corporate/register');
  await expect(page.getByTestId('login-google')).toHaveCount(0);
  await page.getByLabel('ชื่อบริษัท').fill('บริษัท ทดสอบ จำกัด');
  await page.getByTestId('register-company-type').click();
  await page.locator('.ant-select-item-option').first().click();
  await page.getByLabel('ชื่อผู้ติดต่อ').fill('คุณติดต่อ');
  await page.getByLabel('เบอร์โทรศัพท์').fill('08a1-234-5678');
  await expect(page.getByLabel('เบอร์โทรศัพท์')).toHaveValue('0812345678');
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
  await page.getByLabel('ยืนยันรหัสผ่าน').fill(PASSWORD);
  await page.getByTestId('register-consent').check();
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/corporate\/auth\?mode=confirm$/);
  await expect(page.getByTestId('confirm-email')).toHaveText(email);

  const code = await latestOobCode('corporate', email, 'VERIFY_EMAIL');
  await page.goto(`/corporate/auth?mode=verifyEmail&oobCode=${encodeURIComponent(code.oobCode)}`);
  await expect(page.getByTestId('verify-success')).toBeVisible();

  const token = await idToken('corporate', email, PASSWORD);
  const profile = await api('/corporate/profile', token);
  expect(profile.status).toBe(200);
  const [company] = profile.body.data as {
    email: string;
    contact_name: string;
    phone: string;
    company: { name_th: string };
  }[];
  expect(company.email).toBe(email);
  expect(company.contact_name).toBe('คุณติดต่อ');
  expect(company.phone).toBe('0812345678');
  expect(company.company.name_th).toBe('บริษัท ทดสอบ จำกัด');

  // The employer logs in and lands on /corporate.
  await page.goto('/corporate/login');
  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/corporate$/);

  // A candidate token never passes a corporate route.
  const candidateEmail = uniqueEmail('cand-403');
  await verifiedAccount('candidate', candidateEmail, PASSWORD);
  const candidateToken = await idToken('candidate', candidateEmail, PASSWORD);
  const refused = await api('/corporate/profile', candidateToken);
  expect(refused.status).toBe(403);
});

test('guards: guest is sent to login and back; logout goes to /', async ({ page }) => {
  const email = uniqueEmail('cand-guard');
  await verifiedAccount('candidate', email, PASSWORD);
  await page.goto('/candidate/overview');
  await expect(page).toHaveURL(/\/candidate\/login\?redirect=%2Fcandidate%2Foverview$/);
  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/candidate\/overview$/);
  await acceptConsent(page);

  // The login page is for guests only.
  await page.goto('/candidate/login');
  await expect(page).toHaveURL(/\/candidate\/jobs$/);

  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-menu-guest')).toBeVisible();
});

test('login modal: a guest favouriting a job signs in without leaving the page', async ({ page }) => {
  const email = uniqueEmail('cand-modal');
  await verifiedAccount('candidate', email, PASSWORD);
  await page.goto('/candidate/jobs');
  await page.getByTestId('favourite-button').first().click();
  const modal = page.getByRole('dialog').filter({ has: page.getByTestId('login-candidate') });
  await expect(modal).toBeVisible();
  // Switching role inside the modal closes it and opens the other one (300 ms later).
  await modal.getByText('ผู้ประกอบการ', { exact: true }).click();
  await expect(page.getByTestId('login-corporate')).toBeVisible();
  await expect(page.getByTestId('login-corporate').getByTestId('login-google')).toHaveCount(0);
  await page.getByTestId('login-corporate').getByText('ผู้หางาน', { exact: true }).click();
  await expect(page.getByTestId('login-candidate')).toBeVisible();

  await login(page, email, PASSWORD);
  await expect(page.getByTestId('login-candidate')).toBeHidden();
  await expect(page).toHaveURL(/\/candidate\/jobs$/);
  await acceptConsent(page);
  await expect(page.getByTestId('account-menu')).toBeVisible();
});

test('login modal with an unverified account: the modal closes on the verification prompt', async ({
  page,
}) => {
  const email = uniqueEmail('cand-modal-unverified');
  await unverifiedAccount('candidate', email, PASSWORD);
  await page.goto('/candidate/jobs');
  await page.getByTestId('favourite-button').first().click();
  await expect(page.getByTestId('login-candidate')).toBeVisible();
  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/candidate\/auth\?mode=confirm$/);
  await expect(page.getByTestId('confirm-prompt')).toBeVisible();
  await expect(page.getByTestId('login-candidate')).toBeHidden();
});

test('an account with a deletion request is signed out with the deletion dialog', async ({ page }) => {
  const email = uniqueEmail('cand-deleted');
  await verifiedAccount('candidate', email, PASSWORD);
  const token = await idToken('candidate', email, PASSWORD);
  expect((await api('/candidate/getProfile', token)).status).toBe(200);
  expect((await api('/candidate/deletion-request', token, { method: 'POST', body: {} })).status).toBeLessThan(
    300,
  );

  await page.goto('/candidate/login');
  await login(page, email, PASSWORD);
  const dialog = page.getByRole('dialog').filter({ hasText: 'ร้องขอลบบัญชีผู้ใช้' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('กำลังดำเนินการลบบัญชีของคุณ โปรดรอการตรวจสอบ');
  await expect(page).toHaveURL(/\/candidate\/login$/);
  await expect(page.getByTestId('login-submit')).toBeEnabled();
});

test('a restored session signed out for a deletion request leaves no stored pool behind', async ({
  page,
}) => {
  const email = uniqueEmail('cand-deleted-restored');
  await verifiedAccount('candidate', email, PASSWORD);
  await page.goto('/candidate/login');
  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/candidate\/jobs$/);
  await acceptConsent(page);
  const storedPool = () => page.evaluate(() => window.localStorage.getItem('jobportal.activePool'));
  expect(await storedPool()).toBe('candidate');

  const token = await idToken('candidate', email, PASSWORD);
  expect((await api('/candidate/deletion-request', token, { method: 'POST', body: {} })).status).toBeLessThan(
    300,
  );
  await page.reload();
  await expect(page.getByRole('dialog').filter({ hasText: 'ร้องขอลบบัญชีผู้ใช้' })).toBeVisible();
  await expect.poll(storedPool).toBeNull();
});

test('an employer on a candidate page sees no candidate menu; the favourite heart explains and offers the switch', async ({
  page,
}) => {
  await loginAs(page, 'corporate');
  await page.goto('/candidate/overview');
  await expect(page.getByTestId('wrong-role')).toContainText('หน้านี้สำหรับผู้หางาน');
  // The candidate side menu (its first entry is 'ภาพรวม') is not offered to an employer.
  await expect(page.getByRole('link', { name: 'ภาพรวม', exact: true })).toHaveCount(0);

  await page.goto('/candidate/jobs');
  await page.getByTestId('favourite-button').first().click();
  const notice = page.getByRole('dialog').getByTestId('wrong-role');
  await expect(notice).toContainText('การบันทึกและสมัครงานสำหรับผู้หางาน');
  await notice.getByRole('button', { name: 'ออกจากระบบและเข้าสู่ระบบผู้หางาน' }).click();
  await expect(page.getByRole('dialog').getByTestId('login-candidate')).toBeVisible();
  await expect(page.getByTestId('account-menu-guest')).toBeVisible();
});

test('sign-in works when the portal is reached by another name of its host (127.0.0.1 for localhost)', async ({
  browser,
  baseURL,
}) => {
  const url = new URL(baseURL ?? 'http://localhost:8080');
  const twin: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };
  test.skip(!twin[url.hostname], 'the portal is reached by a name without a loopback twin');
  url.hostname = twin[url.hostname];
  const context = await browser.newContext({ baseURL: url.origin, locale: 'th-TH' });
  const page = await context.newPage();
  await loginAs(page, 'candidate');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await context.close();
});
