import { expect, test, type Page } from '@playwright/test';
import { api, DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { collectErrors } from '../support/console';
import { loginAs } from '../support/login';

/**
 * BTS/MRT (issue 45): an employer names the station near a job in the job form (search by name, grouped by line);
 * the job page and card say "ใกล้ BTS อโศก"; a candidate on a phone filters by the line in the filter drawer (axe on
 * the drawer), finds the job, and removes the line with its chip.
 */

const stamp = Date.now().toString(36);
const JOB_TITLE = `Rail Journey Developer ${stamp}`;

/** Chooses an option of an antd Select identified by its form label. */
async function choose(page: Page, label: string, option: string, search?: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click({ force: true });
  if (search) await input.fill(search);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

test('employer picks a station; a candidate filters by its line and finds the job', async ({ browser }) => {
  test.setTimeout(300_000);

  // 1. The employer posts a job near BTS Asok.
  const employer = await (await browser.newContext()).newPage();
  const errors = collectErrors(employer);
  await loginAs(employer, 'corporate', DEMO.corporate);
  await employer.goto('/corporate/jobs/create');
  await employer.getByLabel('ชื่อตำแหน่งงาน').fill(JOB_TITLE);
  await employer.getByRole('textbox', { name: 'รายละเอียดงาน' }).click();
  await employer.keyboard.type('Build our booking web app near the BTS.');
  await choose(employer, 'ทักษะที่ต้องการ', 'React', 'react');
  await employer.keyboard.press('Escape');
  await choose(employer, 'จังหวัด', 'กรุงเทพมหานคร', 'กรุงเทพ');
  await choose(employer, 'รูปแบบการทำงาน', 'ไฮบริด');
  await choose(employer, 'ประเภทการจ้าง', 'งานประจำ');
  await employer.getByLabel('เงินเดือนต่ำสุด (บาท)').fill('40000');
  // the station picker: an English name finds the Thai station, listed under its line
  await choose(employer, 'สถานีรถไฟฟ้าใกล้ที่ทำงาน', 'อโศก (E4)', 'asok');
  await expect(employer.locator('.ant-select-dropdown:visible')).toContainText('BTS สายสุขุมวิท');
  await employer.keyboard.press('Escape');
  await expect(employer.getByTestId('rail-stations-select')).toContainText('อโศก (E4)');
  await employer.getByTestId('job-action-publish').click();
  await expect(employer).toHaveURL(/\/corporate\/jobs\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const jobId = employer.url().split('/').pop()!;
  const stored = await api<{ data: { rail_stations: string[] } }>(`/jobs/${jobId}`);
  expect(stored.body.data.rail_stations).toEqual(['E4']);
  expect(errors.filter((e) => !/favicon|ResizeObserver/.test(e))).toEqual([]);

  // 2. A candidate on a phone filters by the BTS Sukhumvit line in the filter drawer.
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  ).newPage();
  await phone.goto(`/candidate/jobs?main_input=${encodeURIComponent(stamp)}`);
  await expect(phone.getByTestId('result-count')).toBeVisible({ timeout: 30_000 });
  await phone.getByTestId('open-filters').click();
  const drawer = phone.locator('.ant-drawer-open');
  await expect(drawer).toBeVisible();
  const lines = drawer.getByTestId('filter-rail-lines');
  await expect(lines.getByText(/^BTS สายสุขุมวิท \(\d+\)$/)).toBeVisible();
  await expectNoSeriousA11yViolations(phone, 'filter drawer with the rail filter', '.ant-drawer-open');
  await lines.getByText(/^BTS สายสุขุมวิท/).click();
  await expect(phone).toHaveURL(/[?&]line=bts-sukhumvit/);
  await phone.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  const card = phone.getByTestId('job-card').filter({ hasText: JOB_TITLE });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('job-card-stations')).toHaveText('ใกล้ BTS อโศก');
  // another line does not find it
  await phone.goto(`/candidate/jobs?main_input=${encodeURIComponent(stamp)}&line=mrt-purple`);
  await expect(phone.getByTestId('search-empty')).toBeVisible({ timeout: 30_000 });
  // the chip × removes the line filter
  await phone.getByLabel('นำตัวกรอง MRT สายสีม่วง ออก').click();
  await expect(phone).not.toHaveURL(/line=/);
  await expect(phone.getByTestId('job-card').filter({ hasText: JOB_TITLE })).toBeVisible({ timeout: 30_000 });

  // 3. The job page says which station it is near.
  await phone.goto(`/candidate/jobs/${jobId}`);
  await expect(phone.getByTestId('job-stations')).toHaveText('ใกล้ BTS อโศก', { timeout: 30_000 });
});
