import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { followBlogChanges } from '../src/pages/blogChanges';

/**
 * The gateway's reader of the blog change feed against a stand-in of GET /api/blog/changes (the API's side is tested
 * in api/test/blog-changes.test.ts): it asks again a few seconds before the previous answer's `now` each time (a
 * write's time is taken before it commits), and a change it has applied is not applied again.
 */
describe('following the blog change feed', () => {
  let server: http.Server;
  let url: string;
  /** The feed: [slug, time of the change] in commit order (a late commit may carry an earlier time). */
  let feed: [string, number][];
  /** What the stand-in answers instead of the feed (a status), when set. */
  let status: number | null;
  let asked: (string | null)[];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const since = new URL(req.url ?? '', 'http://x').searchParams.get('since');
      asked.push(since);
      res.setHeader('content-type', 'application/json');
      if (status !== null) {
        res.statusCode = status;
        res.end('{"error":{"code":"X","message":"x"}}');
        return;
      }
      const after = since === null ? Infinity : Date.parse(since);
      const latest = new Map<string, number>();
      for (const [slug, at] of feed)
        if (at > after) latest.set(slug, Math.max(at, latest.get(slug) ?? -Infinity));
      const changes = [...latest]
        .sort((a, b) => b[1] - a[1])
        .map(([slug, at]) => ({ slug, at: new Date(at).toISOString() }));
      const now = new Date().toISOString();
      res.end(JSON.stringify({ data: { now, slugs: changes.map((c) => c.slug), changes } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    feed = [];
    status = null;
    asked = [];
  });
  afterAll(() => server.close());

  const until = async (check: () => boolean) => {
    for (const started = Date.now(); !check();) {
      if (Date.now() - started > 5_000) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  /** Waits for `n` more asks of the feed. */
  const asks = async (n: number) => {
    const from = asked.length;
    await until(() => asked.length >= from + n);
  };

  it('starts at the API’s now, applies each change once over the overlap, and a later change of the same post again', async () => {
    feed = [['before-start', Date.now() - 1_000]];
    const applied: string[][] = [];
    const stop = followBlogChanges(url, (slugs) => applied.push(slugs), { intervalMs: 20 });
    try {
      await asks(1);
      expect(asked[0]).toBeNull();
      // every later ask reaches back a few seconds: the change before the start is in the answers, applied once
      await asks(5);
      expect(asked.slice(1).every((since) => since !== null)).toBe(true);
      const nowAtStart = Date.now();
      expect(Date.parse(asked.at(-1)!)).toBeLessThan(nowAtStart - 4_000);
      expect(applied).toEqual([['before-start']]);

      feed.push(['my-post', Date.now()]);
      await until(() => applied.length >= 2);
      // the change stays in the answers for the overlap: not applied again
      await asks(10);
      expect(applied).toEqual([['before-start'], ['my-post']]);

      // a write committed late, with a time before the previous answer's now: still applied, once
      feed.push(['late-post', Date.now() - 2_000]);
      // the same post written again: applied again
      feed.push(['my-post', Date.now() + 1]);
      await until(() => applied.flat().length >= 4);
      await asks(10);
      expect(applied.slice(2).flat().sort()).toEqual(['late-post', 'my-post']);
    } finally {
      stop();
    }
  });

  it('asks again at the next tick when the API fails or is unreachable; backs off from an API without the feed', async () => {
    const applied: string[][] = [];
    status = 503;
    const stop = followBlogChanges(url, (slugs) => applied.push(slugs), {
      intervalMs: 20,
      noFeedRetryMs: 60_000,
    });
    try {
      await asks(3);
      // no answer yet: the reader has no cursor, it starts when the API answers
      expect(asked.every((since) => since === null)).toBe(true);
      status = null;
      await asks(2);
      expect(asked.at(-1)).not.toBeNull();
      feed.push(['after-outage', Date.now()]);
      await until(() => applied.length >= 1);
      expect(applied).toEqual([['after-outage']]);

      status = 404;
      await asks(1);
      const before = asked.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(asked.length).toBe(before);
    } finally {
      stop();
    }

    const unreachable: string[][] = [];
    const stopUnreachable = followBlogChanges('http://127.0.0.1:9', (slugs) => unreachable.push(slugs), {
      intervalMs: 20,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    stopUnreachable();
    expect(unreachable).toEqual([]);
  });

  it('starts again from the API’s now when its cursor is refused', async () => {
    const applied: string[][] = [];
    const stop = followBlogChanges(url, (slugs) => applied.push(slugs), { intervalMs: 20 });
    try {
      await asks(2);
      status = 400;
      await asks(2);
      status = null;
      await asks(2);
      // after the refusal, one ask without a cursor, then the feed from the API's now again
      const refused = asked.lastIndexOf(null);
      expect(refused).toBeGreaterThan(0);
      expect(asked.slice(refused + 1).every((since) => since !== null)).toBe(true);
      expect(applied).toEqual([]);
    } finally {
      stop();
    }
  });
});
