/**
 * No token or signed link in the gateway's lines (issue 46): Firebase's e-mail action links land on its pages
 * (`/candidate/auth?mode=resetPassword&oobCode=…&apiKey=…`) and the server render's warnings name the page's URL.
 * The rule is the one both servers use (libs/deployment logRedaction.ts); the cases are the API test's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { redactQueryStrings, redactUrl } from '@jobportal/deployment';
import { createServerRendering } from '../src/render/serverRendering';
import { releaseErrorHandler } from '../src/releases/releaseErrors';
import { writeShellServer } from './shellServerFixture';

/** [url, as logged]: the table of api/test/log-redaction.test.ts. */
const CASES: [string, string][] = [
  [
    '/api/notifications/unsubscribe?token=dWlk.candidate.job_expiring.Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdo',
    '/api/notifications/unsubscribe?token=[REDACTED]',
  ],
  [
    '/candidate/auth?mode=resetPassword&oobCode=Xy7_kL0&apiKey=AIzaSyFake123&tenantId=candidate-pool&lang=th',
    '/candidate/auth?mode=resetPassword&oobCode=[REDACTED]&apiKey=[REDACTED]&tenantId=candidate-pool&lang=th',
  ],
  ['https://x.example/cb?code=4/0Ab&state=s1', 'https://x.example/cb?code=[REDACTED]&state=s1'],
  [
    '/f?X-Amz-Signature=ab12&X-Amz-Credential=AKIA%2F1&v=2',
    '/f?X-Amz-Signature=[REDACTED]&X-Amz-Credential=[REDACTED]&v=2',
  ],
  [
    '/x?sig=1&signature=2&Access_Token=3&id-token=4&key=5',
    '/x?sig=[REDACTED]&signature=[REDACTED]&Access_Token=[REDACTED]&id-token=[REDACTED]&key=[REDACTED]',
  ],
  ['/x?ref=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl123', '/x?ref=[REDACTED]'],
  ['/x?Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWpr', '/x?[REDACTED]'],
  [
    '/api/jobs/search?main_input=react+developer&province=10&limit=20',
    '/api/jobs/search?main_input=react+developer&province=10&limit=20',
  ],
  [
    '/api/jobs/changes?after=2024-01-01T00:00:00Z&token=',
    '/api/jobs/changes?after=2024-01-01T00:00:00Z&token=',
  ],
  ['/x?target_id=0f8fad5b-d9cb-469f-a165-70867728950e', '/x?target_id=0f8fad5b-d9cb-469f-a165-70867728950e'],
  ['/x?q=supercalifragilisticexpialidociousword', '/x?q=supercalifragilisticexpialidociousword'],
  ['/api/health', '/api/health'],
];

describe("the gateway's log redaction", () => {
  it.each(CASES)('%s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
    expect(redactQueryStrings(`GET ${url} failed`)).toBe(`GET ${logged} failed`);
  });

  it("the server render's warnings name the page without the action link's code and key", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redact-render-'));
    const shellDir = path.join(dir, 'shell');
    const registryDir = path.join(dir, 'registry');
    fs.mkdirSync(registryDir, { recursive: true });
    fs.writeFileSync(path.join(registryDir, 'remotes.json'), '{"remotes":{"mf_public":{"version":"v1"}}}');
    writeShellServer(shellDir);
    const lines: string[] = [];
    const rendering = createServerRendering({
      shellDir,
      registryDir,
      timeoutMs: 300,
      config: { apiBaseUrl: 'http://127.0.0.1:9/api' } as Parameters<
        typeof createServerRendering
      >[0]['config'],
      log: (line) => lines.push(line),
    });
    try {
      const action = '/candidate/auth?mode=resetPassword&oobCode=OOB-SECRET-46&apiKey=AIzaKEY46';
      // a page that never renders (timeout warning) and one that throws (the worker's error)
      await rendering.render({ url: `${action}&hang`, locale: 'th', mobile: false });
      await rendering.render({ url: `${action}&throw`, locale: 'th', mobile: false });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.join('\n')).not.toMatch(/OOB-SECRET-46|AIzaKEY46/);
      expect(lines.join('\n')).toContain('oobCode=[REDACTED]&apiKey=[REDACTED]');
    } finally {
      await rendering.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the release service's failures name the request without its credential parameters", () => {
    const lines: string[] = [];
    const reply = { status: () => reply, header: () => reply, send: () => reply } as unknown as FastifyReply;
    releaseErrorHandler((line) => lines.push(line))(
      Object.assign(new Error('boom'), { statusCode: 500 }) as FastifyError,
      {
        method: 'GET',
        url: '/api/releases/status?token=RELEASE-TOKEN-46-0123456789abcdef',
      } as FastifyRequest,
      reply,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('GET /api/releases/status?token=[REDACTED] failed');
    expect(lines[0]).not.toContain('RELEASE-TOKEN-46');
  });
});
