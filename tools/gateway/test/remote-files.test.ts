import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGateway } from '../src/gateway';
import { testGatewayOptions } from './options';

/** What /remotes/ and /remotes.json give browsers: released versions only, and a registry cheap to poll. */
describe('gateway: the registry’s public files', () => {
  let dir: string;
  let registryDir: string;
  let app: Awaited<ReturnType<typeof buildGateway>>;

  const write = (rel: string, text: string) => {
    const file = path.join(registryDir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-files-'));
    registryDir = path.join(dir, 'registry');
    fs.mkdirSync(path.join(dir, 'shell'), { recursive: true });
    write('remotes/mf-public/v1/remoteEntry.js', 'var mf_public;');
    write('remotes/mf-public/v1/static/js/page.1234abcd.js', 'var page;');
    write('remotes/mf-public/v1/.published.json', '{"publishedBy":"ops"}');
    write('remotes/mf-public/v1/server/remoteEntry.js', 'exports.server = 1;');
    write('remotes/mf-public/.staging-1-ab/remoteEntry.js', 'var staging;');
    write('remotes/mf-public/v1/.anything', 'x');
    write('unreleased/mf-public/v2/remoteEntry.js', 'var unreleased;');
    write('meta/mf-public/v1.json', '{"publishedBy":"ops"}');
    write('history.jsonl', '{"action":"publish"}\n');
    write(
      'remotes.json',
      JSON.stringify({
        remotes: { mf_public: { version: 'v1', entry: '/remotes/mf-public/v1/remoteEntry.js' } },
      }),
    );
    // A link inside remotes/ to a version that was never released.
    fs.symlinkSync(
      path.join(registryDir, 'unreleased', 'mf-public', 'v2'),
      path.join(registryDir, 'remotes', 'mf-public', 'v2'),
    );
    app = await buildGateway(
      testGatewayOptions({
        shellDir: path.join(dir, 'shell'),
        registryDir,
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

  it('serves a released version’s files', async () => {
    for (const url of [
      '/remotes/mf-public/v1/remoteEntry.js',
      '/remotes/mf-public/v1/static/js/page.1234abcd.js',
    ]) {
      const res = await app.inject(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never serves dot files, a version’s server build, nor anything outside remotes/', async () => {
    for (const url of [
      '/remotes/mf-public/v1/.published.json',
      '/remotes/mf-public/v1/%2Epublished.json',
      '/remotes/mf-public/v1/.anything',
      '/remotes/mf-public/.staging-1-ab/remoteEntry.js',
      '/remotes/mf-public/v1/server/remoteEntry.js',
      '/remotes/mf-public/v1/server/',
      '/remotes/mf-public/v1/%73erver/remoteEntry.js',
      '/remotes/mf-public/v2/remoteEntry.js',
      '/remotes/../unreleased/mf-public/v2/remoteEntry.js',
      '/remotes/%2E%2E/unreleased/mf-public/v2/remoteEntry.js',
      '/remotes/mf-public/..%2F..%2Fmeta/mf-public/v1.json',
      '/remotes/../meta/mf-public/v1.json',
      '/remotes/../history.jsonl',
      '/unreleased/mf-public/v2/remoteEntry.js',
      '/meta/mf-public/v1.json',
    ]) {
      const res = await app.inject(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toMatch(/unreleased;|publishedBy|exports\.server|staging;|"action"/);
    }
  });

  it('/remotes.json: a strong ETag of its content, 304 while unchanged, revalidated every time', async () => {
    const first = await app.inject('/remotes.json');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const again = await app.inject({ url: '/remotes.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    const listed = await app.inject({ url: '/remotes.json', headers: { 'if-none-match': `"x", W/${etag}` } });
    expect(listed.statusCode).toBe(304);
    const other = await app.inject({ url: '/remotes.json', headers: { 'if-none-match': '"other"' } });
    expect(other.statusCode).toBe(200);
    // A release changes the file: a new tag, the new body.
    const file = path.join(registryDir, 'remotes.json');
    const before = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, before.replace(/v1/g, 'v0'));
    try {
      const changed = await app.inject({ url: '/remotes.json', headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json().remotes.mf_public.version).toBe('v0');
    } finally {
      fs.writeFileSync(file, before);
    }
  });
});
