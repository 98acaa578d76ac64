import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGateway } from '../src/gateway';
import { testGatewayOptions } from './options';

const SHELL_PUBLIC = path.join(__dirname, '../../../shell/public');
const SHELL_INDEX = path.join(__dirname, '../../../shell/src/index.html');

const directives = (policy: string | undefined) =>
  Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

/**
 * The installable app's files (issue 44) as the gateway serves them from the shell's build: the service worker and
 * the manifest revalidated on every use (a new worker reaches every browser at once), with their content types, the
 * page policy allowing them, and every document linking the manifest. The real files of shell/public.
 */
describe('gateway: the installable app', () => {
  let dir: string;
  let app: Awaited<ReturnType<typeof buildGateway>>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-'));
    const shellDir = path.join(dir, 'shell');
    fs.cpSync(SHELL_PUBLIC, shellDir, { recursive: true });
    fs.copyFileSync(SHELL_INDEX, path.join(shellDir, 'index.html'));
    fs.mkdirSync(path.join(dir, 'registry'));
    app = await buildGateway(
      testGatewayOptions({
        shellDir,
        registryDir: path.join(dir, 'registry'),
        apiUrl: 'http://127.0.0.1:9',
        authEmulatorUrl: null,
        serverRendering: false,
      }),
    );
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves /sw.js as JavaScript, revalidated on every use, never cached for long', async () => {
    const response = await app.inject('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain("addEventListener('fetch'");
    // a second look is a 304 while the file is unchanged (the browser's update check costs no body)
    const again = await app.inject({
      url: '/sw.js',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves /manifest.webmanifest as a web app manifest, revalidated, with the fields and icons a browser installs from', async () => {
    const response = await app.inject('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = response.json<{
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      lang: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    }>();
    expect(manifest).toMatchObject({
      start_url: '/',
      display: 'standalone',
      lang: 'th',
      theme_color: '#0958d9',
    });
    expect(manifest.name).toMatch(/หางาน/);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]) {
      const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
      expect(icon).toBeDefined();
      const file = await app.inject(icon!.src);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      // the PNG's own width and height (IHDR) are what the manifest says
      const png = file.rawPayload;
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(sizes);
    }
  });

  it('serves the offline page and its files', async () => {
    for (const [url, type] of [
      ['/offline.html', /^text\/html/],
      ['/offline.js', /javascript/],
      ['/offline.css', /^text\/css/],
    ] as const) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const page = (await app.inject('/offline.html')).body;
    // no inline script: the page policy allows the origin's scripts only
    expect(page).not.toMatch(/<script>(?!<\/script>)/);
    expect(page).toContain('<script src="/offline.js" defer></script>');
  });

  it('every page links the manifest, and its policy allows the worker and the manifest from the origin only', async () => {
    for (const url of ['/', '/candidate/jobs', '/no-such-page']) {
      const response = await app.inject(url);
      expect(response.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      const policy = directives(response.headers['content-security-policy'] as string);
      expect(policy['worker-src']).toEqual(["'self'"]);
      expect(policy['manifest-src']).toEqual(["'self'"]);
    }
    // a URL the router cannot decode gets the gateway's own error page: it links the manifest too
    const bad = await app.inject('/%');
    expect(bad.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });
});
