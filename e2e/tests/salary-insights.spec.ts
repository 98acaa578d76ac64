import { expect, test } from '@playwright/test';
import type { SalaryInsight, SalarySummary } from '@jobportal/contracts';
import { formatInteger } from '@jobportal/contracts/numbers';
import { api } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { collectErrors } from '../support/console';

/**
 * Salary insights (issue 45): the page of a role family in a province has its figures in the server's HTML before any
 * script runs, passes axe, is in the sitemap, and is linked from a job page of that role and province; a role and
 * province under the floor (5 jobs from 3 companies) is a 404 and not in the sitemap.
 */
test('a salary page: figures in the server HTML, axe, sitemap, 404 under the floor, linked from a job', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const index = await api<{ data: SalarySummary[] }>('/salaries');
  expect(index.status).toBe(200);
  expect(index.body.data.length, 'the demo data has salary pages').toBeGreaterThan(0);
  const first = index.body.data[0];
  const path = `/salary/${first.family.slug}/${first.province.slug}`;
  const insight = (
    await api<{ data: SalaryInsight }>(`/salaries/${first.family.slug}/${first.province.slug}`)
  ).body.data;

  // 1. The server's HTML (no scripts run): title, heading and the figures, formatted as the page shows them.
  const raw = await request.get(path, { headers: { cookie: 'jp_locale=th' } });
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  const title = `เงินเดือน ${insight.family.name_th} ${insight.province.name_th}`;
  expect(html).toContain(`<title>${title} | JobPortal</title>`);
  expect(html).toContain(`${formatInteger(insight.median)} บาท/เดือน`);
  expect(html).toContain(`${formatInteger(insight.p25)} - ${formatInteger(insight.p75)} บาท`);
  expect(html).toContain(`<link rel="canonical" href="http://localhost:8080${path}"`);

  // 2. In the sitemap; a family x province under the floor is not, and its page is a 404.
  const sitemap = await (await request.get('/sitemaps/salaries-1.xml')).text();
  expect(sitemap).toContain(`${path}</loc>`);
  const listed = new Set(index.body.data.map((s) => `${s.family.slug}/${s.province.slug}`));
  const under = ['trat', 'mae-hong-son', 'satun', 'nan']
    .map((p) => `${first.family.slug}/${p}`)
    .find((key) => !listed.has(key))!;
  expect((await request.get(`/salary/${under}`)).status()).toBe(404);
  expect(sitemap).not.toContain(`/salary/${under}<`);

  // 3. The live page, in the browser: the same figures, axe clean.
  const errors = collectErrors(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('salary-median')).toHaveText(`${formatInteger(insight.median)} บาท/เดือน`);
  await expect(page.getByTestId('salary-count')).toHaveText(`${formatInteger(insight.count)} ตำแหน่ง`);
  await expectNoSeriousA11yViolations(page, 'the salary page');
  await page.goto('/salary');
  await expect(page.getByTestId('salary-index').getByRole('link').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the salary index');

  // 4. A job of a listed role and province links to its salary page.
  const search = await api<{ data: { items: { id: string; title: string; province_id: number }[] } }>(
    `/jobs/search?main_input=${encodeURIComponent(first.family.name_en)}&location=${first.province.id}`,
  );
  expect(search.status, JSON.stringify(search.body)).toBe(200);
  let jobId: string | null = null;
  for (const job of search.body.data.items) {
    const pages = await api<{ data: SalarySummary[] }>(
      `/salaries?title=${encodeURIComponent(job.title)}&province_id=${job.province_id}`,
    );
    if (pages.body.data[0]?.family.slug === first.family.slug) {
      jobId = job.id;
      break;
    }
  }
  expect(jobId, 'a job of the role in the province').not.toBeNull();
  await page.goto(`/candidate/jobs/${jobId}`);
  const link = page.getByTestId('salary-insight-link');
  await expect(link).toHaveText(`ดูเงินเดือน ${insight.family.name_th} ใน${insight.province.name_th}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByTestId('salary-median')).toBeVisible();
  expect(errors.filter((e) => !/favicon|ResizeObserver/.test(e))).toEqual([]);
});
