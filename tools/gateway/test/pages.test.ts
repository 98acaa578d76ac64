import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildGateway, type GatewayOptions } from '../src/gateway';
import { testGatewayOptions } from './options';

/**
 * The server-written head and status of public pages, as a crawler or a link preview gets them (no JavaScript),
 * against the real API on PostgreSQL with the demo data: no stand-in for the API.
 */
const PG = process.env.TEST_PG_URL ?? `postgres://${process.env.PGUSER ?? 'postgres'}@127.0.0.1:5432`;
const DB = `gateway_pages_${process.pid}`;
let API_URL = '';
const BASE = 'http://localhost:8080';
const REPO = path.resolve(__dirname, '../../..');
const TEMPLATE =
  '<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">' +
  '<title>JobPortal</title><meta name="description" content="x"></head><body>' +
  '<div id="splash" role="status"></div>\n<div id="root"></div><script defer src="/main.1234abcd.js"></script></body></html>';

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: `${PG}/${DB}` });
  await client.connect();
  try {
    return (await client.query(query, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A port no one listens on now (other engineers' servers share the machine). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForApi(child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited: ${log()}`);
    try {
      if ((await fetch(`${API_URL}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`API did not start: ${log()}`);
}

/** The head elements of a document, as a crawler reads them. */
function head(html: string) {
  const metaContent = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    titles: html.match(/<title>/g)?.length ?? 0,
    description: metaContent('description'),
    robots: metaContent('robots'),
    ogTitle: metaContent('og:title'),
    ogImage: metaContent('og:image'),
    ogUrl: metaContent('og:url'),
    twitterCard: metaContent('twitter:card'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null,
    hreflang: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    ),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON-LD, checked field by field
      (m) => JSON.parse(m[1]) as Record<string, any>,
    ),
    h1: /<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? null,
  };
}
const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('gateway pages: head, status and content per route without JavaScript (real API, PostgreSQL)', () => {
  let api: ChildProcess;
  let dir: string;
  const gateways: FastifyInstance[] = [];
  let openJob: { id: string; title: string };
  let closedJobId: string;
  let expiredJobId: string;
  let companyId: string;
  let blogSlug: string;

  beforeAll(async () => {
    const admin = new Client({ connectionString: `${PG}/postgres` });
    await admin.connect();
    await admin.query(`drop database if exists ${DB}`);
    await admin.query(`create database ${DB}`);
    await admin.end();
    const apiPort = await freePort();
    API_URL = `http://127.0.0.1:${apiPort}`;
    let output = '';
    // The API as production starts it (migrate, seed an empty database), with a small sitemap page size.
    api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(REPO, 'api'),
      env: {
        ...process.env,
        DATABASE_URL: `${PG}/${DB}`,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        RUN_MODE: 'production',
        PUBLIC_BASE_URL: BASE,
        SITEMAP_PAGE_SIZE: '5',
        FIREBASE_AUTH_EMULATOR_HOST: '',
        // Production refuses to start without its secrets (docs/SECURITY.md "Secrets"). Nothing here signs in:
        // the platform's credentials are declared rather than a key file written.
        ALERTS_SECRET: 'gateway-pages-test-secret-0123456789abcdef',
        SMTP_URL: 'smtp://smtp.jobportal.co.th:587',
        MAIL_FROM: 'JobPortal <no-reply@jobportal.co.th>',
        SUPPORT_EMAIL: 'support@jobportal.co.th',
        FIREBASE_PROJECT_ID: 'jobportal-pages-test',
        METADATA_SERVER_DETECTION: 'assume-present',
        LOG_LEVEL: 'warn',
        // Production fills an empty database with the lookups only; these pages need the demo rows.
        SEED_DEMO: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    api.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    api.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    await waitForApi(api, () => output);

    [openJob] = await sql<{ id: string; title: string }>(
      `select id, title from job where status = 'published' and valid_through is null
       and salary_min is not null order by id limit 1`,
    );
    [{ id: closedJobId }] = await sql<{ id: string }>(`select id from job where status = 'closed' limit 1`);
    [{ id: expiredJobId }] = await sql<{ id: string }>(
      `update job set valid_through = current_date - 1 where id = (
         select id from job where status = 'published' and id <> $1 order by id desc limit 1) returning id`,
      [openJob.id],
    );
    [{ id: companyId }] = await sql<{ id: string }>(`select company_id as id from job where id = $1`, [
      openJob.id,
    ]);
    [{ slug: blogSlug }] = await sql<{ slug: string }>(
      `select slug from blog_post where published_at <= now() order by slug limit 1`,
    );

    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-pages-'));
    fs.mkdirSync(path.join(dir, 'shell'));
    fs.writeFileSync(path.join(dir, 'shell', 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(dir, 'shell', 'main.1234abcd.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'shell', 'styles.1234abcd.css'), 'body{}');
    fs.writeFileSync(path.join(dir, 'shell', 'favicon.svg'), '<svg/>');
    fs.mkdirSync(path.join(dir, 'registry', 'remotes', 'mf-candidate', 'v1'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'registry', 'remotes', 'mf-candidate', 'v1', 'remoteEntry.js'), 'x');
  }, 180_000);

  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.close()));
    if (api && api.exitCode === null) {
      const exited = new Promise((r) => api.once('exit', r));
      api.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
    const admin = new Client({ connectionString: `${PG}/postgres` });
    await admin.connect();
    await admin.query(`drop database if exists ${DB} with (force)`);
    await admin.end();
  }, 60_000);

  const gateway = async (runMode: GatewayOptions['runMode'] = 'production') => {
    const app = await buildGateway(
      testGatewayOptions({
        runMode,
        publicBaseUrl: BASE,
        shellDir: path.join(dir, 'shell'),
        registryDir: path.join(dir, 'registry'),
        apiUrl: API_URL,
        authEmulatorUrl: null,
      }),
    );
    gateways.push(app);
    return app;
  };

  it('a job page: <h1> title, og and twitter tags, canonical, hreflang, JobPosting checked against the API', async () => {
    const app = await gateway();
    const res = await app.inject({
      url: `/candidate/jobs/${openJob.id}`,
      headers: { cookie: 'jp_locale=th' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const job = (await (await fetch(`${API_URL}/api/jobs/${openJob.id}`)).json()).data;
    const h = head(res.body);
    expect(h.titles).toBe(1);
    expect(unescape(h.h1!)).toBe(job.title);
    expect(unescape(h.title!)).toBe(`${job.title} - ${job.company.name_th} | JobPortal`);
    expect(unescape(h.ogTitle!)).toBe(unescape(h.title!));
    expect(unescape(h.description!)).toContain(job.company.name_th);
    expect(h.robots).toBe('index, follow');
    expect(h.canonical).toBe(`${BASE}/candidate/jobs/${openJob.id}`);
    expect(h.ogUrl).toBe(h.canonical);
    expect(h.twitterCard).toBe('summary');
    expect(h.hreflang).toEqual({
      th: `${BASE}/candidate/jobs/${openJob.id}?lang=th`,
      en: `${BASE}/candidate/jobs/${openJob.id}?lang=en`,
      'x-default': `${BASE}/candidate/jobs/${openJob.id}`,
    });
    if (job.company.logo_url) expect(h.ogImage).toBe(new URL(job.company.logo_url, BASE).toString());
    expect(res.body).toContain('<html lang="th"');

    const posting = h.jsonLd.find((ld) => ld['@type'] === 'JobPosting')!;
    const [province] = (await (await fetch(`${API_URL}/api/lookups`)).json()).data.provinces.filter(
      (p: { id: number }) => p.id === job.province_id,
    );
    expect(posting).toMatchObject({
      title: job.title,
      datePosted: job.posted_at,
      hiringOrganization: { '@type': 'Organization', name: job.company.name_th },
      jobLocation: { address: { addressRegion: province.name_th, addressCountry: 'TH' } },
      employmentType: {
        full_time: 'FULL_TIME',
        part_time: 'PART_TIME',
        contract: 'CONTRACTOR',
        internship: 'INTERN',
        freelance: 'CONTRACTOR',
      }[job.hire_type as string],
      baseSalary: { '@type': 'MonetaryAmount', currency: 'THB', value: { unitText: 'MONTH' } },
      url: `${BASE}/candidate/jobs/${openJob.id}`,
    });
    expect(posting.description).toContain(job.description_html);
    expect(posting.baseSalary.value.minValue ?? posting.baseSalary.value.value).toBe(job.salary_min);
    const crumbs = h.jsonLd.find((ld) => ld['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'หน้าแรก',
      'หางาน',
      job.title,
    ]);
    // The content sits in the snapshot element the shell hands over from (prerenderHandoff.ts), #root stays empty.
    expect(res.body).toMatch(/<div id="prerendered" aria-busy="true" aria-disabled="true"><main[^>]*><h1>/);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('English through ?lang=en: English head, self canonical, and the cookie so the app starts in English', async () => {
    const app = await gateway();
    const res = await app.inject(`/candidate/jobs/${openJob.id}?lang=en`);
    const job = (await (await fetch(`${API_URL}/api/jobs/${openJob.id}`)).json()).data;
    const h = head(res.body);
    expect(unescape(h.title!)).toBe(
      `${job.title} - ${job.company.name_en || job.company.name_th} | JobPortal`,
    );
    expect(h.canonical).toBe(`${BASE}/candidate/jobs/${openJob.id}?lang=en`);
    expect(res.headers['set-cookie']).toContain('jp_locale=en');
    expect(res.body).toContain('<html lang="en"');
  });

  it('HEAD of a page answers its status like GET (link checkers and previews ask HEAD first)', async () => {
    const app = await gateway();
    expect((await app.inject({ method: 'HEAD', url: `/candidate/jobs/${openJob.id}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: `/candidate/jobs/${closedJobId}` })).statusCode).toBe(
      410,
    );
    const unknown = await app.inject({ method: 'HEAD', url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
  });

  it('an unknown or malformed job id is 404 with the app and a noindex head', async () => {
    const app = await gateway();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-job']) {
      const res = await app.inject(`/candidate/jobs/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"></div>');
      expect(head(res.body).robots).toBe('noindex, nofollow');
      expect(head(res.body).jsonLd).toEqual([]);
    }
  });

  it('a closed or expired job is 410, still with its title and content, without JobPosting', async () => {
    const app = await gateway();
    for (const id of [closedJobId, expiredJobId]) {
      const res = await app.inject(`/candidate/jobs/${id}`);
      expect(res.statusCode).toBe(410);
      const job = (await (await fetch(`${API_URL}/api/jobs/${id}`)).json()).data;
      const h = head(res.body);
      expect(unescape(h.h1!)).toBe(job.title);
      expect(unescape(h.ogTitle!)).toContain(job.title);
      expect(h.robots).toBe('noindex, nofollow');
      expect(h.jsonLd.map((ld) => ld['@type'])).toEqual(['BreadcrumbList']);
    }
  });

  it('a job closed after its page was served turns 410 within seconds (the change feed drops the cached job)', async () => {
    const app = await gateway();
    const [{ id }] = await sql<{ id: string }>(
      `select id from job where status = 'published' and valid_through is null and id <> $1 order by id limit 1`,
      [openJob.id],
    );
    expect((await app.inject(`/candidate/jobs/${id}`)).statusCode).toBe(200);
    // the feed's reader has its starting point once it answered once
    await new Promise((r) => setTimeout(r, 1_500));
    // Written as another API process or an operator would: not through this gateway.
    await sql(`update job set status = 'closed' where id = $1`, [id]);
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 10_000) {
      await new Promise((r) => setTimeout(r, 250));
      status = (await app.inject(`/candidate/jobs/${id}`)).statusCode;
    }
    expect(status).toBe(410);
    // well inside the data cache's 30 s
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('company and blog pages: Organization JSON-LD, article head; unknown ones 404', async () => {
    const app = await gateway();
    const company = (await (await fetch(`${API_URL}/api/companies/${companyId}`)).json()).data;
    const res = await app.inject({ url: `/corporate/${companyId}`, headers: { cookie: 'jp_locale=th' } });
    expect(res.statusCode).toBe(200);
    const org = head(res.body).jsonLd.find((ld) => ld['@type'] === 'Organization')!;
    expect(org).toMatchObject({ name: company.name_th, url: `${BASE}/corporate/${companyId}` });
    expect(unescape(head(res.body).h1!)).toBe(company.name_th);
    expect((await app.inject('/corporate/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const post = await app.inject({ url: `/blog/${blogSlug}`, headers: { cookie: 'jp_locale=en' } });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('<meta property="og:type" content="article">');
    expect((await app.inject('/blog/no-such-post')).statusCode).toBe(404);
  });

  it('routes: unknown paths 404; guarded and private pages noindex; public landings indexed in production only', async () => {
    const production = await gateway('production');
    const unknown = await production.inject('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
    expect(head(unknown.body).robots).toBe('noindex, nofollow');
    for (const privatePath of ['/candidate/overview', '/corporate/profile', '/corporate/jobs/create']) {
      const res = await production.inject(privatePath);
      expect(res.statusCode).toBe(200);
      expect(head(res.body).robots).toBe('noindex, nofollow');
    }
    const landing = await production.inject({ url: '/candidate', headers: { cookie: 'jp_locale=th' } });
    expect(head(landing.body)).toMatchObject({
      robots: 'index, follow',
      title: 'สำหรับผู้หางาน | JobPortal',
      canonical: `${BASE}/candidate`,
    });
    const search = head((await production.inject('/candidate/jobs?main_input=react&lang=en')).body);
    expect(search.title).toBe('react jobs | JobPortal');
    expect(search.hreflang['x-default']).toBe(`${BASE}/candidate/jobs?main_input=react`);

    const development = await gateway('development');
    expect(head((await development.inject('/candidate')).body).robots).toBe('noindex, nofollow');
    expect(head((await development.inject(`/candidate/jobs/${openJob.id}`)).body).robots).toBe(
      'noindex, nofollow',
    );
  });

  it('assets: a missing hashed file is 404, never the app; hashed files immutable', async () => {
    const app = await gateway();
    for (const url of [
      '/remotes/mf-candidate/v1/abc.1234abcd.js',
      '/main.deadbeef.js',
      '/remotes/x/abc.js',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    }
    for (const hashed of ['/main.1234abcd.js', '/styles.1234abcd.css'])
      expect((await app.inject(hashed)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/remotes/mf-candidate/v1/remoteEntry.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('sitemap: an index of files of at most SITEMAP_PAGE_SIZE URLs, every open job listed once, with lastmod', async () => {
    const app = await gateway();
    const index = await app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex');
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc><lastmod>/g)].map((m) => m[1]);
    const jobFiles = files.filter((f) => f.includes('/sitemaps/jobs-'));
    const [{ n }] = await sql<{ n: string }>(
      `select count(*) as n from job where status = 'published' and (valid_through is null or valid_through >= current_date)`,
    );
    expect(jobFiles).toHaveLength(Math.ceil(Number(n) / 5));
    const listed: string[] = [];
    for (const file of jobFiles) {
      const res = await app.inject(file.replace(BASE, ''));
      expect(res.statusCode).toBe(200);
      const urls = [...res.body.matchAll(/<loc>([^<]+)<\/loc><lastmod>/g)].map((m) => m[1]);
      expect(urls.length).toBeLessThanOrEqual(5);
      listed.push(...urls);
    }
    expect(listed).toHaveLength(Number(n));
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toContain(`${BASE}/candidate/jobs/${openJob.id}`);
    expect(listed).not.toContain(`${BASE}/candidate/jobs/${closedJobId}`);
    expect(listed).not.toContain(`${BASE}/candidate/jobs/${expiredJobId}`);
    expect(files.some((f) => f.endsWith('/sitemaps/static-1.xml'))).toBe(true);
    expect((await app.inject(`/sitemaps/jobs-${jobFiles.length + 1}.xml`)).statusCode).toBe(404);
  });

  it('the back office: served for the browser to render, noindex with its own title, kept out of robots', async () => {
    const production = await gateway('production');
    for (const path of [
      '/backoffice',
      '/backoffice/login',
      '/backoffice/moderation',
      '/backoffice/content/p1',
    ]) {
      const res = await production.inject({ url: path, headers: { cookie: 'jp_locale=th' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(head(res.body).robots).toBe('noindex, nofollow');
    }
    expect(head((await production.inject('/backoffice/login?lang=en')).body).title).toBe(
      'Staff sign-in | JobPortal',
    );
    expect((await production.inject('/robots.txt')).body).toContain('Disallow: /backoffice\n');
  });

  it('robots.txt: crawl and sitemap in production, disallow everything otherwise', async () => {
    const production = (await (await gateway('production')).inject('/robots.txt')).body;
    expect(production).toContain('Allow: /\n');
    expect(production).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    const staging = (await (await gateway('test')).inject('/robots.txt')).body;
    expect(staging).toContain('Disallow: /\n');
    expect(staging).not.toContain('Allow: /\n');
  });
});
