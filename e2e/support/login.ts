import { expect, type Page } from '@playwright/test';
import { DEMO } from './api';

/** Signs in through the real login page of a pool (mf-auth) and waits for the redirect. */
export async function loginAs(
  page: Page,
  role: 'candidate' | 'corporate',
  account = DEMO[role],
): Promise<void> {
  await page.goto(`/${role}/login`);
  await page
    .getByLabel(/อีเมล|E-mail|Email/i)
    .first()
    .fill(account.email);
  await page
    .getByLabel(/รหัสผ่าน|Password/i)
    .first()
    .fill(account.password);
  await page
    .locator('form')
    .getByRole('button', { name: /^(เข้าสู่ระบบ|Log ?in|Sign in)$/i })
    .click();
  await expect(page).not.toHaveURL(new RegExp(`/${role}/login`), { timeout: 30_000 });
}
