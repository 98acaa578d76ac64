/**
 * No token or signed link in the gateway's lines (issue 46): Firebase's e-mail action links land on its pages
 * (`/candidate/auth?mode=resetPassword&oobCode=…&apiKey=…`) and the server render's warnings name the page's URL.
 * The rule and its cases are libs/deployment's (logRedaction.test.ts); this file checks the gateway applies it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { createServerRendering } from '../src/render/serverRendering';
import { releaseErrorHandler } from '../src/releases/releaseErrors';
import { writeShellServer } from './shellServerFixture';

describe("the gateway's log redaction", () => {
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
