import { BUILT_IN_TEMPLATES, TEMPLATE_LIMITS } from '@jobportal/contracts';
import { forEachDriver } from './helpers/app';
import { teamWithJob, type Team } from './helpers/outreach';
import { createUser, type TestUser } from './helpers/users';

const input = (over: Record<string, unknown> = {}) => ({
  kind: 'reject',
  name: 'ปฏิเสธอย่างสุภาพ',
  body_th: 'เรียน คุณ{candidate_name} ขอบคุณที่สมัคร {job_title} กับ {company} - {recruiter_name}',
  body_en: 'Dear {candidate_name}, thank you for applying for {job_title} at {company}. {recruiter_name}',
  ...over,
});

forEachDriver('message templates', (ctx) => {
  let team: Team;
  let outsider: TestUser;

  beforeAll(async () => {
    ({ team, outsider } = await teamWithJob(ctx, 'บริษัท เทมเพลต จำกัด'));
  });

  const create = (who: TestUser, body: Record<string, unknown> = input(), lang = 'th') =>
    ctx.call('POST', '/api/corporate/templates', {
      auth: who.auth,
      body,
      headers: { 'accept-language': lang },
    });
  const list = async (who: TestUser) => {
    const res = await ctx.call('GET', '/api/corporate/templates', { auth: who.auth });
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: string; name: string; kind: string; body_th: string }[];
  };

  it('owner, admin and recruiter create; the viewer is refused; every member reads, by kind then name', async () => {
    for (const [role, name] of [
      ['owner', 'ข ปฏิเสธ'],
      ['admin', 'ก ปฏิเสธ'],
      ['recruiter', 'เชิญ'],
    ] as const) {
      const res = await create(team[role], input({ name, kind: role === 'recruiter' ? 'invite' : 'reject' }));
      expect([role, res.statusCode]).toEqual([role, 201]);
      expect(res.json().data).toMatchObject({ name, body_th: expect.stringContaining('{candidate_name}') });
    }
    const refused = await create(team.viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('TEAM_ROLE_FORBIDDEN');
    for (const role of ['owner', 'admin', 'recruiter', 'viewer'] as const) {
      const names = (await list(team[role])).map((t) => `${t.kind}:${t.name}`);
      expect(names).toEqual(['invite:เชิญ', 'reject:ก ปฏิเสธ', 'reject:ข ปฏิเสธ']);
    }
  });

  it('another company sees none of them and gets 404 on each; its own list stays its own', async () => {
    const [mine] = await list(team.owner);
    expect(await list(outsider)).toEqual([]);
    const put = await ctx.call('PUT', `/api/corporate/templates/${mine.id}`, {
      auth: outsider.auth,
      body: input({ name: 'taken over' }),
    });
    expect([put.statusCode, put.json().error.code]).toEqual([404, 'TEMPLATE_NOT_FOUND']);
    const del = await ctx.call('DELETE', `/api/corporate/templates/${mine.id}`, { auth: outsider.auth });
    expect([del.statusCode, del.json().error.code]).toEqual([404, 'TEMPLATE_NOT_FOUND']);
    expect((await list(team.owner)).find((t) => t.id === mine.id)?.name).toBe(mine.name);
  });

  it('update and delete: writers only; the viewer gets 403 and nothing changes', async () => {
    const created = (await create(team.recruiter, input({ name: 'แก้ไขได้' }))).json().data;
    const viewerPut = await ctx.call('PUT', `/api/corporate/templates/${created.id}`, {
      auth: team.viewer.auth,
      body: input({ name: 'by viewer' }),
    });
    expect(viewerPut.statusCode).toBe(403);
    const viewerDel = await ctx.call('DELETE', `/api/corporate/templates/${created.id}`, {
      auth: team.viewer.auth,
    });
    expect(viewerDel.statusCode).toBe(403);
    const put = await ctx.call('PUT', `/api/corporate/templates/${created.id}`, {
      auth: team.admin.auth,
      body: input({ name: 'แก้ไขแล้ว', kind: 'offer', body_en: '' }),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ id: created.id, name: 'แก้ไขแล้ว', kind: 'offer', body_en: '' });
    const del = await ctx.call('DELETE', `/api/corporate/templates/${created.id}`, { auth: team.owner.auth });
    expect(del.statusCode).toBe(204);
    expect((await list(team.owner)).some((t) => t.id === created.id)).toBe(false);
    const again = await ctx.call('DELETE', `/api/corporate/templates/${created.id}`, {
      auth: team.owner.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses an unknown placeholder (never sent as written), two empty bodies and out-of-bound input', async () => {
    const unknown = await create(
      team.owner,
      input({ body_th: 'เงินเดือน {salary} บาท', body_en: 'Hi {ชื่อ}' }),
      'en',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual([
      expect.objectContaining({ field: 'body_th', code: 'unknown_placeholder' }),
      expect.objectContaining({ field: 'body_en', code: 'unknown_placeholder' }),
    ]);
    expect(unknown.json().error.fields[0].message).toContain('{candidate_name}');
    const empty = await create(team.owner, input({ body_th: '  ', body_en: '' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual([
      expect.objectContaining({ field: 'body_th', code: 'required' }),
    ]);
    const long = await create(
      team.owner,
      input({
        name: 'x'.repeat(TEMPLATE_LIMITS.nameMax + 1),
        body_th: 'ก'.repeat(TEMPLATE_LIMITS.bodyMax + 1),
      }),
    );
    expect(long.statusCode).toBe(400);
    expect(
      long
        .json()
        .error.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['body_th', 'name']);
    const kind = await create(team.owner, input({ kind: 'spam' }));
    expect(kind.statusCode).toBe(400);
    const blankName = await create(team.owner, input({ name: '   ' }));
    expect(blankName.statusCode).toBe(400);
  });

  it('the built-in texts can be saved as they are (copy to edit)', async () => {
    for (const t of BUILT_IN_TEMPLATES) {
      const res = await create(team.admin, {
        kind: t.kind,
        name: t.name_th,
        body_th: t.body_th,
        body_en: t.body_en,
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it('a guest gets 401 and a candidate 403 WRONG_ROLE', async () => {
    expect((await ctx.call('GET', '/api/corporate/templates')).statusCode).toBe(401);
    const cand = await createUser('candidate');
    const res = await create(cand);
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'WRONG_ROLE']);
  });
});
