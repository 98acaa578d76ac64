import { expect, type Page } from '@playwright/test';
import { idToken } from './emulator';

export const STAFF_PASSWORD = 'Demo1234!';
export type StaffRole = 'admin' | 'moderator' | 'editor' | 'support' | 'privacy' | 'release';
/** The demo staff accounts (api/src/seed/DEMO-ACCOUNTS.md), one per role. */
export const staffEmail = (role: StaffRole) => `${role}@demo.jobportal.test`;

/** Signs a staff member in through the back office's own sign-in page and waits for its home. */
export async function loginStaff(page: Page, role: StaffRole, next = '/backoffice'): Promise<void> {
  await page.goto(`/backoffice/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('อีเมล').fill(staffEmail(role));
  await page.getByLabel('รหัสผ่าน').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, '\\?')}$`), { timeout: 30_000 });
}

/** A staff ID token for API assertions. */
export const staffToken = (role: StaffRole) => idToken('staff', staffEmail(role), STAFF_PASSWORD);
