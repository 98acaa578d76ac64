import { expect, test, type Page } from '@playwright/test';
import { api, DEMO } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { idToken, uniqueEmail, verifiedAccount } from '../support/emulator';
import { loginAs } from '../support/login';
import { mailsTo } from '../support/mail';
import { loginStaff, staffToken } from '../support/staff';

/**
 * The operators' back office (issue 41), each journey as the person who does it: a guest reports a job and a
 * moderator takes it down (gone from search, its page 410, out of the sitemap); an employer sends a registration
 * certificate and gets the verified badge; an editor writes a Thai post with a cover and schedules it, and the page
 * is server-rendered at its time; a support agent answers a contact message and the e-mail arrives; a privacy
 * officer starts an erasure for a person who asked by e-mail and sees it run.
 * Needs the catcher and a fast queue and erasure of .ci/run: QUEUE_POLL_MS=1000 PDPA_ERASURE_GRACE_SECONDS=20.
 */
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'secret123';
const tag = `bo${Date.now() % 1_000_000}`;

/** A PNG of 2x2 pixels (a real image: the upload decodes it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A job of the second demo employer (the other journeys use the first one's jobs: this one is taken down). */
async function publishJob(title: string): Promise<string> {
  const employer = await idToken('corporate', DEMO.corporate2.email, DEMO.corporate2.password);
  const created = await api<{ data: { id: string } }>('/corporate/jobs', employer, {
    method: 'POST',
    body: JSON.stringify({
      title,
      description_html: '<p>ดูแลระบบหลังบ้านของลูกค้า</p>',
      qualifications_html: '<ul><li>Node.js</li></ul>',
      skills: ['nodejs'],
      province_id: 1,
      work_type: 'hybrid',
      hire_type: 'full_time',
      education_level_id: null,
      years_experience_min: 1,
      salary_min: 35000,
      salary_max: 55000,
      salary_negotiable: false,
      valid_through: null,
      publish: true,
    }),
  });
  expect(created.status).toBe(201);
  return created.body.data.id;
}

const searchTotal = async (words: string) =>
  (await api<{ data: { total: number } }>(`/jobs/search?main_input=${encodeURIComponent(words)}`)).body.data
    .total;
