import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Registry } from '../src/releases/registryModule';
import { buildGateway } from '../src/gateway';
import { testGatewayOptions } from './options';
import { bearer, startFakeApi, type FakeApi } from './releaseFixtures';

/**
 * The smoke render with the real builds: the shell's server build (shell/src/server) and mf-shared-ui's and
 * mf-public's browser and server builds. Building them takes about 25 s on 2 cores (rspack), too long for every
 * run of the gateway's tests: this suite runs where they are built, RELEASE_SMOKE_BUILDS=<a folder with
 * shell/dist, mf-shared-ui/dist and mf-public/dist> (the repository's own by default), and is skipped otherwise.
 */
const BUILDS = process.env.RELEASE_SMOKE_BUILDS ?? path.resolve(__dirname, '../../..');
const dist = (app: string) => path.join(BUILDS, app, 'dist');
const built = ['shell', 'mf-shared-ui', 'mf-public'].every((app) =>
  fs.existsSync(path.join(dist(app), app === 'shell' ? 'server/main.js' : 'server/remoteEntry.js')),
);

/** A copy of a build, its server scripts changed by `edit` (a candidate the browser build cannot tell apart). */
function changedCopy(from: string, into: string, edit: (serverDir: string) => void): string {
  fs.cpSync(from, into, { recursive: true });
  edit(path.join(into, 'server'));
  return into;
}

/** Inserts `code` at the start of a function (`signature`: as the server chunk writes it, up to its brace). */
function atStartOf(serverDir: string, signature: string, code: string): void {
  const chunks = fs
    .readdirSync(serverDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(serverDir, name))
    .filter((file) => fs.readFileSync(file, 'utf8').includes(`${signature} {`));
  if (!chunks.length) throw new Error(`no server chunk has ${signature}`);
  for (const file of chunks)
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(`${signature} {`, `${signature} { ${code}`));
}

(built ? describe : describe.skip)('release service: the smoke render with the real builds', () => {
  let dir: string;
  let registry: Registry;
  let api: FakeApi;
  let app: Awaited<ReturnType<typeof buildGateway>>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-real-'));
    // The API has no data: pages render their error states, the same with both versions.
    api = await startFakeApi('unavailable');
    registry = new Registry(path.join(dir, 'registry'), { shellDist: dist('shell') });
    for (const [remote, version] of [
      ['mf-shared-ui', 'ui1'],
      ['mf-public', 'v1'],
    ]) {
      registry.publish(remote, dist(remote), version, new Date(), { who: 'ops' });
      registry.activate(remote, version, { who: 'ops', force: true });
    }
    app = await buildGateway(
      testGatewayOptions({
        shellDir: dist('shell'),
        registryDir: path.join(dir, 'registry'),
        apiUrl: api.url,
        authEmulatorUrl: null,
        serverRendering: false,
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await api?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const activate = (version: string, expect: string) =>
    app.inject({
      method: 'POST',
      url: '/api/releases/mf-public/activate',
      headers: bearer('release-token'),
      payload: { version, expect },
    });
  const publishCopy = (version: string, edit: (serverDir: string) => void) =>
    registry.publish(
      'mf-public',
      changedCopy(dist('mf-public'), path.join(dir, version), edit),
      version,
      new Date(),
      { who: 'ops' },
    );

  it('refuses an mf-public whose home page throws at render (the real shell renders it in a worker)', async () => {
    publishCopy('v2', (server) =>
      atStartOf(server, 'function HomePage()', 'throw new Error("smoke: HomePage threw");'),
    );
    const res = await activate('v2', 'v1');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.reasons).toEqual([
      expect.stringMatching(/^\/: Error: smoke: HomePage threw at /),
    ]);
    expect(registry.current('mf-public')).toBe('v1');
  }, 60_000);

  it('refuses a section that throws inside a Suspense boundary: the render succeeds, React leaves it to the browser', async () => {
    // The privacy pages' text (LegalDocumentBody) renders inside <Suspense fallback={<PrivacySkeleton />}>.
    publishCopy('v5', (server) =>
      atStartOf(
        server,
        'function LegalDocumentBody({ doc, locale })',
        'throw new Error("smoke: the legal text threw");',
      ),
    );
    const res = await activate('v5', 'v1');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.reasons).toEqual([
      '/privacy-notice: renders a section that threw while rendering where the current version does not',
      '/privacy-policy: renders a section that threw while rendering where the current version does not',
    ]);
  }, 60_000);

  it('refuses an mf-public whose page chunk is missing from its server build', async () => {
    publishCopy('v3', (server) => {
      const chunk = fs.readdirSync(server).find((name) => /^page-blog\.[0-9a-f]+\.js$/.test(name));
      fs.rmSync(path.join(server, chunk!));
    });
    const res = await activate('v3', 'v1');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.reasons).toEqual([
      expect.stringMatching(/^\/blog: .*a file of the server build is missing$/),
    ]);
  }, 60_000);

  it('activates a copy that renders every page as the served version does', async () => {
    publishCopy('v4', (server) => fs.appendFileSync(path.join(server, 'remoteEntry.js'), '\n// v4\n'));
    const res = await activate('v4', 'v1');
    expect([res.statusCode, res.json().error?.reasons]).toEqual([200, undefined]);
    expect(res.json().smoke).toEqual({ routes: 6, chunks: expect.any(Number), ms: expect.any(Number) });
    expect(res.json().smoke.ms).toBeLessThan(20_000);
  }, 60_000);
});
