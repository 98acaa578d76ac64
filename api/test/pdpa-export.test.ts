import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/sql';
import { runDueJobs } from '../src/services/queue/queue';
import { forEachDriver } from './helpers/app';
import { PDF } from './helpers/files';
import { insertCompany, insertPublishedJob } from './helpers/fixtures';
import { fullCandidate, handlers, rowsMentioning } from './helpers/pdpa';
import { unzip } from './helpers/unzip';
import { createUser, type TestUser } from './helpers/users';

interface ExportJson {
  role: string;
  identity: { uid: string; email: string } | null;
  tables: Record<string, Record<string, unknown>[]>;
  files: { id: string; path: string; size: number }[];
}

forEachDriver('PDPA access and portability', (ctx) => {
  let hr: TestUser;
  let cand: TestUser;
  let jobId: string;
  let resumeId: string;
  const previous = process.env.PDPA_EXPORT_INLINE_MAX_BYTES;

  beforeAll(async () => {
    [hr, cand] = await Promise.all([createUser('corporate'), createUser('candidate')]);
    jobId = await insertPublishedJob(ctx.db, await insertCompany(ctx.db, 'บริษัท ส่งออก จำกัด', hr.uid), {
      title: 'Exported Role',
    });
    ({ resumeId } = await fullCandidate(ctx, cand, hr, jobId));
  });
  afterEach(() => {
    if (previous === undefined) delete process.env.PDPA_EXPORT_INLINE_MAX_BYTES;
    else process.env.PDPA_EXPORT_INLINE_MAX_BYTES = previous;
  });

  const download = async (who: TestUser, base: string, id: string) => {
    const res = await ctx.call('GET', `/api/${base}/data-export/${id}/download`, { auth: who.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('attachment');
    return unzip(res.rawPayload);
  };

  it('the archive holds every row that mentions the candidate, table by table, the files and a summary', async () => {
    const res = await ctx.call('POST', '/api/candidate/data-export', { auth: cand.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('ready');
    const held = await rowsMentioning(ctx.db, [cand.uid, cand.email]);
    const files = await download(cand, 'candidate', res.json().data.id);
    const data = JSON.parse(files.get('data.json')!.toString()) as ExportJson;

    expect(Object.keys(held).length).toBeGreaterThanOrEqual(10);
    for (const [table, n] of Object.entries(held)) {
      expect({ table, exported: (data.tables[table] ?? []).length >= n }).toEqual({ table, exported: true });
    }
    expect(data.identity).toMatchObject({ uid: cand.uid, email: cand.email });
    expect(data.tables.application[0]).toMatchObject({ job_title: 'Exported Role', status: 'interview' });
    expect(data.tables.application_status_history.map((h) => h.status)).toEqual(['applied', 'interview']);
    // the company's private note is not part of it (docs/PERSONAL-DATA.md)
    expect(files.get('data.json')!.toString()).not.toContain('Strong candidate');
    const resume = data.files.find((f) => f.id === resumeId)!;
    expect(files.get(resume.path)).toEqual(PDF());
    const summary = files.get('summary.txt')!.toString();
    expect(summary).toContain('ลบได้ จริงจัง');
    expect(summary).toContain('Exported Role');
  });

  it('a large export is prepared by the queue and offered when ready; nobody else can read it', async () => {
    process.env.PDPA_EXPORT_INLINE_MAX_BYTES = '0';
    const res = await ctx.call('POST', '/api/candidate/data-export', { auth: cand.auth });
    expect(res.statusCode).toBe(202);
    const id = res.json().data.id as string;
    // asking again while it is being prepared returns the same export
    const again = await ctx.call('POST', '/api/candidate/data-export', { auth: cand.auth });
    expect(again.json().data.id).toBe(id);
    const early = await ctx.call('GET', `/api/candidate/data-export/${id}/download`, { auth: cand.auth });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('EXPORT_NOT_READY');
    expect(await runDueJobs(ctx.db, handlers(ctx.db))).toBeGreaterThanOrEqual(1);
    expect(
      (await ctx.call('GET', `/api/candidate/data-export/${id}`, { auth: cand.auth })).json().data,
    ).toMatchObject({ status: 'ready' });
    expect((await download(cand, 'candidate', id)).has('data.json')).toBe(true);
    // one archive per account: the earlier one was replaced
    const kept = await queryRows(ctx.db, sql`select id from data_export where owner_uid = ${cand.uid}`);
    expect(kept).toEqual([{ id }]);
    const stranger = await createUser('candidate');
    expect(
      (await ctx.call('GET', `/api/candidate/data-export/${id}/download`, { auth: stranger.auth }))
        .statusCode,
    ).toBe(404);
  });

  it('an employer exports the company account: account, company, jobs, counts, not the applicants', async () => {
    const res = await ctx.call('POST', '/api/corporate/data-export', { auth: hr.auth });
    expect(res.statusCode).toBe(200);
    const files = await download(hr, 'corporate', res.json().data.id);
    const text = files.get('data.json')!.toString();
    const data = JSON.parse(text) as ExportJson;
    expect(data.role).toBe('corporate');
    expect(data.tables.corporate_account[0]).toMatchObject({ uid: hr.uid });
    expect(data.tables.company).toHaveLength(1);
    expect(data.tables.job.map((j) => j.title)).toEqual(['Exported Role']);
    expect(data.tables.application_counts).toEqual([{ job_id: jobId, status: 'interview', applications: 1 }]);
    expect(data.tables.application_note[0].body).toContain('Strong candidate');
    expect(text).not.toContain(cand.email);
    expect(text).not.toContain(cand.uid);
    expect(data.identity).toMatchObject({ uid: hr.uid });
  });
});
