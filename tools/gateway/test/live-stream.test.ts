import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../src/gateway';
import { testGatewayOptions } from './options';

/**
 * The live notification stream (issue 44, server-sent events from the API) passes through the gateway as it is
 * written: not compressed (a compressor would hold the events back), not buffered, not ended by a timeout, the
 * Authorization header forwarded; the page's policy lets the shell connect to it (same origin).
 */
describe('gateway: the notification stream (text/event-stream) passes through at once', () => {
  let dir: string;
  let upstream: http.Server;
  let gateway: FastifyInstance;
  let base: string;
  let auth: string | undefined;
  let upstreamRes: http.ServerResponse | null = null;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-sse-'));
    fs.mkdirSync(path.join(dir, 'shell'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'shell', 'index.html'), '<html><head></head><body></body></html>');
    upstream = http.createServer((req, res) => {
      auth = req.headers.authorization;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-accel-buffering': 'no',
      });
      // larger than the gateway's compression threshold: it would be compressed if it were eligible
      res.write(`: ${'x'.repeat(2048)}\n\nevent: count\ndata: {"count":1}\n\n`);
      upstreamRes = res;
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    gateway = await buildGateway(
      testGatewayOptions({
        shellDir: path.join(dir, 'shell'),
        registryDir: path.join(dir, 'registry'),
        apiUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
        authEmulatorUrl: null,
      }),
    );
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    upstreamRes?.end();
    await gateway.close();
    upstream.closeAllConnections();
    upstream.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('each event reaches the browser while the stream stays open, uncompressed, with the bearer token', async () => {
    const received: string[] = [];
    let headers: http.IncomingHttpHeaders = {};
    const req = http.get(`${base}/api/candidate/notifications/stream`, {
      headers: { authorization: 'Bearer abc', 'accept-encoding': 'gzip, deflate, br' },
    });
    const first = new Promise<void>((resolve) =>
      req.on('response', (res) => {
        headers = res.headers;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          received.push(chunk);
          resolve();
        });
      }),
    );
    await first;
    expect(auth).toBe('Bearer abc');
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
    expect(received.join('')).toContain('event: count\ndata: {"count":1}\n\n');
    // a later event arrives on its own, the upstream still open
    upstreamRes!.write('event: count\ndata: {"count":2}\n\n');
    const deadline = Date.now() + 3000;
    while (!received.join('').includes('{"count":2}') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(received.join('')).toContain('{"count":2}');
    req.destroy();
  });

  it("the shell's policy allows connecting to the same origin (connect-src 'self')", async () => {
    const res = await gateway.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy'] ?? '');
    expect(csp).toMatch(/connect-src 'self'/);
  });
});
