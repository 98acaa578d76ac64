import { forEachDriver } from './helpers/app';
import { DOCX, PDF, upload } from './helpers/files';
import { insertCompany, insertPublishedJob } from './helpers/fixtures';
import { createUser, type TestUser } from './helpers/users';

/**
 * Who reads a résumé at GET /api/files/:id: its owner, and a company only for the résumé attached to an application
 * to one of its jobs, until the candidate withdraws it.
 */
forEachDriver('résumé access', (ctx) => {
  let cand: TestUser;
  let hrA: TestUser;
  let hrB: TestUser;
  let otherCand: TestUser;
  let jobA: string;
  let jobB: string;
  let sentToA: string;
  let sentToB: string;
  let appA: string;

  const uploadResume = async (content: Buffer, filename: string): Promise<string> => {
    const res = await upload(ctx, '/api/candidate/files', cand.auth, [{ name: 'file', filename, content }]);
    expect(res.statusCode).toBe(200);
    return res.json().data.id;
  };
  const read = (id: string, who?: TestUser) => ctx.call('GET', `/api/files/${id}`, { auth: who?.auth });
  const apply = async (jobId: string, resumeId: string): Promise<string> => {
    const res = await ctx.call('POST', '/api/candidate/applications', {
      auth: cand.auth,
      body: { job_id: jobId, resume_file_id: resumeId },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id;
  };

  beforeAll(async () => {
    [cand, hrA, hrB, otherCand] = await Promise.all([
      createUser('candidate'),
      createUser('corporate'),
      createUser('corporate'),
      createUser('candidate'),
    ]);
    jobA = await insertPublishedJob(ctx.db, await insertCompany(ctx.db, 'บริษัท เอ จำกัด', hrA.uid));
    jobB = await insertPublishedJob(ctx.db, await insertCompany(ctx.db, 'บริษัท บี จำกัด', hrB.uid));
    await ctx.call('PUT', '/api/candidate/savePDPASection', {
      auth: cand.auth,
      body: { pdpa: true, cookie: false, marketing: false },
    });
    sentToA = await uploadResume(PDF(), 'cv-a.pdf');
    sentToB = await uploadResume(DOCX(), 'cv-b.docx');
    appA = await apply(jobA, sentToA);
    await apply(jobB, sentToB);
  });

  it('a company reads the résumé attached to an application to it, not another résumé of the candidate', async () => {
    const later = await uploadResume(PDF(), 'cv-later.pdf');
    const matrix: [string, string, TestUser | undefined, number][] = [
      ['A reads the résumé sent to A', sentToA, hrA, 200],
      ['A reads the résumé sent to B', sentToB, hrA, 403],
      ['A reads a résumé uploaded later', later, hrA, 403],
      ['B reads the résumé sent to B', sentToB, hrB, 200],
      ['B reads the résumé sent to A', sentToA, hrB, 403],
      ['the owner reads every résumé', later, cand, 200],
      ['another candidate', sentToA, otherCand, 403],
      ['a guest', sentToA, undefined, 401],
    ];
    for (const [name, id, who, status] of matrix) {
      const res = await read(id, who);
      expect([name, res.statusCode]).toEqual([name, status]);
      if (status !== 200) expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('the company views name only the résumé of the application, and no résumé of the candidate elsewhere', async () => {
    const detail = await ctx.call('GET', `/api/corporate/applications/${appA}`, { auth: hrA.auth });
    expect(detail.json().data.resume.id).toBe(sentToA);
    expect(detail.body).not.toContain(sentToB);
    const candidateView = await ctx.call('GET', `/api/corporate/candidates/${cand.uid}`, { auth: hrA.auth });
    expect(candidateView.statusCode).toBe(200);
    expect(candidateView.body).not.toContain(sentToA);
    expect(candidateView.body).not.toContain(sentToB);
  });

  it('a withdrawn application takes the résumé away from the company (file and application views)', async () => {
    const withdrawn = await ctx.call('POST', `/api/candidate/applications/${appA}/withdraw`, {
      auth: cand.auth,
    });
    expect(withdrawn.statusCode).toBe(200);
    const res = await read(sentToA, hrA);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await read(sentToA, cand)).statusCode).toBe(200);
    expect((await read(sentToB, hrB)).statusCode).toBe(200);

    const views = [
      await ctx.call('GET', `/api/corporate/applications/${appA}`, { auth: hrA.auth }),
      await ctx.call('GET', `/api/corporate/jobs/${jobA}/applications`, { auth: hrA.auth }),
      await ctx.call('GET', `/api/corporate/jobs/${jobA}/candidates/${cand.uid}/application`, {
        auth: hrA.auth,
      }),
    ];
    for (const view of views) {
      expect(view.statusCode).toBe(200);
      expect(view.body).toContain('"withdrawn"');
      expect(view.body).not.toContain(sentToA);
    }
    expect(views[0].json().data.resume).toBeNull();
  });
});
