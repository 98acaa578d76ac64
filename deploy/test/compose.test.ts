import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { parseDockerfile } from './helpers/dockerfile';

const root = path.resolve(__dirname, '../..');
interface Service {
  build?: { context: string; dockerfile: string };
  image?: string;
  ports?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  profiles?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
  entrypoint?: string[];
}
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};

/** The CMD of a Dockerfile's last (runtime) stage. */
const runtimeCmd = (file: string) =>
  parseDockerfile(fs.readFileSync(path.join(root, file), 'utf8')).at(-1)?.cmd;

describe('docker-compose.yml', () => {
  it('has the production-like services: proxy, api, PostgreSQL, the optional auth emulator, the release jobs', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'api',
      'auth-emulator',
      'gateway',
      'postgres',
      'registry-seed',
      'release',
      'web',
    ]);
    expect(compose.services.postgres.image).toMatch(/^postgres:15/);
    expect(compose.services['auth-emulator'].profiles).toEqual(['emulator']);
  });

  it('exposes only the one domain (the web proxy) to the host', () => {
    const published = Object.entries(compose.services).filter(([, s]) => s.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['web']);
  });

  it('points the api at PostgreSQL and orders start-up by health', () => {
    expect(compose.services.api.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(compose.services.api.depends_on?.postgres.condition).toBe('service_healthy');
    expect(compose.services.web.depends_on?.api.condition).toBe('service_healthy');
  });

  it('every referenced Dockerfile and proxy file exists', () => {
    for (const service of Object.values(compose.services)) {
      if (service.build)
        expect(fs.existsSync(path.join(root, service.build.context, service.build.dockerfile))).toBe(true);
    }
    const nginx = fs.readFileSync(path.join(root, 'deploy/nginx/default.conf.template'), 'utf8');
    for (const location of ['location = /remotes.json', 'location /remotes/', 'location /api/']) {
      expect(nginx).toContain(location);
    }
  });

  it('passes the live notification stream (server-sent events) through unbuffered, uncompressed, not timed out', () => {
    const nginx = fs.readFileSync(path.join(root, 'deploy/nginx/default.conf.template'), 'utf8');
    const start = nginx.indexOf('location ~ ^/api/(candidate|corporate)/notifications/stream$ {');
    expect(start).toBeGreaterThanOrEqual(0);
    // a regex location wins over the /api/ prefix, which buffers
    const block = nginx.slice(start, nginx.indexOf('}', start));
    expect(block).toContain('proxy_pass http://api:3000;');
    expect(block).toContain('proxy_buffering off;');
    expect(block).toContain('gzip off;');
    expect(block).toMatch(/proxy_read_timeout (\d+)h;/);
  });

  it('serves pages through the gateway, the server `npm start` runs, never index.html in place of a file', () => {
    const nginx = fs.readFileSync(path.join(root, 'deploy/nginx/default.conf.template'), 'utf8');
    const block = (selector: string) => {
      const start = nginx.indexOf(`location ${selector} {`);
      expect(start).toBeGreaterThanOrEqual(0);
      return nginx.slice(start, nginx.indexOf('}', start));
    };
    for (const selector of ['/', '= /robots.txt', '= /sitemap.xml', '/sitemaps/'])
      expect(block(selector)).toContain('proxy_pass http://gateway:8080;');
    expect(nginx).not.toContain('/index.html');
    // The gateway image runs the gateway's own entry point (built), with the settings it reads.
    expect(runtimeCmd('deploy/gateway.Dockerfile')).toEqual(['node', 'tools/gateway/dist/main.mjs']);
    // The entry point and the Firebase web config it reads through firebaseConfigFromEnv.
    const main = ['main.ts', 'firebaseConfig.ts']
      .map((file) => fs.readFileSync(path.join(root, 'tools/gateway/src', file), 'utf8'))
      .join('\n');
    const gateway = compose.services.gateway;
    for (const name of [
      ...Object.keys(gateway.environment ?? {}),
      'SHELL_DIR',
      'REGISTRY_DIR',
      'HOST',
      'PORT',
    ])
      expect(main).toMatch(new RegExp(`\\benv\\.${name}\\b`));
    expect(gateway.environment?.API_URL).toBe('http://api:3000');
    expect(gateway.environment?.RUN_MODE).toBe(compose.services.api.environment?.RUN_MODE);
    expect(gateway.environment?.PUBLIC_BASE_URL).toBe(compose.services.api.environment?.PUBLIC_BASE_URL);
    // the release service (gateway) is the registry's only writer
    expect(gateway.volumes).toContain('registry:/registry');
    expect(compose.services.web.depends_on?.gateway.condition).toBe('service_healthy');
  });

  it('keeps the remote registry on a volume so a rollback needs no rebuild; nginx serves it read-only', () => {
    expect(compose.services.web.volumes).toContain('registry:/usr/share/nginx/registry:ro');
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['registry', 'pgdata']));
  });

  it('seeds an empty registry once for the gateway user, and runs releases through the release service', () => {
    const seed = compose.services['registry-seed'];
    expect(seed.volumes).toContain('registry:/registry');
    expect(compose.services.gateway.depends_on?.['registry-seed'].condition).toBe(
      'service_completed_successfully',
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-job-'));
    try {
      const script = fs
        .readFileSync(path.join(root, 'deploy/nginx/seed-registry.sh'), 'utf8')
        .replaceAll('/usr/share/nginx/registry-seed', '@SEED@')
        .replaceAll('/registry', path.join(dir, 'volume'))
        .replaceAll('@SEED@', path.join(dir, 'seed'))
        .replace(/^chown .*$/m, ': chown needs root');
      fs.mkdirSync(path.join(dir, 'seed'));
      fs.mkdirSync(path.join(dir, 'volume'));
      fs.writeFileSync(path.join(dir, 'seed', 'remotes.json'), '{"remotes":{"seeded":1}}');
      execFileSync('sh', ['-c', script]);
      expect(fs.readFileSync(path.join(dir, 'volume', 'remotes.json'), 'utf8')).toContain('seeded');
      // an operator's registry is never overwritten by a restart
      fs.writeFileSync(path.join(dir, 'volume', 'remotes.json'), '{"remotes":{"operator":1}}');
      execFileSync('sh', ['-c', script]);
      expect(fs.readFileSync(path.join(dir, 'volume', 'remotes.json'), 'utf8')).toContain('operator');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const release = compose.services.release;
    expect(release.profiles).toEqual(['release']);
    expect(release.environment?.RUN_MODE).toBe('production');
    expect(release.environment?.RELEASE_SERVICE_URL).toBe('http://gateway:8080');
    expect(release.entrypoint).toEqual(['npx', 'tsx', 'tools/remotes/src/cli.ts']);
  });

  it('gives the api the shell assets of the image endpoint (ASSETS_DIR inside the image)', () => {
    const assetsDir = compose.services.api.environment?.ASSETS_DIR;
    expect(assetsDir).toBe('/app/shell/public/assets');
    const dockerfile = fs.readFileSync(path.join(root, 'deploy/api.Dockerfile'), 'utf8');
    // WORKDIR /app + COPY shell/public/assets ./shell/public/assets
    expect(dockerfile).toMatch(/^WORKDIR \/app$/m);
    expect(dockerfile).toMatch(/^COPY shell\/public\/assets \.\/shell\/public\/assets$/m);
    expect(dockerfile).toContain(`ENV ASSETS_DIR=${assetsDir}`);
    expect(fs.readdirSync(path.join(root, 'shell/public/assets/blog')).some((f) => f.endsWith('.svg'))).toBe(
      true,
    );
  });

  it('the proxy writes /app-config.json with the image pipeline on unless IMAGE_PIPELINE=false', () => {
    expect(compose.services.web.environment?.IMAGE_PIPELINE).toBe('${IMAGE_PIPELINE:-true}');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-entry-'));
    try {
      // The entrypoint with its absolute paths moved into a temporary directory.
      const script = fs
        .readFileSync(path.join(root, 'deploy/nginx/entrypoint.sh'), 'utf8')
        .replaceAll('/usr/share/nginx', dir)
        .replaceAll('/etc/nginx/conf.d/default.conf', path.join(dir, 'default.conf'));
      fs.mkdirSync(path.join(dir, 'shell'));
      fs.mkdirSync(path.join(dir, 'registry'));
      fs.mkdirSync(path.join(dir, 'registry-seed'));
      fs.writeFileSync(path.join(dir, 'registry-seed', 'remotes.json'), '{"remotes":{}}');
      fs.copyFileSync(path.join(root, 'deploy/nginx/default.conf.template'), path.join(dir, 'default.conf'));
      const run = (env: Record<string, string>) => {
        execFileSync('sh', ['-c', script], {
          env: {
            PATH: process.env.PATH ?? '',
            RUN_MODE: 'production',
            PUBLIC_BASE_URL: 'https://x.example',
            ...env,
          },
        });
        return JSON.parse(fs.readFileSync(path.join(dir, 'shell', 'app-config.json'), 'utf8'));
      };
      expect(run({})).toMatchObject({
        apiBaseUrl: '/api',
        imagePipeline: true,
        firebase: { emulatorOrigin: null },
      });
      expect(run({ IMAGE_PIPELINE: 'true' }).imagePipeline).toBe(true);
      expect(run({ IMAGE_PIPELINE: 'false' }).imagePipeline).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('`npm start` runs the built servers the images run, built by the Nx targets it runs', () => {
    const start = fs.readFileSync(path.join(root, 'tools/start/src/start.ts'), 'utf8');
    for (const [dockerfile, project] of [
      ['deploy/api.Dockerfile', 'api'],
      ['deploy/gateway.Dockerfile', 'tools/gateway'],
    ]) {
      const [command, entry] = runtimeCmd(dockerfile) ?? [];
      expect(command).toBe('node');
      expect(start).toContain(`'${entry}'`);
      // The project's build script writes that file.
      const scripts = (
        JSON.parse(fs.readFileSync(path.join(root, project, 'package.json'), 'utf8')) as {
          scripts: Record<string, string>;
        }
      ).scripts;
      expect(path.join(project, scripts.build.split(' ')[3])).toBe(entry);
    }
    expect(start).toMatch(
      /'-p',\s+'shell',\s+\.\.\.Object\.keys\(REMOTES\),\s+'api',\s+'@jobportal\/gateway',/,
    );
  });

  it('health checks of the Node images use Node (node:*-slim has no wget or curl)', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (!service.build) continue;
      const base = fs
        .readFileSync(path.join(root, service.build.dockerfile), 'utf8')
        .match(/^FROM (\S+)/gm)
        ?.at(-1);
      if (!base?.startsWith('FROM node:')) continue;
      expect([name, service.healthcheck?.test.slice(0, 2)]).toEqual([name, ['CMD', 'node']]);
    }
  });
});
