/**
 * deploy/gateway.Dockerfile replayed outside Docker, like production-api.test.ts: the build stage in the
 * repository (the shell and the gateway, Nx-cached), the runtime stage in a temporary directory outside it
 * (`npm ci --omit=dev` of the built lock file), then its CMD with its ENV and docker-compose.yml's gateway
 * environment. REGISTRY_DIR is compose's volume: a temporary directory here. No API behind it (pages that need one
 * are tested in tools/gateway/test/pages.test.ts against the sources, which are what this bundle is built from).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDockerfile, replayBuildStage, replayRuntimeStage } from './helpers/dockerfile';
import {
  composeEnvironment,
  DEV_ONLY,
  killAll,
  loadedPackages,
  runCmd,
  stop,
  untilOk,
} from './helpers/image';

const root = path.resolve(__dirname, '../..');
const PORT = 47360 + (process.pid % 30);
const stages = parseDockerfile(fs.readFileSync(path.join(root, 'deploy/gateway.Dockerfile'), 'utf8'));

describe('the gateway image (deploy/gateway.Dockerfile) run outside Docker', () => {
  let dir: string;
  let registry: string;
  let image: { env: Record<string, string>; cmd: string[] };

  beforeAll(() => {
    replayBuildStage(stages[0], root);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-image-'));
    registry = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-registry-'));
    image = replayRuntimeStage(stages, root, dir);
  }, 180_000);

  afterAll(() => {
    killAll();
    for (const folder of [dir, registry]) fs.rmSync(folder, { recursive: true, force: true });
  });

  const start = (extra: Record<string, string> = {}) =>
    runCmd(image.cmd, dir, {
      ...image.env,
      ...composeEnvironment(root, 'gateway'),
      HOST: '127.0.0.1',
      PORT: String(PORT),
      REGISTRY_DIR: registry,
      API_URL: 'http://127.0.0.1:9',
      ...extra,
    });

  it('installs only runtime packages and the bundle loads nothing else', () => {
    expect(path.relative(root, dir).startsWith('..')).toBe(true);
    for (const name of DEV_ONLY) expect(fs.existsSync(path.join(dir, 'node_modules', name))).toBe(false);
    const manifest = Object.keys(
      (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: object })
        .dependencies,
    );
    const loaded = loadedPackages(fs.readFileSync(path.join(dir, image.cmd[1]), 'utf8'));
    expect(loaded).toContain('fastify');
    for (const name of loaded) expect(manifest).toContain(name);
  });

  it('serves robots.txt for production and the shell files of the image', async () => {
    const gateway = start();
    await untilOk(`http://127.0.0.1:${PORT}/robots.txt`, gateway);
    const robots = await (await fetch(`http://127.0.0.1:${PORT}/robots.txt`)).text();
    expect(robots).toContain('Allow: /');
    expect(robots).not.toContain('Disallow: /\n');
    const hashed = fs
      .readdirSync(path.join(dir, 'shell/dist'))
      .find((f) => /^main\.[0-9a-f]{8}\.js$/.test(f));
    const file = await fetch(`http://127.0.0.1:${PORT}/${hashed}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toContain('immutable');
    // the installable app's worker and manifest (issue 44): files of the image, revalidated on every use
    const worker = await fetch(`http://127.0.0.1:${PORT}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`http://127.0.0.1:${PORT}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(((await manifest.json()) as { start_url: string }).start_url).toBe('/');
    await stop(gateway);
  }, 60_000);

  it('renders a public page on the server with the remotes published to the registry volume', async () => {
    // What the compose registry job does: the design system and mf-public published with their server builds.
    for (const folder of ['mf-shared-ui', 'mf-public']) {
      execFileSync('npx', ['nx', 'run', `${folder}:build`, '--outputStyle=static'], {
        cwd: root,
        stdio: 'ignore',
      });
      execFileSync('node', ['--import', 'tsx', 'tools/remotes/src/cli.ts', 'publish', folder, '--no-build'], {
        cwd: root,
        env: { ...process.env, REGISTRY_DIR: registry },
        stdio: 'ignore',
      });
    }
    const gateway = start();
    await untilOk(`http://127.0.0.1:${PORT}/robots.txt`, gateway);
    // The page is sent rendered by the browser until the release's render worker has started.
    let html = '';
    for (const started = Date.now(); Date.now() - started < 60_000;) {
      html = await (
        await fetch(`http://127.0.0.1:${PORT}/privacy-policy`, { headers: { cookie: 'jp_locale=th' } })
      ).text();
      if (html.includes('id="prerendered"')) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (!html.includes('id="prerendered"')) console.error(gateway.output());
    expect(html).toContain('data-remote="mf_public" data-page="PrivacyPolicy"');
    expect(html).toMatch(/<h1>นโยบายความเป็นส่วนตัว<\/h1>/);
    // `docker stop`: SIGTERM closes the gateway and its render worker, and it exits by itself (code 0, not killed).
    await stop(gateway);
    expect(await gateway.exited).toBe(0);
  }, 180_000);

  it('refuses the Auth emulator in production', async () => {
    const gateway = start({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' });
    expect(await gateway.exited).not.toBe(0);
    expect(gateway.output()).toMatch(/RUN_MODE=production/);
  }, 30_000);
});
