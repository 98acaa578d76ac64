import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { buildGateway } from '../src/gateway';
import { testGatewayOptions } from './options';

/** A script big enough to be worth compressing (the on-the-fly threshold is 1 KB). */
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4096))});`;

describe('gateway: one origin for shell, remotes, registry and API', () => {
  let dir: string;
  let upstream: http.Server;
  let upstreamUrl: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-'));
    fs.mkdirSync(path.join(dir, 'shell'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'shell', 'index.html'), '<html><body>shell</body></html>');
    fs.writeFileSync(path.join(dir, 'shell', 'main.1234abcd.js'), SCRIPT);
    fs.writeFileSync(path.join(dir, 'shell', 'main.1234abcd.js.br'), zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(dir, 'shell', 'main.1234abcd.js.gz'), zlib.gzipSync(SCRIPT));
    fs.mkdirSync(path.join(dir, 'registry', 'remotes', 'mf-public', 'v1'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'registry', 'remotes', 'mf-public', 'v1', 'mf-manifest.json'), '{}');
    fs.writeFileSync(path.join(dir, 'registry', 'remotes', 'mf-public', 'v1', 'remoteEntry.js'), SCRIPT);
    fs.writeFileSync(
      path.join(dir, 'registry', 'remotes', 'mf-public', 'v1', 'remoteEntry.js.br'),
      zlib.brotliCompressSync(SCRIPT),
    );
    fs.writeFileSync(
      path.join(dir, 'registry', 'remotes.json'),
      JSON.stringify({
        remotes: { mf_public: { version: 'v1', entry: '/remotes/mf-public/v1/remoteEntry.js' } },
      }),
    );
    upstream = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ path: req.url }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    upstream.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const gateway = (extra: { imagePipeline?: boolean } = {}) =>
    buildGateway(
      testGatewayOptions({
        ...extra,
        shellDir: path.join(dir, 'shell'),
        registryDir: path.join(dir, 'registry'),
        apiUrl: upstreamUrl,
        authEmulatorUrl: upstreamUrl,
      }),
    );

  it('serves /remotes.json uncached, so a rollback shows on the next page load', async () => {
    const app = await gateway();
    const res = await app.inject('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-cache');
    expect(res.json().remotes.mf_public.version).toBe('v1');
    // A rollback (the registry rewrites the file) is served at the next request.
    const file = path.join(dir, 'registry', 'remotes.json');
    const published = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, published.replace('"v1"', '"v0"'));
    expect((await app.inject('/remotes.json')).json().remotes.mf_public.version).toBe('v0');
    fs.writeFileSync(file, published);
  });

  it('serves published remote files as immutable, manifests revalidated', async () => {
    const app = await gateway();
    const entry = await app.inject('/remotes/mf-public/v1/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toContain('immutable');
    const manifest = await app.inject('/remotes/mf-public/v1/mf-manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/remotes/mf-public/v2/mf-manifest.json')).statusCode).toBe(404);
  });

  it('sends a script as the build compressed it when the browser accepts that encoding', async () => {
    const app = await gateway();
    const decoded = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
      const encoding = res.headers['content-encoding'];
      if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
      if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
      return res.rawPayload.toString();
    };
    const cases: [url: string, accept: string, encoding: string | undefined][] = [
      ['/main.1234abcd.js', 'gzip, deflate, br, zstd', 'br'],
      ['/main.1234abcd.js', 'gzip', 'gzip'],
      ['/main.1234abcd.js', 'identity', undefined],
      ['/remotes/mf-public/v1/remoteEntry.js', 'gzip, deflate, br, zstd', 'br'],
      // no gzip file next to it: compressed as it is sent
      ['/remotes/mf-public/v1/remoteEntry.js', 'gzip', 'gzip'],
    ];
    for (const [url, accept, encoding] of cases) {
      const res = await app.inject({ url, headers: { 'accept-encoding': accept } });
      expect([url, accept, res.statusCode, res.headers['content-encoding']]).toEqual([
        url,
        accept,
        200,
        encoding,
      ]);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decoded(res)).toBe(SCRIPT);
    }
    const built = await app.inject({ url: '/main.1234abcd.js', headers: { 'accept-encoding': 'br' } });
    expect(built.rawPayload.equals(fs.readFileSync(path.join(dir, 'shell', 'main.1234abcd.js.br')))).toBe(
      true,
    );
  });

  it('never lets a missing file be cached: a 404 under /remotes/ or of a hashed script is no-store', async () => {
    const app = await gateway();
    for (const url of ['/remotes/mf-public/v1/nope.js', '/remotes/mf-public/v1/', '/main.deadbeef.js']) {
      const res = await app.inject(url);
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 404, 'no-store']);
    }
  });

  it('proxies /api and the emulator paths, keeping the path', async () => {
    const app = await gateway();
    expect((await app.inject('/api/health')).json()).toEqual({ path: '/api/health' });
    const lookup = await app.inject({
      method: 'POST',
      url: '/identitytoolkit.googleapis.com/v1/accounts:lookup?key=k',
      payload: {},
    });
    expect(lookup.json()).toEqual({ path: '/identitytoolkit.googleapis.com/v1/accounts:lookup?key=k' });
  });

  it('answers every client route, known or not, with the shell page', async () => {
    const app = await gateway();
    for (const url of ['/', '/candidate/jobs?main_input=react', '/does-not-exist']) {
      const res = await app.inject(url);
      // A path outside the route table is a real 404, still with the app (it shows its not-found page).
      expect(res.statusCode).toBe(url === '/does-not-exist' ? 404 : 200);
      expect(res.body).toContain('shell');
    }
    expect((await app.inject('/main.1234abcd.js')).body).toBe(SCRIPT);
    expect((await app.inject('/assets/blog/missing.webp')).statusCode).toBe(404);
    expect((await app.inject('/missing.js')).statusCode).toBe(404);
  });

  it('publishes the runtime configuration with the emulator on the same origin', async () => {
    const app = await gateway();
    const config = (await app.inject('/app-config.json')).json();
    expect(config).toMatchObject({
      runMode: 'development',
      apiBaseUrl: '/api',
      firebase: { emulatorOrigin: 'http://localhost:8080' },
    });
  });

  it('switches the image pipeline on in the runtime configuration unless told otherwise', async () => {
    expect((await (await gateway()).inject('/app-config.json')).json().imagePipeline).toBe(true);
    const off = await gateway({ imagePipeline: false });
    expect((await off.inject('/app-config.json')).json().imagePipeline).toBe(false);
  });

  it('proxies the image endpoint with its query string unchanged', async () => {
    const app = await gateway();
    const url = '/api/images?src=%2Fassets%2Fblog%2Fai.svg&w=640&fmt=avif';
    expect((await app.inject(url)).json()).toEqual({ path: url });
  });
});
