/**
 * What production runs is what we test: deploy/api.Dockerfile replayed outside Docker (no Docker engine on these
 * machines). Its build stage builds the API in the repository; its runtime stage is rebuilt in a temporary
 * directory outside the repository (so nothing resolves from the repository's node_modules) with `npm ci
 * --omit=dev` of the built lock file; then its CMD runs with its ENV and docker-compose.yml's api environment
 * against the real PostgreSQL on 127.0.0.1:5432 (a database of its own, dropped at the end).
 * Not proven here: the base image, the non-root USER's file permissions, the network and volumes of compose.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { parse } from 'yaml';
import { parseDockerfile, replayBuildStage, replayRuntimeStage } from './helpers/dockerfile';

const root = path.resolve(__dirname, '../..');
const PG = process.env.TEST_PG_URL ?? `postgres://${process.env.PGUSER ?? 'postgres'}@127.0.0.1:5432`;
const PORT = 47330 + (process.pid % 60);
/** Packages only development needs: none may be installed in, or required by, the runtime image. */
const DEV_ONLY = [
  'tsx',
  'typescript',
  'firebase-tools',
  '@rspack/core',
  'jest',
  '@playwright/test',
  'playwright',
  'nx',
  'esbuild',
];

const stages = parseDockerfile(fs.readFileSync(path.join(root, 'deploy/api.Dockerfile'), 'utf8'));
/** docker-compose.yml's api environment with its defaults (`${VAR:-default}` as if VAR were unset). */
const composeEnv = Object.fromEntries(
  Object.entries(
    (
      parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
        services: { api: { environment: Record<string, string> } };
      }
    ).services.api.environment,
  ).map(([key, value]) => [key, value.replace(/\$\{\w+:-([^}]*)\}/g, '$1')]),
);

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: `${PG}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('the API image (deploy/api.Dockerfile) run outside Docker', () => {
  let dir: string;
  let image: { env: Record<string, string>; cmd: string[] };
  const databases: string[] = [];
  const running = new Set<ChildProcess>();

  beforeAll(() => {
    replayBuildStage(stages[0], root);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-image-'));
    image = replayRuntimeStage(stages, root, dir);
  }, 120_000);

  afterAll(async () => {
    for (const child of running) process.kill(-child.pid!, 'SIGKILL');
    for (const name of databases) await admin(`drop database if exists ${name} with (force)`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The image's CMD with its ENV, compose's api environment and `extra`; resolves with the output at exit. */
  function run(extra: Record<string, string>): {
    child: ChildProcess;
    output: () => string;
    exited: Promise<number | null>;
  } {
    const [command, ...args] = image.cmd;
    expect(command).toBe('node');
    let output = '';
    const child = spawn(process.execPath, args, {
      cwd: dir,
      // A container's environment: nothing from this shell but PATH.
      env: {
        PATH: process.env.PATH ?? '',
        ...image.env,
        ...composeEnv,
        HOST: '127.0.0.1',
        PORT: String(PORT),
        ...extra,
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    for (const stream of [child.stdout, child.stderr])
      stream?.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => {
        running.delete(child);
        resolve(code);
      }),
    );
    return { child, output: () => output, exited };
  }

  async function database(): Promise<string> {
    const name = `jp_deploy_${randomBytes(5).toString('hex')}`;
    await admin(`create database ${name}`);
    databases.push(name);
    return name;
  }

  async function untilHealthy(output: () => string, exited: Promise<number | null>): Promise<void> {
    let gone = false;
    void exited.then(() => (gone = true));
    const deadline = Date.now() + 40_000;
    while (Date.now() < deadline && !gone) {
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the API did not answer /api/health:\n${output()}`);
  }

  async function stop(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }

  const get = async <T>(route: string): Promise<T> => {
    const response = await fetch(`http://127.0.0.1:${PORT}/api${route}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };

  it('installs only runtime packages, outside the repository, and the bundle requires nothing else', () => {
    expect(path.relative(root, dir).startsWith('..')).toBe(true);
    for (const name of DEV_ONLY) expect(fs.existsSync(path.join(dir, 'node_modules', name))).toBe(false);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const runtime = ['package.json', 'api/package.json'].flatMap((file) =>
      Object.keys(
        (JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { dependencies: object }).dependencies,
      ),
    );
    for (const name of Object.keys(manifest.dependencies)) expect(runtime).toContain(name);
    // Every module the built file loads: Node's own or a package of the runtime manifest.
    const bundle = fs.readFileSync(path.join(dir, image.cmd[1]), 'utf8');
    const loaded = [...bundle.matchAll(/\b(?:require|import)\("([^"./][^"]*)"\)/g)].map(
      ([, specifier]) => specifier,
    );
    expect(loaded.length).toBeGreaterThan(5);
    for (const specifier of loaded) {
      const name = specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : specifier.split('/')[0];
      if (specifier.startsWith('node:') || builtinModules.includes(name)) continue;
      expect(Object.keys(manifest.dependencies)).toContain(name);
      expect(DEV_ONLY).not.toContain(name);
    }
  });

  it('starts in production on PostgreSQL: migrations applied, public routes answer, no demo data', async () => {
    const name = await database();
    const api = run({ DATABASE_URL: `${PG}/${name}` });
    await untilHealthy(api.output, api.exited);
    const journal = JSON.parse(
      fs.readFileSync(path.join(root, 'api/drizzle/meta/_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const client = new Client({ connectionString: `${PG}/${name}` });
    await client.connect();
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from drizzle.__drizzle_migrations',
    );
    await client.end();
    expect(Number(rows[0].n)).toBe(journal.entries.length);
    // The reference lists production needs are there; the demo companies, jobs and posts are not.
    expect((await get<{ provinces: unknown[] }>('/lookups')).provinces.length).toBeGreaterThan(70);
    expect((await get<{ total: number }>('/jobs/search?limit=1')).total).toBe(0);
    expect((await get<{ items: unknown[] }>('/blog?limit=1')).items).toEqual([]);
    await stop(api.child, api.exited);
  }, 60_000);

  it('seeds the demo data only with SEED_DEMO=true', async () => {
    const name = await database();
    const api = run({ DATABASE_URL: `${PG}/${name}`, SEED_DEMO: 'true', API_WORKERS: '1' });
    await untilHealthy(api.output, api.exited);
    expect((await get<{ items: unknown[] }>('/blog?limit=1')).items).toHaveLength(1);
    await stop(api.child, api.exited);
  }, 60_000);

  it('refuses the Auth emulator in production before touching anything', async () => {
    const name = await database();
    const api = run({ DATABASE_URL: `${PG}/${name}`, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' });
    expect(await api.exited).not.toBe(0);
    expect(api.output()).toMatch(/RUN_MODE=production/);
    const client = new Client({ connectionString: `${PG}/${name}` });
    await client.connect();
    const { rows } = await client.query(
      "select count(*) as n from information_schema.schemata where schema_name = 'drizzle'",
    );
    await client.end();
    expect(Number(rows[0].n)).toBe(0);
  }, 30_000);
});
