import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { inlineScriptHashes } from '@jobportal/deployment';
import { buildGateway, type GatewayOptions } from '../src/gateway';
import { testGatewayOptions } from './options';
import { buildPrerenderedDocument, STYLES_TO_HEAD } from '../src/prerender/document';
import { deviceOf, localeOf } from '../src/pages/visitor';
import { SHELL_SERVER_FIXTURE, writeShellServer } from './shellServerFixture';

const TEMPLATE =
  '<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">' +
  '<title>JobPortal</title><meta name="description" content="shell"><style data-shell>body{}</style></head>' +
  '<body><div id="splash" role="status"><div class="logo">JP</div></div>\n<div id="root"></div>' +
  '<script defer src="/main.1234abcd.js"></script></body></html>';

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

/** A document as the gateway builds it around a page's markup (its head is the server's: pages/document.ts). */
const documentFor = (heading: string) =>
  buildPrerenderedDocument(TEMPLATE, {
    styles: '<style data-css-hash="abc">.pub-hero{}</style>',
    body: `<main><h1>${heading}</h1></main>`,
    data: '',
  });

/** The shell's own document (its head written by the server, pages/), not a snapshot. */
const expectPlainShell = (html: string) => {
  expect(html).not.toContain('id="prerendered"');
  expect(html).toContain(
    '<body><div id="splash" role="status"><div class="logo">JP</div></div>\n<div id="root"></div>' +
      '<script defer src="/main.1234abcd.js"></script></body></html>',
  );
};