const sitemapHas = async (page: Page, id: string) => {
  const index = await (await page.request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/jobs-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
  const bodies = await Promise.all(files.map(async (f) => (await page.request.get(f)).text()));
  return bodies.some((b) => b.includes(id));
};

test('a guest reports a job; a moderator takes it down: gone from search, its page 410, out of the sitemap', async ({
  page,
  browser,
}) => {
  const title = `Backend Engineer ${tag}`;
  const jobId = await publishJob(title);
  await expect.poll(() => searchTotal(tag), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => sitemapHas(page, jobId), { timeout: 30_000 }).toBe(true);

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(`/candidate/jobs/${jobId}`);
  await guestPage.getByRole('button', { name: 'รายงานประกาศนี้' }).click();
  const dialog = guestPage.getByRole('dialog', { name: 'รายงานประกาศงานนี้' });
  await dialog.getByLabel('หลอกลวง / เรียกเก็บเงิน').check();
  await dialog.getByLabel('รายละเอียดเพิ่มเติม (ไม่บังคับ)').fill('ให้โอนค่าอบรม 2,000 บาทก่อนเริ่มงาน');
  await dialog.getByRole('button', { name: 'ส่งรายงาน' }).click();
  await expect(dialog.getByText('ขอบคุณที่แจ้งให้เราทราบ')).toBeVisible();
  await expectNoSeriousA11yViolations(guestPage, 'the report dialog', '[role="dialog"]');
  await guest.close();

  await loginStaff(page, 'moderator', `/backoffice/moderation?state=reported&q=${tag}`);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByText('ให้โอนค่าอบรม 2,000 บาทก่อนเริ่มงาน')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the moderation review');
  await page.getByRole('button', { name: 'นำประกาศออก' }).click();
  await page.getByLabel('เหตุผล').fill('เรียกเก็บค่าอบรมจากผู้สมัคร ผิดนโยบายของเว็บไซต์');
  await page.getByTestId('reason-confirm').click();
  await expect(page.getByText('นำประกาศออกแล้ว')).toBeVisible();
  const takenDown = Date.now();

  await expect.poll(() => searchTotal(tag), { timeout: 15_000, intervals: [100] }).toBe(0);
  const offSearch = Date.now() - takenDown;
  await expect
    .poll(async () => (await page.request.get(`/candidate/jobs/${jobId}`)).status(), {
      timeout: 15_000,
      intervals: [100],
    })
    .toBe(410);
  const pageGone = Date.now() - takenDown;
  await expect.poll(() => sitemapHas(page, jobId), { timeout: 15_000, intervals: [100] }).toBe(false);
  console.log(
    `take-down -> off search ${offSearch} ms, page 410 ${pageGone} ms, off the sitemap ${Date.now() - takenDown} ms`,
  );

  // The employer sees why, and the audit has who did it.
  const employer = await idToken('corporate', DEMO.corporate2.email, DEMO.corporate2.password);
  const own = await api<{ data: { moderation: string; moderation_reason: string } }>(
    `/corporate/jobs/${jobId}`,
    employer,
  );
  expect(own.body.data).toMatchObject({
    moderation: 'removed',
    moderation_reason: 'เรียกเก็บค่าอบรมจากผู้สมัคร ผิดนโยบายของเว็บไซต์',
  });
  const audit = await api<{ data: { items: { actor_email: string; action: string }[] } }>(
    `/backoffice/audit?target_id=${jobId}`,
    await staffToken('admin'),
  );
  expect(audit.body.data.items[0]).toMatchObject({ actor_email: 'moderator@demo.jobportal.test' });
});

test('an employer sends the registration certificate and gets the verified badge', async ({ page }) => {
  const email = uniqueEmail('verify');
  const uid = await verifiedAccount('corporate', email, PASSWORD);
  const token = await idToken('corporate', email, PASSWORD);
  const companyName = `บริษัท ทดสอบยืนยัน ${tag} จำกัด`;
  const created = await api('/corporate/create', token, {
    method: 'POST',
    body: JSON.stringify({
      uid,
      email,
      password: PASSWORD,
      name: companyName,
      company_type_id: 1,
      contact_name: 'คุณทดสอบ',
      phone: '0812345678',
    }),
  });
  expect(created.status).toBe(201);

  await loginAs(page, 'corporate', { email, password: PASSWORD });
  await page.goto('/corporate/profile');
  const panel = page.getByRole('region', { name: 'ยืนยันบริษัท' });
  await panel
    .locator('input[type="file"]')
    .setInputFiles({ name: 'หนังสือรับรอง.pdf', mimeType: 'application/pdf', buffer: PDF });
  await panel.getByRole('button', { name: 'ส่งเพื่อตรวจสอบ' }).click();
  await expect(panel.getByText(/ทีมงานกำลังตรวจสอบเอกสารที่ส่งเมื่อ .*หนังสือรับรอง\.pdf/)).toBeVisible();

  const staff = await page.context().browser()!.newContext();
  const staffPage = await staff.newPage();
  await loginStaff(staffPage, 'moderator', '/backoffice/verification?status=pending');
  await staffPage.getByRole('link', { name: companyName }).click();
  await staffPage.getByRole('button', { name: 'อนุมัติการยืนยัน' }).click();
  await staffPage.getByLabel('เหตุผล').fill('ตรวจหนังสือรับรองกับกรมพัฒนาธุรกิจการค้าแล้ว');
  await staffPage.getByTestId('reason-confirm').click();
  await expect(staffPage.getByText('อนุมัติการยืนยันบริษัทแล้ว')).toBeVisible();
  await staff.close();

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'ยืนยันบริษัท' }).getByText(/ทีมงานตรวจสอบหนังสือรับรองบริษัทแล้ว/),
  ).toBeVisible();
  // Everyone sees the badge on the company's public page (server-rendered for a guest).
  const publicPage = await page.getByRole('link', { name: 'ดูหน้าบริษัทสาธารณะ' }).getAttribute('href');
  const guest = await page.context().browser()!.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(publicPage!);
  await expect(guestPage.getByRole('heading', { level: 1 })).toContainText(companyName);
  await expect(guestPage.getByText('บริษัทที่ยืนยันแล้ว')).toBeVisible();
  await guest.close();
});

