import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const template = fs.readFileSync(path.join(root, 'deploy/nginx/default.conf.template'), 'utf8');

interface Location {
  modifier: '' | '=' | '~' | '~*' | '^~';
  pattern: string;
  body: string;
}

/** The server's locations in order (bodies end at a closing brace indented like the location). */
function locations(): Location[] {
  return [...template.matchAll(/^ {2}location (?:(=|~\*?|\^~) )?(\S+) \{([\s\S]*?)\n {2}\}/gm)].map(
    ([, modifier, pattern, body]) => ({ modifier: (modifier ?? '') as Location['modifier'], pattern, body }),
  );
}

/**
 * The location nginx picks for a (decoded, normalised) path: an exact match; else the longest prefix, unless a
 * regular expression matches (the first in order), which wins over a prefix without `^~`.
 */
function locationFor(uri: string): Location {
  const all = locations();
  const exact = all.find((l) => l.modifier === '=' && l.pattern === uri);
  if (exact) return exact;
  const prefix = all
    .filter((l) => (l.modifier === '' || l.modifier === '^~') && uri.startsWith(l.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  if (prefix?.modifier === '^~') return prefix;
  const regex = all.find(
    (l) =>
      (l.modifier === '~' || l.modifier === '~*') &&
      new RegExp(l.pattern, l.modifier === '~*' ? 'i' : '').test(uri),
  );
  return regex ?? prefix;
}

const NGINX = spawnSync('nginx', ['-v']).status === 0;

describe('nginx: the registry’s private files and the release service', () => {
  it('answers 404 for dot files and server builds under /remotes/, before the /remotes/ prefix serves them', () => {
    for (const uri of [
      '/remotes/mf-public/v1/.published.json',
      '/remotes/mf-public/.staging-1-ab/remoteEntry.js',
      '/remotes/.anything',
      '/remotes/mf-public/v1/server/remoteEntry.js',
      '/remotes/mf-public/v1/server',
    ])
      expect([uri, locationFor(uri).body.trim()]).toEqual([uri, 'return 404;']);
    for (const uri of [
      '/remotes/mf-public/v1/remoteEntry.js',
      '/remotes/mf-public/v1/main.1234abcd.js',
      '/remotes/mf-public/v1/static/server.1234abcd.js',
    ])
      expect([uri, locationFor(uri).pattern]).toEqual([uri, '/remotes/']);
    // unreleased/ and meta/ have no location of their own: the gateway answers those paths (never a file of them).
    expect(locationFor('/unreleased/mf-public/v2/remoteEntry.js').pattern).toBe('/');
    expect(template).not.toMatch(/registry\/(unreleased|meta)/);
  });

  it('sends /api/releases to the gateway with room for a build, every other /api path to the API', () => {
    for (const uri of ['/api/releases', '/api/releases/mf-public/publish']) {
      const body = locationFor(uri).body;
      expect(body).toContain('proxy_pass http://gateway:8080;');
      expect(body).toContain('client_max_body_size 60m;');
      expect(body).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    }
    for (const uri of ['/api/health', '/api/backoffice/releases/events'])
      expect(locationFor(uri).body).toContain('proxy_pass http://api:3000;');
  });

  it('lets browsers revalidate /remotes.json (no-cache, no no-store)', () => {
    const body = locationFor('/remotes.json').body;
    expect(body).toContain('add_header Cache-Control "no-cache";');
    expect(body).not.toContain('no-store');
  });

  it('sends the installable app’s files to the gateway, which serves them from the shell’s build (issue 44)', () => {
    // no location of their own (none that could cache /sw.js): the gateway's no-cache and content types apply
    for (const uri of [
      '/sw.js',
      '/manifest.webmanifest',
      '/offline.html',
      '/offline.js',
      '/icons/icon-192.png',
    ]) {
      expect([uri, locationFor(uri).pattern]).toEqual([uri, '/']);
      expect(locationFor(uri).body).toContain('proxy_pass http://gateway:8080;');
    }
  });

  // The same with nginx itself, where it is installed (the image's nginx is not run by these tests otherwise).
  (NGINX ? describe : describe.skip)('with nginx running the template', () => {
    let dir: string;
    let nginx: ChildProcess;
    let base: string;
    const upstreams: http.Server[] = [];
    const seen: { upstream: string; url: string; bytes: number }[] = [];

    const upstream = async (name: string) => {
      const server = http.createServer((req, res) => {
        let bytes = 0;
        req.on('data', (chunk: Buffer) => (bytes += chunk.length));
        req.on('end', () => {
          seen.push({ upstream: name, url: req.url ?? '', bytes });
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ upstream: name }));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      upstreams.push(server);
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    };
    const write = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    };

    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-releases-'));
      // nginx's workers run as another user (nobody) when it is started as root.
      fs.chmodSync(dir, 0o755);
      write('registry/remotes.json', '{"remotes":{}}');
      write('registry/remotes/mf-public/v1/remoteEntry.js', 'var mf_public;');
      write('registry/remotes/mf-public/v1/.published.json', '{"publishedBy":"ops"}');
      write('registry/remotes/mf-public/v1/server/remoteEntry.js', 'exports.x = 1;');
      write('registry/unreleased/mf-public/v2/remoteEntry.js', 'var unreleased;');
      write('conf/security-headers.inc', '');
      write('conf/security-headers-remotes.inc', '');
      const gateway = await upstream('gateway');
      const api = await upstream('api');
      const port = await new Promise<number>((resolve) => {
        const probe = http.createServer().listen(0, '127.0.0.1', () => {
          const { port: free } = probe.address() as AddressInfo;
          probe.close(() => resolve(free));
        });
      });
      const server = template
        .replace(/# emulator-begin[\s\S]*# emulator-end\n/, '')
        .replace('listen 80;', `listen 127.0.0.1:${port};`)
        .replaceAll('/usr/share/nginx/registry', path.join(dir, 'registry'))
        .replaceAll('/usr/share/nginx/shell', path.join(dir, 'shell'))
        .replaceAll('/etc/nginx/conf.d/', `${path.join(dir, 'conf')}/`)
        .replaceAll('/var/log/nginx/', `${dir}/`)
        .replaceAll('http://gateway:8080', gateway)
        .replaceAll('http://api:3000', api);
      write(
        'nginx.conf',
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n` +
          ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
            .map((kind) => `  ${kind}_temp_path ${dir}/${kind}_temp;\n`)
            .join('') +
          `${server}\n}\n`,
      );
      nginx = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
        stdio: 'ignore',
      });
      base = `http://127.0.0.1:${port}`;
      for (let tries = 0; ; tries++) {
        try {
          await fetch(`${base}/remotes.json`);
          break;
        } catch (error) {
          if (tries > 50)
            throw new Error(`nginx did not start: ${fs.readFileSync(`${dir}/error.log`, 'utf8')}`, {
              cause: error,
            });
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    });
    afterAll(async () => {
      nginx?.kill('SIGTERM');
      await new Promise((resolve) => nginx?.once('exit', resolve));
      for (const server of upstreams) server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('logs a request without its query (a token or a signed link never reaches the access log)', async () => {
      await fetch(`${base}/api/notifications/unsubscribe?token=dWlk.c2VjcmV0LXRva2VuLXZhbHVlLTEyMzQ1Njc4OTA`);
      const log = () =>
        fs.existsSync(`${dir}/access.log`) ? fs.readFileSync(`${dir}/access.log`, 'utf8') : '';
      for (let tries = 0; tries < 50 && !log().includes('/unsubscribe'); tries++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(log()).toContain('"GET /api/notifications/unsubscribe HTTP/1.1"');
      expect(log()).not.toContain('token=');
    });

    it('serves a released file and refuses the private ones, however the path is written', async () => {
      expect((await fetch(`${base}/remotes/mf-public/v1/remoteEntry.js`)).status).toBe(200);
      for (const url of [
        '/remotes/mf-public/v1/.published.json',
        '/remotes/mf-public/v1/%2Epublished.json',
        '/remotes/mf-public/v1//.published.json',
        '/remotes/mf-public/v1/server/remoteEntry.js',
        '/remotes/mf-public/v1/%73erver/remoteEntry.js',
        '/remotes/mf-public/v1/x/../server/remoteEntry.js',
      ]) {
        const res = await fetch(`${base}${url}`);
        expect([url, res.status]).toEqual([url, 404]);
        expect(await res.text()).not.toMatch(/publishedBy|exports\.x/);
      }
      // Not a file of the registry: the gateway's answer (here, the fake gateway's).
      const unreleased = await fetch(`${base}/unreleased/mf-public/v2/remoteEntry.js`);
      expect(await unreleased.json()).toEqual({ upstream: 'gateway' });
    });

    it('answers an unchanged /remotes.json with 304', async () => {
      const first = await fetch(`${base}/remotes.json`);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await fetch(`${base}/remotes.json`, { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
    });

    it('takes a 10 MB upload for the release service to the gateway; the API keeps its 6 MB limit', async () => {
      const body = Buffer.alloc(10 * 1024 * 1024);
      const upload = await fetch(`${base}/api/releases/mf-public/publish?expect=`, { method: 'POST', body });
      expect(upload.status).toBe(200);
      expect(seen.at(-1)).toEqual({
        upstream: 'gateway',
        url: '/api/releases/mf-public/publish?expect=',
        bytes: body.length,
      });
      expect((await fetch(`${base}/api/other`, { method: 'POST', body })).status).toBe(413);
      expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ upstream: 'api' });
    });
  });
});
