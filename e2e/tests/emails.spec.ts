import { expect, test, type Page } from '@playwright/test';
import { api, DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { idToken, uniqueEmail, verifiedAccount } from '../support/emulator';
import { loginAs } from '../support/login';
import { mailsTo, type Mail } from '../support/mail';
import { staffToken } from '../support/staff';

/**
 * Better e-mails (issue 44): a job alert e-mail and the weekly "jobs you may like" e-mail, sent by the running portal
 * (the alert when a matching job is published, the weekly one run now by an admin through the back office), fetched
 * from maildev and rendered in Chromium at 320 px and 600 px: no horizontal scroll, and each job's salary, province,
 * work mode and Thai (Buddhist era) date visible. The job alerts page names the alert with the e-mail's words.
 * Needs the queue polled often and the catcher of npm start: QUEUE_POLL_MS=1000 npm start (maildev on 1080).
 */
const PASSWORD = 'secret123';
const tag = `mail${Date.now() % 1_000_000}`;
const email = uniqueEmail('emails-journey');
/** The alert's filters in words, as the e-mail's subject and heading and the job alerts page say them. */
const DESCRIBED = `${tag} · React · กรุงเทพมหานคร · ไฮบริด · ฿40,000+`;

test.describe.configure({ mode: 'serial' });

let candidateToken = '';
let employerToken = '';

const job = (title: string, over: Record<string, unknown> = {}) =>
  api<{ data: { id: string } }>('/corporate/jobs', employerToken, {
    method: 'POST',
    body: JSON.stringify({
      title,
      description_html: '<p>งานทดสอบอีเมล</p>',
      qualifications_html: '<ul><li>React</li></ul>',
      skills: ['react', 'typescript'],
      province_id: 1,
      work_type: 'hybrid',
      hire_type: 'full_time',
      education_level_id: null,
      years_experience_min: 2,
      salary_min: 45000,
      salary_max: 65000,
      salary_negotiable: false,
      valid_through: null,
      publish: true,
      ...over,
    }),
  });

async function waitForMail(match: (m: Mail) => boolean): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(email)).find(match)) !== undefined, { timeout: 90_000 })
    .toBe(true);
  return found!;
}

