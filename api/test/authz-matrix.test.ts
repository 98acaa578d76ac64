/**
 * Authorisation matrix generated from the OpenAPI document: every operation that needs a sign-in, called by a
 * guest, by the other pool, with odd and forged tokens, and (for operations on one record) by another party on
 * records it does not own. A new route is covered the day it is added; nothing here lists routes by hand.
 */
import { eq } from 'drizzle-orm';
import { candidate, corporateAccount } from '../src/db/schema';
import { forEachDriver } from './helpers/app';
import { insertCompany, insertPublishedJob, jobInput } from './helpers/fixtures';
import { PDF, PNG, upload } from './helpers/files';
import { adminAuth, createStaff, createUser, tenantOf, type TestUser } from './helpers/users';
import { loadConfig } from '../src/config';
import { STAFF_ROLES } from '../src/auth/identity';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Operation {
  method: Method;
  path: string;
  pool: 'candidate' | 'corporate' | 'staff';
  /** Staff routes: the roles that may call it (the security requirement's scopes after 'staff'); [] = any. */
  roles: string[];
}

const config = loadConfig();

function unsignedToken(claims: Record<string, unknown>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/** Tokens that must never pass, even against the emulator (which does not check signatures). */
function oddTokens(victim: TestUser): Record<string, string> {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${config.firebaseProjectId}`,
    aud: config.firebaseProjectId,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    user_id: victim.uid,
    sub: victim.uid,
    email: victim.email,
    email_verified: true,
    firebase: { sign_in_provider: 'password', tenant: tenantOf(victim.pool) },
  };
  return {
    empty: 'Bearer ',
    garbage: 'Bearer not-a-token',
    'three dots': 'Bearer a.b.c',
    'unknown account': `Bearer ${unsignedToken({ ...claims, user_id: 'nobody-x', sub: 'nobody-x' })}`,
    expired: `Bearer ${unsignedToken({ ...claims, iat: now - 7200, exp: now - 3600 })}`,
    'other project': `Bearer ${unsignedToken({
      ...claims,
      aud: 'someone-else',
      iss: 'https://securetoken.google.com/someone-else',
    })}`,
    'unknown tenant': `Bearer ${unsignedToken({ ...claims, firebase: { tenant: 'other-pool' } })}`,
  };
}

/** A valid interview proposal (issue 43): one video slot three days ahead. */
const interviewProposal = () => ({
  mode: 'video',
  location: 'https://meet.example.com/matrix',
  duration_minutes: 30,
  slots: [new Date(Date.now() + 3 * 86_400_000).toISOString()],
});

forEachDriver('authorisation matrix from the OpenAPI document', (ctx) => {
  let operations: Operation[];
  let owner: TestUser; // employer of company A
  let intruder: TestUser; // employer of company B
  let applicant: TestUser; // candidate who applied to company A
  let other: TestUser; // another candidate
  let hidden: TestUser; // a candidate who does not let employers find them
  let staffAdmin: TestUser;
  let staffNoRole: TestUser;
  const staffByRole: Record<string, TestUser> = {};
  const ids = { job: '', app: '', resume: '', laterResume: '' };

  beforeAll(async () => {
    const doc = ctx.app.swagger() as {
      paths: Record<string, Record<string, { security?: { bearerAuth?: string[] }[] }>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => Array.isArray(op.security) && op.security.length > 0)
        .map(([method, op]) => {
          const scopes = op.security?.[0]?.bearerAuth ?? [];
          const pool: Operation['pool'] =
            scopes[0] === 'staff' ? 'staff' : path.startsWith('/api/corporate/') ? 'corporate' : 'candidate';
          return { method: method.toUpperCase() as Method, path, pool, roles: scopes.slice(1) };
        }),
    );
    // Every back-office route is a staff route and says so in its security requirement.
    expect(operations.filter((op) => op.path.startsWith('/api/backoffice/') && op.pool !== 'staff')).toEqual(
      [],
    );
    expect(operations.length).toBeGreaterThan(30);

    [owner, intruder, applicant, other, hidden] = await Promise.all([
      createUser('corporate'),
      createUser('corporate'),
      createUser('candidate'),
      createUser('candidate'),
      createUser('candidate'),
    ]);
    for (const role of STAFF_ROLES) staffByRole[role] = await createStaff([role]);
    staffAdmin = staffByRole.admin;
    staffNoRole = await createStaff([]);
    const companyA = await insertCompany(ctx.db, 'Company A', owner.uid);
    await insertCompany(ctx.db, 'Company B', intruder.uid);
    ids.job = await insertPublishedJob(ctx.db, companyA);
    const cv = await upload(ctx, '/api/candidate/files', applicant.auth, [
      { name: 'set_as_profile_resume', value: 'true' },
      { name: 'file', filename: 'cv.pdf', content: PDF(), type: 'application/pdf' },
    ]);
    expect(cv.statusCode).toBe(200);
    ids.resume = cv.json().data.id;
    await ctx.call('PUT', '/api/candidate/savePDPASection', {
      auth: applicant.auth,
      body: { pdpa: true, cookie: true, marketing: false },
    });
    const applied = await ctx.call('POST', '/api/candidate/applications', {
      auth: applicant.auth,
      body: { job_id: ids.job, resume_file_id: ids.resume },
    });
    expect(applied.statusCode).toBe(201);
    ids.app = applied.json().data.id;
    await ctx.call('GET', '/api/candidate/getProfile', { auth: hidden.auth });
    await ctx.db.update(candidate).set({ visibleToEmployers: false }).where(eq(candidate.uid, hidden.uid));
  });

  const fill = (path: string, as: 'foreign' | 'zero') => {
    const zero = '00000000-0000-4000-8000-000000000000';
    return path
      .replace('{jobId}', as === 'foreign' ? ids.job : zero)
      .replace(/\/applications\/\{id\}/, `/applications/${as === 'foreign' ? ids.app : zero}`)
      .replace(/\/jobs\/\{id\}/, `/jobs/${as === 'foreign' ? ids.job : zero}`)
      .replace(/\/candidates\/\{uid\}/, `/candidates/${as === 'foreign' ? hidden.uid : 'nobody'}`)
      .replace(/\{[a-zA-Z]+\}/g, zero);
  };
  const wrongPools = (op: Operation): TestUser[] =>
    op.pool === 'candidate'
      ? [owner, staffAdmin]
      : op.pool === 'corporate'
        ? [other, staffAdmin]
        : [owner, other];

  it('a guest gets 401 UNAUTHENTICATED on every signed-in operation', async () => {
    for (const op of operations) {
      const res = await ctx.call(op.method, fill(op.path, 'zero'));
      expect({ op: `${op.method} ${op.path}`, status: res.statusCode, code: res.json().error?.code }).toEqual(
        {
          op: `${op.method} ${op.path}`,
          status: 401,
          code: 'UNAUTHENTICATED',
        },
      );
    }
  });

  it('the other pools get 403 WRONG_ROLE on every operation (staff tokens on user routes too)', async () => {
    for (const op of operations) {
      for (const caller of wrongPools(op)) {
        const res = await ctx.call(op.method, fill(op.path, 'zero'), { auth: caller.auth });
        expect({
          op: `${op.method} ${op.path}`,
          caller: caller.pool,
          status: res.statusCode,
          code: res.json().error?.code,
        }).toEqual({ op: `${op.method} ${op.path}`, caller: caller.pool, status: 403, code: 'WRONG_ROLE' });
      }
    }
  });

  it('every staff route x every staff role: only its roles (and admin) pass, the others get STAFF_ROLE_REQUIRED', async () => {
    const staffOps = operations.filter((op) => op.pool === 'staff');
    expect(staffOps.length).toBeGreaterThan(0);
    let checked = 0;
    for (const op of staffOps) {
      for (const role of STAFF_ROLES) {
        const allowed = role === 'admin' || op.roles.length === 0 || op.roles.includes(role);
        const res = await ctx.call(op.method, fill(op.path, 'zero'), { auth: staffByRole[role].auth });
        const code = res.json().error?.code;
        checked += 1;
        expect({ op: `${op.method} ${op.path}`, role, refused: code === 'STAFF_ROLE_REQUIRED' }).toEqual({
          op: `${op.method} ${op.path}`,
          role,
          refused: !allowed,
        });
        expect({ op: `${op.method} ${op.path}`, role, status: res.statusCode < 500 }).toEqual({
          op: `${op.method} ${op.path}`,
          role,
          status: true,
        });
        if (allowed) expect([401, 403]).not.toContain(res.statusCode);
      }
      // A staff account without any role is no operator.
      const none = await ctx.call(op.method, fill(op.path, 'zero'), { auth: staffNoRole.auth });
      expect({ op: `${op.method} ${op.path}`, code: none.json().error?.code }).toEqual({
        op: `${op.method} ${op.path}`,
        code: 'STAFF_ROLE_REQUIRED',
      });
    }
    expect(checked).toBe(staffOps.length * STAFF_ROLES.length);
  });

  it('a revoked staff member is refused on the next request', async () => {
    const member = await createStaff(['moderator']);
    expect((await ctx.call('GET', '/api/backoffice/me', { auth: member.auth })).statusCode).toBe(200);
    // Revocation is recorded to the second: a token issued in the same second as the revocation would still pass.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const tenantAuth = adminAuth().tenantManager().authForTenant(tenantOf('staff'));
    await tenantAuth.setCustomUserClaims(member.uid, { roles: [] });
    await tenantAuth.revokeRefreshTokens(member.uid);
    const res = await ctx.call('GET', '/api/backoffice/me', { auth: member.auth });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('TOKEN_REVOKED');
  });

  it('odd and forged tokens get 401 everywhere, never data and never a 5xx', async () => {
    let calls = 0;
    for (const op of operations) {
      const victim = op.pool === 'candidate' ? applicant : op.pool === 'corporate' ? owner : staffAdmin;
      for (const [kind, auth] of Object.entries(oddTokens(victim))) {
        const res = await ctx.call(op.method, fill(op.path, 'foreign'), { auth });
        calls += 1;
        expect({ op: `${op.method} ${op.path}`, kind, status: res.statusCode }).toEqual({
          op: `${op.method} ${op.path}`,
          kind,
          status: 401,
        });
        expect(res.json().data).toBeUndefined();
      }
    }
    expect(calls).toBeGreaterThan(200);
  });

  it("another employer gets 403 or 404 on company A's job, application, résumé and notes", async () => {
    const bodies: Record<string, unknown> = {
      'PUT /api/corporate/jobs/{id}': jobInput({ title: 'Taken over' }),
      'POST /api/corporate/applications/{id}/status': { status: 'rejected' },
      'POST /api/corporate/applications/{id}/notes': { body: 'seen by another company' },
      'POST /api/corporate/applications/{id}/messages': { body: 'seen by another company' },
      'PUT /api/corporate/jobs/{id}/collaborators': { owner_uid: null, collaborator_uids: [] },
      'POST /api/corporate/jobs/{id}/applications/bulk/preview': { ids: [ids.app], status: 'rejected' },
      'POST /api/corporate/jobs/{id}/applications/bulk': {
        ids: [ids.app],
        status: 'rejected',
        message: { body_th: 'seen by another company' },
        preview_hash: '0'.repeat(64),
      },
      'PUT /api/corporate/templates/{id}': { kind: 'other', name: 'x', body_th: 'x', body_en: '' },
      'PUT /api/corporate/jobs/{id}/questions': { questions: [] },
      'POST /api/corporate/applications/{id}/interviews': interviewProposal(),
      'PATCH /api/corporate/interviews/{id}': { starts_at: interviewProposal().slots[0] },
      'POST /api/corporate/interviews/{id}/cancel': { reason: 'seen by another company' },
    };
    const onOneRecord = operations.filter((op) => op.pool === 'corporate' && /\{(id|jobId)\}/.test(op.path));
    expect(onOneRecord.length).toBeGreaterThanOrEqual(10);
    for (const op of onOneRecord) {
      const res = await ctx.call(op.method, fill(op.path, 'foreign'), {
        auth: intruder.auth,
        body: bodies[`${op.method} ${op.path}`],
      });
      expect({ op: `${op.method} ${op.path}`, denied: [403, 404].includes(res.statusCode) }).toEqual({
        op: `${op.method} ${op.path}`,
        denied: true,
      });
    }
    const bulk = await ctx.call('POST', '/api/corporate/applications/bulk-status', {
      auth: intruder.auth,
      body: { ids: [ids.app], status: 'rejected' },
    });
    expect(bulk.statusCode).not.toBe(200);
    const hiddenProfile = await ctx.call('GET', `/api/corporate/candidates/${hidden.uid}`, {
      auth: intruder.auth,
    });
    expect(hiddenProfile.statusCode).toBe(404);
    for (const auth of [intruder.auth, other.auth]) {
      expect([403, 404]).toContain((await ctx.call('GET', `/api/files/${ids.resume}`, { auth })).statusCode);
    }
    expect((await ctx.call('GET', `/api/files/${ids.resume}`)).statusCode).toBe(401);

    // Nothing changed for the owner.
    const mine = await ctx.call('GET', `/api/corporate/applications/${ids.app}`, { auth: owner.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.status).toBe('applied');
    expect(JSON.stringify(mine.json().data)).not.toContain('seen by another company');
    const job = await ctx.call('GET', `/api/corporate/jobs/${ids.job}`, { auth: owner.auth });
    expect(job.json().data.title).not.toBe('Taken over');
  });

  it("another candidate cannot withdraw or read someone else's application", async () => {
    const withdraw = await ctx.call('POST', `/api/candidate/applications/${ids.app}/withdraw`, {
      auth: other.auth,
    });
    expect([403, 404]).toContain(withdraw.statusCode);
    const list = await ctx.call('GET', '/api/candidate/applications', { auth: other.auth });
    expect(JSON.stringify(list.json())).not.toContain(ids.app);
    const still = await ctx.call('GET', `/api/corporate/applications/${ids.app}`, { auth: owner.auth });
    expect(still.json().data.status).toBe('applied');
  });

  it("team roles x the company's writes: viewers write notes only, recruiters on the jobs they own or share", async () => {
    const [{ companyId }] = await ctx.db
      .select({ companyId: corporateAccount.companyId })
      .from(corporateAccount)
      .where(eq(corporateAccount.uid, owner.uid));
    const roles = ['admin', 'recruiter', 'viewer'] as const;
    type Role = (typeof roles)[number];
    const team = Object.fromEntries(
      await Promise.all(roles.map(async (role) => [role, await createUser('corporate')] as const)),
    ) as Record<Role, TestUser>;
    await ctx.db.insert(corporateAccount).values(
      roles.map((role) => ({
        uid: team[role].uid,
        companyId,
        email: team[role].email,
        contactName: `HR ${role}`,
        role,
      })),
    );
    // the recruiter's own job with an application; ids.job (company A's) is neither theirs nor shared with them
    const theirJob = await insertPublishedJob(ctx.db, companyId, { ownerUid: team.recruiter.uid });
    const applied = await ctx.call('POST', '/api/candidate/applications', {
      auth: applicant.auth,
      body: { job_id: theirJob, resume_file_id: ids.resume },
    });
    expect(applied.statusCode).toBe(201);
    const theirApp = applied.json().data.id as string;

    type Call = (user: TestUser) => Promise<{ statusCode: number; json(): { error?: { code: string } } }>;
    const json =
      (method: 'POST' | 'PUT', url: string, body?: unknown): Call =>
      (user) =>
        ctx.call(method, url, { auth: user.auth, body });
    const file =
      (url: string, part: { filename: string; content: Buffer; type: string }): Call =>
      (user) =>
        upload(ctx, url, user.auth, [{ name: 'file', ...part }]);
    // [what, call, the roles allowed, the roles that call (default all: the admin leaves company A's pipeline alone)]
    const cases: [string, Call, Role[], Role[]?][] = [
      ['company profile', json('PUT', '/api/corporate/profile', { about_th: 'เกี่ยวกับเรา' }), ['admin']],
      ['own contact details', json('PUT', '/api/corporate/profile', { contact_name: 'คุณติดต่อ' }), [...roles]],
      [
        'logo',
        file('/api/corporate/logo', { filename: 'l.png', content: PNG(), type: 'image/png' }),
        ['admin'],
      ],
      [
        'verification document',
        file('/api/corporate/files', { filename: 'c.pdf', content: PDF(), type: 'application/pdf' }),
        ['admin'],
      ],
      [
        'verification request',
        json('POST', '/api/corporate/verification', { file_id: ids.resume }),
        ['admin'],
      ],
      [
        'new job',
        json('POST', '/api/corporate/jobs', jobInput({ title: 'Team job' })),
        ['admin', 'recruiter'],
      ],
      ["edit another's job", json('PUT', `/api/corporate/jobs/${ids.job}`, jobInput()), ['admin']],
      ["publish another's job", json('POST', `/api/corporate/jobs/${ids.job}/publish`), ['admin']],
      ['edit their job', json('PUT', `/api/corporate/jobs/${theirJob}`, jobInput()), ['admin', 'recruiter']],
      ['close their job', json('POST', `/api/corporate/jobs/${theirJob}/close`), ['admin', 'recruiter']],
      ['reopen their job', json('POST', `/api/corporate/jobs/${theirJob}/reopen`), ['admin', 'recruiter']],
      [
        "move an applicant of another's job",
        json('POST', `/api/corporate/applications/${ids.app}/status`, { status: 'reviewing' }),
        [],
        ['recruiter', 'viewer'],
      ],
      [
        "bulk-move applicants of another's job",
        json('POST', '/api/corporate/applications/bulk-status', { ids: [ids.app], status: 'reviewing' }),
        [],
        ['recruiter', 'viewer'],
      ],
      [
        'move an applicant of their job',
        json('POST', `/api/corporate/applications/${theirApp}/status`, { status: 'reviewing' }),
        ['admin', 'recruiter'],
      ],
      [
        'bulk-move applicants of their job',
        json('POST', '/api/corporate/applications/bulk-status', { ids: [theirApp], status: 'shortlisted' }),
        ['admin', 'recruiter'],
      ],
      [
        'private note',
        json('POST', `/api/corporate/applications/${ids.app}/notes`, { body: 'note' }),
        [...roles],
      ],
      [
        "share another's job",
        json('PUT', `/api/corporate/jobs/${ids.job}/collaborators`, {
          owner_uid: null,
          collaborator_uids: [],
        }),
        ['admin'],
      ],
      [
        'share their job',
        json('PUT', `/api/corporate/jobs/${theirJob}/collaborators`, {
          owner_uid: team.recruiter.uid,
          collaborator_uids: [],
        }),
        ['admin', 'recruiter'],
      ],
      [
        'propose an interview to an applicant of their job',
        json('POST', `/api/corporate/applications/${theirApp}/interviews`, interviewProposal()),
        ['admin', 'recruiter'],
      ],
      [
        "propose an interview to an applicant of another's job",
        json('POST', `/api/corporate/applications/${ids.app}/interviews`, interviewProposal()),
        [],
        ['recruiter', 'viewer'],
      ],
      [
        'invite',
        json('POST', '/api/corporate/team/invites', { email: 'matrix-invite@example.com', role: 'viewer' }),
        ['admin'],
      ],
      ['transfer ownership', json('POST', '/api/corporate/team/transfer', { uid: team.admin.uid }), []],
    ];
    for (const [what, call, allowed, callers = roles] of cases) {
      for (const role of callers) {
        const res = await call(team[role]);
        const code = res.json().error?.code;
        const refused = res.statusCode === 403 && code === 'TEAM_ROLE_FORBIDDEN';
        expect({ what, role, refused }).toEqual({ what, role, refused: !allowed.includes(role) });
        // an allowed call succeeds, or fails on the record's state (a job already closed): never on who calls
        const done = res.statusCode < 300 || res.statusCode === 409 || what === 'verification request';
        if (allowed.includes(role)) expect({ what, role, done }).toEqual({ what, role, done: true });
      }
    }
    // what a recruiter may not touch did not change
    const app = await ctx.call('GET', `/api/corporate/applications/${ids.app}`, { auth: owner.auth });
    expect(app.json().data.status).toBe('applied');
  });
});
