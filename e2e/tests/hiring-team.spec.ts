import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { api, DEMO } from '../support/api';
import { idToken, latestOobCode, uniqueEmail, verifiedAccount } from '../support/emulator';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { loginAs } from '../support/login';
import { mailsTo, INBOX, type Mail } from '../support/mail';

/**
 * Hiring as a team (issue 43), the way a Thai recruiting team works: an owner invites a recruiter who signs up through
 * the e-mailed link; a job asks a knock-out question and an applicant who answers it wrongly lands in "not a fit"; the
 * recruiter proposes two interview times, the candidate picks one and both get a calendar invite; a bulk reject with
 * the company's template; the owner removes the recruiter, whose next click is refused.
 */

const PASSWORD = 'Team1234!';
const stamp = Date.now().toString(36);
const JOB_TITLE = `Site Reliability Engineer ทีม ${stamp}`;
const QUESTION = 'คุณมีใบอนุญาตทำงานในประเทศไทยหรือไม่';

const contexts: BrowserContext[] = [];
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** The newest mail to an address whose subject matches, waiting for the queue to send it. */
async function waitForMail(address: string, subject: RegExp, count = 1): Promise<Mail[]> {
  let found: Mail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter((m) => subject.test(m.subject));
        return found.length;
      },
      { timeout: 60_000, message: `${count} mail(s) "${subject}" to ${address}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

interface Attachment {
  contentType: string;
  generatedFileName?: string;
  fileName?: string;
}
/** The text/calendar part of a mail (maildev lists attachments and serves each by name). */
async function calendarOf(mail: Mail): Promise<string> {
  const full = (await (await fetch(`${INBOX}/api/email/${mail.id}`)).json()) as {
    attachments?: Attachment[];
  };
  const part = (full.attachments ?? []).find((a) => a.contentType.startsWith('text/calendar'));
  expect(part, `a calendar part in "${mail.subject}"`).toBeTruthy();
  const name = part!.generatedFileName ?? part!.fileName!;
  return (await fetch(`${INBOX}/api/email/${mail.id}/attachment/${encodeURIComponent(name)}`)).text();
}

/** A company made for this journey, its owner signed in through the API. */
async function freshCompany(): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('owner');
  const uid = await verifiedAccount('corporate', email, PASSWORD);
  const token = await idToken('corporate', email, PASSWORD);
  const created = await api('/corporate/create', token, {
    method: 'POST',
    body: JSON.stringify({
      uid,
      email,
      password: PASSWORD,
      name: `บริษัท ทีมสรรหา ${stamp} จำกัด`,
      company_type_id: 1,
      contact_name: 'คุณเจ้าของ ทดสอบ',
      phone: '0812345678',
    }),
  });
  expect(created.status).toBe(201);
  return { email, token };
}

/** A published job with one required knock-out question (a work permit is a must). */
async function jobWithKnockout(token: string): Promise<string> {
  const created = await api<{ data: { id: string } }>('/corporate/jobs', token, {
    method: 'POST',
    body: JSON.stringify({
      title: JOB_TITLE,
      description_html: '<p>ดูแลระบบให้พร้อมใช้งานตลอด 24 ชั่วโมง</p>',
      qualifications_html: '<ul><li>Linux, Kubernetes</li></ul>',
      skills: ['kubernetes'],
      province_id: 1,
      work_type: 'hybrid',
      hire_type: 'full_time',
      education_level_id: null,
      years_experience_min: 0,
      salary_min: 50000,
      salary_max: 90000,
      salary_negotiable: false,
      valid_through: null,
      publish: true,
    }),
  });
  expect(created.status).toBe(201);
  const jobId = created.body.data.id;
  const questions = await api(`/corporate/jobs/${jobId}/questions`, token, {
    method: 'PUT',
    body: JSON.stringify({
      questions: [
        { kind: 'yes_no', prompt: QUESTION, options: [], required: true, knockout: { equals: 'yes' } },
      ],
    }),
  });
  expect(questions.status).toBe(200);
  return jobId;
}

/** A candidate applies through the job page, answering the screening question. */
async function applyAnswering(page: Page, jobId: string, answer: 'ใช่' | 'ไม่ใช่'): Promise<void> {
  await page.goto(`/candidate/jobs/${jobId}`);
  await page.getByTestId('apply-button').click();
  const questions = page.getByTestId('apply-questions');
  await expect(questions).toContainText(QUESTION, { timeout: 30_000 });
  await questions.getByRole('radiogroup', { name: QUESTION }).getByText(answer, { exact: true }).click();
  await page.getByTestId('apply-form').getByRole('textbox').last().fill('สนใจร่วมงานกับทีมครับ');
  await page.getByTestId('apply-submit').click();
  await expect(page.getByTestId('my-application')).toBeVisible({ timeout: 30_000 });
}

/** Chooses an option of an antd Select (opened again if the dialog was still opening when first clicked). */
async function pick(page: Page, select: Locator, option: string): Promise<void> {
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option });
  await expect(async () => {
    await select.click({ force: true });
    await expect(item.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await item.first().click();
}

/** datetime-local value (Bangkok wall clock) some days ahead at an hour. */
function bangkokSlot(daysAhead: number, hour: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000 + 7 * 3_600_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

test('a team hires together: invite, knock-out, interview with calendar invites, templated bulk reject, removal', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const owner = await freshCompany();
  const jobId = await jobWithKnockout(owner.token);
  const template = await api<{ data: { id: string } }>('/corporate/templates', owner.token, {
    method: 'POST',
    body: JSON.stringify({
      kind: 'reject',
      name: `ปฏิเสธอย่างสุภาพ ${stamp}`,
      body_th: 'เรียนคุณ{candidate_name} ขอบคุณที่สนใจตำแหน่ง {job_title} กับ {company} ครั้งนี้เรายังไม่สามารถไปต่อได้',
      body_en: 'Dear {candidate_name}, thank you for applying for {job_title} at {company}.',
    }),
  });
  expect(template.status).toBe(201);

  // 1. The owner invites a recruiter from the Team page; the invitation e-mail arrives with its link.
  const ownerPage = await newPage(browser);
  await loginAs(ownerPage, 'corporate', { email: owner.email, password: PASSWORD });
  await ownerPage.goto('/corporate/team');
  const recruiterEmail = uniqueEmail('recruiter');
  await ownerPage.getByTestId('team-invite-email').fill(recruiterEmail);
  await pick(ownerPage, ownerPage.getByTestId('team-invite-role'), 'ผู้สรรหา');
  await ownerPage.getByTestId('team-invite-submit').click();
  await expect(ownerPage.getByTestId('team-invites')).toContainText(recruiterEmail, { timeout: 30_000 });
  await expectNoSeriousA11yViolations(ownerPage, 'the team page', 'main');
  const [invitation] = await waitForMail(recruiterEmail, /.+/);
  const link = (invitation.text.match(/https?:\/\/\S+\/corporate\/join\?token=[\w-]+/) ?? [])[0];
  expect(link, 'the invitation carries the join link').toBeTruthy();

  // 2. The recruiter signs up through the link (no company fields), confirms the e-mail and lands in the company.
  const recruiterPage = await newPage(browser);
  await recruiterPage.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(recruiterPage.getByTestId('join-title')).toContainText(`ทีมสรรหา ${stamp}`, {
    timeout: 30_000,
  });
  await expect(recruiterPage.getByTestId('join-email')).toHaveValue(recruiterEmail);
  await expectNoSeriousA11yViolations(recruiterPage, 'the join page', 'main');
  await recruiterPage.getByLabel('ชื่อของคุณ').fill('คุณสรรหา ทดสอบ');
  await recruiterPage.getByLabel('เบอร์โทรศัพท์').fill('0898765432');
  await recruiterPage.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
  await recruiterPage.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(PASSWORD);
  await recruiterPage.getByTestId('join-submit').click();
  await expect(recruiterPage).toHaveURL(/\/corporate\/auth\?mode=confirm/, { timeout: 30_000 });
  const code = await latestOobCode('corporate', recruiterEmail, 'VERIFY_EMAIL');
  await recruiterPage.goto(`/corporate/auth?mode=verifyEmail&oobCode=${encodeURIComponent(code.oobCode)}`);
  await expect(recruiterPage.getByTestId('verify-success')).toBeVisible({ timeout: 30_000 });
  await loginAs(recruiterPage, 'corporate', { email: recruiterEmail, password: PASSWORD });
  const recruiterToken = await idToken('corporate', recruiterEmail, PASSWORD);
  const team = await api<{ data: { members: { uid: string; email: string; role: string }[] } }>(
    '/corporate/team',
    recruiterToken,
  );
  expect(team.status).toBe(200);
  const recruiter = team.body.data.members.find((m) => m.email === recruiterEmail)!;
  expect(recruiter.role).toBe('recruiter');
  // A recruiter acts on the jobs they work on: the owner adds them to this one.
  const staffed = await api(`/corporate/jobs/${jobId}/collaborators`, owner.token, {
    method: 'PUT',
    body: JSON.stringify({ owner_uid: null, collaborator_uids: [recruiter.uid] }),
  });
  expect(staffed.status).toBe(200);

  // 3. Two candidates apply: the demo candidate has a work permit, a fresh one has not.
  const candidatePage = await newPage(browser);
  await loginAs(candidatePage, 'candidate');
  await applyAnswering(candidatePage, jobId, 'ใช่');
  const otherEmail = uniqueEmail('applicant');
  await verifiedAccount('candidate', otherEmail, PASSWORD);
  const consent = await api('/candidate/savePDPASection', await idToken('candidate', otherEmail, PASSWORD), {
    method: 'PUT',
    body: JSON.stringify({ pdpa: true, cookie: false, marketing: false }),
  });
  expect(consent.status).toBe(200);
  const otherPage = await newPage(browser);
  await loginAs(otherPage, 'candidate', { email: otherEmail, password: PASSWORD });
  await applyAnswering(otherPage, jobId, 'ไม่ใช่');

  // 4. The recruiter's board: the knocked-out application waits in "not a fit", the other in "applied".
  await recruiterPage.goto(`/corporate/application/${jobId}`);
  await expect(recruiterPage.getByTestId('pipeline-job-title')).toHaveText(JOB_TITLE, { timeout: 30_000 });
  const notAFit = recruiterPage.getByTestId('column-not_a_fit').getByTestId('application-card');
  const applied = recruiterPage.getByTestId('column-applied').getByTestId('application-card');
  await expect(notAFit).toHaveCount(1);
  await expect(applied).toHaveCount(1);
  await expectNoSeriousA11yViolations(recruiterPage, 'the board with its not-a-fit column', 'main');

  // 5. The recruiter proposes two interview times for the fitting applicant.
  await applied.getByRole('link').first().click();
  await expect(recruiterPage.getByTestId('application-interviews')).toBeVisible({ timeout: 30_000 });
  await recruiterPage.getByTestId('application-interviews').getByRole('button', { name: 'นัดสัมภาษณ์' }).click();
  const dialog = recruiterPage.getByRole('dialog');
  await dialog.locator('#interview-location').fill('https://meet.example.com/sre-interview');
  await dialog.locator('#interview-slot-0').fill(bangkokSlot(3, 10));
  await dialog.getByRole('button', { name: 'เพิ่มตัวเลือกเวลา' }).click();
  await dialog.locator('#interview-slot-1').fill(bangkokSlot(4, 14));
  await expectNoSeriousA11yViolations(recruiterPage, 'the interview dialog', '[role="dialog"]');
  await dialog.getByTestId('interview-submit').click();
  await expect(recruiterPage.getByTestId('interview-item')).toHaveAttribute('data-status', 'proposed', {
    timeout: 30_000,
  });

  // 6. The candidate picks the second time; both sides get the calendar invite.
  await candidatePage.goto('/candidate/activities');
  const proposal = candidatePage
    .locator(`[data-testid="application-item"][data-job-id="${jobId}"]`)
    .getByTestId('candidate-interview');
  await expect(proposal).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(
    candidatePage,
    "the candidate's interview proposal",
    '[data-testid="candidate-interview"]',
  );
  await proposal.getByRole('radio').nth(1).check();
  await proposal.getByTestId('interview-choose').click();
  await expect(proposal.getByTestId('interview-ics')).toBeVisible({ timeout: 30_000 });
  for (const address of [DEMO.candidate.email, recruiterEmail]) {
    const [confirmed] = await waitForMail(
      address,
      new RegExp(`(ยืนยันนัดสัมภาษณ์|Interview confirmed).*${stamp}`),
    );
    const ics = await calendarOf(confirmed);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('SEQUENCE:');
    expect(ics).toMatch(/DTSTART;TZID=Asia\/Bangkok:\d{8}T140000/);
  }

  // 7. A bulk reject of the "not a fit" applicant with the company's template, seen before it is sent.
  await recruiterPage.goto(`/corporate/application/${jobId}`);
  await notAFit.first().getByRole('checkbox').check();
  await recruiterPage.getByTestId('bulk-message').click();
  const bulk = recruiterPage.getByRole('dialog');
  await pick(recruiterPage, bulk.locator('#bulk-status'), 'ไม่ผ่านการพิจารณา');
  await bulk.getByText('ใช้เทมเพลต', { exact: true }).click();
  await pick(recruiterPage, bulk.locator('#bulk-template'), `ปฏิเสธอย่างสุภาพ ${stamp}`);
  await bulk.getByTestId('bulk-preview-button').click();
  const preview = bulk.getByTestId('bulk-preview-item');
  await expect(preview).toHaveCount(1);
  await expectNoSeriousA11yViolations(recruiterPage, 'the bulk preview', '[role="dialog"]');
  await expect(preview).toContainText(`ขอบคุณที่สนใจตำแหน่ง ${JOB_TITLE}`);
  await bulk.getByTestId('bulk-confirm').click();
  await expect(recruiterPage.getByTestId('column-rejected').getByTestId('application-card')).toHaveCount(1, {
    timeout: 30_000,
  });
  const otherToken = await idToken('candidate', otherEmail, PASSWORD);
  const mine = await api<{ data: { items: { id: string; job: { id: string }; status: string }[] } }>(
    '/candidate/applications',
    otherToken,
  );
  const rejected = mine.body.data.items.find((a) => a.job.id === jobId)!;
  expect(rejected.status).toBe('rejected');
  const thread = await api<{ data: { items: { body: string }[] } | { body: string }[] }>(
    `/candidate/applications/${rejected.id}/messages`,
    otherToken,
  );
  expect(JSON.stringify(thread.body)).toContain(`ขอบคุณที่สนใจตำแหน่ง ${JOB_TITLE}`);

  // 8. The owner removes the recruiter; the recruiter's next click is refused and signs them out.
  await ownerPage.goto('/corporate/team');
  const row = ownerPage.getByTestId(`team-member-${recruiter.uid}`);
  await row.getByRole('button', { name: 'นำออกจากทีม' }).click();
  await ownerPage.locator('.ant-popconfirm:visible').getByRole('button', { name: 'ใช่' }).click();
  await expect(row).toHaveCount(0, { timeout: 30_000 });
  const refused = await api('/corporate/team', recruiterToken);
  expect(refused.status).toBeGreaterThanOrEqual(400);
  await recruiterPage.getByRole('link', { name: 'ใบสมัคร' }).first().click();
  await expect(recruiterPage.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
  await expect(recruiterPage).toHaveURL(/\/corporate\/login/, { timeout: 30_000 });
});
