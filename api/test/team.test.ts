/**
 * The company team (issue 43): invitations by e-mail through the queue and the real SMTP catcher, the join through
 * a sign-up in the Auth emulator, roles, removal (the next request is refused), ownership transfer, a job's owner and
 * collaborators, and who made each pipeline move. Another company and candidates cannot touch any of it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { companyInvite, corporateAccount, job } from '../src/db/schema';
import { queryRows } from '../src/db/sql';
import { runDueJobs, type JobHandlers } from '../src/services/queue/queue';
import { teamJobHandlers } from '../src/services/team/invite-send';
import { forEachDriver, type TestContext } from './helpers/app';
import { jobInput } from './helpers/fixtures';
import { MailCatcher } from './helpers/mail-catcher';
import { adminAuth, createUser, signIn, tenantOf, type TestUser } from './helpers/users';

const SITE = 'https://jobs.example.test';
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A login of the employer pool with this e-mail, as the join page's sign-up makes it (unverified by default). */
async function corporateLogin(email: string, verified = false): Promise<TestUser> {
  const password = `Pw-${randomBytes(6).toString('hex')}`;
  const tenantId = tenantOf('corporate');
  const user = await adminAuth()
    .tenantManager()
    .authForTenant(tenantId)
    .createUser({ email, password, emailVerified: verified });
  const token = await signIn(email, password, tenantId);
  return { uid: user.uid, email, password, pool: 'corporate', token, auth: `Bearer ${token}` };
}

/** The same login signed in again (after its e-mail was verified, or to get a token newer than a revocation). */
async function signInAgain(user: TestUser, verify = false): Promise<TestUser> {
  const tenantId = tenantOf('corporate');
  if (verify)
    await adminAuth().tenantManager().authForTenant(tenantId).updateUser(user.uid, { emailVerified: true });
  const token = await signIn(user.email, user.password, tenantId);
  return { ...user, token, auth: `Bearer ${token}` };
}

