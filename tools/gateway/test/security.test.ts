import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import type { LightMyRequestResponse } from 'fastify';
import { buildGateway, type GatewayOptions } from '../src/gateway';
import { writeShellServer } from './shellServerFixture';
import { testGatewayOptions } from './options';

const ROOT = path.resolve(__dirname, '../../..');
/** The shell's real template as the build emits it (HtmlRspackPlugin adds the deferred entry script). */
const SHELL_HTML = fs
  .readFileSync(path.join(ROOT, 'shell/src/index.html'), 'utf8')
  .replace('</body>', '<script defer src="/main.1234abcd.js"></script></body>');

/** Parsed CSP: directive -> sources. */
function csp(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  expect(header).not.toBe('');
  return Object.fromEntries(
    header.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/**
 * The scripts a browser would run in this HTML, found by a real HTML parser (not the gateway's own code), each as
 * the CSP hash source its text needs.
 */
function executableInlineScriptHashes(html: string): string[] {
  const { document } = new JSDOM(html).window;
  return [...document.querySelectorAll('script:not([src])')]
    .filter((script) => !/json/i.test(script.getAttribute('type') ?? ''))
    .map(
      (script) =>
        `'sha256-${crypto
          .createHash('sha256')
          .update(script.textContent ?? '')
          .digest('base64')}'`,
    );
}

function expectCommonHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
  const policy = csp(res);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['script-src']).not.toContain("'unsafe-inline'");
  expect(policy['script-src']).not.toContain("'unsafe-eval'");
}