test('an editor writes a Thai post with a cover, schedules it, and it is server-rendered at its time', async ({
  page,
  browser,
}) => {
  const slug = `thai-post-${tag}`;
  const titleTh = `เตรียมตัวสัมภาษณ์งานสาย IT ${tag}`;
  await loginStaff(page, 'editor', '/backoffice/content');
  test.setTimeout(240_000); // the post goes live at the next whole minute but one
  await page.getByRole('button', { name: /เขียนบทความใหม่/ }).click();
  await page.getByLabel('ชื่อบทความ (ภาษาไทย)').fill(titleTh);
  await page.getByLabel('คำโปรย (ภาษาไทย)').fill('เคล็ดลับเตรียมตัวก่อนสัมภาษณ์');
  const thaiBody = page.getByRole('textbox', { name: 'เนื้อหา (ภาษาไทย)' });
  await thaiBody.click();
  await page.keyboard.type('ฝึกอธิบายโปรเจกต์ที่เคยทำให้กระชับ');
  await page.getByRole('tab', { name: 'ภาษาอังกฤษ' }).click();
  await page.getByLabel('ชื่อบทความ (ภาษาอังกฤษ)').fill(`Preparing for an IT interview ${tag}`);
  await page.getByLabel('คำโปรย (ภาษาอังกฤษ)').fill('Interview tips');
  await page.getByRole('textbox', { name: 'เนื้อหา (ภาษาอังกฤษ)' }).click();
  await page.keyboard.type('Practise explaining your projects.');
  await page.getByLabel('ลิงก์ของบทความ (slug)').fill(slug);
  await page.getByLabel('แท็ก').fill('สัมภาษณ์งาน');
  await page.keyboard.press('Enter');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('อัปโหลดภาพปกแล้ว')).toBeVisible();
  await expect(page.getByRole('img', { name: 'ตัวอย่างภาพปก' })).toBeVisible();

  // Scheduled for the next whole minute plus one, in Bangkok time (the field's minutes).
  const at = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000 + 60_000);
  const bangkok = new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 16);
  await page.getByText('ตั้งเวลาเผยแพร่', { exact: true }).click();
  await page.getByLabel('วันและเวลาที่เผยแพร่').fill(bangkok);
  await expectNoSeriousA11yViolations(page, 'the post editor');
  await page.getByRole('button', { name: 'บันทึกบทความ' }).click();
  await expect(page.getByText('บันทึกบทความแล้ว')).toBeVisible();

  const guest = await browser.newContext({ javaScriptEnabled: false });
  const guestPage = await guest.newPage();
  expect((await guestPage.goto(`/blog/${slug}`))!.status()).toBe(404);
  await expect
    .poll(async () => (await guestPage.request.get(`/blog/${slug}`)).status(), {
      timeout: at.getTime() - Date.now() + 30_000,
      intervals: [2_000],
    })
    .toBe(200);
  await guestPage.goto(`/blog/${slug}`);
  // Without JavaScript: the server rendered the post itself, with its cover.
  await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(titleTh);
  await expect(guestPage.getByText('ฝึกอธิบายโปรเจกต์ที่เคยทำให้กระชับ')).toBeVisible();
  await expect(guestPage.locator('img[src*="/api/"]').first()).toBeVisible();
  await guest.close();
  const sitemap = await (await page.request.get('/sitemaps/blog-1.xml')).text();
  expect(sitemap).toContain(`/blog/${slug}`);
  const listed = await api<{ data: { items: { slug: string; tags: string[] }[] } }>('/blog?limit=9');
  expect(listed.body.data.items.find((p) => p.slug === slug)?.tags).toEqual(['สัมภาษณ์งาน']);
});

