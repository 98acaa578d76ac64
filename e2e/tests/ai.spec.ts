import { expect, test, type Page } from '@playwright/test';
import { api, DEMO } from '../support/api';
import { collectErrors } from '../support/console';
import { idToken, uniqueEmail, verifiedAccount } from '../support/emulator';
import { loginAs } from '../support/login';

/**
 * AI matching journeys: a fresh candidate with a few skills sees explained matches, adds a suggested skill with one
 * click and the matches change; an employer sees the AI ranking of one of their jobs.
 */
const PASSWORD = 'secret123';

/** A fresh candidate has never answered the consent question: confirm the privacy dialog. */
async function acceptConsent(page: Page) {
  const dialog = page.getByRole('dialog').filter({ hasText: 'การตั้งค่าความเป็นส่วนตัว' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(dialog).toBeHidden();
}

/** job id -> score of the visible match cards, once the list has settled. */
async function matchScores(page: Page): Promise<Record<string, string>> {
  await expect(page.getByTestId('ai-matches')).toHaveAttribute('data-fetching', 'false');
  const cards = page.getByTestId('ai-match');
  const out: Record<string, string> = {};
  for (const card of await cards.all())
    out[(await card.getAttribute('data-job-id')) ?? ''] = (await card.getAttribute('data-score')) ?? '';
  return out;
}

test('candidate: explained matches, one-click suggested skill, the matches change', async ({ page }) => {
  const errors = collectErrors(page);
  const email = uniqueEmail('ai-candidate');
  await verifiedAccount('candidate', email, PASSWORD);
  await page.goto('/candidate/login');
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/candidate\/jobs/);
  await acceptConsent(page);

  // No skills yet: the page sends the candidate to the profile.
  await page.goto('/candidate/ai-job-matching');
  await expect(page.getByTestId('ai-empty')).toHaveAttribute('data-reason', 'no-skills');
  await expect(page.getByRole('link', { name: 'เพิ่มทักษะในโปรไฟล์' })).toHaveAttribute(
    'href',
    '/candidate/profile#section-skills',
  );

  // A small profile through the API (the candidate's own token).
  const token = await idToken('candidate', email, PASSWORD);
  const put = await api('/candidate/profile', token, {
    method: 'PUT',
    body: JSON.stringify({
      headline: 'Backend Developer (Node.js)',
      province_id: 1,
      years_experience: 3,
      skills: [
        { slug: 'nodejs', level: 'advanced' },
        { slug: 'typescript', level: 'intermediate' },
        { slug: 'aws', level: 'intermediate' },
      ],
      preferred_work_types: ['hybrid', 'remote'],
    }),
  });
  expect(put.status).toBe(200);

  await page.reload();
  await expect(page).toHaveTitle(/AI จับคู่งาน/);
  const first = page.getByTestId('ai-match').first();
  await expect(first).toBeVisible();
  const score = Number(await first.getByTestId('ai-score').textContent());
  expect(score).toBeGreaterThan(0);
  expect(score).toBeLessThanOrEqual(100);
  await expect(first.getByTestId('ai-summary')).toContainText(/ทักษะ/);
  await expect(first.getByTestId('ai-matched-skills')).toBeVisible();
  const before = await matchScores(page);
  await page.screenshot({ path: test.info().outputPath('candidate-before.png'), fullPage: true });

  // The suggestion that would add the most jobs (the API says how many), added with one click.
  const suggestions = page.getByTestId('skill-suggestion');
  await expect(suggestions.first()).toBeVisible();
  await expect(suggestions.first().getByTestId('suggestion-reason')).not.toBeEmpty();
  const withJobs = suggestions.filter({ has: page.getByTestId('suggestion-jobs') });
  const target = (await withJobs.count()) > 0 ? withJobs.first() : suggestions.first();
  const slug = (await target.getAttribute('data-slug')) ?? '';
  expect(slug).not.toBe('');
  await target.getByTestId('suggestion-add').click();
  await expect(page.getByText(/ในโปรไฟล์แล้ว/)).toBeVisible();

  // The suggestion is gone, the profile has the skill, and the matches are different.
  await expect(page.locator(`[data-testid="skill-suggestion"][data-slug="${slug}"]`)).toHaveCount(0);
  const profile = await api<{ data: { skills: { slug: string; level: string }[] }[] }>(
    '/candidate/getProfile',
    token,
  );
  expect(profile.body.data[0].skills).toContainEqual({ slug, level: 'intermediate' });
  await expect.poll(async () => JSON.stringify(await matchScores(page))).not.toBe(JSON.stringify(before));
  await expect(page.locator(`[data-testid="ai-matched-skills"] [data-slug="${slug}"]`).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('candidate-after.png'), fullPage: true });

  // Filters live in the URL like on the search page.
  await page
    .getByTestId('filter-workType')
    .getByRole('checkbox', { name: /^ทำงานทางไกล/ })
    .click();
  await expect(page).toHaveURL(/workType=remote/);
  await expect(page.getByTestId('ai-matches')).toHaveAttribute('data-fetching', 'false');
  for (const card of await page.getByTestId('ai-match').all())
    await expect(card).toContainText('ทำงานทางไกล');
  expect(errors).toEqual([]);
});

