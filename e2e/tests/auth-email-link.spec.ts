import { expect, test, type Page } from '@playwright/test';
import { latestOobCode, uniqueEmail } from '../support/emulator';

/**
 * Candidate e-mail link sign-in (spec section 7, accounts:signInWithEmailLink) on the Auth emulator: the link is
 * read from the emulator's oob codes and opened as a user would (the emulator's action page redirects to the portal).
 */

// A sign-in, a consent and a second landing: more than the default on a loaded machine.
test.describe.configure({ timeout: 180_000 });

async function requestLink(page: Page, email: string) {
  await page.getByTestId('login-email-link').click();
  await page.getByTestId('email-link-request').getByLabel('อีเมล').fill(email);
  await page.getByTestId('email-link-send').click();
  await expect(page.getByTestId('email-link-sent')).toContainText(`เราส่งลิงก์เข้าสู่ระบบไปที่ ${email} แล้ว`);
}

/**
 * The link as the e-mail carries it. The real provider writes the language the link was asked in (lang=th from this
 * Thai page); the emulator writes lang=en into every link, and ?lang= picks the portal's language.
 */
async function linkFor(email: string): Promise<string> {
  const code = await latestOobCode('candidate', email, 'EMAIL_SIGNIN');
  return code.oobLink.replace(/([?&])lang=en(&|$)/, '$1lang=th$2');
}

/** A new candidate has never answered the consent: confirm the privacy dialog. */
async function acceptConsent(page: Page) {
  const dialog = page.getByRole('dialog').filter({ hasText: 'การตั้งค่าความเป็นส่วนตัว' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(dialog).toBeHidden();
}

test('request a link on the login page, open it: signed in where the guard sent the candidate; a used link is refused', async ({
  page,
}) => {
  const email = uniqueEmail('cand-link');
  await page.goto('/candidate/login?redirect=%2Fcandidate%2Fprofile');
  await requestLink(page, email);

  const link = await linkFor(email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/candidate\/profile$/, { timeout: 30_000 });
  await acceptConsent(page);
  await expect(page.getByTestId('account-menu')).toBeVisible();

  // The same link a second time: the code is used up.
  await page.goto(link);
  await expect(page.getByTestId('invalid-link')).toHaveText('ลิงก์ไม่ถูกต้องหรือหมดอายุแล้ว');
});

test('a link opened on another device asks for the e-mail again; a different e-mail is refused', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('cand-link-other');
  await page.goto('/candidate/login');
  await requestLink(page, email);
  const link = await linkFor(email);

  const other = await browser.newContext({ locale: 'th-TH' });
  try {
    const phone = await other.newPage();
    await phone.goto(link);
    const confirm = phone.getByTestId('email-link-confirm');
    await expect(confirm).toContainText('ยืนยันอีเมลเพื่อเข้าสู่ระบบ');
    await confirm.getByLabel('อีเมล').fill(uniqueEmail('someone-else'));
    await phone.getByTestId('email-link-confirm-submit').click();
    await expect(phone.getByTestId('email-link-error')).toHaveText('อีเมลไม่ตรงกับอีเมลที่ใช้ขอลิงก์นี้');

    await confirm.getByLabel('อีเมล').fill(email);
    await phone.getByTestId('email-link-confirm-submit').click();
    await expect(phone).toHaveURL(/\/candidate\/jobs$/, { timeout: 30_000 });
    await acceptConsent(phone);
    await expect(phone.getByTestId('account-menu')).toBeVisible();
  } finally {
    await other.close();
  }
});

test('an invalid sign-in link shows the spec message', async ({ page }) => {
  await page.goto(
    '/candidate/auth?mode=signIn&oobCode=not-a-code&apiKey=fake-api-key&tenantId=candidate-pool',
  );
  const confirm = page.getByTestId('email-link-confirm');
  await confirm.getByLabel('อีเมล').fill(uniqueEmail('cand-link-bad'));
  await page.getByTestId('email-link-confirm-submit').click();
  await expect(page.getByTestId('invalid-link')).toHaveText('ลิงก์ไม่ถูกต้องหรือหมดอายุแล้ว');

  // A link without its code is refused at once.
  await page.goto('/candidate/auth?mode=signIn');
  await expect(page.getByTestId('invalid-link')).toHaveText('ลิงก์ไม่ถูกต้องหรือหมดอายุแล้ว');
});
