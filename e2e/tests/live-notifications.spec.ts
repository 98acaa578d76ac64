import { expect, test, type Page } from '@playwright/test';
import { api, DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { idToken, uniqueEmail, verifiedAccount } from '../support/emulator';
import { loginAs } from '../support/login';

/**
 * Live notifications (issue 44): the bell and the notification pages update within seconds of the event, without
 * navigation, for employers and candidates (GET /api/{role}/notifications/stream through the gateway, owned by the
 * shell's bell, one per tab; the notification pages refresh from it).
 */
const PASSWORD = 'secret123';
const tag = `live${Date.now() % 1_000_000}`;
const JOB_TITLE = `นักพัฒนา Go ${tag}`;
const email = uniqueEmail('live-journey');
/** Seconds, not the 30 s poll: the stream brings the change. */
const LIVE_MS = 8000;

test.describe.configure({ mode: 'serial' });

let candidateToken = '';
let employerToken = '';
let jobId = '';
let applicationId = '';

/** Marks the page's document: still marked later means no navigation or reload happened in between. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __live: number }).__live = 44));
const stillMarked = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { __live?: number }).__live)).toBe(44);

/** The streams the page opened (the bell's: one per tab). */
function streamsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/notifications/stream')) urls.push(r.url());
  });
  return urls;
}

test.beforeAll(async () => {
  await verifiedAccount('candidate', email, PASSWORD);
  candidateToken = await idToken('candidate', email, PASSWORD);
  employerToken = await idToken('corporate', DEMO.corporate.email, DEMO.corporate.password);
  const consent = await api('/candidate/savePDPASection', candidateToken, {
    method: 'PUT',
    body: JSON.stringify({ pdpa: true, cookie: false, marketing: false }),
  });
  expect(consent.status).toBe(200);
  const created = await api<{ data: { id: string } }>('/corporate/jobs', employerToken, {
    method: 'POST',
    body: JSON.stringify({
      title: JOB_TITLE,
      description_html: '<p>งานทดสอบการแจ้งเตือนสด</p>',
      qualifications_html: '<ul><li>Go</li></ul>',
      skills: ['go'],
      province_id: 1,
      work_type: 'remote',
      hire_type: 'full_time',
      education_level_id: null,
      years_experience_min: 0,
      salary_min: 50000,
      salary_max: 70000,
      salary_negotiable: false,
      valid_through: null,
      publish: true,
    }),
  });
  expect(created.status).toBe(201);
  jobId = created.body.data.id;
});

test("the employer's bell counts a new application without navigation", async ({ page }) => {
  // start from nothing unread, so the count shown is this journey's
  expect(
    (await api('/corporate/notifications/read-all', employerToken, { method: 'POST', body: '{}' })).status,
  ).toBe(200);
  const streams = streamsOf(page);
  await loginAs(page, 'corporate');
  await page.goto('/corporate/application');
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await expect.poll(() => streams.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  await mark(page);

  const applied = await api<{ data: { id: string } }>('/candidate/applications', candidateToken, {
    method: 'POST',
    body: JSON.stringify({ job_id: jobId }),
  });
  expect(applied.status).toBe(201);
  applicationId = applied.body.data.id;

  await expect(page.getByTestId('notification-count')).toHaveText('1', { timeout: LIVE_MS });
  await expect(page.getByTestId('notification-bell')).toHaveAttribute(
    'aria-label',
    'การแจ้งเตือน ยังไม่ได้อ่าน 1 รายการ',
  );
  await stillMarked(page);
  // the bearer token travels in a header, never in the URL (URLs are logged)
  expect(streams.every((u) => !/token|auth/i.test(new URL(u).search))).toBe(true);
});

test("an employer moves the application: the candidate's bell and open notifications page update at once", async ({
  browser,
}) => {
  const candidate = await browser.newContext();
  const overview = await candidate.newPage();
  const overviewStreams = streamsOf(overview);
  await loginAs(overview, 'candidate', { email, password: PASSWORD });
  await overview.goto('/candidate/overview');
  await expect(overview.getByTestId('notification-bell')).toBeVisible();
  await expect(overview.getByTestId('notification-count')).toHaveCount(0);

  const inbox = await candidate.newPage();
  const inboxStreams = streamsOf(inbox);
  await inbox.goto('/candidate/notifications');
  await expect(inbox.getByText('ยังไม่มีการแจ้งเตือน').or(inbox.getByTestId('notification'))).toBeVisible();
  await expect(inbox.getByTestId('notification')).toHaveCount(0);
  await expect.poll(() => overviewStreams.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  await expect.poll(() => inboxStreams.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  await mark(overview);
  await mark(inbox);
  // from here on each tab keeps the one stream it has (an earlier document of the tab, e.g. the login page, had its own)
  const overviewOpened = overviewStreams.length;
  const inboxOpened = inboxStreams.length;

  // the employer, in a browser of their own, moves the application in the pipeline
  const employer = await browser.newContext();
  const hr = await employer.newPage();
  await loginAs(hr, 'corporate');
  await hr.goto('/corporate/application');
  await hr.getByRole('link', { name: JOB_TITLE }).first().click();
  await expect(hr.getByTestId('pipeline-job-title')).toHaveText(JOB_TITLE);
  await hr.getByTestId('column-applied').getByTestId('card-actions').click();
  await hr.getByRole('menuitem', { name: 'นัดสัมภาษณ์' }).click();
  await expect(hr.getByTestId('column-interview').getByTestId('application-card')).toHaveCount(1);
  const moved = Date.now();

  // both tabs of the candidate, without navigation
  await expect(overview.getByTestId('notification-count')).toHaveText('1', { timeout: LIVE_MS });
  await expect(inbox.getByTestId('notification').first()).toContainText('นัดสัมภาษณ์', { timeout: LIVE_MS });
  await expect(inbox.getByTestId('notification-count')).toHaveText('1');
  const seconds = (Date.now() - moved) / 1000;
  console.log(`[live] candidate bell and notifications page updated ${seconds.toFixed(1)} s after the move`);
  await stillMarked(overview);
  await stillMarked(inbox);
  await expectNoSeriousA11yViolations(inbox, 'candidate notifications, updated live');

  // reading it on the notifications page clears the bell of the other tab too
  await inbox.getByRole('button', { name: 'อ่านทั้งหมดแล้ว' }).click();
  await expect(overview.getByTestId('notification-count')).toHaveCount(0, { timeout: LIVE_MS });
  await stillMarked(overview);
  // one stream per tab, never a second one beside it
  expect(overviewStreams.length).toBe(overviewOpened);
  expect(inboxStreams.length).toBe(inboxOpened);
  await employer.close();
  await candidate.close();
  expect(applicationId).not.toBe('');
});