test('employer: AI ranking of a job with scores, and "rank for job" on the candidate list', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const token = await idToken('corporate', DEMO.corporate.email, DEMO.corporate.password);
  const jobs = await api<{
    data: { id: string; title: string; status: string; applicant_counts: { total: number } }[];
  }>('/corporate/jobs', token);
  // A job the ranking has candidates for, applicants first: other journeys on the same database add jobs whose only
  // applicants have empty profiles or withdrew their consent (rightly not ranked).
  const published = jobs.body.data.filter((j) => j.status === 'published');
  const byApplicants = [...published].sort((a, b) => b.applicant_counts.total - a.applicant_counts.total);
  let job: (typeof published)[number] | undefined;
  for (const candidateJob of byApplicants) {
    const ranked = await api<{ data: unknown[] }>(`/corporate/jobs/${candidateJob.id}/ai/candidates`, token);
    if (ranked.status === 200 && ranked.body.data.length > 0) {
      job = candidateJob;
      break;
    }
  }
  expect(job).toBeTruthy();

  await loginAs(page, 'corporate');
  await page.goto(`/corporate/application/${job!.id}`);
  await page.getByTestId('ai-ranking-tab').click();
  await expect(page).toHaveURL(/view=ai/);
  const rows = page.getByTestId('ai-rank-row');
  await expect(rows.first()).toBeVisible();
  const scores = await page.getByTestId('ai-rank-score').allTextContents();
  expect(scores.length).toBeGreaterThan(0);
  const numbers = scores.map(Number);
  expect(numbers.every((n) => n >= 0 && n <= 100)).toBe(true);
  // Best first.
  expect([...numbers].sort((a, b) => b - a)).toEqual(numbers);
  await expect(rows.first().getByTestId('ai-rank-summary')).not.toBeEmpty();
  const applied = rows.filter({ has: page.getByText('สมัครงานนี้แล้ว') });
  if ((await applied.count()) > 0) {
    await expect(applied.first().getByTestId('ai-rank-link')).toHaveAttribute(
      'href',
      new RegExp(`/corporate/application/${job!.id}/candidate/`),
    );
  }
  await page.screenshot({ path: test.info().outputPath('employer-ranking.png'), fullPage: true });

  await page.goto('/corporate/candidate');
  await page.getByTestId('rank-job-select').click();
  await page.keyboard.type(job!.title);
  await page.locator('.ant-select-item-option', { hasText: job!.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`rankJob=${job!.id}`));
  await expect(page.getByTestId('ai-rank-row').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('employer-candidates.png'), fullPage: true });
  expect(errors).toEqual([]);
});
