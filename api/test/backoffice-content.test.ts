import { sql } from 'drizzle-orm';
import { forEachDriver } from './helpers/app';
import { auditOf } from './helpers/backoffice';
import { PDF, PNG, upload } from './helpers/files';
import { createStaff, type TestUser } from './helpers/users';

const body = (overrides: Record<string, unknown> = {}) => ({
  slug: 'how-to-write-a-cv',
  title_th: 'วิธีเขียนเรซูเม่',
  title_en: 'How to write a CV',
  excerpt_th: 'สรุปสั้น ๆ',
  excerpt_en: 'In short',
  body_th_html: '<p>เนื้อหา<script>alert(1)</script><img src="/assets/x.png" onerror="steal()"></p>',
  body_en_html: '<p>Body <a href="javascript:alert(1)">link</a></p>',
  tags: ['career', 'cv', 'career'],
  publish: { mode: 'draft' },
  ...overrides,
});

forEachDriver('back office: blog editor', (ctx) => {
  let editor: TestUser;
  let support: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    [editor, support, admin] = await Promise.all([
      createStaff(['editor']),
      createStaff(['support']),
      createStaff(['admin']),
    ]);
  });

  const publicPost = (slug: string) => ctx.call('GET', `/api/blog/${slug}`);
  const publicSlugs = async () =>
    ((await ctx.call('GET', '/api/blog?limit=50')).json().data.items as { slug: string }[]).map(
      (p) => p.slug,
    );
  const homeSlugs = async () =>
    ((await ctx.call('GET', '/api/home')).json().data.latest_posts as { slug: string }[]).map((p) => p.slug);
  const sitemapBlog = async () => (await ctx.call('GET', '/api/sitemaps/blog-1.xml')).body;

  it('a draft: saved sanitised, listed for editors, invisible to the public; a taken slug is 409', async () => {
    const created = await ctx.call('POST', '/api/backoffice/posts', { auth: editor.auth, body: body() });
    expect(created.statusCode).toBe(201);
    const post = created.json().data;
    expect(post).toMatchObject({
      slug: 'how-to-write-a-cv',
      state: 'draft',
      published_at: null,
      unpublished_at: null,
      tags: ['career', 'cv'],
      cover_url: null,
    });
    expect(post.body_th_html).not.toMatch(/script|onerror/);
    expect(post.body_th_html).toContain('เนื้อหา');
    expect(post.body_en_html).not.toContain('javascript:');

    const list = await ctx.call('GET', '/api/backoffice/posts?state=draft&q=CV', { auth: editor.auth });
    expect(list.json().data.items).toEqual([
      expect.objectContaining({ id: post.id, state: 'draft', updated_by: editor.uid }),
    ]);
    expect((await publicPost(post.slug)).statusCode).toBe(404);

    const dup = await ctx.call('POST', '/api/backoffice/posts', { auth: editor.auth, body: body() });
    expect([dup.statusCode, dup.json().error.code]).toEqual([409, 'SLUG_TAKEN']);
    const badSlug = await ctx.call('POST', '/api/backoffice/posts', {
      auth: editor.auth,
      body: body({ slug: 'Not A Slug' }),
    });
    expect(badSlug.statusCode).toBe(400);

    const audit = await auditOf(ctx.db, post.id);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'blog.create', actor_uid: editor.uid, actor_email: editor.email }),
    ]);
    expect(audit[0].after).toMatchObject({ state: 'draft', slug: post.slug });
  });

  it('publish now, unpublish (gone from the blog, the home page and the sitemap at once), republish', async () => {
    const created = await ctx.call('POST', '/api/backoffice/posts', {
      auth: editor.auth,
      body: body({ slug: 'salary-guide', publish: { mode: 'now' } }),
    });
    const post = created.json().data;
    expect(post.state).toBe('published');
    expect((await publicPost('salary-guide')).statusCode).toBe(200);
    expect(await publicSlugs()).toContain('salary-guide');
    expect(await homeSlugs()).toContain('salary-guide');
    expect(await sitemapBlog()).toContain('/blog/salary-guide');

    // saving a published post again keeps its publication time
    const saved = await ctx.call('PUT', `/api/backoffice/posts/${post.id}`, {
      auth: editor.auth,
      body: body({ slug: 'salary-guide', title_en: 'Salary guide 2027', publish: { mode: 'now' } }),
    });
    expect(saved.json().data).toMatchObject({
      title_en: 'Salary guide 2027',
      published_at: post.published_at,
    });

    const noReason = await ctx.call('POST', `/api/backoffice/posts/${post.id}/unpublish`, {
      auth: editor.auth,
      body: {},
    });
    expect(noReason.statusCode).toBe(400);
    const down = await ctx.call('POST', `/api/backoffice/posts/${post.id}/unpublish`, {
      auth: editor.auth,
      body: { reason: 'Wrong salary figures' },
    });
    expect(down.json().data).toMatchObject({ state: 'unpublished', published_at: post.published_at });
    expect((await publicPost('salary-guide')).statusCode).toBe(404);
    expect(await publicSlugs()).not.toContain('salary-guide');
    expect(await homeSlugs()).not.toContain('salary-guide');
    expect(await sitemapBlog()).not.toContain('/blog/salary-guide');
    const again = await ctx.call('POST', `/api/backoffice/posts/${post.id}/unpublish`, {
      auth: editor.auth,
      body: { reason: 'twice' },
    });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'INVALID_STATUS_TRANSITION']);

    // saving it as a draft keeps it taken down (with its first publication time)
    const kept = await ctx.call('PUT', `/api/backoffice/posts/${post.id}`, {
      auth: editor.auth,
      body: body({ slug: 'salary-guide', publish: { mode: 'draft' } }),
    });
    expect(kept.json().data).toMatchObject({ state: 'unpublished', published_at: post.published_at });

    const up = await ctx.call('POST', `/api/backoffice/posts/${post.id}/republish`, { auth: editor.auth });
    expect(up.json().data).toMatchObject({ state: 'published', published_at: post.published_at });
    expect((await publicPost('salary-guide')).statusCode).toBe(200);

    const actions = (await auditOf(ctx.db, post.id)).map((a) => [a.action, a.actor_uid, a.reason]);
    expect(actions).toEqual([
      ['blog.create', editor.uid, null],
      ['blog.update', editor.uid, null],
      ['blog.unpublish', editor.uid, 'Wrong salary figures'],
      ['blog.update', editor.uid, null],
      ['blog.republish', editor.uid, null],
    ]);
  });

  it('a scheduled post is not public before its time and appears by itself at it', async () => {
    const past = await ctx.call('POST', '/api/backoffice/posts', {
      auth: editor.auth,
      body: body({ slug: 'too-late', publish: { mode: 'schedule', at: '2020-01-01T00:00:00Z' } }),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual([
      expect.objectContaining({ field: 'publish.at', code: 'past_date' }),
    ]);

    const at = new Date(Date.now() + 3600_000).toISOString();
    const created = await ctx.call('POST', '/api/backoffice/posts', {
      auth: editor.auth,
      body: body({ slug: 'next-week', publish: { mode: 'schedule', at } }),
    });
    const post = created.json().data;
    expect(post).toMatchObject({ state: 'scheduled', published_at: at });
    expect((await publicPost('next-week')).statusCode).toBe(404);
    expect(await sitemapBlog()).not.toContain('/blog/next-week');
    const scheduled = await ctx.call('GET', '/api/backoffice/posts?state=scheduled', { auth: editor.auth });
    expect(scheduled.json().data.items.map((p: { id: string }) => p.id)).toEqual([post.id]);

    // its time comes (the clock moved past it): public, with nothing run in between
    await ctx.db.execute(
      sql`update blog_post set published_at = now() - interval '1 second' where id = ${post.id}`,
    );
    expect((await publicPost('next-week')).statusCode).toBe(200);
    expect(
      (await ctx.call('GET', `/api/backoffice/posts/${post.id}`, { auth: editor.auth })).json().data.state,
    ).toBe('published');
  });

  it('delete: refused while published (409), done once unpublished; audited', async () => {
    const post = (
      await ctx.call('POST', '/api/backoffice/posts', {
        auth: editor.auth,
        body: body({ slug: 'to-delete', publish: { mode: 'now' } }),
      })
    ).json().data;
    const refused = await ctx.call('DELETE', `/api/backoffice/posts/${post.id}`, { auth: editor.auth });
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'INVALID_STATUS_TRANSITION']);
    await ctx.call('POST', `/api/backoffice/posts/${post.id}/unpublish`, {
      auth: editor.auth,
      body: { reason: 'Duplicate of another post' },
    });
    expect(
      (await ctx.call('DELETE', `/api/backoffice/posts/${post.id}`, { auth: editor.auth })).statusCode,
    ).toBe(204);
    const gone = await ctx.call('GET', `/api/backoffice/posts/${post.id}`, { auth: editor.auth });
    expect([gone.statusCode, gone.json().error.code]).toEqual([404, 'BLOG_NOT_FOUND']);
    const audit = await auditOf(ctx.db, post.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'blog.delete',
      actor_uid: editor.uid,
      actor_email: editor.email,
    });
  });

  it('cover: an uploaded image is public like a logo and becomes the post cover; other files are refused', async () => {
    const up = await upload(ctx, '/api/backoffice/files', editor.auth, [
      { name: 'file', filename: 'cover.png', content: PNG(), type: 'image/png' },
    ]);
    expect(up.statusCode).toBe(201);
    const { id, url } = up.json().data;
    expect(url).toBe(`/api/files/${id}`);
    const served = await ctx.call('GET', url);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    const variant = await ctx.call('GET', `/api/images?src=${encodeURIComponent(url)}&w=64&fmt=webp`);
    expect(variant.statusCode).toBe(200);
    const [uploaded] = await auditOf(ctx.db, id);
    expect(uploaded).toMatchObject({ action: 'file.upload', actor_uid: editor.uid, target_kind: 'file' });

    const pdf = await upload(ctx, '/api/backoffice/files', editor.auth, [
      { name: 'file', filename: 'cover.png', content: PDF(), type: 'image/png' },
    ]);
    expect([pdf.statusCode, pdf.json().error.code]).toEqual([415, 'FILE_TYPE_NOT_ALLOWED']);

    const unknown = await ctx.call('POST', '/api/backoffice/posts', {
      auth: editor.auth,
      body: body({ slug: 'with-bad-cover', cover_file_id: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(unknown.json().error.fields).toEqual([
      expect.objectContaining({ field: 'cover_file_id', code: 'unknown_reference' }),
    ]);
    const post = (
      await ctx.call('POST', '/api/backoffice/posts', {
        auth: editor.auth,
        body: body({ slug: 'with-cover', cover_file_id: id, publish: { mode: 'now' } }),
      })
    ).json().data;
    expect(post).toMatchObject({ cover_file_id: id, cover_url: url });
    expect((await publicPost('with-cover')).json().data.cover_url).toBe(url);
  });

  it('only editors (and admins) reach the editor', async () => {
    const refused = await ctx.call('GET', '/api/backoffice/posts', { auth: support.auth });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'STAFF_ROLE_REQUIRED']);
    const upload403 = await upload(ctx, '/api/backoffice/files', support.auth, [
      { name: 'file', filename: 'cover.png', content: PNG(), type: 'image/png' },
    ]);
    expect(upload403.statusCode).toBe(403);
    expect((await ctx.call('GET', '/api/backoffice/posts', { auth: admin.auth })).statusCode).toBe(200);
  });
});
