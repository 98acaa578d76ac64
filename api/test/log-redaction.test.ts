/**
 * No token or signed link in the logs (issue 46: 155 unsubscribe tokens were in the access log). The access log
 * keeps the URL with the values of credential parameters replaced, and so does every other line the logger writes.
 * The cases of the rule are libs/deployment's (logRedaction.test.ts); this file checks the API applies it.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, LOG_REDACT_PATHS, redactingQueryStrings } from '../src/app';
import { isSensitiveParam } from '@jobportal/deployment';
import { mailSettings } from '../src/services/alerts/email/settings';
import { signUnsubscribe } from '../src/services/alerts/email/unsubscribe-token';
import { createTestDb, type TestDb } from './helpers/db';

describe('redacting URLs', () => {
  it("keeps every query parameter of the product's own routes except the unsubscribe link's token", async () => {
    const testDb = await createTestDb('pglite');
    const app = await buildApp({ db: testDb.handle.db, cacheTtlMs: 0, logger: false });
    try {
      await app.ready();
      const doc = app.swagger() as {
        paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
      };
      const names = new Set<string>();
      for (const operations of Object.values(doc.paths))
        for (const op of Object.values(operations))
          for (const p of op.parameters ?? []) if (p.in === 'query') names.add(p.name);
      expect(names.size).toBeGreaterThan(20);
      const sensitive = [...names].filter((name) => isSensitiveParam(name, 'value-1'));
      expect(sensitive).toEqual(['token']);
    } finally {
      await app.close();
      await testDb.dispose();
    }
  });
});

describe('the API log', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    testDb = await createTestDb('pglite');
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    // as the helpers of the other suites build it: a caller's own logger options keep the rule
    app = await buildApp({
      db: testDb.handle.db,
      cacheTtlMs: 0,
      logger: { level: 'debug', stream, redact: { paths: LOG_REDACT_PATHS, censor: '[REDACTED]' } },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  it('the unsubscribe link (GET page, POST one-click) leaves the access log with its token replaced', async () => {
    const token = signUnsubscribe(mailSettings().secret, {
      uid: 'u-46',
      role: 'candidate',
      kind: 'job_expiring',
    });
    const mac = token.split('.')[3];
    const url = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
    lines.length = 0;
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    const oneClick = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBeLessThan(500);
    const access = lines.map((l) => JSON.parse(l) as { msg: string; req?: { method: string; url: string } });
    expect(
      access.filter((l) => l.msg === 'request completed').map((l) => [l.req?.method, l.req?.url]),
    ).toEqual([
      ['GET', '/api/notifications/unsubscribe?token=[REDACTED]'],
      ['POST', '/api/notifications/unsubscribe?token=[REDACTED]'],
    ]);
    for (const line of lines) {
      expect(line).not.toContain(mac);
      expect(line).not.toContain(encodeURIComponent(token));
    }
  });

  it("any URL with a credential parameter (Firebase's action link on a missing route, an invalid token)", async () => {
    lines.length = 0;
    await app.inject(
      '/api/auth/action?mode=resetPassword&oobCode=SECRET-CODE-46&apiKey=AIzaSECRET46&lang=th',
    );
    await app.inject('/api/notifications/unsubscribe?token=forged.candidate.job_expiring.SECRETMAC46');
    const logged = lines.join('\n');
    expect(logged).not.toMatch(/SECRET-CODE-46|AIzaSECRET46|SECRETMAC46/);
    expect(logged).toContain('?mode=resetPassword&oobCode=[REDACTED]&apiKey=[REDACTED]&lang=th');
    expect(logged).toContain('?token=[REDACTED]');
  });

  it('every line, not only the access log: an error whose message carries a signed link', () => {
    lines.length = 0;
    app.log.error(
      { err: new Error('GET https://storage.example/o?X-Goog-Signature=SIGNED46&alt=media failed') },
      'download failed: https://storage.example/o?X-Goog-Signature=SIGNED46',
    );
    expect(lines.join('\n')).not.toContain('SIGNED46');
    expect(lines.join('\n')).toContain('X-Goog-Signature=[REDACTED]&alt=media');
  });

  it('the default logger and `logger: true` get the rule too; `false` stays off', () => {
    const hook = (options: ReturnType<typeof redactingQueryStrings>) =>
      (options as { hooks?: { streamWrite?: (s: string) => string } }).hooks?.streamWrite;
    for (const options of [true, { level: 'info' }] as const)
      expect(hook(redactingQueryStrings(options))?.('{"url":"/u?token=abc"}')).toBe(
        '{"url":"/u?token=[REDACTED]"}',
      );
    expect(redactingQueryStrings(false)).toBe(false);
  });
});