test('a support agent answers a contact message and the e-mail arrives', async ({ page }) => {
  const email = uniqueEmail('contact');
  const sent = await api('/contact', undefined, {
    method: 'POST',
    body: JSON.stringify({
      name: 'คุณมานี',
      email,
      topic: 'candidate',
      message: `สมัครงานแล้วไม่ได้รับอีเมลยืนยันค่ะ ${tag}`,
    }),
  });
  expect(sent.status).toBe(201);

  await loginStaff(page, 'support', `/backoffice/support?status=new&q=${tag}`);
  await page.getByRole('row', { name: /คุณมานี/ }).getByRole('link', { name: 'สำหรับผู้หางาน' }).click();
  const thread = page.getByRole('dialog');
  await expect(thread.getByText(`สมัครงานแล้วไม่ได้รับอีเมลยืนยันค่ะ ${tag}`)).toBeVisible();
  await page.getByLabel('ตอบกลับทางอีเมล').fill('ทีมงานส่งอีเมลยืนยันให้อีกครั้งแล้ว กรุณาตรวจสอบในกล่องจดหมายขยะด้วยค่ะ');
  await expectNoSeriousA11yViolations(page, 'the support thread');
  await page.getByRole('button', { name: 'ส่งคำตอบ' }).click();
  await expect(page.getByText('บันทึกคำตอบแล้ว ระบบจะส่งอีเมลถึงผู้ส่ง')).toBeVisible();

  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 60_000 }).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail.text).toContain('ทีมงานส่งอีเมลยืนยันให้อีกครั้งแล้ว');
  expect(mail.text).toContain(`สมัครงานแล้วไม่ได้รับอีเมลยืนยันค่ะ ${tag}`);
  await expect(thread.getByText(/ส่งแล้ว/).first()).toBeVisible({ timeout: 30_000 });
});

test('a privacy officer starts an erasure for a person who asked by e-mail and sees it run', async ({
  page,
}) => {
  const email = uniqueEmail('erase-me');
  await verifiedAccount('candidate', email, PASSWORD);
  const token = await idToken('candidate', email, PASSWORD);
  expect((await api('/candidate/getProfile', token)).status).toBe(200);
  const officer = await staffToken('privacy');
  const erasures = async () =>
    (await api<{ data: { total: number } }>('/backoffice/privacy/erasures', officer)).body.data.total;
  const before = await erasures();

  await loginStaff(page, 'privacy', '/backoffice/privacy?tab=new');
  await page.getByLabel('อีเมลของเจ้าของข้อมูล').fill(email);
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await page.getByRole('button', { name: 'สร้างคำขอลบข้อมูล' }).click();
  await page
    .getByLabel('เหตุผล')
    .fill(`เจ้าของข้อมูลขอลบทางอีเมล ยืนยันตัวตนด้วยการตอบกลับจากอีเมลที่ลงทะเบียนไว้ (${tag})`);
  await page.getByTestId('reason-confirm').click();
  await expect(page.getByText('สร้างคำขอแล้ว')).toBeVisible();

  // The grace period (20 s in CI) and the queue run the erasure: the account is gone, the desk shows it done.
  await expect
    .poll(
      () =>
        idToken('candidate', email, PASSWORD).then(
          () => 'still there',
          () => 'gone',
        ),
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe('gone');
  await expect.poll(erasures, { timeout: 30_000 }).toBeGreaterThan(before);
  const requests = await api<{
    data: { items: { source: string; kind: string; status: string; reason: string | null }[] };
  }>('/backoffice/privacy/requests?kind=erasure&limit=50', officer);
  expect(requests.body.data.items.find((r) => r.reason?.includes(tag))).toMatchObject({
    source: 'operator',
    kind: 'erasure',
    status: 'done',
  });
  await page.goto('/backoffice/privacy?tab=erasures');
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the privacy desk');
});
