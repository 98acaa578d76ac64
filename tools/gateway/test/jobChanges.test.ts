import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { followJobChanges } from '../src/pages/jobChanges';

/**
 * The gateway's reader of the job change feed against a stand-in of GET /api/jobs/changes (the API's side is tested
 * in api/test/job-page-changes.test.ts): it asks again from an earlier seq each time (late commits), and a change it
 * has applied is not applied again.
 */
describe('following the job change feed', () => {
  let server: http.Server;
  let url: string;
  /** The feed: [seq, job] in commit order (a late commit may carry a lower seq). */
  let feed: [number, string][];
  const asked: number[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const after = Number(new URL(req.url ?? '', 'http://x').searchParams.get('after'));
      asked.push(after);
      const newest = Math.max(0, ...feed.map(([s]) => s));
      const rows = after < 0 ? [] : feed.filter(([s]) => s > after).sort((a, b) => a[0] - b[0]);
      const body = {
        data: {
          seq: after < 0 ? newest : (rows.at(-1)?.[0] ?? after),
          jobs: [...new Set(rows.map(([, job]) => job))],
          changes: rows.map(([seq, job]) => ({ seq, job })),
        },
      };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('applies each change once, including one committed late with an earlier seq', async () => {
    feed = [
      [1, 'old-a'],
      [2, 'old-b'],
    ];
    const applied: string[][] = [];
    const stop = followJobChanges(url, (ids) => applied.push(ids), 20);
    const until = async (check: () => boolean) => {
      for (const started = Date.now(); !check();) {
        if (Date.now() - started > 5_000) throw new Error('timed out');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    try {
      // The first answer is where the reader starts; the next one reaches back over the changes before it, once.
      await until(() => applied.length >= 1);
      expect(applied).toEqual([['old-a', 'old-b']]);
      applied.length = 0;
      const polls = asked.length;
      // Polls that ask again from an earlier seq see the old changes each time: none is applied again.
      await until(() => asked.length >= polls + 5);
      expect(applied).toEqual([]);

      feed.push([4, 'job-4']);
      await until(() => applied.length >= 1);
      expect(applied).toEqual([['job-4']]);
      // Seq 3 commits after 4 was read: still applied, once.
      feed.push([3, 'job-3']);
      await until(() => applied.length >= 2);
      const polls2 = asked.length;
      await until(() => asked.length >= polls2 + 5);
      expect(applied).toEqual([['job-4'], ['job-3']]);
    } finally {
      stop();
    }
  });
});
