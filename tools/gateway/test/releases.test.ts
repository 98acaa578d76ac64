import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Registry } from '../src/releases/registryModule';
import { buildGateway } from '../src/gateway';
import { testGatewayOptions } from './options';
import { bearer, fixtureBuild, REVOKED_TOKEN, startFakeApi, tarGz, type FakeApi } from './releaseFixtures';

/** The release service in the gateway with a real registry on disk and a fake API on a real port. */
describe('release service: /api/releases', () => {
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
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    registryDir = path.join(dir, 'registry');
    fs.mkdirSync(path.join(dir, 'shell'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'shell', 'index.html'), '<html><body>shell</body></html>');
    registry = new Registry(registryDir, { shellDist: path.join(dir, 'shell') });
    api.requests.length = 0;
    api.events.length = 0;
  });
  afterEach(async () => {
    await app?.close();
    app = null;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const gateway = async () =>
    (app = await buildGateway(
      testGatewayOptions({
        shellDir: path.join(dir, 'shell'),
        registryDir,
        apiUrl: api.url,
        authEmulatorUrl: null,
        serverRendering: false,
      }),
    ));
  /** A version published and served by someone else (directly in the registry), as before the service. */
  const served = (version: string, who = 'ops@example.com (u-ops)') => {
    registry.publish('mf-public', fixtureBuild(dir, 'mf-public', { label: version }), version, new Date(), {
      who,
    });
    registry.activate('mf-public', version, { who });
  };
  const post = (url: string, payload: object, token = 'release-token') =>
    app!.inject({ method: 'POST', url, headers: bearer(token), payload });

  it('answers /api/releases itself and leaves every other /api path to the API', async () => {
    await gateway();
    for (const url of [
      '/api/releases',
      '/api/releases/',
      '/api/releases/mf-public/nope',
      '/api/releases/x/y/z',
    ]) {
      const res = await app!.inject({ method: 'POST', url, payload: {} });
      expect([url, res.statusCode, res.json().error.code]).toEqual([url, 401, 'UNAUTHENTICATED']);
    }
    const unknown = await app!.inject({
      url: '/api/releases/mf-public/nope',
      headers: bearer('release-token'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    // The API never saw a /api/releases path (only the token checks the gateway made).
    expect(api.requests.filter((r) => r.includes('/api/releases'))).toEqual([]);
    for (const url of ['/api/health', '/api/releasesX', '/api/backoffice/releases/events?remote=mf-public']) {
      const res = await app!.inject(url);
      expect([url, res.json()]).toEqual([url, { path: url }]);
    }
  });

  it('401 without a token, the API’s own 401 for a revoked one, 403 for staff without the release role', async () => {
    await gateway();
    const none = await app!.inject('/api/releases');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
    const revoked = await app!.inject({ url: '/api/releases', headers: bearer(REVOKED_TOKEN) });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.code).toBe('TOKEN_REVOKED');
    const editor = await app!.inject({ url: '/api/releases', headers: bearer('editor-token') });
    expect(editor.statusCode).toBe(403);
    expect(editor.json().error.code).toBe('STAFF_ROLE_REQUIRED');
    // An upload without the role is refused before its body is read.
    const upload = await app!.inject({
      method: 'POST',
      url: '/api/releases/mf-public/publish?expect=',
      headers: { ...bearer('editor-token'), 'content-type': 'application/gzip' },
      payload: Buffer.alloc(1024),
    });
    expect(upload.statusCode).toBe(403);
    // Asked every time (nothing cached): a token revoked after a first success stops at once.
    const checks = api.requests.filter((r) => r === 'GET /api/backoffice/me').length;
    expect(checks).toBe(3);
  });

  it('GET /api/releases: the registry status itself, for release and admin staff', async () => {
    served('v1');
    await gateway();
    for (const token of ['release-token', 'admin-token']) {
      const res = await app!.inject({ url: '/api/releases', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const status = res.json();
      const mfPublic = status.remotes.find((r: { remote: string }) => r.remote === 'mf-public');
      expect(mfPublic).toMatchObject({ current: 'v1', changedBy: 'ops@example.com (u-ops)' });
      expect(status.retention).toEqual({ keep: expect.any(Number), liveWithinHours: expect.any(Number) });
    }
  });

  it('refuses a change that expected another version: 409 naming who changed it and when', async () => {
    served('v1');
    served('v2', 'somchai@example.com (u-som)');
    await gateway();
    const res = await post('/api/releases/mf-public/activate', { version: 'v1', expect: 'v1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'RELEASE_CONFLICT',
      current: 'v2',
      changedBy: 'somchai@example.com (u-som)',
      changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(res.json().error.message).toContain('somchai@example.com');
    const rollback = await post('/api/releases/mf-public/rollback', { expect: null });
    expect(rollback.statusCode).toBe(409);
    expect(registry.current('mf-public')).toBe('v2');
    expect(api.events).toEqual([]);
  });

  it('rolls back at once and records it with the verified identity, in the registry and the release history', async () => {
    served('v1');
    served('v2');
    await gateway();
    const started = Date.now();
    const res = await post('/api/releases/mf-public/rollback', { expect: 'v2', reason: 'checkout broken' });
    const ms = Date.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ remote: 'mf-public', action: 'rollback', from: 'v2', to: 'v1' });
    expect(res.headers['x-release-audit']).toBe('recorded');
    expect(ms).toBeLessThan(1_000);
    expect(registry.current('mf-public')).toBe('v1');
    const status = registry.status().remotes.find((r) => r.remote === 'mf-public');
    expect(status?.changedBy).toBe('rel@example.com (u-rel)');
    expect(api.events).toEqual([
      {
        authorization: 'Bearer release-token',
        body: {
          action: 'rollback',
          remote: 'mf-public',
          from: 'v2',
          to: 'v1',
          reason: 'checkout broken',
          forced: null,
        },
      },
    ]);
  });

  it('withdraws only with a reason, and remotes.json lists the withdrawn version', async () => {
    served('v1');
    served('v2');
    await gateway();
    const noReason = await post('/api/releases/mf-public/withdraw', { expect: 'v2' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.code).toBe('VALIDATION_ERROR');
    expect(noReason.json().error.message).toContain('reason');
    const res = await post('/api/releases/mf-public/withdraw', { expect: 'v2', reason: 'leaks a token' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ action: 'withdraw', from: 'v2', to: 'v1' });
    const remotesJson = await app!.inject('/remotes.json');
    expect(remotesJson.json().remotes.mf_public).toMatchObject({
      version: 'v1',
      change: 'withdraw',
      withdrawn: ['v2'],
    });
    expect(api.events.map((e) => e.body)).toEqual([
      expect.objectContaining({ action: 'withdraw', from: 'v2', to: 'v1', reason: 'leaks a token' }),
    ]);
  });

  it('validates bodies and names with the contracts: unknown remote, bad version, missing expect', async () => {
    served('v1');
    await gateway();
    const cases: [string, object][] = [
      ['/api/releases/mf-nope/activate', { version: 'v1', expect: 'v1' }],
      ['/api/releases/mf-public/activate', { version: '../v1', expect: 'v1' }],
      ['/api/releases/mf-public/activate', { version: 'v1' }],
      ['/api/releases/mf-public/prune', { keep: 0 }],
    ];
    for (const [url, payload] of cases) {
      const res = await post(url, payload);
      expect([url, payload, res.statusCode, res.json().error.code]).toEqual([
        url,
        payload,
        400,
        'VALIDATION_ERROR',
      ]);
    }
    const missing = await post('/api/releases/mf-public/activate', { version: 'v9', expect: 'v1' });
    expect(missing.statusCode).toBe(404);
  });

  it('publishes a tar.gz of a build (private until activated), then activates it with expect', async () => {
    served('v1');
    await gateway();
    const archive = tarGz(fixtureBuild(dir, 'mf-public', { label: 'v2' }), dir);
    const publishOnly = await app!.inject({
      method: 'POST',
      url: '/api/releases/mf-public/publish?version=v2&activate=false&reason=nightly',
      headers: { ...bearer('release-token'), 'content-type': 'application/gzip' },
      payload: archive,
    });
    expect(publishOnly.statusCode).toBe(200);
    expect(publishOnly.json()).toEqual({ remote: 'mf-public', action: 'publish', from: null, to: 'v2' });
    expect(registry.current('mf-public')).toBe('v1');
    // Published, never served: not under the public /remotes/.
    expect((await app!.inject('/remotes/mf-public/v2/remoteEntry.js')).statusCode).toBe(404);
    expect(registry.versionDir('mf-public', 'v2')).toContain(`${path.sep}unreleased${path.sep}`);

    const activate = await post('/api/releases/mf-public/activate', { version: 'v2', expect: 'v1' });
    expect(activate.statusCode).toBe(200);
    expect(activate.json()).toMatchObject({ action: 'activate', from: 'v1', to: 'v2' });
    // No shell server build here: the smoke render renders nothing, the static checks ran.
    expect(activate.json().smoke).toEqual({ routes: 0, chunks: expect.any(Number), ms: expect.any(Number) });
    expect((await app!.inject('/remotes/mf-public/v2/remoteEntry.js')).statusCode).toBe(200);
    expect(api.events.map((e) => [e.body.action, e.body.from, e.body.to])).toEqual([
      ['publish', null, 'v2'],
      ['activate', 'v1', 'v2'],
    ]);
  });

  it('publish with activation: one request, refused when the served version is not the expected one', async () => {
    served('v1');
    await gateway();
    const archive = tarGz(fixtureBuild(dir, 'mf-public', { label: 'v3' }), dir);
    const upload = (query: string) =>
      app!.inject({
        method: 'POST',
        url: `/api/releases/mf-public/publish?${query}`,
        headers: { ...bearer('admin-token'), 'content-type': 'application/gzip' },
        payload: archive,
      });
    const stale = await upload('version=v3&expect=v0');
    expect(stale.statusCode).toBe(409);
    expect(registry.versionDir('mf-public', 'v3')).toBeNull();
    const noExpect = await upload('version=v3');
    expect(noExpect.statusCode).toBe(400);
    const res = await upload('version=v3&expect=v1&reason=release%2042');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ remote: 'mf-public', action: 'activate', from: 'v1', to: 'v3' });
    expect(registry.current('mf-public')).toBe('v3');
    expect(registry.status().remotes.find((r) => r.remote === 'mf-public')?.changedBy).toBe(
      'admin@example.com (u-admin)',
    );
    const notGzip = await app!.inject({
      method: 'POST',
      url: '/api/releases/mf-public/publish?version=v4&activate=false',
      headers: { ...bearer('admin-token'), 'content-type': 'application/gzip' },
      payload: Buffer.from('not a tar.gz'),
    });
    expect(notGzip.statusCode).toBe(400);
    const json = await post('/api/releases/mf-public/publish?activate=false', { a: 1 }, 'admin-token');
    expect(json.statusCode).toBe(415);
  });

  it('keeps a change the release history did not take, and says so', async () => {
    served('v1');
    served('v2');
    const errors: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((message: string) => errors.push(message));
    try {
      await gateway();
      const res = await post('/api/releases/mf-public/rollback', { expect: 'v2' }, 'unrecorded-token');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ action: 'rollback', to: 'v1', auditRecorded: false });
      expect(res.headers['x-release-audit']).toBe('failed');
      expect(registry.current('mf-public')).toBe('v1');
      expect(errors.join('\n')).toMatch(/RELEASE CHANGE NOT RECORDED.*"action":"rollback"/);
    } finally {
      spy.mockRestore();
    }
  });

  it('pins, unpins and prunes as the verified caller', async () => {
    served('v1');
    served('v2');
    await gateway();
    const pin = await post('/api/releases/mf-public/pin', { expect: 'v2', reason: 'freeze' });
    expect(pin.statusCode).toBe(200);
    expect(pin.json()).toMatchObject({ action: 'pin', from: 'v2', to: 'v2' });
    expect(registry.status().remotes.find((r) => r.remote === 'mf-public')?.held).toMatchObject({
      action: 'pin',
      who: 'rel@example.com (u-rel)',
    });
    const unpin = await post('/api/releases/mf-public/unpin', {});
    expect(unpin.statusCode).toBe(200);
    const prune = await post('/api/releases/mf-public/prune', { keep: 1 });
    expect(prune.statusCode).toBe(200);
    // v1 was live within 24 h: kept.
    expect(prune.json()).toMatchObject({ action: 'prune', removed: [] });
    expect(api.events.map((e) => e.body.action)).toEqual(['pin', 'unpin']);
  });

  it('answers 503 for changes when the registry cannot be written, with what production needs', async () => {
    registryDir = path.join(dir, 'missing-registry');
    await gateway();
    const res = await post('/api/releases/mf-public/rollback', { expect: null });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toMatch(/read-write for the gateway \(read-only for nginx\)/);
  });
});