describe('gateway: security headers and the client address', () => {
  let dir: string;
  let shellDir: string;
  let registryDir: string;
  let upstream: http.Server;
  let upstreamUrl: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-security-'));
    shellDir = path.join(dir, 'shell');
    registryDir = path.join(dir, 'registry');
    fs.mkdirSync(shellDir, { recursive: true });
    fs.writeFileSync(path.join(shellDir, 'index.html'), SHELL_HTML);
    fs.writeFileSync(path.join(shellDir, 'main.1234abcd.js'), 'console.log(1)');
    fs.mkdirSync(path.join(registryDir, 'remotes', 'mf-public', 'v1'), { recursive: true });
    fs.writeFileSync(path.join(registryDir, 'remotes', 'mf-public', 'v1', 'remoteEntry.js'), 'x');
    fs.writeFileSync(path.join(registryDir, 'remotes.json'), '{"remotes":{}}');
    // The API and the emulator: answer with what they were sent; the API with its own CSP, as the real one does.
    upstream = http.createServer((req, res) => {
      if (req.url?.startsWith('/api/')) res.setHeader('content-security-policy', "default-src 'none'");
      if (req.url?.startsWith('/emulator/')) {
        res.setHeader('content-type', 'text/html');
        return res.end('<script>relay()</script>');
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ path: req.url, headers: req.headers }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    upstream.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const gateway = (extra: Partial<GatewayOptions> = {}) =>
    buildGateway(
      testGatewayOptions({
        shellDir,
        registryDir,
        apiUrl: upstreamUrl,
        authEmulatorUrl: upstreamUrl,
        ...extra,
      }),
    );

  it('the shell page allows exactly its own inline scripts by hash, and nothing inline otherwise', async () => {
    const app = await gateway();
    for (const url of ['/', '/candidate/jobs?x=1', '/does-not-exist']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(url === '/does-not-exist' ? 404 : 200);
      expectCommonHeaders(res);
      const hashes = executableInlineScriptHashes(res.body);
      expect(hashes.length).toBeGreaterThan(0);
      expect(csp(res)['script-src'].sort()).toEqual(["'self'", ...hashes].sort());
    }
  });

  it('a page rendered on the server (its start-up script, JSON-LD and page data) is covered by its own hashes', async () => {
    writeShellServer(shellDir);
    const app = await gateway();
    try {
      const res = await app.inject('/');
      expect(res.body).toContain('<div id="root" data-server-rendered=');
      const hashes = executableInlineScriptHashes(res.body);
      // index.html's session check, the page's styles moved into the head and its deferred start; the JSON blocks
      // are not scripts.
      expect(hashes).toHaveLength(3);
      expect(csp(res)['script-src'].sort()).toEqual(["'self'", ...hashes].sort());
      // antd's run-time <style> elements and the rendered markup's style attributes.
      expect(csp(res)['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    } finally {
      await app.close();
      fs.rmSync(path.join(shellDir, 'server'), { recursive: true, force: true });
    }
  });

  it('static files, the registry, the runtime configuration and errors carry the headers too', async () => {
    const app = await gateway();
    for (const url of ['/main.1234abcd.js', '/remotes.json', '/app-config.json', '/missing.js']) {
      const res = await app.inject(url);
      expectCommonHeaders(res);
      expect(csp(res)['script-src']).toEqual(["'self'"]);
    }
  });

  it('published remotes stay loadable by other origins', async () => {
    const res = await (await gateway()).inject('/remotes/mf-public/v1/remoteEntry.js');
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await (await gateway()).inject('/')).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('API answers keep the API own policy', async () => {
    const res = await (await gateway()).inject('/api/health');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the emulator pages (popup sign-in relay) are left with their own inline scripts', async () => {
    const res = await (await gateway()).inject('/emulator/auth/iframe?apiKey=k');
    expect(res.body).toBe('<script>relay()</script>');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('development talks to the emulator on its own origin; production allows Google sign-in and sends HSTS', async () => {
    const dev = await (await gateway()).inject('/');
    expect(dev.headers['strict-transport-security']).toBeUndefined();
    expect(csp(dev)['connect-src']).toEqual(["'self'"]);
    expect(csp(dev)['upgrade-insecure-requests']).toBeUndefined();

    const prod = await (
      await gateway({
        runMode: 'production',
        authEmulatorUrl: null,
        firebase: {
          apiKey: 'k',
          authDomain: 'jobportal.firebaseapp.com',
          projectId: 'p',
          tenants: { candidate: 'c', corporate: 'e' },
        },
      })
    ).inject('/');
    expect(prod.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const policy = csp(prod);
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
      ]),
    );
    expect(policy['frame-src']).toEqual(["'self'", 'https://jobportal.firebaseapp.com']);
    expect(policy['script-src']).toContain('https://apis.google.com');
    expect(policy['upgrade-insecure-requests']).toEqual([]);
  });

  describe('X-Forwarded-For sent to the API', () => {
    const forwardedFor = async (
      app: Awaited<ReturnType<typeof gateway>>,
      remoteAddress: string,
      headers: Record<string, string>,
    ) => {
      const res = await app.inject({ url: '/api/contact', remoteAddress, headers });
      return (res.json() as { headers: Record<string, string | undefined> }).headers;
    };

    it('is the socket address: a client cannot name its own', async () => {
      const app = await gateway();
      const seen = await forwardedFor(app, '198.51.100.23', {
        'x-forwarded-for': '203.0.113.9',
        forwarded: 'for=203.0.113.9',
        'x-real-ip': '203.0.113.9',
      });
      expect(seen['x-forwarded-for']).toBe('198.51.100.23');
      expect(seen.forwarded).toBeUndefined();
      expect(seen['x-real-ip']).toBeUndefined();
      // Every forged value gives the same address, so a per-IP limit counts them together.
      const again = await forwardedFor(app, '198.51.100.23', { 'x-forwarded-for': '203.0.113.10' });
      expect(again['x-forwarded-for']).toBe('198.51.100.23');
    });

    it('is what a proxy named in TRUST_PROXY reports, and only such a proxy', async () => {
      const app = await gateway({ trustProxy: ['10.0.0.1'] });
      const viaProxy = await forwardedFor(app, '10.0.0.1', { 'x-forwarded-for': '192.0.2.1, 203.0.113.7' });
      // The proxy appended the address it saw; what the client put in front of it is not believed.
      expect(viaProxy['x-forwarded-for']).toBe('203.0.113.7');
      const direct = await forwardedFor(app, '198.51.100.23', { 'x-forwarded-for': '203.0.113.7' });
      expect(direct['x-forwarded-for']).toBe('198.51.100.23');
    });
  });
});
