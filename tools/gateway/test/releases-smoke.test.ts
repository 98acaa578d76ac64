import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTES } from '@jobportal/platform-contract';
import { Registry } from '../src/releases/registryModule';
import { buildGateway } from '../src/gateway';
import { testGatewayOptions } from './options';
import {
  bearer,
  fixtureBuild,
  startFakeApi,
  tarGz,
  writeRenderingShellServer,
  type FakeApi,
  type FixtureBuildOptions,
} from './releaseFixtures';

/** mf-public's routes the server renders (home, blog, a post, contact, two privacy pages, the salary pages): a guest's
 * public pages of the route table, as the smoke render picks them. */
const MF_PUBLIC_PAGES = ROUTES.filter((r) => r.remote === 'mf_public' && !r.guard && !r.clientOnly).length;

/**
 * The smoke render before an activation, with a shell server build that renders with React's real server renderer
 * and loads each remote's server build from the registry's files (releaseFixtures.ts): a candidate is rendered in a
 * worker next to the version served now.
 */
describe('release service: the smoke render before an activation', () => {
  let dir: string;
  let registryDir: string;
  let api: FakeApi;
  let registry: Registry;
  let app: Awaited<ReturnType<typeof buildGateway>> | null = null;

  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-smoke-'));
    registryDir = path.join(dir, 'registry');
    const shellDir = path.join(dir, 'shell');
    fs.mkdirSync(shellDir, { recursive: true });
    fs.writeFileSync(path.join(shellDir, 'index.html'), '<html><body>shell</body></html>');
    writeRenderingShellServer(shellDir);
    registry = new Registry(registryDir, { shellDist: shellDir });
    api.requests.length = 0;
    api.events.length = 0;
  });
  afterEach(async () => {
    await app?.close();
    app = null;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const gateway = async (releaseSmokeTimeoutMs?: number) =>
    (app = await buildGateway(
      testGatewayOptions({
        shellDir: path.join(dir, 'shell'),
        registryDir,
        apiUrl: api.url,
        authEmulatorUrl: null,
        serverRendering: false,
        releaseSmokeTimeoutMs,
      }),
    ));
  const publish = (remote: string, version: string, options: FixtureBuildOptions = {}) =>
    registry.publish(remote, fixtureBuild(dir, remote, { label: version, ...options }), version, new Date(), {
      who: 'ops@example.com (u-ops)',
    }).version;
  /** Served before the service, by someone else (forced past any check). */
  const served = (remote: string, version: string, options: FixtureBuildOptions = {}) => {
    publish(remote, version, options);
    registry.activate(remote, version, { who: 'ops@example.com (u-ops)', force: true });
  };
  const activate = (version: string, expect: string | null, extra: object = {}) =>
    app!.inject({
      method: 'POST',
      url: '/api/releases/mf-public/activate',
      headers: bearer('release-token'),
      payload: { version, expect, ...extra },
    });

  it('renders every page of the remote and activates a candidate that renders them', async () => {
    served('mf-shared-ui', 'ui1');
    served('mf-public', 'v1');
    publish('mf-public', 'v2');
    await gateway();
    const res = await activate('v2', 'v1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ action: 'activate', from: 'v1', to: 'v2' });
    expect(res.json().smoke).toEqual({ routes: MF_PUBLIC_PAGES, chunks: 3, ms: expect.any(Number) });
    expect(registry.current('mf-public')).toBe('v2');
    // A post that exists (the API's list), for the post page's sample.
    expect(api.requests).toContain('GET /api/blog?limit=1');
  });

  it('refuses a page that throws while rendering, naming the route and the error', async () => {
    served('mf-shared-ui', 'ui1');
    served('mf-public', 'v1');
    publish('mf-public', 'v2', { page: 'throws' });
    await gateway();
    const res = await activate('v2', 'v1');
    expect(res.statusCode).toBe(422);
    const { error } = res.json();
    expect(error.code).toBe('RELEASE_REFUSED');
    expect(error.reasons).toHaveLength(MF_PUBLIC_PAGES);
    expect(error.reasons[0]).toMatch(/^\/: Error: page threw at render on \/ at /);
    expect(
      error.reasons.some((r: string) => r.startsWith('/blog/first-post: Error: page threw at render')),
    ).toBe(true);
    expect(registry.current('mf-public')).toBe('v1');
    // The refused candidate stays private.
    expect((await app!.inject('/remotes/mf-public/v2/remoteEntry.js')).statusCode).toBe(404);
  });

  it('refuses a section that threw inside a Suspense boundary (the render itself succeeds)', async () => {
    served('mf-public', 'v1');
    publish('mf-public', 'v2', { page: 'section-throws' });
    await gateway();
    const res = await activate('v2', 'v1');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.reasons[0]).toMatch(
      /^\/: renders a section that threw while rendering where the current version does not: .*a section threw/,
    );
  });

  it('compares with the version served now: what already fails there does not refuse the candidate', async () => {
    served('mf-public', 'v1', { page: 'section-throws' });
    publish('mf-public', 'v2', { page: 'section-throws' });
    publish('mf-public', 'v3', { page: 'throws' });
    await gateway();
    const res = await activate('v2', 'v1');
    expect(res.statusCode).toBe(200);
    expect(res.json().smoke.routes).toBe(MF_PUBLIC_PAGES);
    // Pages that rendered with v2 and throw with v3: refused.
    expect((await activate('v3', 'v2')).statusCode).toBe(422);
    // A page that throws with the served version too was broken before: not the candidate's doing.
    registry.activate('mf-public', 'v3', { who: 'ops@example.com (u-ops)', force: true });
    publish('mf-public', 'v4', { page: 'throws' });
    expect((await activate('v4', 'v3')).statusCode).toBe(200);
  });

  it('when the served release does not render on the server at all, a candidate is not held to it', async () => {
    served('mf-shared-ui', 'ui1');
    served('mf-public', 'v1');
    // The served design system's server chunk is gone: no renderer starts with it (pages are browser-rendered).
    fs.rmSync(path.join(registry.versionDir('mf-shared-ui', 'ui1')!, 'server', 'ui-chunk.js'));
    publish('mf-public', 'v2');
    publish('mf-shared-ui', 'ui2');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await gateway();
      const page = await activate('v2', 'v1');
      expect(page.statusCode).toBe(200);
      expect(page.json().smoke.routes).toBe(0);
      expect(String(logged.mock.calls.at(-1)?.[0])).toMatch(
        /smoke render of mf-public@v2: the served release does not render on the server either/,
      );
      // The fix renders every page.
      const fix = await app!.inject({
        method: 'POST',
        url: '/api/releases/mf-shared-ui/activate',
        headers: bearer('release-token'),
        payload: { version: 'ui2', expect: 'ui1' },
      });
      expect(fix.statusCode).toBe(200);
      expect(fix.json().smoke.routes).toBeGreaterThan(MF_PUBLIC_PAGES);
    } finally {
      logged.mockRestore();
    }
  });

  it('refuses a build whose server chunk is missing: the render loads it, the route names the failure', async () => {
    served('mf-public', 'v1');
    publish('mf-public', 'v2');
    fs.rmSync(path.join(registry.versionDir('mf-public', 'v2')!, 'server', 'pages-chunk.js'));
    await gateway();
    const res = await activate('v2', 'v1');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.reasons).toContainEqual(
      expect.stringMatching(/^\/blog: Error: Cannot find module '\.\/pages-chunk\.js'/),
    );
  });

  it('refuses an mf-shared-ui whose frame throws on every page, the 404 page included', async () => {
    served('mf-shared-ui', 'ui1');
    served('mf-public', 'v1');
    publish('mf-shared-ui', 'ui2', { frameThrows: true });
    await gateway();
    const res = await app!.inject({
      method: 'POST',
      url: '/api/releases/mf-shared-ui/activate',
      headers: bearer('release-token'),
      payload: { version: 'ui2', expect: 'ui1' },
    });
    expect(res.statusCode).toBe(422);
    const reasons: string[] = res.json().error.reasons;
    expect(reasons.some((r) => r.startsWith('/smoke-render-not-found: Error: the frame threw'))).toBe(true);
    expect(reasons.some((r) => r.startsWith('/candidate/jobs/job-1: Error: the frame threw'))).toBe(true);
    expect(reasons.some((r) => r.startsWith('/corporate/company-1: Error: the frame threw'))).toBe(true);
  });

  it('serves a refused candidate with force (recorded), never a withdrawn one past a failed smoke render', async () => {
    served('mf-public', 'v1');
    publish('mf-public', 'v2', { page: 'throws' });
    await gateway();
    const forced = await activate('v2', 'v1', { force: true, reason: 'hotfix' });
    expect(forced.statusCode).toBe(200);
    expect(forced.json().forced).toMatch(/^\/: Error: page threw at render/);
    expect(api.events.at(-1)?.body).toMatchObject({ action: 'activate', forced: forced.json().forced });
    const withdrawn = await app!.inject({
      method: 'POST',
      url: '/api/releases/mf-public/withdraw',
      headers: bearer('release-token'),
      payload: { expect: 'v2', reason: 'pages throw' },
    });
    expect(withdrawn.statusCode).toBe(200);
    const again = await activate('v2', 'v1', { force: true });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toContain('withdrawn');
    expect(registry.current('mf-public')).toBe('v1');
  });

  it('bounds the smoke render and stops its renderers: a page that never finishes refuses the candidate', async () => {
    served('mf-public', 'v1');
    publish('mf-public', 'v2', { page: 'hangs' });
    await gateway(3_000);
    const started = Date.now();
    const res = await activate('v2', 'v1');
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.reasons.at(-1)).toMatch(
      /^the smoke render did not finish within 3 s \(not rendered: \//,
    );
  });

  it('never smoke-renders a rollback: the version it goes back to was live before', async () => {
    served('mf-public', 'v1', { page: 'section-throws' });
    served('mf-public', 'v2');
    await gateway();
    const started = Date.now();
    const res = await app!.inject({
      method: 'POST',
      url: '/api/releases/mf-public/rollback',
      headers: bearer('release-token'),
      payload: { expect: 'v2' },
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ remote: 'mf-public', action: 'rollback', from: 'v2', to: 'v1' });
  });

  it('publish with activation: a candidate refused by the smoke render stays published and private', async () => {
    served('mf-public', 'v1');
    await gateway();
    const res = await app!.inject({
      method: 'POST',
      url: '/api/releases/mf-public/publish?version=v2&expect=v1',
      headers: { ...bearer('release-token'), 'content-type': 'application/gzip' },
      payload: tarGz(fixtureBuild(dir, 'mf-public', { label: 'v2', page: 'throws' }), dir),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.reasons[0]).toMatch(/^\/: Error: page threw at render/);
    expect(registry.current('mf-public')).toBe('v1');
    expect(registry.versionDir('mf-public', 'v2')).toContain(`${path.sep}unreleased${path.sep}`);
    expect((await app!.inject('/remotes/mf-public/v2/remoteEntry.js')).statusCode).toBe(404);
    expect(api.events.map((e) => [e.body.action, e.body.to])).toEqual([['publish', 'v2']]);
  });
});
