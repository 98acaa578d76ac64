import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGateway } from '../src/gateway';
import { testGatewayOptions } from './options';
import { buildPrerenderedDocument } from '../src/prerender/document';
import { currentStamp, deviceOf, localeOf, writeSnapshotSet, type Variant } from '../src/prerender/store';

const TEMPLATE =
  '<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">' +
  '<title>JobPortal</title><meta name="description" content="shell"><style data-shell>body{}</style></head>' +
  '<body><div id="splash" role="status"><div class="logo">JP</div></div>\n<div id="root"></div>' +
  '<script defer src="/main.1234abcd.js"></script></body></html>';

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

const page = (variant: Variant, route: string, heading: string) => ({
  variant,
  route,
  html: buildPrerenderedDocument(TEMPLATE, {
    lang: variant.locale,
    head: `<title>${heading} | JobPortal</title><meta name="description" content="${heading}">`,
    jsonLd: [],
    styles: '<style data-css-hash="abc">.pub-hero{}</style>',
    body: `<main><h1>${heading}</h1></main>`,
    data: '',
  }),
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
  it('carry the page in front of an empty #root, its metadata instead of the shell defaults, and no splash', () => {
    const html = page({ locale: 'en', device: 'mobile' }, '/', 'Find IT jobs').html;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Find IT jobs | JobPortal</title>');
    expect(html).not.toContain('<title>JobPortal</title>');
    expect(html).not.toContain('content="shell"');
    expect(html).not.toContain('noindex');
    expect(html).toContain('<style data-css-hash="abc">.pub-hero{}</style></head>');
    expect(html).toContain('<div id="splash" hidden');
    expect(html).toMatch(
      /<div id="prerendered" aria-busy="true" aria-disabled="true"><main><h1>Find IT jobs<\/h1><\/main><\/div><div id="root"><\/div>/,
    );
    // The app's script is requested after the first paint, not found by the preload scanner.
    expect(html).not.toContain('<script defer src="/main.1234abcd.js"></script>');
    expect(html).toMatch(/<script>requestAnimationFrame\(.*\["\/main\.1234abcd\.js"\].*<\/script><\/body>/);
  });

  it('carry the JSON-LD and the data the page was rendered with, where no string in them can end the script element', () => {
    const data = JSON.stringify({
      queries: { 'home(undefined)': { data: { title: '</script><script>alert(1)' } } },
    });
    const html = buildPrerenderedDocument(TEMPLATE, {
      lang: 'th',
      head: '',
      jsonLd: [JSON.stringify({ '@type': 'WebSite', name: '</script><script>alert(2)' })],
      styles: '',
      body: '<main></main>',
      data,
    });
    const match =
      /<\/div><script type="application\/json" id="prerendered-data">(.*?)<\/script><div id="root">/.exec(
        html,
      );
    expect(match).not.toBeNull();
    expect(match![1]).not.toContain('<');
    expect(JSON.parse(match![1])).toEqual(JSON.parse(data));
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
    expect(jsonLd![1]).not.toContain('<');
    expect(JSON.parse(jsonLd![1])).toEqual({ '@type': 'WebSite', name: '</script><script>alert(2)' });
    expect(page({ locale: 'th', device: 'mobile' }, '/', 'x').html).not.toContain('prerendered-data');
  });

  it('refuses a shell page it cannot place the snapshot in', () => {
    expect(() =>
      buildPrerenderedDocument('<html><head></head><body></body></html>', {
        lang: 'th',
        head: '',
        jsonLd: [],
        styles: '',
        body: 'x',
        data: '',
      }),
    ).toThrow(/the shell's index.html has no/);
  });
});

describe('prerender variants', () => {
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

describe('gateway: prerendered public pages', () => {
  let dir: string;
  let shellDir: string;
  let registryDir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
    shellDir = path.join(dir, 'shell');
    registryDir = path.join(dir, 'registry');
    fs.mkdirSync(shellDir, { recursive: true });
    fs.mkdirSync(registryDir, { recursive: true });
    fs.writeFileSync(path.join(shellDir, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(registryDir, 'remotes.json'), '{"remotes":{"mf_public":{"version":"v1"}}}');
    const stamp = currentStamp(shellDir, registryDir) as string;
    writeSnapshotSet(registryDir, stamp, [
      page({ locale: 'th', device: 'mobile' }, '/', 'หางานไอที มือถือ'),
      page({ locale: 'th', device: 'desktop' }, '/', 'หางานไอที'),
      page({ locale: 'en', device: 'mobile' }, '/', 'Find IT jobs on a phone'),
      page({ locale: 'th', device: 'desktop' }, '/blog', 'บทความ'),
    ]);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const gateway = () =>
    buildGateway(
      testGatewayOptions({ shellDir, registryDir, apiUrl: 'http://127.0.0.1:9', authEmulatorUrl: null }),
    );

  it('serves the snapshot of the visitor’s locale and device', async () => {
    const app = await gateway();
    const thPhone = await app.inject({
      url: '/',
      headers: { 'user-agent': PHONE, 'accept-language': 'th-TH' },
    });
    expect(thPhone.body).toContain('<h1>หางานไอที มือถือ</h1>');
    expect(thPhone.headers['vary']).toContain('user-agent');
    expect(thPhone.headers['cache-control']).toBe('no-cache');
    const enPhone = await app.inject({ url: '/', headers: { 'user-agent': PHONE, cookie: 'jp_locale=en' } });
    expect(enPhone.body).toContain('<h1>Find IT jobs on a phone</h1>');
    // The snapshot's head is replaced by the server's (one title, canonical and hreflang alternates).
    expect(enPhone.body.match(/<title>/g)).toHaveLength(1);
    expect(enPhone.body).toContain(
      '<title>IT jobs, developer jobs, tech jobs in Thailand | JobPortal</title>',
    );
    expect(enPhone.body).toContain(
      '<link rel="alternate" hreflang="en" href="http://localhost:8080/?lang=en"',
    );
    const blog = await app.inject({ url: '/blog', headers: { 'user-agent': LAPTOP } });
    expect(blog.body).toContain('<h1>บทความ</h1>');
  });

  it('serves the plain shell for other routes, query strings, missing variants and the prerenderer itself', async () => {
    const app = await gateway();
    for (const request of [
      { url: '/candidate/jobs', headers: { 'user-agent': LAPTOP } },
      { url: '/?utm_source=line', headers: { 'user-agent': LAPTOP } },
      { url: '/blog', headers: { 'user-agent': PHONE } },
      { url: '/', headers: { 'user-agent': LAPTOP, 'x-prerender': 'off' } },
    ]) {
      const res = await app.inject(request);
      expect(res.statusCode).toBe(200);
      expectPlainShell(res.body);
    }
  });

  it('never serves a snapshot of other code: a publish or rollback makes the set stale at once', async () => {
    const app = await gateway();
    fs.writeFileSync(path.join(registryDir, 'remotes.json'), '{"remotes":{"mf_public":{"version":"v0"}}}');
    const res = await app.inject({ url: '/', headers: { 'user-agent': LAPTOP } });
    expectPlainShell(res.body);
  });

  it('keeps only the newest set when a new one is written', () => {
    writeSnapshotSet(registryDir, 'other-code', [page({ locale: 'th', device: 'desktop' }, '/', 'x')]);
    expect(fs.readdirSync(path.join(registryDir, 'prerender'))).toEqual(['other-code']);
  });
});