async function createCompany(
  ctx: TestContext,
  user: TestUser,
  name: string,
  contact: string,
): Promise<string> {
  const res = await ctx.call('POST', '/api/corporate/create', {
    auth: user.auth,
    body: {
      uid: user.uid,
      email: user.email,
      password: user.password,
      name,
      company_type_id: 1,
      contact_name: contact,
      phone: '0812345678',
    },
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().data[0].role).toBe('owner');
  return res.json().data[0].company.id as string;
}

forEachDriver('company team', (ctx) => {
  const catcher = new MailCatcher();
  let handlers: JobHandlers;
  let owner: TestUser;
  let intruder: TestUser;
  let cand: TestUser;
  let companyA: string;

  const newEmail = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.com`;
  const invite = async (email: string, role = 'recruiter', by = owner, locale?: 'th' | 'en') =>
    ctx.call('POST', '/api/corporate/team/invites', { auth: by.auth, body: { email, role, locale } });
  /** Runs the queue's invitation e-mails and returns the token of the newest link sent to the address. */
  const deliveredToken = async (email: string): Promise<string | null> => {
    await runDueJobs(ctx.db, handlers);
    const mails = await catcher.to(email);
    const last = mails[mails.length - 1];
    const m = last ? /\/corporate\/join\?token=([A-Za-z0-9_-]+)/.exec(last.text) : null;
    return m ? m[1] : null;
  };
  const preview = (token: string) =>
    ctx.call('GET', `/api/corporate/invites/preview?token=${encodeURIComponent(token)}`);
  const accept = (user: TestUser, token: string, name = 'คุณใหม่') =>
    ctx.call('POST', '/api/corporate/invites/accept', {
      auth: user.auth,
      body: { token, contact_name: name, phone: '0899999999' },
    });
  const team = async (user: TestUser) => {
    const res = await ctx.call('GET', '/api/corporate/team', { auth: user.auth });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      me: { uid: string; role: string };
      members: { uid: string; name: string; role: string; is_me: boolean }[];
      invites: { id: string; email: string; sent_count: number; expired: boolean }[];
    };
  };
  /** A member of company A in a few calls: invited, delivered, signed up, accepted, verified. */
  const join = async (role: string, name: string): Promise<TestUser> => {
    const email = newEmail(role);
    expect((await invite(email, role)).statusCode).toBe(201);
    const token = (await deliveredToken(email))!;
    const login = await corporateLogin(email);
    expect((await accept(login, token, name)).statusCode).toBe(201);
    return signInAgain(login, true);
  };

  beforeAll(async () => {
    await catcher.start();
    handlers = teamJobHandlers(ctx.db, {
      ...process.env,
      SMTP_URL: catcher.smtpUrl,
      PUBLIC_BASE_URL: SITE,
      MAIL_FROM: 'JobPortal <no-reply@jobportal.test>',
    });
    [owner, intruder, cand] = await Promise.all([
      createUser('corporate'),
      createUser('corporate'),
      createUser('candidate'),
    ]);
    companyA = await createCompany(ctx, owner, 'บริษัท ทีมเวิร์ก จำกัด', 'คุณเจ้าของ');
    await createCompany(ctx, intruder, 'บริษัท อื่น จำกัด', 'คุณคนนอก');
    await ctx.call('PUT', '/api/candidate/savePDPASection', {
      auth: cand.auth,
      body: { pdpa: true, cookie: false, marketing: false },
    });
  });
  afterAll(async () => {
    await catcher.stop();
  });

  it('invite -> e-mail with the link -> preview -> sign-up in the emulator -> accept -> member', async () => {
    const email = newEmail('hire');
    const created = await invite(email.toUpperCase(), 'recruiter', owner, 'th');
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      email,
      role: 'recruiter',
      invited_by: 'คุณเจ้าของ',
      sent_count: 1,
      expired: false,
    });
    const days = (Date.parse(created.json().data.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const token = await deliveredToken(email);
    expect(token).not.toBeNull();
    const [mail] = await catcher.to(email);
    expect(mail.subject).toContain('บริษัท ทีมเวิร์ก จำกัด');
    expect(mail.text).toContain(`${SITE}/corporate/join?token=${token}`);
    expect(mail.text).toContain('ผู้สรรหา');
    expect((await catcher.rawHeaders(mail.id))['content-language']).toBe('th');
    // only the hash of the link is kept; the queue's payload went with the finished job
    const [row] = await ctx.db.select().from(companyInvite).where(eq(companyInvite.email, email));
    expect(row.tokenHash).toBe(createHash('sha256').update(token!).digest('hex'));
    expect(JSON.stringify(await queryRows(ctx.db, sql`select * from company_invite`))).not.toContain(token!);
    expect(await queryRows(ctx.db, sql`select 1 from job_queue where name = 'team.invite'`)).toHaveLength(0);

    const seen = await preview(token!);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('no-store');
    // the link's token never reaches the logs (the access log's URL carries it)
    expect(ctx.logs.join('\n')).not.toContain(token!);
    expect(seen.json().data).toMatchObject({
      company: { id: companyA, name_th: 'บริษัท ทีมเวิร์ก จำกัด' },
      role: 'recruiter',
      invited_by: 'คุณเจ้าของ',
      email,
    });

    // somebody else's login cannot use the link
    const stranger = await corporateLogin(newEmail('stranger'));
    const wrong = await accept(stranger, token!);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('INVITE_EMAIL_MISMATCH');
    // a candidate's token is the wrong pool, a guest is nobody
    expect((await accept(cand, token!)).json().error.code).toBe('WRONG_ROLE');
    expect(
      (
        await ctx.call('POST', '/api/corporate/invites/accept', {
          body: { token, contact_name: 'x', phone: '' },
        })
      ).statusCode,
    ).toBe(401);

    // the invitee signs up with the invited address (not verified yet) and joins
    const login = await corporateLogin(email);
    const joined = await accept(login, token!, 'คุณสมาชิกใหม่');
    expect(joined.statusCode).toBe(201);
    expect(joined.json().data[0]).toMatchObject({
      uid: login.uid,
      email,
      contact_name: 'คุณสมาชิกใหม่',
      role: 'recruiter',
      company: { id: companyA },
    });
    // the link is used up
    expect((await preview(token!)).json().error.code).toBe('INVITE_INVALID');
    expect((await accept(login, token!)).json().error.code).toBe('INVITE_INVALID');
    // the company is theirs once the e-mail is verified, as for any employer login
    expect((await ctx.call('GET', '/api/corporate/profile', { auth: login.auth })).json().error.code).toBe(
      'EMAIL_NOT_VERIFIED',
    );
    const verified = await signInAgain(login, true);
    const profile = await ctx.call('GET', '/api/corporate/profile', { auth: verified.auth });
    expect(profile.json().data[0]).toMatchObject({ role: 'recruiter', company: { id: companyA } });

    const view = await team(owner);
    expect(view.members.map((m) => [m.name, m.role])).toEqual([
      ['คุณเจ้าของ', 'owner'],
      ['คุณสมาชิกใหม่', 'recruiter'],
    ]);
    expect(view.invites.find((i) => i.email === email)).toBeUndefined();
    const acts = (
      await ctx.call('GET', '/api/corporate/activities?type=member_joined', { auth: owner.auth })
    ).json().data.items;
    expect(acts[0].data).toMatchObject({ name: 'คุณสมาชิกใหม่', role: 'recruiter' });
  });

  it('an English invitation is written in English', async () => {
    const email = newEmail('english');
    expect((await invite(email, 'viewer', owner, 'en')).statusCode).toBe(201);
    await deliveredToken(email);
    const [mail] = await catcher.to(email);
    expect(mail.subject).toMatch(/^You are invited to join the hiring team of /);
    expect(mail.text).toContain('as a viewer');
  });

  it('an expired link is refused, resend gives a new link and the old one stops working', async () => {
    const email = newEmail('late');
    const created = (await invite(email)).json().data;
    const first = (await deliveredToken(email))!;
    await ctx.db
      .update(companyInvite)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvite.id, created.id));
    const expired = await preview(first);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('INVITE_EXPIRED');
    const login = await corporateLogin(email);
    expect((await accept(login, first)).json().error.code).toBe('INVITE_EXPIRED');
    expect((await team(owner)).invites.find((i) => i.id === created.id)).toMatchObject({ expired: true });

    const resent = await ctx.call('POST', `/api/corporate/team/invites/${created.id}/resend`, {
      auth: owner.auth,
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toMatchObject({ sent_count: 2, expired: false });
    const second = (await deliveredToken(email))!;
    expect(second).not.toBe(first);
    expect((await preview(first)).json().error.code).toBe('INVITE_INVALID');
    expect((await preview(second)).statusCode).toBe(200);

    // inviting the address again is the same invitation sent again, with the new role
    const again = await invite(email, 'viewer');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: created.id, sent_count: 3, role: 'viewer' });
    const third = (await deliveredToken(email))!;
    expect((await preview(second)).json().error.code).toBe('INVITE_INVALID');
    expect((await accept(login, third)).json().data[0].role).toBe('viewer');
  });

  it('a revoked invitation is not sent and its link is dead', async () => {
    const email = newEmail('revoked');
    const created = (await invite(email)).json().data;
    const revoked = await ctx.call('DELETE', `/api/corporate/team/invites/${created.id}`, {
      auth: owner.auth,
    });
    expect(revoked.statusCode).toBe(204);
    expect(await deliveredToken(email)).toBeNull();
    expect((await team(owner)).invites.find((i) => i.id === created.id)).toBeUndefined();
    const twice = await ctx.call('DELETE', `/api/corporate/team/invites/${created.id}`, { auth: owner.auth });
    expect(twice.json().error.code).toBe('INVITE_INVALID');
    const resend = await ctx.call('POST', `/api/corporate/team/invites/${created.id}/resend`, {
      auth: owner.auth,
    });
    expect(resend.json().error.code).toBe('INVITE_INVALID');

    // a sent link that is revoked later stops working too
    const other = newEmail('revoked-later');
    const sent = (await invite(other)).json().data;
    const token = (await deliveredToken(other))!;
    await ctx.call('DELETE', `/api/corporate/team/invites/${sent.id}`, { auth: owner.auth });
    expect((await preview(token)).json().error.code).toBe('INVITE_INVALID');
  });

  it('refuses members, owners by invitation, bad input and unknown links', async () => {
    const member = await invite(owner.email);
    expect(member.statusCode).toBe(409);
    expect(member.json().error.code).toBe('ALREADY_MEMBER');
    const asOwner = await invite(newEmail('boss'), 'owner');
    expect(asOwner.statusCode).toBe(400);
    expect(asOwner.json().error.fields[0].field).toBe('role');
    const notEmail = await invite('not-an-email');
    expect(notEmail.statusCode).toBe(400);
    expect((await preview('x')).statusCode).toBe(400);
    const unknown = await preview(randomBytes(32).toString('base64url'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('INVITE_INVALID');

    // an employer of another company: one company per login
    const email = intruder.email;
    expect((await invite(email)).statusCode).toBe(201);
    const token = (await deliveredToken(email))!;
    const taken = await accept(intruder, token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('ALREADY_MEMBER');
  });

  it('roles: who may invite, see invitations, change roles; the owner stays', async () => {
    const admin = await join('admin', 'คุณแอดมิน');
    const recruiter = await join('recruiter', 'คุณรีครูต');
    const viewer = await join('viewer', 'คุณวิว');
    const pending = newEmail('pending');
    await invite(pending, 'viewer', admin);

    // everyone sees the members; the invitations only those who run the team
    for (const member of [recruiter, viewer]) {
      const view = await team(member);
      expect(view.members.length).toBeGreaterThanOrEqual(4);
      expect(view.invites).toEqual([]);
      const refused = await invite(newEmail('nope'), 'viewer', member);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('TEAM_ROLE_FORBIDDEN');
    }
    expect((await team(admin)).invites.map((i) => i.email)).toContain(pending);

    const patch = (by: TestUser, uid: string, role: string) =>
      ctx.call('PATCH', `/api/corporate/team/members/${uid}`, { auth: by.auth, body: { role } });
    // an admin runs recruiters and viewers, never the owner nor another admin
    expect((await patch(admin, viewer.uid, 'recruiter')).json().data).toMatchObject({ role: 'recruiter' });
    expect((await patch(admin, owner.uid, 'viewer')).json().error.code).toBe('TEAM_ROLE_FORBIDDEN');
    const otherAdmin = await join('admin', 'คุณแอดมินสอง');
    expect((await patch(admin, otherAdmin.uid, 'viewer')).json().error.code).toBe('TEAM_ROLE_FORBIDDEN');
    expect((await patch(recruiter, viewer.uid, 'viewer')).json().error.code).toBe('TEAM_ROLE_FORBIDDEN');
    // the owner changes anyone but themselves; nobody is made owner but by the transfer
    expect((await patch(owner, otherAdmin.uid, 'viewer')).json().data.role).toBe('viewer');
    const self = await patch(owner, owner.uid, 'admin');
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('OWNER_REQUIRED');
    expect((await patch(owner, admin.uid, 'owner')).statusCode).toBe(400);
    expect((await patch(owner, 'nobody-here', 'viewer')).json().error.code).toBe('MEMBER_NOT_FOUND');
    // the new role applies at the next request
    expect((await patch(owner, viewer.uid, 'viewer')).statusCode).toBe(200);
    expect((await invite(newEmail('x'), 'viewer', viewer)).statusCode).toBe(403);
  });

  it('remove: the member is refused at the next request, their sessions end, their jobs pass on', async () => {
    const leaver = await join('recruiter', 'คุณย้ายออก');
    const posted = await ctx.call('POST', '/api/corporate/jobs', { auth: leaver.auth, body: jobInput() });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().data.owner).toEqual({ uid: leaver.uid, name: 'คุณย้ายออก' });
    const jobId = posted.json().data.id as string;
    // revocation is recorded to the second: a token of the same second stays valid
    await pause(1100);

    const removed = await ctx.call('DELETE', `/api/corporate/team/members/${leaver.uid}`, {
      auth: owner.auth,
    });
    expect(removed.statusCode).toBe(204);
    // the old session is over (the emulator checks revocation on every request, production on sensitive writes)
    const write = await ctx.call('PUT', '/api/corporate/profile', {
      auth: leaver.auth,
      body: { contact_name: 'ยังอยู่ไหม' },
    });
    expect(write.statusCode).toBe(401);
    expect(write.json().error.code).toBe('TOKEN_REVOKED');
    // and a fresh sign-in of the same login finds no company any more
    const fresh = await signInAgain(leaver);
    const next = await ctx.call('GET', '/api/corporate/profile', { auth: fresh.auth });
    expect(next.statusCode).toBe(404);
    expect(next.json().error.code).toBe('PROFILE_NOT_FOUND');
    expect(
      (await ctx.call('PUT', `/api/corporate/jobs/${jobId}`, { auth: fresh.auth, body: jobInput() })).json()
        .error.code,
    ).toBe('PROFILE_NOT_FOUND');
    const tenantAuth = adminAuth().tenantManager().authForTenant(tenantOf('corporate'));
    await expect(tenantAuth.verifyIdToken(leaver.token, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    const [j] = await ctx.db.select({ ownerUid: job.ownerUid }).from(job).where(eq(job.id, jobId));
    expect(j.ownerUid).toBe(owner.uid);
    expect((await team(owner)).members.map((m) => m.uid)).not.toContain(leaver.uid);
    expect(
      (await ctx.call('DELETE', `/api/corporate/team/members/${leaver.uid}`, { auth: owner.auth })).json()
        .error.code,
    ).toBe('MEMBER_NOT_FOUND');

    // an admin removes recruiters and viewers, not the owner nor another admin
    const admin = await join('admin', 'คุณแอดมินลบ');
    const viewer = await join('viewer', 'คุณวิวลบ');
    const peer = await join('admin', 'คุณแอดมินเพื่อน');
    const del = (by: TestUser, uid: string) =>
      ctx.call('DELETE', `/api/corporate/team/members/${uid}`, { auth: by.auth });
    expect((await del(admin, owner.uid)).json().error.code).toBe('TEAM_ROLE_FORBIDDEN');
    expect((await del(admin, peer.uid)).json().error.code).toBe('TEAM_ROLE_FORBIDDEN');
    expect((await del(viewer, admin.uid)).json().error.code).toBe('TEAM_ROLE_FORBIDDEN');
    expect((await del(admin, viewer.uid)).statusCode).toBe(204);
    // anyone but the owner may leave
    expect((await del(peer, peer.uid)).statusCode).toBe(204);
    expect((await del(owner, owner.uid)).json().error.code).toBe('OWNER_REQUIRED');
    const acts = (await ctx.call('GET', '/api/corporate/activities', { auth: owner.auth })).json().data.items;
    expect(acts.map((a: { type: string }) => a.type)).toEqual(
      expect.arrayContaining(['member_removed', 'member_left']),
    );
  });

  it('transfer: the member becomes the owner and the owner an admin, one owner at any time', async () => {
    const heir = await join('admin', 'คุณผู้สืบทอด');
    const recruiter = await join('recruiter', 'คุณรีครูตโอน');
    const transfer = (by: TestUser, uid: string) =>
      ctx.call('POST', '/api/corporate/team/transfer', { auth: by.auth, body: { uid } });
    expect((await transfer(heir, recruiter.uid)).json().error.code).toBe('TEAM_ROLE_FORBIDDEN');
    expect((await transfer(owner, owner.uid)).statusCode).toBe(400);
    expect((await transfer(owner, intruder.uid)).json().error.code).toBe('MEMBER_NOT_FOUND');

    const done = await transfer(owner, heir.uid);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.me).toEqual({ uid: owner.uid, role: 'admin' });
    const roles = Object.fromEntries(
      done.json().data.members.map((m: { uid: string; role: string }) => [m.uid, m.role]),
    );
    expect(roles[heir.uid]).toBe('owner');
    expect(roles[owner.uid]).toBe('admin');
    const owners = await ctx.db
      .select()
      .from(corporateAccount)
      .where(and(eq(corporateAccount.companyId, companyA), eq(corporateAccount.role, 'owner')));
    expect(owners.map((o) => o.uid)).toEqual([heir.uid]);
    expect((await transfer(owner, heir.uid)).json().error.code).toBe('TEAM_ROLE_FORBIDDEN');
    // and back, so the other tests keep their owner
    expect((await transfer(heir, owner.uid)).statusCode).toBe(200);
    expect((await team(owner)).me.role).toBe('owner');
  });

  it("another company and candidates cannot touch the team, its invitations or a job's collaborators", async () => {
    const member = await join('viewer', 'คุณภายใน');
    const open = (await invite(newEmail('guarded'))).json().data;
    const jobId = (
      await ctx.call('POST', '/api/corporate/jobs', { auth: owner.auth, body: jobInput() })
    ).json().data.id;
    const calls: [string, string, unknown?][] = [
      ['PATCH', `/api/corporate/team/members/${member.uid}`, { role: 'admin' }],
      ['DELETE', `/api/corporate/team/members/${member.uid}`],
      ['POST', `/api/corporate/team/invites/${open.id}/resend`],
      ['DELETE', `/api/corporate/team/invites/${open.id}`],
      ['POST', '/api/corporate/team/transfer', { uid: member.uid }],
      ['GET', `/api/corporate/jobs/${jobId}/collaborators`],
      [
        'PUT',
        `/api/corporate/jobs/${jobId}/collaborators`,
        { owner_uid: intruder.uid, collaborator_uids: [] },
      ],
    ];
    for (const [method, url, body] of calls) {
      const res = await ctx.call(method as 'GET', url, { auth: intruder.auth, body });
      expect({ url, method, status: res.statusCode }).toEqual({ url, method, status: 404 });
    }
    // the intruder's own team never shows company A
    const theirs = await team(intruder);
    expect(theirs.members.map((m) => m.uid)).toEqual([intruder.uid]);
    expect(JSON.stringify(theirs)).not.toContain(open.email);
    // candidates are the wrong pool, guests nobody
    for (const [method, url, body] of [...calls, ['GET', '/api/corporate/team'] as [string, string]]) {
      const asCandidate = await ctx.call(method as 'GET', url, { auth: cand.auth, body });
      expect({ url, code: asCandidate.json().error?.code }).toEqual({ url, code: 'WRONG_ROLE' });
      expect((await ctx.call(method as 'GET', url, { body })).statusCode).toBe(401);
    }
    // nothing changed
    expect((await team(owner)).members.find((m) => m.uid === member.uid)?.role).toBe('viewer');
    expect((await team(owner)).invites.find((i) => i.id === open.id)).toBeDefined();
  });

  it("a job's owner and collaborators decide who of the recruiters works on it", async () => {
    const mine = await join('recruiter', 'คุณเจ้าของงาน');
    const helper = await join('recruiter', 'คุณผู้ช่วย');
    const viewer = await join('viewer', 'คุณดูอย่างเดียว');
    const ownersJob = (
      await ctx.call('POST', '/api/corporate/jobs', { auth: owner.auth, body: jobInput() })
    ).json().data;
    expect(ownersJob.owner).toEqual({ uid: owner.uid, name: 'คุณเจ้าของ' });
    expect(ownersJob.can_edit).toBe(true);
    const own = await ctx.call('POST', '/api/corporate/jobs', {
      auth: mine.auth,
      body: jobInput({ title: 'งานของฉัน' }),
    });
    expect(own.json().data).toMatchObject({ owner: { uid: mine.uid }, can_edit: true });

    const canEdit = async (user: TestUser, id: string) =>
      (await ctx.call('GET', '/api/corporate/jobs', { auth: user.auth }))
        .json()
        .data.find((j: { id: string }) => j.id === id).can_edit as boolean;
    expect(await canEdit(helper, ownersJob.id)).toBe(false);
    expect(await canEdit(viewer, own.json().data.id)).toBe(false);
    expect(await canEdit(owner, own.json().data.id)).toBe(true);
    const edit = (user: TestUser, id: string) =>
      ctx.call('PUT', `/api/corporate/jobs/${id}`, { auth: user.auth, body: jobInput({ title: 'แก้ไขแล้ว' }) });
    expect((await edit(helper, ownersJob.id)).json().error.code).toBe('TEAM_ROLE_FORBIDDEN');

    const put = (user: TestUser, id: string, body: unknown) =>
      ctx.call('PUT', `/api/corporate/jobs/${id}/collaborators`, { auth: user.auth, body });
    // a recruiter who does not own the job cannot hand it out
    expect(
      (await put(helper, ownersJob.id, { owner_uid: helper.uid, collaborator_uids: [] })).statusCode,
    ).toBe(403);
    // viewers are neither owners nor collaborators; unknown members are refused
    const bad = await put(owner, ownersJob.id, {
      owner_uid: viewer.uid,
      collaborator_uids: ['nobody', helper.uid],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad.json().error.fields.map((f: { field: string; code: string }) => `${f.field}:${f.code}`),
    ).toEqual(['owner_uid:role', 'collaborator_uids.0:unknown_reference']);
    const set = await put(owner, ownersJob.id, { owner_uid: owner.uid, collaborator_uids: [helper.uid] });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({
      owner: { uid: owner.uid, role: 'owner' },
      collaborators: [{ uid: helper.uid, name: 'คุณผู้ช่วย', role: 'recruiter' }],
      can_manage: true,
    });
    expect(await canEdit(helper, ownersJob.id)).toBe(true);
    expect((await edit(helper, ownersJob.id)).statusCode).toBe(200);
    const asHelper = await ctx.call('GET', `/api/corporate/jobs/${ownersJob.id}/collaborators`, {
      auth: helper.auth,
    });
    expect(asHelper.json().data.can_manage).toBe(false);
    // the job's own recruiter hands it over
    const handed = await put(mine, own.json().data.id, {
      owner_uid: helper.uid,
      collaborator_uids: [mine.uid],
    });
    expect(handed.json().data).toMatchObject({ owner: { uid: helper.uid }, can_manage: false });
    expect((await edit(mine, own.json().data.id)).statusCode).toBe(200);
  });

  it('every pipeline move shows who made it to the company, never to the candidate', async () => {
    const recruiter = await join('recruiter', 'คุณคัดกรอง');
    const posted = await ctx.call('POST', '/api/corporate/jobs', {
      auth: recruiter.auth,
      body: { ...jobInput({ title: 'งานมีผู้สมัคร' }), publish: true },
    });
    const jobId = posted.json().data.id as string;
    const applied = await ctx.call('POST', '/api/candidate/applications', {
      auth: cand.auth,
      body: { job_id: jobId },
    });
    expect(applied.statusCode).toBe(201);
    const appId = applied.json().data.id as string;
    const moved = await ctx.call('POST', `/api/corporate/applications/${appId}/status`, {
      auth: recruiter.auth,
      body: { status: 'reviewing' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.history).toEqual([
      expect.objectContaining({ status: 'applied', actor: 'candidate', actor_name: null }),
      expect.objectContaining({ status: 'reviewing', actor: 'corporate', actor_name: 'คุณคัดกรอง' }),
    ]);
    const bulk = await ctx.call('POST', '/api/corporate/applications/bulk-status', {
      auth: owner.auth,
      body: { ids: [appId], status: 'shortlisted' },
    });
    expect(bulk.statusCode).toBe(200);
    const seen = await ctx.call('GET', `/api/corporate/applications/${appId}`, { auth: owner.auth });
    expect(seen.json().data.history.at(-1)).toMatchObject({ status: 'shortlisted', actor_name: 'คุณเจ้าของ' });
    const mine = await ctx.call('GET', '/api/candidate/applications', { auth: cand.auth });
    expect(mine.body).not.toContain('คุณคัดกรอง');
    expect(mine.body).not.toContain('actor_name');
  });
});
