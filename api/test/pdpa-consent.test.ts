import type { CandidateMatch } from '@jobportal/contracts';
import { forEachDriver, type TestContext } from './helpers/app';
import { PDF, upload } from './helpers/files';
import { insertCompany, insertPublishedJob } from './helpers/fixtures';
import { createUser, type TestUser } from './helpers/users';

const consent = (ctx: TestContext, who: TestUser, pdpa: boolean) =>
  ctx.call('PUT', '/api/candidate/savePDPASection', {
    auth: who.auth,
    body: { pdpa, cookie: false, marketing: false },
    headers: { 'user-agent': 'consent-test' },
  });

forEachDriver('PDPA consent and restriction gates', (ctx) => {
  let hr: TestUser;
  let jobId: string;

  beforeAll(async () => {
    hr = await createUser('corporate');
    jobId = await insertPublishedJob(ctx.db, await insertCompany(ctx.db, 'บริษัท ความยินยอม จำกัด', hr.uid), {
      title: 'React Developer',
      skills: ['react', 'typescript'],
    });
  });

  /** A findable candidate with a résumé and React skills (consent as given). */
  const makeCandidate = async (pdpa: boolean | null): Promise<{ user: TestUser; resume: string }> => {
    const user = await createUser('candidate');
    await ctx.call('PUT', '/api/candidate/profile', {
      auth: user.auth,
      body: {
        first_name: 'ผู้สมัคร',
        last_name: 'ทดสอบ',
        phone: '0811111111',
        skills: [{ slug: 'react', level: 'expert' }],
        visible_to_employers: true,
      },
    });
    if (pdpa !== null) await consent(ctx, user, pdpa);
    const cv = await upload(ctx, '/api/candidate/files', user.auth, [
      { name: 'set_as_profile_resume', value: 'true' },
      { name: 'file', filename: 'cv.pdf', content: PDF(), type: 'application/pdf' },
    ]);
    return { user, resume: cv.json().data.id };
  };
  const listed = async (uid: string) =>
    (
      (await ctx.call('GET', '/api/corporate/candidates?skills=react&limit=50', { auth: hr.auth })).json()
        .data.items as { uid: string }[]
    ).some((c) => c.uid === uid);
  const ranked = async (uid: string) =>
    (
      (await ctx.call('GET', `/api/corporate/jobs/${jobId}/ai/candidates`, { auth: hr.auth })).json()
        .data as CandidateMatch[]
    ).find((m) => m.candidate.uid === uid);
  const apply = (who: TestUser) =>
    ctx.call('POST', '/api/candidate/applications', { auth: who.auth, body: { job_id: jobId } });

  it('never asked (null) or refused: cannot apply (403 CONSENT_REQUIRED, Thai and English), unseen by employers', async () => {
    for (const pdpa of [null, false]) {
      const { user } = await makeCandidate(pdpa);
      const th = await apply(user);
      expect(th.statusCode).toBe(403);
      expect(th.json().error).toEqual({
        code: 'CONSENT_REQUIRED',
        message: 'กรุณายินยอมให้จัดเก็บข้อมูลส่วนบุคคลเพื่อการจัดหางานและการสมัครงานก่อนสมัครงาน',
      });
      const en = await ctx.call('POST', '/api/candidate/applications', {
        auth: user.auth,
        body: { job_id: jobId },
        headers: { 'accept-language': 'en' },
      });
      expect(en.json().error.message).toContain('consent');
      expect(await listed(user.uid)).toBe(false);
      expect(await ranked(user.uid)).toBeUndefined();
      const one = await ctx.call('GET', `/api/corporate/candidates/${user.uid}`, { auth: hr.auth });
      expect(one.statusCode).toBe(404);
    }
  });

  it('withdrawing consent takes effect at once: not listed, not ranked, no contact fields, no résumé', async () => {
    const { user, resume } = await makeCandidate(true);
    expect(await listed(user.uid)).toBe(true);
    const applied = await ctx.call('POST', '/api/candidate/applications', {
      auth: user.auth,
      body: { job_id: jobId, resume_file_id: resume },
    });
    expect(applied.statusCode).toBe(201);
    const appId = applied.json().data.id as string;
    expect((await ranked(user.uid))?.candidate.email).toBe(user.email);
    const before = (await ctx.call('GET', `/api/corporate/applications/${appId}`, { auth: hr.auth })).json()
      .data;
    expect(before.candidate).toMatchObject({ email: user.email, phone: '0811111111' });
    expect(before.resume?.id).toBe(resume);
    expect((await ctx.call('GET', `/api/files/${resume}`, { auth: hr.auth })).statusCode).toBe(200);

    expect((await consent(ctx, user, false)).statusCode).toBe(200);
    expect(await listed(user.uid)).toBe(false);
    expect(await ranked(user.uid)).toBeUndefined();
    expect(
      (await ctx.call('GET', `/api/corporate/candidates/${user.uid}`, { auth: hr.auth })).statusCode,
    ).toBe(404);
    const after = (await ctx.call('GET', `/api/corporate/applications/${appId}`, { auth: hr.auth })).json()
      .data;
    expect(after.candidate).toMatchObject({ email: null, phone: null });
    expect(after.resume).toBeNull();
    expect((await ctx.call('GET', `/api/files/${resume}`, { auth: hr.auth })).statusCode).not.toBe(200);
    const feed = (await ctx.call('GET', '/api/corporate/activities', { auth: hr.auth })).json().data;
    if (feed) {
      for (const e of feed.items as { candidate: { uid: string } | null }[])
        expect(e.candidate?.uid).not.toBe(user.uid);
    }
  });

  it('the restriction switch hides from search and AI ranking (as an applicant too) without deleting', async () => {
    const { user } = await makeCandidate(true);
    expect((await apply(user)).statusCode).toBe(201);
    expect(await ranked(user.uid)).toBeDefined();
    const res = await ctx.call('PUT', '/api/candidate/privacy/restriction', {
      auth: user.auth,
      body: { restricted: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ restricted: true, consent: { pdpa: true } });
    expect(await listed(user.uid)).toBe(false);
    expect(await ranked(user.uid)).toBeUndefined();
    // nothing deleted: the profile and the application are still there
    const profile = (await ctx.call('GET', '/api/candidate/getProfile', { auth: user.auth })).json().data[0];
    expect(profile.first_name).toBe('ผู้สมัคร');
    expect(
      (await ctx.call('GET', '/api/candidate/applications', { auth: user.auth })).json().data.total,
    ).toBe(1);
    await ctx.call('PUT', '/api/candidate/privacy/restriction', {
      auth: user.auth,
      body: { restricted: false },
    });
    expect(await listed(user.uid)).toBe(true);
  });

  it('a deletion request: employers lose the application, the candidate and the ranking at once (404)', async () => {
    const { user } = await makeCandidate(true);
    const appId = (await apply(user)).json().data.id as string;
    expect(
      (await ctx.call('GET', `/api/corporate/applications/${appId}`, { auth: hr.auth })).statusCode,
    ).toBe(200);
    expect((await ctx.call('POST', '/api/candidate/deletion-request', { auth: user.auth })).statusCode).toBe(
      200,
    );
    const gone = await ctx.call('GET', `/api/corporate/applications/${appId}`, { auth: hr.auth });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('APPLICATION_NOT_FOUND');
    expect(
      (
        await ctx.call('GET', `/api/corporate/jobs/${jobId}/candidates/${user.uid}/application`, {
          auth: hr.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.call('GET', `/api/corporate/candidates/${user.uid}`, { auth: hr.auth })).statusCode,
    ).toBe(404);
    const list = (
      await ctx.call('GET', `/api/corporate/jobs/${jobId}/applications`, { auth: hr.auth })
    ).json().data as { id: string }[];
    expect(list.map((a) => a.id)).not.toContain(appId);
    expect(await ranked(user.uid)).toBeUndefined();
    const status = await ctx.call('POST', `/api/corporate/applications/${appId}/status`, {
      auth: hr.auth,
      body: { status: 'reviewing' },
    });
    expect(status.statusCode).toBe(404);
  });

  it('the privacy area lists every consent change with when, what and from where', async () => {
    const { user } = await makeCandidate(true);
    await consent(ctx, user, false);
    await ctx.call('PUT', '/api/candidate/privacy/restriction', {
      auth: user.auth,
      body: { restricted: true },
    });
    const res = await ctx.call('GET', '/api/candidate/privacy', { auth: user.auth });
    expect(res.statusCode).toBe(200);
    const { history } = res.json().data as { history: Record<string, unknown>[] };
    expect(history.map((h) => [h.pdpa, h.restricted])).toEqual([
      [false, true],
      [false, false],
      [true, false],
    ]);
    for (const h of history) {
      expect(typeof h.at).toBe('string');
      expect(h.ip).toBeTruthy();
    }
    expect(history[1].user_agent).toBe('consent-test');
  });
});
