import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/sql';
import { runDueJobs, type JobHandlers } from '../src/services/queue/queue';
import { SUPPORT_REPLY, supportJobHandlers } from '../src/services/backoffice/support-mail';
import { forEachDriver } from './helpers/app';
import { auditOf } from './helpers/backoffice';
import { MailCatcher } from './helpers/mail-catcher';
import { createStaff, type TestUser } from './helpers/users';

const SUPPORT_EMAIL = 'help@jobportal.test';

forEachDriver('back office: support inbox', (ctx) => {
  const catcher = new MailCatcher();
  let handlers: JobHandlers;
  let agent: TestUser;
  let editor: TestUser;

  const contact = async (email: string, message: string, lang: 'th' | 'en') => {
    const res = await ctx.call('POST', '/api/contact', {
      body: { name: lang === 'th' ? 'สมหญิง ใจดี' : 'Jane Doe', email, topic: 'candidate', message },
      headers: { 'accept-language': lang },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as string;
  };
  const thread = async (id: string) =>
    (await ctx.call('GET', `/api/backoffice/support/messages/${id}`, { auth: agent.auth })).json().data;

  beforeAll(async () => {
    await catcher.start();
    handlers = supportJobHandlers(ctx.db, {
      ...process.env,
      SMTP_URL: catcher.smtpUrl,
      SUPPORT_EMAIL,
      MAIL_FROM: 'JobPortal <no-reply@jobportal.test>',
    });
    [agent, editor] = await Promise.all([createStaff(['support']), createStaff(['editor'])]);
  });
  afterAll(async () => {
    await catcher.stop();
  });

  it('lists messages by status and text; a reply is e-mailed in Thai through the queue, quoting the message', async () => {
    const id = await contact('somying@example.com', 'สมัครงานแล้วไม่ได้รับอีเมลยืนยัน\nช่วยตรวจสอบด้วยค่ะ', 'th');
    const list = await ctx.call('GET', '/api/backoffice/support/messages?status=new&q=somying', {
      auth: agent.auth,
    });
    expect(list.json().data).toMatchObject({ total: 1, offset: 0 });
    expect(list.json().data.items[0]).toMatchObject({
      id,
      email: 'somying@example.com',
      topic: 'candidate',
      status: 'new',
      replies: 0,
      excerpt: expect.stringContaining('สมัครงาน'),
    });
    expect((await thread(id)).message).toMatchObject({ locale: 'th', status: 'new' });

    const replied = await ctx.call('POST', `/api/backoffice/support/messages/${id}/replies`, {
      auth: agent.auth,
      body: { body: 'เราได้ส่งอีเมลยืนยันให้อีกครั้งแล้วค่ะ' },
    });
    expect(replied.statusCode).toBe(201);
    const t = replied.json().data;
    expect(t.message.status).toBe('answered');
    expect(t.replies).toEqual([
      expect.objectContaining({
        staff_email: agent.email,
        body: 'เราได้ส่งอีเมลยืนยันให้อีกครั้งแล้วค่ะ',
        sent_at: null,
      }),
    ]);

    expect(await runDueJobs(ctx.db, handlers)).toBe(1);
    const [mail] = await catcher.to('somying@example.com');
    expect(mail.subject).toContain('ตอบกลับข้อความของคุณถึง JobPortal');
    expect(mail.text).toContain('เรียน คุณสมหญิง ใจดี');
    expect(mail.text).toContain('เราได้ส่งอีเมลยืนยันให้อีกครั้งแล้วค่ะ');
    expect(mail.text).toContain('> สมัครงานแล้วไม่ได้รับอีเมลยืนยัน\n> ช่วยตรวจสอบด้วยค่ะ');
    expect(mail.html).toContain('<blockquote');
    const headers = await catcher.rawHeaders(mail.id);
    expect(headers['reply-to']).toContain(SUPPORT_EMAIL);
    expect(headers.from).toContain('no-reply@jobportal.test');
    expect(headers['content-language']).toBe('th');
    expect((await thread(id)).replies[0].sent_at).toEqual(expect.any(String));
    // sent once: nothing is left in the queue and nothing is sent again
    expect(await runDueJobs(ctx.db, handlers)).toBe(0);
    expect(await catcher.to('somying@example.com')).toHaveLength(1);

    const [audit] = await auditOf(ctx.db, id);
    expect(audit).toMatchObject({
      action: 'support.reply',
      actor_uid: agent.uid,
      actor_email: agent.email,
      before: { status: 'new' },
      after: expect.objectContaining({ status: 'answered' }),
    });
  });

  it('a message that came in English is answered in English; close with the reply; the status moves are audited', async () => {
    const id = await contact(
      'jane@example.com',
      'I cannot upload my CV, it says file type not allowed.',
      'en',
    );
    const replied = await ctx.call('POST', `/api/backoffice/support/messages/${id}/replies`, {
      auth: agent.auth,
      body: { body: 'Please upload a PDF or a DOCX file.', close: true },
    });
    expect(replied.json().data.message.status).toBe('closed');
    expect(await runDueJobs(ctx.db, handlers)).toBe(1);
    const [mail] = await catcher.to('jane@example.com');
    expect(mail.subject).toContain('Re: your message to JobPortal');
    expect(mail.text).toContain('Dear Jane Doe,');
    expect(mail.text).toContain('> I cannot upload my CV');
    expect((await catcher.rawHeaders(mail.id))['content-language']).toBe('en');

    const same = await ctx.call('POST', `/api/backoffice/support/messages/${id}/status`, {
      auth: agent.auth,
      body: { status: 'closed' },
    });
    expect([same.statusCode, same.json().error.code]).toEqual([409, 'INVALID_STATUS_TRANSITION']);
    const reopened = await ctx.call('POST', `/api/backoffice/support/messages/${id}/status`, {
      auth: agent.auth,
      body: { status: 'new', reason: 'She wrote again by phone' },
    });
    expect(reopened.json().data.message.status).toBe('new');
    const audit = await auditOf(ctx.db, id);
    expect(audit.map((a) => [a.action, a.actor_uid, a.reason])).toEqual([
      ['support.reply', agent.uid, null],
      ['support.status', agent.uid, 'She wrote again by phone'],
    ]);
  });

  it('an SMTP server that is down leaves the e-mail in the queue, sent on a later run', async () => {
    const id = await contact('later@example.com', 'Is there an English version of the site?', 'en');
    await ctx.call('POST', `/api/backoffice/support/messages/${id}/replies`, {
      auth: agent.auth,
      body: { body: 'Yes: switch the language at the top of the page.' },
    });
    const down = supportJobHandlers(ctx.db, { ...process.env, SMTP_URL: 'smtp://127.0.0.1:1' });
    expect(await runDueJobs(ctx.db, down, { backoffMs: 60_000 })).toBe(1);
    const [queued] = await queryRows<{ attempts: number; last_error: string | null }>(
      ctx.db,
      sql`select attempts, last_error from job_queue where name = ${SUPPORT_REPLY}`,
    );
    expect(queued.attempts).toBe(1);
    expect(queued.last_error).toEqual(expect.any(String));
    expect((await thread(id)).replies[0].sent_at).toBeNull();
    // its back-off is over
    await ctx.db.execute(sql`update job_queue set run_at = now() where name = ${SUPPORT_REPLY}`);
    expect(await runDueJobs(ctx.db, handlers)).toBe(1);
    expect(await catcher.to('later@example.com')).toHaveLength(1);
  });

  it('unknown messages are 404 MESSAGE_NOT_FOUND; other roles are refused', async () => {
    const zero = '00000000-0000-4000-8000-000000000000';
    const missing = await ctx.call('POST', `/api/backoffice/support/messages/${zero}/replies`, {
      auth: agent.auth,
      body: { body: 'hello' },
    });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'MESSAGE_NOT_FOUND']);
    const empty = await ctx.call('POST', `/api/backoffice/support/messages/${zero}/replies`, {
      auth: agent.auth,
      body: { body: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    const refused = await ctx.call('GET', '/api/backoffice/support/messages', { auth: editor.auth });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'STAFF_ROLE_REQUIRED']);
  });
});
