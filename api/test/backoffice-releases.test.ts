/**
 * The append-only release history (issue 42): the gateway's release service records each registry change with the
 * staff member's own token (`release` role); the actor is always the verified token's, a staff audit row goes with
 * each event, and the table refuses any change after the fact.
 */
import type { ReleaseEvent, ReleaseEventInput } from '@jobportal/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/sql';
import { forEachDriver } from './helpers/app';
import { auditOf } from './helpers/backoffice';
import { createStaff, createUser, type TestUser } from './helpers/users';

const URL = '/api/backoffice/releases/events';

const event = (over: Partial<ReleaseEventInput> = {}): ReleaseEventInput => ({
  action: 'activate',
  remote: 'mf-public',
  from: '2026.05.01-1',
  to: '2026.05.02-1',
  reason: null,
  forced: null,
  ...over,
});

forEachDriver('back office: release history', (ctx) => {
  let release: TestUser;
  let admin: TestUser;
  let moderator: TestUser;
  let candidate: TestUser;

  const record = (auth: string, body: unknown) => ctx.call('POST', URL, { auth, body });
  const list = async (query = '', auth = release.auth) => {
    const res = await ctx.call('GET', `${URL}${query}`, { auth });
    expect(res.statusCode).toBe(200);
    return res.json().data as { items: ReleaseEvent[]; nextBefore: number | null };
  };
  const count = async () =>
    Number(
      (await queryRows<{ n: string | number }>(ctx.db, sql`select count(*) as n from release_event`))[0].n,
    );

  beforeAll(async () => {
    [release, admin, moderator, candidate] = await Promise.all([
      createStaff(['release']),
      createStaff(['admin']),
      createStaff(['moderator']),
      createUser('candidate'),
    ]);
  });

  it('a release operator records an event as themselves: actor fields in the body are ignored, the audit gets a row', async () => {
    const res = await record(release.auth, {
      ...event({ remote: 'mf-candidate', reason: 'Friday release', forced: 'compat: shared-ui 3.1 < 3.2' }),
      actor_uid: 'someone-else',
      actor_email: 'boss@example.com',
      id: 999_999,
      at: '2001-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data as ReleaseEvent;
    expect(data).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      actor_uid: release.uid,
      actor_email: release.email,
      action: 'activate',
      remote: 'mf-candidate',
      from: '2026.05.01-1',
      to: '2026.05.02-1',
      reason: 'Friday release',
      forced: 'compat: shared-ui 3.1 < 3.2',
    });
    expect(data.id).not.toBe(999_999);
    expect(Math.abs(new Date(data.at).getTime() - Date.now())).toBeLessThan(60_000);

    const [row] = await queryRows<Record<string, unknown>>(
      ctx.db,
      sql`select actor_uid, actor_email, action, remote, from_version, to_version, removed, reason, forced
          from release_event where id = ${data.id}`,
    );
    expect(row).toEqual({
      actor_uid: release.uid,
      actor_email: release.email,
      action: 'activate',
      remote: 'mf-candidate',
      from_version: '2026.05.01-1',
      to_version: '2026.05.02-1',
      removed: null,
      reason: 'Friday release',
      forced: 'compat: shared-ui 3.1 < 3.2',
    });
    expect(JSON.stringify(await list())).not.toContain('someone-else');

    const audit = await auditOf(ctx.db, 'mf-candidate');
    expect(audit).toEqual([
      {
        actor_uid: release.uid,
        actor_email: release.email,
        action: 'release.activate',
        target_kind: 'remote',
        target_id: 'mf-candidate',
        before: { version: '2026.05.01-1' },
        after: { version: '2026.05.02-1', forced: 'compat: shared-ui 3.1 < 3.2' },
        reason: 'Friday release',
      },
    ]);
    // the back office's audit page shows it
    const page = await ctx.call('GET', '/api/backoffice/audit?action=release.&target_id=mf-candidate', {
      auth: admin.auth,
    });
    expect(page.json().data.items).toEqual([
      expect.objectContaining({ action: 'release.activate', actor_uid: release.uid }),
    ]);
  });

  it('a prune keeps the versions it removed; admin holds the release role', async () => {
    const removed = ['2026.04.01-1', '2026.04.02-1'];
    const res = await record(
      admin.auth,
      event({ action: 'prune', remote: 'mf-auth', from: null, to: null, removed }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      action: 'prune',
      remote: 'mf-auth',
      from: null,
      to: null,
      removed,
      actor_uid: admin.uid,
      actor_email: admin.email,
    });
    const [audit] = await auditOf(ctx.db, 'mf-auth');
    expect(audit).toMatchObject({
      action: 'release.prune',
      actor_uid: admin.uid,
      before: { version: null },
      after: { version: null, removed },
      reason: null,
    });
    expect((await list('?remote=mf-auth', admin.auth)).items.map((e) => e.removed)).toEqual([removed]);
  });

  it('a moderator and a candidate get 403, no token 401, and nothing is written', async () => {
    const before = await count();
    const auditBefore = (await queryRows(ctx.db, sql`select id from staff_audit`)).length;
    for (const [auth, status, code] of [
      [moderator.auth, 403, 'STAFF_ROLE_REQUIRED'],
      [candidate.auth, 403, 'WRONG_ROLE'],
      [undefined, 401, 'UNAUTHENTICATED'],
    ] as const) {
      const post = await ctx.call('POST', URL, { auth, body: event() });
      const get = await ctx.call('GET', URL, { auth });
      expect([post.statusCode, post.json().error?.code]).toEqual([status, code]);
      expect([get.statusCode, get.json().error?.code]).toEqual([status, code]);
      expect(get.json().data).toBeUndefined();
    }
    expect(await count()).toBe(before);
    expect((await queryRows(ctx.db, sql`select id from staff_audit`)).length).toBe(auditBefore);
  });

  it('refuses an event outside the contract with VALIDATION_ERROR naming each field', async () => {
    const before = await count();
    const bad = await record(release.auth, {
      ...event(),
      action: 'delete',
      remote: 'mf-unknown',
      to: 'v'.repeat(65),
      reason: 'r'.repeat(501),
    });
    expect(bad.statusCode).toBe(400);
    const error = bad.json().error as { code: string; fields: { field: string }[] };
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields.map((f) => f.field).sort()).toEqual(['action', 'reason', 'remote', 'to']);

    const { from: _from, ...noFrom } = event();
    const missing = await record(release.auth, noFrom);
    expect([missing.statusCode, missing.json().error.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(missing.json().error.fields.map((f: { field: string }) => f.field)).toEqual(['from']);

    const tooMany = await record(release.auth, event({ action: 'prune', removed: Array(201).fill('v') }));
    expect(tooMany.statusCode).toBe(400);
    expect(await count()).toBe(before);

    for (const query of ['?limit=0', '?limit=201', '?before=0', '?remote=mf-unknown', '?before=x']) {
      const res = await ctx.call('GET', `${URL}${query}`, { auth: release.auth });
      expect([query, res.statusCode, res.json().error.code]).toEqual([query, 400, 'VALIDATION_ERROR']);
    }
  });

  it('lists newest first, by remote, in keyset pages without gaps or repeats', async () => {
    const versions = Array.from({ length: 7 }, (_, i) => `2026.06.0${i + 1}-1`);
    const ids: number[] = [];
    for (const [i, to] of versions.entries()) {
      const res = await record(
        release.auth,
        event({ action: 'publish', remote: 'mf-corporate', from: versions[i - 1] ?? null, to }),
      );
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id);
      // another remote in between, left out by the filter
      await record(release.auth, event({ action: 'pin', remote: 'mf-shared-ui', to: null }));
    }
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);

    const seen: ReleaseEvent[] = [];
    let before: number | null = null;
    let pages = 0;
    do {
      const query: string = `?remote=mf-corporate&limit=3${before ? `&before=${before}` : ''}`;
      const page = await list(query);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items);
      before = page.nextBefore;
      pages += 1;
    } while (before !== null);
    expect(pages).toBe(3);
    expect(seen.map((e) => e.id)).toEqual([...ids].reverse());
    expect(seen.map((e) => e.to)).toEqual([...versions].reverse());
    expect(new Set(seen.map((e) => e.remote))).toEqual(new Set(['mf-corporate']));

    const all = await list('?limit=200');
    expect(all.nextBefore).toBeNull();
    expect(all.items.map((e) => e.id)).toEqual([...all.items.map((e) => e.id)].sort((a, b) => b - a));
    expect(all.items.length).toBe(await count());
    expect((await list()).items.length).toBe(Math.min(50, await count())); // default limit 50
    const res = await ctx.call('GET', URL, { auth: release.auth });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the table is append-only: UPDATE, DELETE and TRUNCATE are refused, even in raw SQL', async () => {
    const created = await record(release.auth, event({ action: 'rollback', remote: 'mf-backoffice' }));
    const { id } = created.json().data as ReleaseEvent;
    const refusal = async (statement: ReturnType<typeof sql>): Promise<string> => {
      try {
        await ctx.db.execute(statement);
      } catch (e) {
        const err = e as Error & { cause?: Error };
        return `${err.message} ${err.cause?.message ?? ''}`;
      }
      throw new Error('the statement was not refused');
    };
    expect(await refusal(sql`update release_event set actor_uid = 'forged' where id = ${id}`)).toContain(
      'release_event is append-only',
    );
    expect(await refusal(sql`delete from release_event where id = ${id}`)).toContain(
      'release_event is append-only',
    );
    expect(await refusal(sql`truncate release_event`)).toContain('release_event is append-only');
    const [row] = await queryRows<{ actor_uid: string }>(
      ctx.db,
      sql`select actor_uid from release_event where id = ${id}`,
    );
    expect(row).toEqual({ actor_uid: release.uid });
  });
});