describe('prerendered documents', () => {
  it('carry the page in front of an empty #root, its styles first, no splash, and the head unchanged', () => {
    const html = documentFor('Find IT jobs');
    // Everything before <body> is the template's: the server's head is the same whatever the body (streamed first).
    expect(html.slice(0, html.indexOf('<body>'))).toBe(TEMPLATE.slice(0, TEMPLATE.indexOf('<body>')));
    expect(html).toContain(
      `<body><style data-css-hash="abc">.pub-hero{}</style>${STYLES_TO_HEAD}<div id="splash" hidden`,
    );
    expect(html).toMatch(
      /<div id="prerendered" aria-busy="true" aria-disabled="true"><main><h1>Find IT jobs<\/h1><\/main><\/div><div id="root"><\/div>/,
    );
    // The app's script is requested after the first paint, not found by the preload scanner.
    expect(html).not.toContain('<script defer src="/main.1234abcd.js"></script>');
    expect(html).toMatch(/<script>requestAnimationFrame\(.*\["\/main\.1234abcd\.js"\].*<\/script><\/body>/);
  });

  it('carry the data the page was rendered with, where no string in it can end the script element', () => {
    const data = JSON.stringify({
      queries: { 'home(undefined)': { data: { title: '</script><script>alert(1)' } } },
    });
    const html = buildPrerenderedDocument(TEMPLATE, { styles: '', body: '<main></main>', data });
    const match =
      /<\/div><script type="application\/json" id="prerendered-data">(.*?)<\/script><div id="root">/.exec(
        html,
      );
    expect(match).not.toBeNull();
    expect(match![1]).not.toContain('<');
    expect(JSON.parse(match![1])).toEqual(JSON.parse(data));
    expect(documentFor('x')).not.toContain('prerendered-data');
  });

  it("put the app's own server-rendered markup into #root, after its data, for the browser to hydrate", () => {
    const html = buildPrerenderedDocument(TEMPLATE, {
      styles: '',
      body: '<div data-remote="mf_public"><main><h1>หางาน</h1></main></div>',
      data: '{"queries":{}}',
      serverRendered: 'mobile',
    });
    expect(html).not.toContain('id="prerendered"');
    expect(html).toContain(
      '<script type="application/json" id="prerendered-data">{"queries":{}}</script>' +
        '<div id="root" data-server-rendered="mobile" aria-busy="true" aria-disabled="true">' +
        '<div data-remote="mf_public"><main><h1>หางาน</h1></main></div></div>',
    );
  });

  it('refuses a shell page it cannot place the snapshot in', () => {
    expect(() =>
      buildPrerenderedDocument('<html><head></head><body></body></html>', {
        styles: '',
        body: 'x',
        data: '',
      }),
    ).toThrow(/the shell's index.html has no/);
  });
});

describe('the visitor of a page', () => {
  it('chooses the locale the shell will choose: cookie, then the first Thai or English language, then Thai', () => {
    expect(localeOf({ cookie: 'a=1; jp_locale=en', 'accept-language': 'th-TH' })).toBe('en');
    expect(localeOf({ 'accept-language': 'de-DE,en-US;q=0.8,th;q=0.5' })).toBe('en');
    expect(localeOf({ 'accept-language': 'de-DE' })).toBe('th');
    expect(localeOf({})).toBe('th');
  });

  it('takes phones by client hint or user agent', () => {
    expect(deviceOf({ 'user-agent': PHONE })).toBe('mobile');
    expect(deviceOf({ 'user-agent': LAPTOP, 'sec-ch-ua-mobile': '?1' })).toBe('mobile');
    expect(deviceOf({ 'user-agent': LAPTOP })).toBe('desktop');
  });
});

describe('gateway: public pages rendered on the server', () => {
  let dir: string;
  let shellDir: string;
  let registryDir: string;
  let app: Awaited<ReturnType<typeof buildGateway>> | null = null;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-render-'));
    shellDir = path.join(dir, 'shell');
    registryDir = path.join(dir, 'registry');
    fs.mkdirSync(shellDir, { recursive: true });
    fs.mkdirSync(registryDir, { recursive: true });
    fs.writeFileSync(path.join(shellDir, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(registryDir, 'remotes.json'), '{"remotes":{"mf_public":{"version":"v1"}}}');
    writeShellServer(shellDir);
  });
  afterEach(async () => {
    await app?.close();
    app = null;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const gateway = async (extra: Partial<GatewayOptions> = {}) =>
    (app = await buildGateway(
      testGatewayOptions({
        shellDir,
        registryDir,
        apiUrl: 'http://127.0.0.1:9',
        authEmulatorUrl: null,
        ...extra,
      }),
    ));

  it('sends the page the shell’s server build rendered for the visitor’s locale and device, with its data', async () => {
    const app = await gateway();
    const thPhone = await app.inject({
      url: '/candidate/jobs?main_input=react',
      headers: { 'user-agent': PHONE, 'accept-language': 'th-TH' },
    });
    expect(thPhone.statusCode).toBe(200);
    expect(thPhone.body).toContain(
      '<div id="root" data-server-rendered="mobile" aria-busy="true" aria-disabled="true"><main><h1>/candidate/jobs?main_input=react th phone v1</h1>',
    );
    // The server reaches the API directly, not through the gateway.
    expect(thPhone.body).toContain('<p>api http://127.0.0.1:9/api</p>');
    expect(thPhone.body).toContain('<script type="application/json" id="prerendered-data">');
    // The page's styles come before its markup (in the body: the head is the same for every body).
    expect(thPhone.body.indexOf('<style data-css-hash="a">')).toBeLessThan(
      thPhone.body.indexOf('<div id="root"'),
    );
    expect(thPhone.body.indexOf('<style data-css-hash="a">')).toBeGreaterThan(thPhone.body.indexOf('<body>'));
    expect(thPhone.headers['vary']).toContain('user-agent');
    expect(thPhone.headers['cache-control']).toBe('no-cache');
    const enLaptop = await app.inject({
      url: '/',
      headers: { 'user-agent': LAPTOP, cookie: 'jp_locale=en' },
    });
    expect(enLaptop.body).toContain('<div id="root" data-server-rendered="desktop"');
    expect(enLaptop.body).toContain('<h1>/ en desktop v1</h1>');
    // The server's head, once (title, canonical and hreflang alternates).
    expect(enLaptop.body.match(/<title>/g)).toHaveLength(1);
    expect(enLaptop.body).toContain(
      '<title>IT jobs, developer jobs, tech jobs in Thailand | JobPortal</title>',
    );
    expect(enLaptop.body).toContain(
      '<link rel="alternate" hreflang="en" href="http://localhost:8080/?lang=en"',
    );
  });

  it('renders a page for the query its route reads: a cache buster or a tracker gets the kept render and is echoed nowhere', async () => {
    const app = await gateway();
    const first = await app.inject('/candidate/jobs?main_input=react&cb=1a2b&utm_source=line');
    expect(first.body).toContain(
      '<h1>/candidate/jobs?main_input=react th desktop v1</h1><p>api http://127.0.0.1:9/api</p><p>render 1</p>',
    );
    for (const url of [
      '/candidate/jobs?cb=9f8e&main_input=react',
      '/candidate/jobs?main_input=react&tag=&fbclid=x',
      '/candidate/jobs?main_input=react',
    ]) {
      const again = await app.inject(url);
      // the kept render: the worker did not render again
      expect(again.body).toContain('<h1>/candidate/jobs?main_input=react th desktop v1</h1>');
      expect(again.body).toContain('<p>render 1</p>');
    }
    const head = first.body.split('<body>')[0];
    expect(head).toContain(
      '<link rel="canonical" href="http://localhost:8080/candidate/jobs?main_input=react">',
    );
    expect(head).toContain(
      '<meta property="og:url" content="http://localhost:8080/candidate/jobs?main_input=react">',
    );
    // one document for all of them: the server's head is marked for the page, not for the parameters it ignores
    expect(first.body).toContain('data-server-head="/candidate/jobs?main_input=react"');
    expect((await app.inject('/candidate/jobs?main_input=react&cb=77')).body).toBe(first.body);
    // the page's own parameters still make another page
    expect((await app.inject('/candidate/jobs?main_input=go&cb=1a2b')).body).toContain('<p>render 2</p>');
  });

  it("writes the server's head into the head only: the page's own markup is left as rendered", async () => {
    const app = await gateway();
    const page = await app.inject({ url: '/blog?tag=svg', headers: { 'accept-language': 'th-TH' } });
    const [head, body] = page.body.split('<body>');
    expect(head.match(/<title>/g)).toHaveLength(1);
    // An icon's title is the page's (hydration needs it as rendered), not a second document title to remove.
    expect(body).toContain('<svg role="img"><title>icon</title></svg>');
  });

  it.each([
    ['gzip', () => zlib.createGunzip()],
    ['br', () => zlib.createBrotliDecompress()],
  ])(
    'sends the head of a page at once and its body when the server has rendered it (%s)',
    async (encoding, inflate) => {
      const app = await gateway();
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const started = Date.now();
      const chunks: { at: number; text: string }[] = [];
      const status = await new Promise<number>((resolve, reject) => {
        http
          .get(
            { port, host: '127.0.0.1', path: '/blog?tag=slow', headers: { 'accept-encoding': encoding } },
            (res) => {
              expect(res.headers['content-encoding']).toBe(encoding);
              expect(res.headers.vary).toContain('accept-encoding');
              const inflating = inflate();
              res.pipe(inflating);
              inflating.on('data', (chunk: Buffer) =>
                chunks.push({ at: Date.now() - started, text: chunk.toString() }),
              );
              inflating.on('end', () => resolve(res.statusCode ?? 0));
            },
          )
          .on('error', reject);
      });
      expect(status).toBe(200);
      const html = chunks.map((c) => c.text).join('');
      const headSent = chunks.find((c) => c.text.includes('</head>'))!;
      const bodySent = chunks.find((c) => c.text.includes('<h1>/blog?tag=slow th desktop v1</h1>'))!;
      // The head (title, description, canonical...) arrives before the render (800 ms) is done, the page after it.
      expect(headSent.at).toBeLessThan(500);
      expect(bodySent.at).toBeGreaterThanOrEqual(700);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain('<div id="root" data-server-rendered="desktop"');
      // A page the server keeps is sent whole.
      const kept = await app.inject('/blog?tag=slow');
      expect(kept.body).toBe(html);
    },
  );

  it('sends a streamed page without the server render when the render has a script the policy sent does not allow', async () => {
    const app = await gateway();
    const res = await app.inject('/blog?tag=slow-script');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('$RC(');
    expect(res.body).not.toContain('data-server-rendered');
    expect(res.body).toContain('<div id="root"></div>');
    // Sent whole once kept: then its policy is computed from it, the script included.
    const kept = await app.inject('/blog?tag=slow-script');
    expect(kept.body).toContain('$RC(');
    for (const hash of inlineScriptHashes(kept.body)) {
      expect(String(kept.headers['content-security-policy'])).toContain(hash);
    }
  });

  it("sends an older shell build's render (one that does not hydrate) as a snapshot its browser shell replaces", async () => {
    writeShellServer(shellDir, SHELL_SERVER_FIXTURE.replace('hydrates: true,', ''));
    const app = await gateway();
    await app.inject('/blog');
    const res = await app.inject('/blog');
    expect(res.body).toContain(
      '<div id="prerendered" aria-busy="true" aria-disabled="true"><main><h1>/blog th',
    );
    expect(res.body).not.toContain('data-server-rendered');
  });

  it('renders a page once for visitors with the same locale and device', async () => {
    const app = await gateway();
    const first = await app.inject('/blog');
    expect(first.body).toContain('<p>render 1</p>');
    expect((await app.inject('/blog')).body).toContain('<p>render 1</p>');
    expect((await app.inject({ url: '/blog', headers: { cookie: 'jp_locale=en' } })).body).toContain(
      '<p>render 2</p>',
    );
  });

  it('sends a kept page compressed once for all its visitors, in the encoding each asks for', async () => {
    const app = await gateway();
    const plain = (await app.inject('/blog')).body;
    expect(plain).toContain('<p>render 1</p>');
    const brotli = zlib.brotliCompress;
    const brotliSync = zlib.brotliCompressSync;
    const compressed: number[] = [];
    // On zlib's threads or, for a small document, on the event loop: either counts.
    const spy = jest.spyOn(zlib, 'brotliCompress').mockImplementation(((
      bytes: Buffer,
      options: zlib.BrotliOptions,
      done: (error: Error | null, result: Buffer) => void,
    ) => {
      compressed.push(bytes.length);
      return brotli(bytes, options, done);
    }) as typeof zlib.brotliCompress);
    const syncSpy = jest
      .spyOn(zlib, 'brotliCompressSync')
      .mockImplementation((bytes: zlib.InputType, options?: zlib.BrotliOptions) => {
        compressed.push((bytes as Buffer).length);
        return brotliSync(bytes, options);
      });
    try {
      const asks = ['gzip, deflate, br', 'br;q=1, gzip;q=0.8', 'gzip, deflate, br, zstd'];
      const answers = await Promise.all(
        asks.map((accept) => app.inject({ url: '/blog', headers: { 'accept-encoding': accept } })),
      );
      for (const answer of answers) {
        expect(answer.headers['content-encoding']).toBe('br');
        expect(answer.headers['vary']).toContain('accept-encoding');
        expect(zlib.brotliDecompressSync(answer.rawPayload).toString('utf8')).toBe(plain);
      }
      // one compression for the three visitors (and for the plain visitor: none)
      expect(compressed).toEqual([Buffer.byteLength(plain)]);
    } finally {
      spy.mockRestore();
      syncSpy.mockRestore();
    }
    const gzipped = await app.inject({ url: '/blog', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain);
    const identity = await app.inject({ url: '/blog', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
  });

  it('renders a page once for visitors asking at the same time, and keeps a render that came too late', async () => {
    const app = await gateway({ serverRenderTimeoutMs: 300 });
    const pages = await Promise.all(Array.from({ length: 5 }, () => app.inject('/contact-us')));
    const renders = new Set(pages.map((res) => /<p>render (\d+)<\/p>/.exec(res.body)?.[1]));
    expect(renders.size).toBe(1);
    // Not rendered within the bound: the browser-rendered document now, the server's page for the next visitor.
    expectPlainShell((await app.inject('/blog?tag=slow')).body);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await app.inject('/blog?tag=slow')).body).toContain('<h1>/blog?tag=slow th desktop v1</h1>');
  });

  it('sends the browser-rendered document at once while the renders under way are at their bound', async () => {
    const app = await gateway({ serverRenderMax: 1 });
    const slow = app.inject('/blog?tag=slow');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    expectPlainShell((await app.inject('/contact-us')).body);
    expect(Date.now() - started).toBeLessThan(500);
    expect((await slow).body).toContain('<h1>/blog?tag=slow th desktop v1</h1>');
    expect((await app.inject('/contact-us')).body).toContain('<h1>/contact-us th desktop v1</h1>');
  });

  it('by default two renders are under way at most: a third page asked meanwhile is sent at once', async () => {
    const app = await gateway();
    const slow = [app.inject('/blog?tag=slow'), app.inject('/candidate/jobs?main_input=slow')];
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    expectPlainShell((await app.inject('/privacy-policy')).body);
    expect(Date.now() - started).toBeLessThan(500);
    const [blog, contact] = await Promise.all(slow);
    expect(blog.body).toContain('<h1>/blog?tag=slow th desktop v1</h1>');
    expect(contact.body).toContain('<h1>/candidate/jobs?main_input=slow th desktop v1</h1>');
  });

  it('renders the next page with the registry as it is now: a publish or rollback shows at once', async () => {
    const app = await gateway();
    expect((await app.inject('/blog')).body).toContain('<h1>/blog th desktop v1</h1>');
    fs.writeFileSync(path.join(registryDir, 'remotes.json'), '{"remotes":{"mf_public":{"version":"v2"}}}');
    expect((await app.inject('/blog')).body).toContain('<h1>/blog th desktop v2</h1>');
    fs.writeFileSync(path.join(registryDir, 'remotes.json'), '{"remotes":{"mf_public":{"version":"v1"}}}');
    expect((await app.inject('/blog')).body).toContain('<h1>/blog th desktop v1</h1>');
  });

  it("marks the render's API reads as the server's (not a visitor's view of a job); other reads go as they are", async () => {
    const seen: { url?: string; mark?: string }[] = [];
    const api = http.createServer((req, res) => {
      seen.push({ url: req.url, mark: req.headers['x-page-head'] as string | undefined });
      res.end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    writeShellServer(
      shellDir,
      `exports.createPageRenderer = async ({ config }) => ({
        hydrates: true,
        render: async () => {
          await fetch(config.apiBaseUrl + '/jobs/1');
          await fetch(new Request('${apiUrl}/elsewhere'));
          return { body: '<main><h1>read</h1></main>', styles: '', data: '{}' };
        },
      });`,
    );
    try {
      const app = await gateway({ apiUrl });
      expect((await app.inject('/blog')).body).toContain('<h1>read</h1>');
      // (The gateway's own follow of the job and blog change feeds is not the render's.)
      expect(seen.filter((r) => !/^\/api\/(jobs|blog)\/changes/.test(r.url ?? ''))).toEqual([
        { url: '/api/jobs/1', mark: '1' },
        { url: '/elsewhere', mark: undefined },
      ]);
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it('sends a document that is not kept compressed in the encoding the visitor asks for, with its own policy', async () => {
    const app = await gateway();
    const plain = await app.inject({ url: '/blog', headers: { 'x-prerender': 'off' } });
    expectPlainShell(plain.body);
    const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await app.inject({
        url: '/blog',
        headers: {
          'x-prerender': 'off',
          'accept-encoding': `gzip, deflate${encoding === 'br' ? ', br' : ''}`,
        },
      });
      expect([res.statusCode, res.headers['content-encoding']]).toEqual([200, encoding]);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decode[encoding](res.rawPayload).toString('utf8')).toBe(plain.body);
      for (const hash of inlineScriptHashes(plain.body)) {
        expect(String(res.headers['content-security-policy'])).toContain(hash);
      }
    }
  });

  it('sends the browser-rendered document when the server build fails, hangs, declines or is missing', async () => {
    const app = await gateway({ serverRenderTimeoutMs: 500 });
    for (const url of ['/blog?tag=throw', '/blog?tag=hang', '/blog?tag=none']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expectPlainShell(res.body);
    }
    // The same worker still renders the next page.
    expect((await app.inject('/blog')).body).toContain('<h1>/blog th desktop v1</h1>');
    fs.rmSync(path.join(shellDir, 'server'), { recursive: true });
    expectPlainShell((await app.inject('/contact-us')).body);
    writeShellServer(shellDir, 'throw new Error("broken build")');
    expectPlainShell((await app.inject('/contact-us')).body);
  });

  it('stops its renderer with the gateway without reporting the release as failed', async () => {
    const served = await gateway();
    expect((await served.inject('/blog')).body).toContain('<h1>/blog th desktop v1</h1>');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await served.close();
      app = null;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(warn.mock.calls.filter(([message]) => String(message).startsWith('[ssr]'))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('never serves the server build itself, and sends the plain document when asked to', async () => {
    const app = await gateway();
    expect((await app.inject('/server/main.js')).statusCode).toBe(404);
    const res = await app.inject({ url: '/', headers: { 'x-prerender': 'off' } });
    expectPlainShell(res.body);
    await app.close();
    const off = await (await gateway({ serverRendering: false })).inject('/');
    expectPlainShell(off.body);
  });
});
