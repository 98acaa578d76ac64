import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/console';
import { expectTakenOver } from '../support/prerender';

/**
 * A job page as the server sends it (what a crawler or a LINE/Facebook link preview reads, no JavaScript) carries
 * the job's head and content; the same URL in the browser still becomes the live app, without console errors.
 */
test('a job page: head and <h1> from the server, then the live page takes over', async ({
  page,
  request,
}) => {
  const search = await request.get('/api/jobs/search?limit=1&orderBy=newest');
  expect(search.ok()).toBeTruthy();
  const [card] = (await search.json()).data.items as { id: string; title: string }[];
  const job = (await (await request.get(`/api/jobs/${card.id}`)).json()).data as {
    title: string;
    company: { name_th: string };
  };

  const raw = await request.get(`/candidate/jobs/${card.id}`, { headers: { cookie: 'jp_locale=th' } });
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  const decode = (s: string) =>
    s
      .replace(/<[^>]+>/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  expect(decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')).toBe(job.title);
  expect(decode(/<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? '')).toContain(job.title);
  const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as { '@type': string; title?: string; hiringOrganization?: { name: string } },
  );
  expect(ld.find((x) => x['@type'] === 'JobPosting')).toMatchObject({
    title: job.title,
    hiringOrganization: { name: job.company.name_th },
  });
  expect((await request.get('/candidate/jobs/00000000-0000-4000-8000-000000000000')).status()).toBe(404);

  const errors = collectErrors(page);
  await page.context().addCookies([{ name: 'jp_locale', value: 'th', url: raw.url() }]);
  await page.goto(`/candidate/jobs/${card.id}`);
  await expect(page.getByTestId('job-title')).toHaveText(job.title);
  // The server's content was handed over to the app: one page on screen, the app's.
  await expectTakenOver(page);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(new RegExp(job.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  expect(errors).toEqual([]);
});
