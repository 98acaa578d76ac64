import { eq, sql } from 'drizzle-orm';
import type {
  CorporateApplication,
  CorporateScreeningQuestion,
  ScreeningQuestionInput,
} from '@jobportal/contracts';
import { queryRows } from '../src/db/sql';
import { candidate, job } from '../src/db/schema';
import { eraseCandidate } from '../src/services/pdpa/erasure';
import { collectCandidateData } from '../src/services/pdpa/export-candidate';
import { forEachDriver } from './helpers/app';
import { testPools } from './helpers/pdpa';
import { applicant, screeningTeam, type ScreeningTeam } from './helpers/screening-team';
import type { TestUser } from './helpers/users';

const QUESTIONS: ScreeningQuestionInput[] = [
  {
    kind: 'yes_no',
    prompt: 'คุณมีใบอนุญาตทำงานในประเทศไทยหรือไม่',
    options: [],
    required: true,
    knockout: { equals: 'yes' },
  },
  {
    kind: 'number',
    prompt: 'ประสบการณ์ Node.js กี่ปี',
    options: [],
    required: true,
    knockout: { min: 2 },
  },
  {
    kind: 'single_choice',
    prompt: 'รูปแบบการทำงานที่สะดวก',
    options: ['ออฟฟิศ', 'ไฮบริด', 'ทางไกล'],
    required: true,
    knockout: { accepted: ['ออฟฟิศ', 'ไฮบริด'] },
  },
  { kind: 'short_text', prompt: 'ผลงานที่ภูมิใจ', options: [], required: false, knockout: null },
];