/** The e-mail's HTML in Chromium at a phone's and a desktop client's width. */
async function expectFluid(page: Page, mail: Mail, label: string, facts: (string | RegExp)[]): Promise<void> {
  expect(mail.html).toBeTruthy();
  for (const width of [320, 600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.setContent(mail.html!, { waitUntil: 'load' });
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect([label, width, scrollWidth <= innerWidth]).toEqual([label, width, true]);
    for (const fact of facts) await expect(page.locator('body').getByText(fact).first()).toBeVisible();
    // the job's details wrap inside the card: none sticks out to the right
    const overflow = await page.evaluate(
      () =>
        [...document.querySelectorAll('body *')].filter(
          (e) => e.getBoundingClientRect().right > window.innerWidth + 0.5,
        ).length,
    );
    expect([label, width, overflow]).toEqual([label, width, 0]);
    await page.screenshot({ path: test.info().outputPath(`${label}-${width}.png`), fullPage: true });
  }
  await expectNoSeriousA11yViolations(page, `${label} e-mail`);
}

test.beforeAll(async () => {
  await verifiedAccount('candidate', email, PASSWORD);
  candidateToken = await idToken('candidate', email, PASSWORD);
  employerToken = await idToken('corporate', DEMO.corporate.email, DEMO.corporate.password);
  // both e-mails are marketing e-mail: they need the marketing consent
  const consent = await api('/candidate/savePDPASection', candidateToken, {
    method: 'PUT',
    body: JSON.stringify({ pdpa: true, cookie: false, marketing: true }),
  });
  expect(consent.status).toBe(200);
});

test('a job alert e-mail names the alert by its filters and fits 320 px and 600 px', async ({ page }) => {
  const saved = await api('/candidate/saved-searches', candidateToken, {
    method: 'POST',
    headers: { 'accept-language': 'th' },
    body: JSON.stringify({
      name: tag,
      filter: { main_input: tag, tag: ['react'], location: [1], workType: ['hybrid'], minimum_salary: 40000 },
      frequency: 'instant',
    }),
  });
  expect(saved.status).toBe(201);
  const created = await job(`นักพัฒนา React ${tag} ตำแหน่งที่มีชื่อยาวมากเพื่อทดสอบการตัดบรรทัดบนโทรศัพท์`);
  expect(created.status).toBe(201);

  const mail = await waitForMail((m) => m.subject.startsWith('งานใหม่'));
  expect(mail.subject).toBe(`งานใหม่ 1 ตำแหน่งสำหรับ "${DESCRIBED}"`);
  expect(mail.text).toContain(`/candidate/jobs/${created.body.data.id}`);
  expect(mail.text).toMatch(
    /เงินเดือน: ฿45k - ฿65k · จังหวัด: กรุงเทพมหานคร · รูปแบบการทำงาน: ไฮบริด · ประกาศเมื่อ: \d{1,2} \S+ 25\d\d/,
  );
  await expectFluid(page, mail, 'alert', [
    DESCRIBED,
    '฿45k - ฿65k',
    'กรุงเทพมหานคร',
    'ไฮบริด',
    /\d{1,2} [ก-๙.]+ 25\d\d/,
  ]);

  // the job alerts page says the same words
  await loginAs(page, 'candidate', { email, password: PASSWORD });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/candidate/saved-searches');
  await expect(page.getByTestId('saved-search-description').first()).toHaveText(DESCRIBED);
  // the page's own content (at 390 px the shell's logo link, "JP" named "JobPortal", is a finding of its own)
  await expectNoSeriousA11yViolations(
    page,
    'job alerts page',
    '[data-testid="page-candidate-saved-searches"]',
  );
});

test('the weekly "jobs you may like" e-mail lists matched jobs and fits 320 px and 600 px', async ({
  page,
}) => {
  // a profile the matcher can work with, and a fitting job the alert does not cover (not e-mailed before)
  const profile = await api('/candidate/profile', candidateToken, {
    method: 'PUT',
    body: JSON.stringify({
      headline: 'Frontend Developer (React, TypeScript)',
      province_id: 1,
      years_experience: 4,
      skills: [
        { slug: 'react', level: 'expert' },
        { slug: 'typescript', level: 'advanced' },
      ],
      preferred_work_types: ['hybrid', 'remote'],
    }),
  });
  expect(profile.status).toBe(200);
  const fitting = await job(`Senior Frontend Engineer React TypeScript ${tag}w`, {
    work_type: 'remote',
    salary_min: null,
    salary_max: null,
    salary_negotiable: true,
  });
  expect(fitting.status).toBe(201);

  const admin = await staffToken('admin');
  const runNow = () =>
    api('/backoffice/system/schedules/alerts.recommendations-weekly/run', admin, {
      method: 'POST',
      body: '{}',
    });
  const run = await runNow();
  expect(run.status).toBe(204);

  const mail = await waitForMail((m) => m.subject.startsWith('งานที่คุณอาจสนใจ'));
  expect(mail.subject).toMatch(/^งานที่คุณอาจสนใจประจำสัปดาห์ \d ตำแหน่ง$/);
  // not the job the alert already e-mailed
  expect(mail.text).not.toContain(`นักพัฒนา React ${tag}`);
  await expectFluid(page, mail, 'weekly', [
    'งานที่คุณอาจสนใจ',
    /เงินเดือน/,
    /จังหวัด/,
    /รูปแบบการทำงาน/,
    /\d{1,2} [ก-๙.]+ 25\d\d/,
  ]);

  // run again in the same week (404 while the first run still holds the job): no second e-mail
  await expect.poll(async () => (await runNow()).status, { timeout: 60_000, intervals: [2000] }).toBe(204);
  await page.waitForTimeout(8000);
  expect((await mailsTo(email)).filter((m) => m.subject.startsWith('งานที่คุณอาจสนใจ'))).toHaveLength(1);
});
