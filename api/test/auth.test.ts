import { forEachDriver } from './helpers/app';
import { insertCompany, insertPublishedJob, jobInput } from './helpers/fixtures';
import { createFacebookCandidate, createLineCandidate, createUser, type TestUser } from './helpers/users';

const ZERO = '00000000-0000-4000-8000-000000000000';

type Route = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string };

const CANDIDATE_ROUTES: Route[] = [
  { method: 'GET', url: '/api/candidate/getProfile' },
  { method: 'PUT', url: '/api/candidate/savePDPASection' },
  { method: 'PUT', url: '/api/candidate/profile' },
  { method: 'POST', url: '/api/candidate/files' },
  { method: 'POST', url: '/api/candidate/deletion-request' },
  { method: 'POST', url: `/api/candidate/job/favJob/${ZERO}` },
  { method: 'DELETE', url: `/api/candidate/job/deleteFavJob/${ZERO}` },
  { method: 'GET', url: '/api/candidate/favourites' },
  { method: 'POST', url: '/api/candidate/applications' },
  { method: 'GET', url: '/api/candidate/applications' },
  { method: 'POST', url: `/api/candidate/applications/${ZERO}/withdraw` },
  { method: 'GET', url: '/api/candidate/overview' },
  { method: 'GET', url: '/api/candidate/activities' },
  { method: 'GET', url: '/api/candidate/recently-viewed' },
];

const CORPORATE_ACCOUNT_ROUTES: Route[] = [
  { method: 'GET', url: '/api/corporate/profile' },
  { method: 'PUT', url: '/api/corporate/profile' },
  { method: 'POST', url: '/api/corporate/logo' },
  { method: 'GET', url: '/api/corporate/jobs' },
  { method: 'POST', url: '/api/corporate/jobs' },
  { method: 'GET', url: '/api/corporate/candidates' },
  { method: 'GET', url: '/api/corporate/candidates/someone' },
  { method: 'GET', url: '/api/corporate/dashboard' },
  { method: 'GET', url: '/api/corporate/activities' },
  { method: 'POST', url: '/api/corporate/applications/bulk-status' },
];

/** Routes on one job / application: the owner only. `:job` and `:app` are filled in the test. */
const OWNER_ROUTES: Route[] = [
  { method: 'GET', url: '/api/corporate/jobs/:job' },
  { method: 'PUT', url: '/api/corporate/jobs/:job' },
  { method: 'POST', url: '/api/corporate/jobs/:job/publish' },
  { method: 'POST', url: '/api/corporate/jobs/:job/close' },
  { method: 'POST', url: '/api/corporate/jobs/:job/reopen' },
  { method: 'GET', url: '/api/corporate/jobs/:job/applications' },
  { method: 'GET', url: '/api/corporate/applications/:app' },
  { method: 'GET', url: '/api/corporate/jobs/:job/candidates/:cand/application' },
  { method: 'POST', url: '/api/corporate/applications/:app/status' },
  { method: 'POST', url: '/api/corporate/applications/:app/notes' },
];

const CORPORATE_ROUTES: Route[] = [
  { method: 'POST', url: '/api/corporate/create' },
  ...CORPORATE_ACCOUNT_ROUTES,
  ...OWNER_ROUTES.map((r) => ({
    ...r,
    url: r.url.replace(':job', ZERO).replace(':app', ZERO).replace(':cand', 'x'),
  })),
];

