import { Writable } from 'node:stream';
import { buildApp } from '../src/app';
import { createTestDb, type TestDb } from './helpers/db';

/** The access log: one line per request (method, url, status, time), not Fastify's two (three for a 404). */
describe('request log', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb('pglite');
  });
  afterAll(async () => {
    await testDb?.dispose();
  });

  it('writes one info line per request with the request, the status and the response time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const l of chunk.toString('utf8').split('\n').filter(Boolean))
          lines.push(JSON.parse(l) as Record<string, unknown>);
        done();
      },
    });
    const app = await buildApp({ db: testDb.handle.db, cacheTtlMs: 0, logger: { level: 'info', stream } });
    try {
      await app.ready();
      for (const url of ['/api/jobs/search?main_input=react', '/api/__nothing_here']) {
        lines.length = 0;
        const res = await app.inject({ method: 'GET', url });
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatchObject({
          msg: 'request completed',
          req: { method: 'GET', url },
          res: { statusCode: res.statusCode },
          responseTime: expect.any(Number),
        });
      }
    } finally {
      await app.close();
    }
  });
});
