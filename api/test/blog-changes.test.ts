import { eq } from 'drizzle-orm';
import { BLOG_LIMITS } from '@jobportal/contracts';
import { blogPost } from '../src/db/schema';
import { forEachDriver } from './helpers/app';
import { insertBlogPost } from './helpers/fixtures';
import { createStaff, type TestUser } from './helpers/users';

interface Feed {
  now: string;
  slugs: string[];
  changes: { slug: string; at: string }[];
}

const input = (slug: string) => ({
  slug,
  title_th: 'บทความ',
  title_en: 'A post',
  excerpt_th: 'สรุป',
  excerpt_en: 'In short',
  body_th_html: '<p>เนื้อหา</p>',
  body_en_html: '<p>Body</p>',
  tags: ['career'],
  publish: { mode: 'now' },
});

/**
 * GET /api/blog/changes: what the gateway follows to drop its cached blog pages. A post's page changes when it is
 * written, when its scheduled time comes (nothing in its row changes then), when it is taken down, renamed or
 * deleted.
 */
forEachDriver('blog change feed', (ctx) => {
  let editor: TestUser;

  beforeAll(async () => {
    editor = await createStaff(['editor']);
  });

  const feed = async (since?: string): Promise<Feed> => {
    const res = await ctx.call(
      'GET',
      `/api/blog/changes${since ? `?since=${encodeURIComponent(since)}` : ''}`,
    );
    expect([res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([200, '']);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json().data as Feed;
  };
  const ago = (now: string, ms: number) => new Date(Date.parse(now) - ms);
  const setTimes = (slug: string, times: Partial<typeof blogPost.$inferInsert>) =>
    ctx.db.update(blogPost).set(times).where(eq(blogPost.slug, slug));

  it('without since: only the database’s now, where a reader starts', async () => {
    const start = await feed();
    expect(start.slugs).toEqual([]);
    expect(start.changes).toEqual([]);
    expect(Math.abs(Date.parse(start.now) - Date.now())).toBeLessThan(60_000);
  });

  it('names posts written, published at their scheduled time or taken down since, once each, not the others', async () => {
    for (const slug of ['feed-written', 'feed-scheduled-now', 'feed-future', 'feed-down', 'feed-old'])
      await insertBlogPost(ctx.db, slug);
    const { now } = await feed();
    const hourAgo = ago(now, 3_600_000);
    // nothing written for an hour: only the time a post reached (or will reach) makes it change
    await setTimes('feed-scheduled-now', { updatedAt: hourAgo, publishedAt: ago(now, 2_000) });
    await setTimes('feed-future', { updatedAt: hourAgo, publishedAt: new Date(Date.parse(now) + 3_600_000) });
    await setTimes('feed-down', { updatedAt: hourAgo, unpublishedAt: ago(now, 1_000) });
    await setTimes('feed-old', { updatedAt: hourAgo, publishedAt: hourAgo });
    await setTimes('feed-written', { updatedAt: ago(now, 3_000), publishedAt: hourAgo });

    const since = ago(now, 5_000).toISOString();
    const changed = await feed(since);
    expect([...changed.slugs].sort()).toEqual(['feed-down', 'feed-scheduled-now', 'feed-written']);
    expect(Date.parse(changed.now)).toBeGreaterThanOrEqual(Date.parse(now));
    // newest change first, each with the time of its latest change (a scheduled post: its publication time)
    expect(changed.changes.map((c) => c.slug)).toEqual(changed.slugs);
    expect(changed.changes.find((c) => c.slug === 'feed-scheduled-now')?.at).toBe(
      ago(now, 2_000).toISOString(),
    );
    expect(changed.changes.find((c) => c.slug === 'feed-down')?.at).toBe(ago(now, 1_000).toISOString());
    // asked from a later time: only what changed after it
    expect((await feed(ago(now, 1_500).toISOString())).slugs).toEqual(['feed-down']);
    expect((await feed(changed.now)).slugs).toEqual([]);
  });

  it('back-office writes: publish, rename (the old slug too), take down and delete each name the post', async () => {
    const { now } = await feed();
    const created = await ctx.call('POST', '/api/backoffice/posts', {
      auth: editor.auth,
      body: input('feed-editor'),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    expect((await feed(now)).slugs).toContain('feed-editor');

    const renamed = await ctx.call('PUT', `/api/backoffice/posts/${id}`, {
      auth: editor.auth,
      body: input('feed-renamed'),
    });
    expect(renamed.statusCode).toBe(200);
    expect((await feed(now)).slugs).toEqual(expect.arrayContaining(['feed-editor', 'feed-renamed']));

    const afterRename = (await feed()).now;
    const down = await ctx.call('POST', `/api/backoffice/posts/${id}/unpublish`, {
      auth: editor.auth,
      body: { reason: 'outdated advice' },
    });
    expect(down.statusCode).toBe(200);
    const deleted = await ctx.call('DELETE', `/api/backoffice/posts/${id}`, { auth: editor.auth });
    expect(deleted.statusCode).toBe(204);
    // the row is gone: its last slug still comes (from the audit of the deletion)
    expect((await feed(afterRename)).slugs).toEqual(['feed-renamed']);

    // the feed's own path cannot be a post's slug
    const reserved = await ctx.call('POST', '/api/backoffice/posts', {
      auth: editor.auth,
      body: input('changes'),
    });
    expect([reserved.statusCode, reserved.json().error.code]).toEqual([409, 'SLUG_TAKEN']);
  });

  it(`at most ${BLOG_LIMITS.changesMax} slugs, the newest`, async () => {
    const { now } = await feed();
    const base = Date.parse(now) - 60_000;
    await ctx.db.insert(blogPost).values(
      Array.from({ length: BLOG_LIMITS.changesMax + 10 }, (_, i) => ({
        slug: `feed-bulk-${i}`,
        titleTh: 'ชุด',
        titleEn: 'Bulk',
        publishedAt: new Date(base - 3_600_000),
        updatedAt: new Date(base + i * 10),
      })),
    );
    const changed = await feed(new Date(base - 1_000).toISOString());
    expect(changed.slugs).toHaveLength(BLOG_LIMITS.changesMax);
    // the newest first (the earlier tests' changes are newer than these)
    const times = changed.changes.map((c) => Date.parse(c.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(changed.slugs).toContain(`feed-bulk-${BLOG_LIMITS.changesMax + 9}`);
    expect(changed.slugs).not.toContain('feed-bulk-0');
  });

  it('refuses a since that is not a date-time or out of range with a 400, never a 500', async () => {
    for (const since of [
      'yesterday',
      '2024-01-01',
      '1999-12-31T23:59:59Z',
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '2016-12-31T23:59:60Z',
      '2024-13-01T00:00:00Z',
      `2024-01-01T00:00:00${'0'.repeat(100)}Z`,
    ]) {
      const res = await ctx.call('GET', `/api/blog/changes?since=${encodeURIComponent(since)}`);
      expect([since, res.statusCode, res.json().error.code]).toEqual([since, 400, 'VALIDATION_ERROR']);
      expect(res.json().error.fields[0].field).toBe('since');
    }
    const repeated = await ctx.call(
      'GET',
      '/api/blog/changes?since=2024-01-01T00:00:00Z&since=2024-01-02T00:00:00Z',
    );
    expect(repeated.statusCode).toBe(400);
    // an offset is an instant like any other
    expect((await ctx.call('GET', '/api/blog/changes?since=2024-01-01T07:00:00%2B07:00')).statusCode).toBe(
      200,
    );
  });
});
