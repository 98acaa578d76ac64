import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../src/gateway';
import { testGatewayOptions } from './options';

/**
 * Request bodies reach the API as the client sent them: the API answers a Content-Encoding (415 in its own error
 * shape); the gateway neither inflates the body nor answers with an error of its own.
 */
describe('gateway: request bodies pass through to the API unchanged', () => {
  let dir: string;
  let upstream: http.Server;
  let gateway: FastifyInstance;
  let received: { encoding?: string; length?: string; body: Buffer } | null = null;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-bodies-'));
    fs.mkdirSync(path.join(dir, 'shell'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'shell', 'index.html'), '<html></html>');
    upstream = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received = {
          encoding: req.headers['content-encoding'],
          length: req.headers['content-length'],
          body: Buffer.concat(chunks),
        };
        res.statusCode = 415;
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify({ error: { code: 'UNSUPPORTED_CONTENT_ENCODING', message: 'x' } }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    gateway = await buildGateway(
      testGatewayOptions({
        shellDir: path.join(dir, 'shell'),
        registryDir: path.join(dir, 'registry'),
        apiUrl: upstreamUrl,
        authEmulatorUrl: null,
      }),
    );
  });
  afterAll(async () => {
    await gateway.close();
    upstream.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('an /api path with a `..` segment, which the proxy refuses, gets the API error shape', async () => {
    received = null;
    const res = await gateway.inject({
      url: '/api/jobs/..%2F..%2Fetc%2Fpasswd',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'Some fields are invalid, please check them' },
    });
    expect(received).toBeNull();
  });

  it.each([
    ['gzip', zlib.gzipSync('{"name":"a"}')],
    ['deflate', zlib.deflateSync('{"name":"a"}')],
    ['br', zlib.brotliCompressSync('{"name":"a"}')],
    ['gzip', Buffer.from('not gzip at all')],
  ])('a %s body reaches the API byte for byte and the API answers', async (encoding, payload) => {
    received = null;
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: { code: 'UNSUPPORTED_CONTENT_ENCODING', message: 'x' } });
    expect(received).toEqual({ encoding, length: String(payload.length), body: payload });
  });
});
