import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { ReleaseStatus } from '@jobportal/contracts';
import { main } from '../src/cli';
import { hashDirectory } from '../src/contentHash';
import { unpackDist } from '../src/distArchive';
import { ReleaseServiceClient } from '../src/releaseClient';
import { ReleaseConflictError, ReleaseRefusedError } from '../src/releaseErrors';
import { fakeBuild } from './helpers/fixtures';

interface Recorded {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Buffer;
}

const served = (current: Record<string, string | null>): ReleaseStatus => ({
  remotes: Object.entries(current).map(([remote, version]) => ({
    remote: remote as ReleaseStatus['remotes'][number]['remote'],
    current: version,
    changedBy: version ? 'alice@x' : null,
    changedAt: version ? '2026-12-06T09:01:02Z' : null,
    held: null,
    versions: [],
    bytes: 0,
  })),
  disk: { registryBytes: 2048, freeBytes: 10 * 1024 * 1024 },
  retention: { keep: 5, liveWithinHours: 24 },
});

/** The CLI in service mode against a release service on this machine that records what it is sent. */
describe('the CLI through the release service (RELEASE_SERVICE_URL)', () => {
  let root: string;
  let server: http.Server;
  let base: string;
  let requests: Recorded[];
  /** `${method} ${path}` -> the answer */
  let answers: Record<string, { status: number; body: unknown }>;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        requests.push({
          method: req.method ?? '',
          url: req.url ?? '',
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
          body: Buffer.concat(chunks),
        });
        const answer = answers[`${req.method} ${new URL(req.url ?? '', 'http://x').pathname}`] ?? {
          status: 404,
          body: { error: { code: 'NOT_FOUND', message: 'no such route' } },
        };
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-service-'));
    requests = [];
    answers = {
      'GET /api/releases': { status: 200, body: served({ 'mf-corporate': 'v2', 'mf-public': null }) },
    };
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const env = () => ({ RELEASE_SERVICE_URL: base, RELEASE_TOKEN: 'staff-token', RUN_MODE: 'production' });
  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    await main(argv, env(), (l) => lines.push(l));
    return lines;
  };
  const json = (r: Recorded) => JSON.parse(r.body.toString('utf8')) as unknown;
  const change = (remote: string, action: string, from: string | null, to: string | null) => ({
    status: 200,
    body: { remote, action, from, to },
  });

  it('rollback without --expect: reads the served version first, expects it and says so; prints from -> to', async () => {
    answers['POST /api/releases/mf-corporate/rollback'] = change('mf-corporate', 'rollback', 'v2', 'v1');
    const lines = await run('rollback', 'mf-corporate', '--reason', 'broken checkout');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/releases',
      'POST /api/releases/mf-corporate/rollback',
    ]);
    expect(requests.every((r) => r.authorization === 'Bearer staff-token')).toBe(true);
    expect(requests[1].contentType).toBe('application/json');
    expect(json(requests[1])).toEqual({ expect: 'v2', reason: 'broken checkout' });
    expect(lines).toEqual([
      expect.stringMatching(
        /^mf-corporate serves v2 \(read from the release service\): the change expects it/,
      ),
      'mf-corporate: rollback v2 -> v1',
    ]);
  });

  it('--expect is sent as given (none: null) without reading the status; each command its body', async () => {
    answers['POST /api/releases/mf-public/activate'] = change('mf-public', 'activate', null, 'p1');
    answers['POST /api/releases/mf-corporate/withdraw'] = change('mf-corporate', 'withdraw', 'v2', 'v1');
    answers['POST /api/releases/mf-corporate/pin'] = change('mf-corporate', 'pin', 'v1', 'v1');
    answers['POST /api/releases/mf-corporate/unpin'] = change('mf-corporate', 'unpin', 'v1', 'v1');
    answers['POST /api/releases/mf-corporate/prune'] = {
      status: 200,
      body: { remote: 'mf-corporate', action: 'prune', from: null, to: null, removed: ['v0'] },
    };
    await run('activate', 'mf-public', 'p1', '--expect', 'none', '--force', '--reason', 'first');
    await run('withdraw', 'mf-corporate', '--expect', 'v2', '--reason', 'leaks data');
    await run('pin', 'mf-corporate', 'v1', '--expect', 'v1');
    await run('unpin', 'mf-corporate', '--reason', 'thaw');
    const pruned = await run('prune', 'mf-corporate', '--keep', '3');
    expect(requests.map((r) => [r.url, json(r)])).toEqual([
      ['/api/releases/mf-public/activate', { version: 'p1', expect: null, reason: 'first', force: true }],
      ['/api/releases/mf-corporate/withdraw', { expect: 'v2', reason: 'leaks data' }],
      ['/api/releases/mf-corporate/pin', { version: 'v1', expect: 'v1' }],
      ['/api/releases/mf-corporate/unpin', { reason: 'thaw' }],
      ['/api/releases/mf-corporate/prune', { keep: 3 }],
    ]);
    expect(pruned).toEqual(['mf-corporate: prune (none) -> (none); removed v0']);
  });

  it('withdraw needs a reason before anything is sent', async () => {
    await expect(run('withdraw', 'mf-corporate')).rejects.toThrow(/say why \(--reason/);
    expect(requests).toEqual([]);
  });

  it('409: a ReleaseConflictError naming who changed it; 422: a ReleaseRefusedError with every reason', async () => {
    answers['POST /api/releases/mf-corporate/rollback'] = {
      status: 409,
      body: {
        error: {
          code: 'RELEASE_CONFLICT',
          message:
            'mf-corporate changed since you looked: it serves v3 (rollback by bob@x, 2026-12-06T09:05:00Z); you expected v2',
          current: 'v3',
          changedBy: 'bob@x',
          changedAt: '2026-12-06T09:05:00Z',
        },
      },
    };
    const conflict = run('rollback', 'mf-corporate', '--expect', 'v2');
    await expect(conflict).rejects.toBeInstanceOf(ReleaseConflictError);
    await expect(conflict).rejects.toMatchObject({
      current: 'v3',
      changedBy: 'bob@x',
      message: expect.stringMatching(/rollback by bob@x/),
    });

    answers['POST /api/releases/mf-corporate/activate'] = {
      status: 422,
      body: {
        error: {
          code: 'RELEASE_REFUSED',
          message: 'mf-corporate@v4 refused',
          reasons: ['page-blog.1234abcd.js does not parse', 'smoke render of /corporate: throws'],
        },
      },
    };
    const refusal = run('activate', 'mf-corporate', 'v4', '--expect', 'v2');
    await expect(refusal).rejects.toBeInstanceOf(ReleaseRefusedError);
    await expect(refusal).rejects.toMatchObject({
      reasons: ['page-blog.1234abcd.js does not parse', 'smoke render of /corporate: throws'],
      message: expect.stringMatching(
        /refused\n {2}- page-blog\.1234abcd\.js does not parse\n {2}- smoke render/,
      ),
    });
  });

  it('401: says what RELEASE_TOKEN must be', async () => {
    answers['GET /api/releases'] = {
      status: 401,
      body: { error: { code: 'UNAUTHENTICATED', message: 'no token' } },
    };
    await expect(run('status')).rejects.toThrow(
      /release service refused \(401 UNAUTHENTICATED\): no token \(RELEASE_TOKEN must be a staff ID token with the release role/,
    );
  });

  it('publish: builds nothing with --from, uploads the dist as a tar.gz with the version the registry would give it', async () => {
    const dist = fakeBuild(root, 'mf-public', { content: 'new', server: true });
    const version = `1.2.3-${hashDirectory(dist).slice(0, 8)}`;
    answers['POST /api/releases/mf-public/publish'] = change('mf-public', 'publish', null, version);
    const lines = await run('publish', 'mf-public', '--from', dist, '--reason', 'release 12');
    expect(requests.map((r) => r.method)).toEqual(['GET', 'POST']);
    const upload = requests[1];
    const query = new URL(upload.url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      version,
      activate: 'true',
      expect: '', // nothing served
      reason: 'release 12',
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    expect(upload.contentType).toBe('application/gzip');
    await unpackDist(upload.body, path.join(root, 'received'));
    expect(hashDirectory(path.join(root, 'received'))).toBe(hashDirectory(dist));
    expect(lines).toEqual([
      expect.stringMatching(/^mf-public serves nothing \(read from the release service\)/),
      expect.stringMatching(new RegExp(`^uploading mf-public@${version} \\(\\d+ B\\)$`)),
      `published mf-public@${version}`,
      `mf-public: publish (none) -> ${version}`,
    ]);

    requests = [];
    await run('publish', 'mf-public', '--from', dist, '--version', 'v9', '--no-activate', '--force');
    expect(requests.map((r) => r.method)).toEqual(['POST']);
    expect(Object.fromEntries(new URL(requests[0].url, 'http://x').searchParams)).toMatchObject({
      version: 'v9',
      activate: 'false',
      force: 'true',
    });
  });

  it('status and list come from GET /api/releases', async () => {
    const status = served({ 'mf-corporate': 'v2', 'mf-public': null });
    const version = { publishedAt: '2026-12-01T00:00:00Z', publishedBy: 'ci', commit: null, bytes: 10 };
    status.remotes[0].versions = [
      { ...version, version: 'v1', current: false, released: true, withdrawn: true },
      { ...version, version: 'v2', current: true, released: true, withdrawn: false },
      { ...version, version: 'v3', current: false, released: false, withdrawn: false },
    ];
    answers['GET /api/releases'] = { status: 200, body: status };
    expect(await run('list', 'mf-corporate')).toEqual([
      '  mf-corporate@v1  2026-12-01T00:00:00Z  (WITHDRAWN)',
      '* mf-corporate@v2  2026-12-01T00:00:00Z',
      '  mf-corporate@v3  2026-12-01T00:00:00Z  (never served)',
    ]);
    answers['GET /api/releases'] = { status: 200, body: served({ 'mf-corporate': 'v2', 'mf-public': null }) };
    const lines = await run('status');
    expect(lines).toEqual([
      'mf-corporate  serves v2 (by alice@x, 2026-12-06T09:01:02Z); 0 versions, 0 B',
      'mf-public     serves NOTHING; 0 versions, 0 B',
      'disk: the registry takes 2.0 KB; 10.0 MB free',
      'retention: every publish keeps the last 5 published versions, the served and the held one, and any live in the last 24 h',
    ]);
  });

  it('the token goes over https only (or to this machine)', () => {
    expect(() => new ReleaseServiceClient('http://jobs.example/', 't')).toThrow(/only over https/);
    expect(() => new ReleaseServiceClient('https://jobs.example', 't')).not.toThrow();
  });
});

describe('direct mode in production', () => {
  it.each([{ RUN_MODE: 'production' }, { NODE_ENV: 'production' }])(
    'is refused (%o) without RELEASE_SERVICE_URL, before touching the registry',
    async (production) => {
      const dir = path.join(os.tmpdir(), `registry-refused-${process.pid}`);
      await expect(
        main(['rollback', 'mf-public'], { ...production, REGISTRY_DIR: dir }, () => undefined),
      ).rejects.toThrow(
        /^refused: changing the registry on disk .* directly in production .*RELEASE_SERVICE_URL=https:\/\/<site>\/ and RELEASE_TOKEN/,
      );
      expect(fs.existsSync(dir)).toBe(false);
    },
  );

  it('a service URL without a token is refused', async () => {
    await expect(
      main(['status'], { RELEASE_SERVICE_URL: 'https://jobs.example/' }, () => undefined),
    ).rejects.toThrow(/RELEASE_TOKEN is not/);
  });
});