forEachDriver('screening questions', (ctx) => {
  let t: ScreeningTeam;
  let questions: CorporateScreeningQuestion[];
  let passing: TestUser;
  let failing: TestUser;
  const apps: Record<string, string> = {};
  const url = () => `/api/corporate/jobs/${t.jobId}/questions`;
  const put = (who: TestUser, body: unknown, jobId = t.jobId) =>
    ctx.call('PUT', `/api/corporate/jobs/${jobId}/questions`, { auth: who.auth, body });
  const fieldsOf = (res: { json(): { error: { fields?: { field: string; code: string }[] } } }) =>
    (res.json().error.fields ?? []).map((f) => `${f.field}:${f.code}`).sort();
  const answers = (values: string[]) => values.map((value, i) => ({ question_id: questions[i].id, value }));
  const apply = (who: TestUser, body: Record<string, unknown>) =>
    ctx.call('POST', '/api/candidate/applications', { auth: who.auth, body: { job_id: t.jobId, ...body } });

  beforeAll(async () => {
    t = await screeningTeam(ctx, 'บริษัท คัดกรอง จำกัด');
    [passing, failing] = await Promise.all([
      applicant(ctx, { firstName: 'ผ่าน', lastName: 'เกณฑ์' }),
      applicant(ctx, { firstName: 'ไม่ผ่าน', lastName: 'เกณฑ์' }),
    ]);
  });

  it('the job owner writes the questions; every member reads them with their rules', async () => {
    const empty = await ctx.call('GET', url(), { auth: t.members.viewer.auth });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual([]);

    const res = await put(t.members.recruiter, { questions: QUESTIONS });
    expect(res.statusCode).toBe(200);
    questions = res.json().data;
    expect(questions.map((q) => [q.kind, q.required, q.knockout, q.answers])).toEqual([
      ['yes_no', true, { equals: 'yes' }, 0],
      ['number', true, { min: 2 }, 0],
      ['single_choice', true, { accepted: ['ออฟฟิศ', 'ไฮบริด'] }, 0],
      ['short_text', false, null, 0],
    ]);
    for (const role of ['owner', 'admin', 'recruiter', 'viewer'] as const) {
      const read = await ctx.call('GET', url(), { auth: t.members[role].auth });
      expect({
        role,
        status: read.statusCode,
        ids: read.json().data.map((q: { id: string }) => q.id),
      }).toEqual({
        role,
        status: 200,
        ids: questions.map((q) => q.id),
      });
    }
  });

  it('writes need job:write on the job: viewer and a recruiter not on the job refused, owner and admin allowed', async () => {
    const body = { questions: questions.map((q) => ({ ...q, answers: undefined })) };
    for (const who of [t.members.viewer, t.bystander]) {
      const res = await put(who, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('TEAM_ROLE_FORBIDDEN');
    }
    for (const who of [t.members.owner, t.members.admin]) {
      const res = await put(who, body);
      expect(res.statusCode).toBe(200);
      // ids kept: the same questions, updated in place
      expect(res.json().data.map((q: { id: string }) => q.id)).toEqual(questions.map((q) => q.id));
    }
  });

  it('another company gets 404 on read and write; candidates and guests are refused', async () => {
    expect((await ctx.call('GET', url(), { auth: t.outsider.auth })).statusCode).toBe(404);
    const taken = await put(t.outsider, { questions: [] });
    expect(taken.statusCode).toBe(404);
    expect(taken.json().error.code).toBe('JOB_NOT_FOUND');
    // nor may the team write another company's job
    expect((await put(t.members.owner, { questions: [] }, t.outsiderJobId)).statusCode).toBe(404);
    const cand = await ctx.call('GET', url(), { auth: passing.auth });
    expect([cand.statusCode, cand.json().error.code]).toEqual([403, 'WRONG_ROLE']);
    expect((await ctx.call('GET', url())).statusCode).toBe(401);
    // nothing changed
    const still = await ctx.call('GET', url(), { auth: t.members.owner.auth });
    expect(still.json().data).toHaveLength(4);
  });

  it('refuses questions that break the rules, naming each field', async () => {
    const bad = await put(t.members.owner, {
      questions: [
        { kind: 'single_choice', prompt: 'เลือก', options: ['A'], required: true, knockout: null },
        { kind: 'yes_no', prompt: 'ใช่ไหม', options: [], required: true, knockout: { min: 3 } },
        { kind: 'number', prompt: 'กี่ปี', options: [], required: true, knockout: { min: 5, max: 1 } },
        {
          kind: 'single_choice',
          prompt: 'ที่ไหน',
          options: ['A', 'B'],
          required: true,
          knockout: { accepted: ['C'] },
        },
        { kind: 'short_text', prompt: 'เล่า', options: [], required: false, knockout: { equals: 'yes' } },
        { kind: 'yes_no', prompt: '   ', options: [], required: true, knockout: null },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual([
      'questions.0.options:minItems',
      'questions.1.knockout:knockout_kind',
      'questions.2.knockout:knockout_range',
      'questions.3.knockout:knockout_option',
      'questions.4.knockout:knockout_kind',
      'questions.5.prompt:minLength',
    ]);
    const tooMany = await put(t.members.owner, { questions: Array.from({ length: 11 }, () => QUESTIONS[0]) });
    expect(tooMany.statusCode).toBe(400);
    const tooLong = await put(t.members.owner, { questions: [{ ...QUESTIONS[0], prompt: 'x'.repeat(301) }] });
    expect(fieldsOf(tooLong)).toEqual(['questions.0.prompt:maxLength']);
    const stranger = await put(t.members.owner, {
      questions: [{ ...QUESTIONS[0], id: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(fieldsOf(stranger)).toEqual(['questions.0.id:unknown_reference']);
  });

  it('the public job shows the questions without their knock-out rules; a draft job has none to show', async () => {
    const res = await ctx.call('GET', `/api/jobs/${t.jobId}/questions`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(
      questions.map((q) => ({
        id: q.id,
        kind: q.kind,
        prompt: q.prompt,
        options: q.options,
        required: q.required,
      })),
    );
    expect(res.body).not.toMatch(/knockout|accepted|equals|"min"/);
    await ctx.db.update(job).set({ status: 'draft' }).where(eq(job.id, t.outsiderJobId));
    expect((await ctx.call('GET', `/api/jobs/${t.outsiderJobId}/questions`)).statusCode).toBe(404);
  });

  it('apply: missing and invalid answers are 400 naming answers.N (the question index)', async () => {
    const none = await apply(passing, {});
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none)).toEqual([
      'answers.0:answer_required',
      'answers.1:answer_required',
      'answers.2:answer_required',
    ]);
    const wrong = await apply(passing, { answers: answers(['maybe', 'สาม', 'บนดาวอังคาร']) });
    expect(fieldsOf(wrong)).toEqual([
      'answers.0:answer_yes_no',
      'answers.1:answer_number',
      'answers.2:answer_option',
    ]);
    expect(wrong.json().error.fields[0].message).toBe('กรุณาเลือก ใช่ หรือ ไม่ใช่');
    const stranger = await apply(passing, {
      answers: [...answers(['yes', '3', 'ไฮบริด']), { question_id: t.outsiderJobId, value: 'x' }],
    });
    expect(fieldsOf(stranger)).toEqual(['answers:unknown_question']);
    const tooLong = await apply(passing, { answers: answers(['yes', '3', 'ไฮบริด', 'x'.repeat(301)]) });
    expect(tooLong.statusCode).toBe(400);
    // nothing was stored by the refused attempts
    const [{ n }] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from application`);
    expect(Number(n)).toBe(0);
  });

  it('apply: passing answers keep the application in the pipeline; a knock-out answer sends it to "not a fit"', async () => {
    const ok = await apply(passing, { answers: answers(['Yes', ' 3.5 ', 'ไฮบริด', '  ระบบจองคิว  ']) });
    expect(ok.statusCode).toBe(201);
    apps.passing = ok.json().data.id;
    const out = await apply(failing, { answers: answers(['no', '1', 'ทางไกล']) });
    expect(out.statusCode).toBe(201);
    apps.failing = out.json().data.id;
    const stored = await queryRows<{ id: string; knocked_out: boolean }>(
      ctx.db,
      sql`select id, knocked_out from application order by applied_at`,
    );
    expect(stored.map((r) => [r.id, r.knocked_out])).toEqual([
      [apps.passing, false],
      [apps.failing, true],
    ]);
    // the candidate's side never sees the verdict
    expect(JSON.stringify(out.json())).not.toMatch(/knock/);
  });

  it('the company sees the answers on the card and the application, and filters by them', async () => {
    const list = await ctx.call('GET', `/api/corporate/jobs/${t.jobId}/applications`, {
      auth: t.members.viewer.auth,
    });
    expect(list.statusCode).toBe(200);
    const byId = new Map<string, CorporateApplication>(
      list.json().data.map((a: CorporateApplication) => [a.id, a]),
    );
    expect(byId.get(apps.passing)).toMatchObject({ knocked_out: false });
    expect(byId.get(apps.passing)!.screening.map((a) => [a.kind, a.value, a.knocks_out])).toEqual([
      ['yes_no', 'yes', false],
      ['number', '3.5', false],
      ['single_choice', 'ไฮบริด', false],
      ['short_text', 'ระบบจองคิว', false],
    ]);
    expect(byId.get(apps.failing)!.knocked_out).toBe(true);
    expect(byId.get(apps.failing)!.screening.map((a) => a.knocks_out)).toEqual([true, true, true]);
    expect(byId.get(apps.failing)!.screening[0].prompt).toBe(QUESTIONS[0].prompt);

    const one = await ctx.call('GET', `/api/corporate/applications/${apps.failing}`, {
      auth: t.members.owner.auth,
    });
    expect(one.json().data.screening).toHaveLength(3);

    const filter = async (query: string) => {
      const res = await ctx.call('GET', `/api/corporate/jobs/${t.jobId}/applications?${query}`, {
        auth: t.members.owner.auth,
      });
      expect(res.statusCode).toBe(200);
      return res
        .json()
        .data.map((a: CorporateApplication) => a.id)
        .sort();
    };
    const [q0, q1, q2, q3] = questions.map((q) => q.id);
    expect(await filter(`answer=${q0}:yes`)).toEqual([apps.passing]);
    expect(await filter(`answer=${q0}:no`)).toEqual([apps.failing]);
    expect(await filter(`answer=${q1}:2..`)).toEqual([apps.passing]);
    expect(await filter(`answer=${q1}:..2`)).toEqual([apps.failing]);
    expect(await filter(`answer=${q1}:1`)).toEqual([apps.failing]);
    expect(await filter(`answer=${encodeURIComponent(`${q2}:ทางไกล`)}`)).toEqual([apps.failing]);
    expect(await filter(`answer=${encodeURIComponent(`${q3}:จอง`)}`)).toEqual([apps.passing]);
    expect(await filter(`answer=${q0}:yes&answer=${q1}:..2`)).toEqual([]);
    expect(await filter('knocked_out=true')).toEqual([apps.failing]);
    expect(await filter('knocked_out=false')).toEqual([apps.passing]);
    expect(await filter(`answer=${t.outsiderJobId}:yes`)).toEqual([]);
    const malformed = await ctx.call('GET', `/api/corporate/jobs/${t.jobId}/applications?answer=yes`, {
      auth: t.members.owner.auth,
    });
    expect([malformed.statusCode, fieldsOf(malformed)]).toEqual([400, ['answer:format']]);
  });

  it('"move to pipeline" (job:pipeline) clears the knock-out; viewer, bystander and another company refused', async () => {
    const move = (who: TestUser) =>
      ctx.call('POST', `/api/corporate/applications/${apps.failing}/move-to-pipeline`, { auth: who.auth });
    for (const who of [t.members.viewer, t.bystander]) expect((await move(who)).statusCode).toBe(403);
    expect((await move(t.outsider)).statusCode).toBe(404);
    const res = await move(t.members.recruiter);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: apps.failing, knocked_out: false, status: 'applied' });
    // the answers keep their verdicts
    expect(res.json().data.screening.map((a: { knocks_out: boolean }) => a.knocks_out)).toEqual([
      true,
      true,
      true,
    ]);
    const events = await queryRows<{ type: string; actor_uid: string }>(
      ctx.db,
      sql`select type, actor_uid from activity_event where application_id = ${apps.failing} and type = 'moved_to_pipeline'`,
    );
    expect(events).toEqual([{ type: 'moved_to_pipeline', actor_uid: t.members.recruiter.uid }]);
  });

  it('an answered question that is removed or changes kind is retired: the applications keep what they were asked', async () => {
    const [q0, q1, q2] = questions;
    const res = await put(t.members.owner, {
      questions: [
        {
          id: q1.id,
          kind: 'short_text',
          prompt: 'เล่าประสบการณ์ Node.js',
          options: [],
          required: false,
          knockout: null,
        },
        { id: q2.id, kind: q2.kind, prompt: q2.prompt, options: q2.options, required: false, knockout: null },
      ],
    });
    expect(res.statusCode).toBe(200);
    const now: CorporateScreeningQuestion[] = res.json().data;
    expect(now.map((q) => q.kind)).toEqual(['short_text', 'single_choice']);
    expect(now[0].id).not.toBe(q1.id);
    expect(now[1]).toMatchObject({ id: q2.id, answers: 2, knockout: null });
    const pub = await ctx.call('GET', `/api/jobs/${t.jobId}/questions`);
    expect(pub.json().data.map((q: { id: string }) => q.id)).toEqual(now.map((q) => q.id));
    const app = await ctx.call('GET', `/api/corporate/applications/${apps.passing}`, {
      auth: t.members.owner.auth,
    });
    // the current questions first, then the retired ones
    expect(app.json().data.screening.map((a: { question_id: string }) => a.question_id)).toEqual([
      q2.id,
      q0.id,
      q1.id,
      questions[3].id,
    ]);
  });

  it('PDPA: the data export carries the answers; erasure deletes them', async () => {
    const data = await collectCandidateData(ctx.db, testPools(), passing.uid);
    expect(data.tables.screening_answer.map((r) => r.answer)).toEqual(
      expect.arrayContaining(['yes', '3.5', 'ไฮบริด', 'ระบบจองคิว']),
    );
    await ctx.db
      .update(candidate)
      .set({ status: 'deletion_requested', deletionRequestedAt: new Date() })
      .where(eq(candidate.uid, passing.uid));
    expect(await eraseCandidate(ctx.db, testPools(), passing.uid)).toBe('erased');
    const left = await queryRows(
      ctx.db,
      sql`select 1 from screening_answer where application_id = ${apps.passing}`,
    );
    expect(left).toEqual([]);
  });
});