forEachDriver('authentication and authorisation', (ctx) => {
  let cand: TestUser;
  let candUnverified: TestUser;
  let corp: TestUser;
  let corpUnverified: TestUser;
  let corpNoAccount: TestUser;
  let otherCorp: TestUser;

  beforeAll(async () => {
    [cand, candUnverified, corp, corpUnverified, corpNoAccount, otherCorp] = await Promise.all([
      createUser('candidate'),
      createUser('candidate', { verified: false }),
      createUser('corporate'),
      createUser('corporate', { verified: false }),
      createUser('corporate'),
      createUser('corporate'),
    ]);
    await insertCompany(ctx.db, 'Owner Co', corp.uid);
    await insertCompany(ctx.db, 'Other Co', otherCorp.uid);
    await insertCompany(ctx.db, 'Unverified Co', corpUnverified.uid);
  });

  const expectError = (
    res: { statusCode: number; json: () => { error: { code: string } } },
    status: number,
    code: string,
    label: string,
  ) => {
    expect({ label, status: res.statusCode, code: res.json().error?.code }).toEqual({ label, status, code });
  };

  it('guests get 401 UNAUTHENTICATED on every protected route', async () => {
    for (const r of [...CANDIDATE_ROUTES, ...CORPORATE_ROUTES])
      expectError(await ctx.call(r.method, r.url), 401, 'UNAUTHENTICATED', r.url);
  });

  it('a malformed token is 401 TOKEN_INVALID', async () => {
    for (const r of [...CANDIDATE_ROUTES, ...CORPORATE_ROUTES])
      expectError(
        await ctx.call(r.method, r.url, { auth: 'Bearer not.a.token' }),
        401,
        'TOKEN_INVALID',
        r.url,
      );
  });

  it('a token of the other pool is 403 WRONG_ROLE', async () => {
    for (const r of CANDIDATE_ROUTES)
      expectError(await ctx.call(r.method, r.url, { auth: corp.auth }), 403, 'WRONG_ROLE', r.url);
    for (const r of CORPORATE_ROUTES)
      expectError(await ctx.call(r.method, r.url, { auth: cand.auth }), 403, 'WRONG_ROLE', r.url);
  });

  it('unverified e-mails are refused (403 EMAIL_NOT_VERIFIED), except by POST /corporate/create', async () => {
    for (const r of CANDIDATE_ROUTES)
      expectError(
        await ctx.call(r.method, r.url, { auth: candUnverified.auth }),
        403,
        'EMAIL_NOT_VERIFIED',
        r.url,
      );
    for (const r of CORPORATE_ROUTES.slice(1))
      expectError(
        await ctx.call(r.method, r.url, { auth: corpUnverified.auth }),
        403,
        'EMAIL_NOT_VERIFIED',
        r.url,
      );
    const created = await ctx.call('POST', '/api/corporate/create', {
      auth: corpUnverified.auth,
      body: {
        uid: corpUnverified.uid,
        email: corpUnverified.email,
        password: 'secret1',
        name: 'X',
        company_type_id: 1,
        contact_name: 'Y',
        phone: '021234567',
      },
    });
    // corpUnverified already has a company in this suite: the unverified token passed auth and reached the service
    expectError(created, 409, 'ACCOUNT_EXISTS', 'create');
  });

  it('Facebook sign-ins count as verified', async () => {
    const fb = await createFacebookCandidate();
    const res = await ctx.call('GET', '/api/candidate/getProfile', { auth: fb.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].uid).toBe(fb.uid);
  });

  it('LINE (oidc.line) sign-ins count as verified, with or without an e-mail', async () => {
    const withEmail = await createLineCandidate({ email: true });
    const first = await ctx.call('GET', '/api/candidate/getProfile', { auth: withEmail.auth });
    expect(first.statusCode).toBe(200);
    expect(first.json().data[0]).toMatchObject({ uid: withEmail.uid, email: withEmail.email, status: true });

    // LINE without the e-mail permission: the account still exists, with no e-mail until the candidate adds one.
    const noEmail = await createLineCandidate();
    const second = await ctx.call('GET', '/api/candidate/getProfile', { auth: noEmail.auth });
    expect(second.statusCode).toBe(200);
    expect(second.json().data[0]).toMatchObject({ uid: noEmail.uid, email: '', first_name: 'สมชาย' });
    const consent = await ctx.call('PUT', '/api/candidate/savePDPASection', {
      auth: noEmail.auth,
      body: { cookie: true, pdpa: true, marketing: false },
    });
    expect(consent.statusCode).toBeLessThan(300);
  });

  it('accepts a bare token and ignores x-refresh-token', async () => {
    const res = await ctx.call('GET', '/api/candidate/getProfile', {
      auth: cand.token,
      headers: { 'x-refresh-token': 'whatever' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      uid: cand.uid,
      email: cand.email,
      status: true,
      pdpa: { pdpa: null, cookie: null, marketing: null },
    });
  });

  it('a corporate identity without an employer account gets 404 PROFILE_NOT_FOUND', async () => {
    for (const r of CORPORATE_ACCOUNT_ROUTES)
      expectError(
        await ctx.call(r.method, r.url, { auth: corpNoAccount.auth }),
        404,
        'PROFILE_NOT_FOUND',
        r.url,
      );
  });

  it("another company gets 403 FORBIDDEN on this company's job and applications", async () => {
    const [ownerCompany] = await ctx.db.query.corporateAccount.findMany({
      where: (a, { eq }) => eq(a.uid, corp.uid),
    });
    const jobId = await insertPublishedJob(ctx.db, ownerCompany.companyId);
    await ctx.call('PUT', '/api/candidate/savePDPASection', {
      auth: cand.auth,
      body: { pdpa: true, cookie: false, marketing: false },
    });
    const applied = await ctx.call('POST', '/api/candidate/applications', {
      auth: cand.auth,
      body: { job_id: jobId },
    });
    expect(applied.statusCode).toBe(201);
    const appId = applied.json().data.id as string;
    for (const r of OWNER_ROUTES) {
      const url = r.url.replace(':job', jobId).replace(':app', appId).replace(':cand', cand.uid);
      const body = url.endsWith('/status')
        ? { status: 'reviewing' }
        : url.endsWith('/notes')
          ? { body: 'note' }
          : r.method === 'PUT'
            ? jobInput()
            : undefined;
      expectError(await ctx.call(r.method, url, { auth: otherCorp.auth, body }), 403, 'FORBIDDEN', url);
    }
    const bulk = await ctx.call('POST', '/api/corporate/applications/bulk-status', {
      auth: otherCorp.auth,
      body: { ids: [appId], status: 'rejected' },
    });
    expectError(bulk, 403, 'FORBIDDEN', 'bulk');
    // the owner can
    expect(
      (await ctx.call('GET', `/api/corporate/jobs/${jobId}/applications`, { auth: corp.auth })).statusCode,
    ).toBe(200);
  });

  it('a candidate cannot withdraw another candidate’s application', async () => {
    const [ownerCompany] = await ctx.db.query.corporateAccount.findMany({
      where: (a, { eq }) => eq(a.uid, corp.uid),
    });
    const jobId = await insertPublishedJob(ctx.db, ownerCompany.companyId, { title: 'Another' });
    const applied = await ctx.call('POST', '/api/candidate/applications', {
      auth: cand.auth,
      body: { job_id: jobId },
    });
    const other = await createUser('candidate');
    const res = await ctx.call('POST', `/api/candidate/applications/${applied.json().data.id}/withdraw`, {
      auth: other.auth,
    });
    expectError(res, 403, 'FORBIDDEN', 'withdraw');
  });
});
