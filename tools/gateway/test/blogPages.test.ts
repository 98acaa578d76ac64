import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildGateway } from '../src/gateway';
import { testGatewayOptions } from './options';
import { writeShellServer } from './shellServerFixture';

const TEMPLATE =
  '<!doctype html><html lang="th"><head><meta charset="utf-8"><title>JobPortal</title></head>' +
  '<body><div id="splash" role="status"></div>\n<div id="root"></div>' +
  '<script defer src="/main.1234abcd.js"></script></body></html>';

/**
 * The gateway follows the blog change feed (a stand-in of GET /api/blog/changes here; the API's side is tested in
 * api/test/blog-changes.test.ts): a changed post's page data and rendered pages, and the rendered blog lists, are
 * dropped about a second later; the other posts' pages are kept, and a change is applied once.
 */
describe('gateway: blog pages follow blog changes', () => {
  let dir: string;
  let api: http.Server;
  let apiUrl: string;
  /** The feed: [slug, time of the change]. */
  const feed: [string, number][] = [];
  let feedAsks = 0;
  const postReads = new Map<string, number>();

  const post = (slug: string) => ({
    slug,
    title_th: `บทความ ${slug}`,
    title_en: `Post ${slug}`,
    excerpt_th: 'สรุป',
    excerpt_en: 'Summary',
    cover_url: null,
    tags: [],
    published_at: '2024-01-01T00:00:00.000Z',
    body_th_html: '<p>เนื้อหา</p>',
    body_en_html: '<p>Body</p>',
    related: [],
  });

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      const url = new URL(req.url ?? '', 'http://x');
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/api/blog/changes') {
        feedAsks += 1;
        const since = url.searchParams.get('since');
        const after = since === null ? Infinity : Date.parse(since);
        const changes = feed
          .filter(([, at]) => at > after)
          .map(([slug, at]) => ({ slug, at: new Date(at).toISOString() }));
        const data = { now: new Date().toISOString(), slugs: changes.map((c) => c.slug), changes };
        return res.end(JSON.stringify({ data }));
      }
      if (url.pathname === '/api/jobs/changes')
        return res.end(JSON.stringify({ data: { seq: 0, jobs: [], changes: [] } }));
      const slug = /^\/api\/blog\/([a-z0-9-]+)$/.exec(url.pathname)?.[1];
      if (slug) {
        postReads.set(slug, (postReads.get(slug) ?? 0) + 1);
        return res.end(JSON.stringify({ data: post(slug) }));
      }
      res.statusCode = 404;
      res.end('{"error":{"code":"NOT_FOUND","message":"Not found"}}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-pages-'));
    fs.mkdirSync(path.join(dir, 'shell'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'registry'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'shell', 'index.html'), TEMPLATE);
    fs.writeFileSync(
      path.join(dir, 'registry', 'remotes.json'),
      '{"remotes":{"mf_public":{"version":"v1"}}}',
    );
    writeShellServer(path.join(dir, 'shell'));
  });
  afterAll(async () => {
    await new Promise((resolve) => api.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const until = async (check: () => boolean | Promise<boolean>) => {
    for (const started = Date.now(); !(await check());) {
      if (Date.now() - started > 10_000) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  /** The render the page was sent with (the fixture counts its renders). */
  const renderOf = (body: string) => /<p>render (\d+)<\/p>/.exec(body)?.[1] ?? 'none';

  it('drops the changed post’s page and the blog lists, keeps the other posts’ pages, applies a change once', async () => {
    const app = await buildGateway(
      testGatewayOptions({
        shellDir: path.join(dir, 'shell'),
        registryDir: path.join(dir, 'registry'),
        apiUrl,
        authEmulatorUrl: null,
      }),
    );
    try {
      const page = async (url: string) => {
        const res = await app.inject(url);
        expect([res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([200, '']);
        return renderOf(res.body);
      };
      // the reader has its cursor (the API's now) once the feed answered
      await until(() => feedAsks >= 1);
      const first = {
        post: await page('/blog/my-post'),
        list: await page('/blog'),
        listPage2: await page('/blog?page=2'),
        other: await page('/blog/other-post'),
      };
      expect(Object.values(first).every((r) => r !== 'none')).toBe(true);
      expect(new Set(Object.values(first)).size).toBe(4);
      expect(await page('/blog/my-post')).toBe(first.post);
      expect(postReads.get('my-post')).toBe(1);

      feed.push(['my-post', Date.now()]);
      await until(async () => (await page('/blog/my-post')) !== first.post);
      const second = { post: await page('/blog/my-post'), list: await page('/blog') };
      expect(second.list).not.toBe(first.list);
      expect(await page('/blog?page=2')).not.toBe(first.listPage2);
      expect(await page('/blog/other-post')).toBe(first.other);
      // the head's data of the post was read again; the other post's was not
      expect(postReads.get('my-post')).toBe(2);
      expect(postReads.get('other-post')).toBe(1);

      // the change stays in the feed's answers for its overlap: the pages are not dropped again
      const asks = feedAsks;
      await until(() => feedAsks >= asks + 3);
      expect(await page('/blog/my-post')).toBe(second.post);
      expect(await page('/blog')).toBe(second.list);
      expect(postReads.get('my-post')).toBe(2);
    } finally {
      await app.close();
    }
  });
});
