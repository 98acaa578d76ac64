/**
 * What production runs is what we test: deploy/api.Dockerfile replayed outside Docker (no Docker engine on these
 * machines). Its build stage builds the API in the repository; its runtime stage is rebuilt in a temporary
 * directory outside the repository (so nothing resolves from the repository's node_modules) with `npm ci
 * --omit=dev` of the built lock file; then its CMD runs with its ENV and docker-compose.yml's api environment
 * against the real PostgreSQL on 127.0.0.1:5432 (databases of its own, dropped at the end).
 * Not proven here: the base image, the non-root USER's file permissions, the network and volumes of compose.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
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
const PG = process.env.TEST_PG_URL ?? `postgres://${process.env.PGUSER ?? 'postgres'}@127.0.0.1:5432`;
const PORT = 47330 + (process.pid % 30);
const stages = parseDockerfile(fs.readFileSync(path.join(root, 'deploy/api.Dockerfile'), 'utf8'));

async function query<T>(database: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: `${PG}/${database}` });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('the API image (deploy/api.Dockerfile) run outside Docker', () => {
  let dir: string;
  let image: { env: Record<string, string>; cmd: string[] };
  const databases: string[] = [];

  beforeAll(() => {
    replayBuildStage(stages[0], root);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-image-'));
    image = replayRuntimeStage(stages, root, dir);
  }, 120_000);

  afterAll(async () => {
    killAll();
    for (const name of databases) await query('postgres', `drop database if exists ${name} with (force)`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /**
   * What an operator sets for production (docs/SECURITY.md "Secrets"; compose gives them no default): the API refuses
   * to start without them. The service account key is one Google would issue (a real RSA key); nothing calls Google.
   */
  function productionSecrets(): Record<string, string> {
    const credentials = path.join(dir, 'service-account.json');
    if (!fs.existsSync(credentials)) {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      fs.writeFileSync(
        credentials,
        JSON.stringify({
          type: 'service_account',
          project_id: 'jobportal-prod',
          private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
          client_email: 'api@jobportal-prod.iam.gserviceaccount.com',
        }),
      );
    }
    return {
      ALERTS_SECRET: randomBytes(32).toString('base64'),
      SMTP_URL: 'smtps://mailer:relay-password@smtp.jobportal.co.th:465',
      MAIL_FROM: 'JobPortal <no-reply@jobportal.co.th>',
      SUPPORT_EMAIL: 'support@jobportal.co.th',
      FIREBASE_PROJECT_ID: 'jobportal-prod',
      GOOGLE_APPLICATION_CREDENTIALS: credentials,
    };
  }

  /** The image's CMD on a new database, with compose's api environment and the production secrets, on loopback. */
  async function start(extra: Record<string, string> = {}, secrets = productionSecrets()) {
    const database = `jp_deploy_${randomBytes(5).toString('hex')}`;
    await query('postgres', `create database ${database}`);
    databases.push(database);
    const api = runCmd(image.cmd, dir, {
      ...image.env,
      ...composeEnvironment(root, 'api'),
      ...secrets,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATABASE_URL: `${PG}/${database}`,
      ...extra,
    });
    return { api, database };
  }

  const get = async <T>(route: string): Promise<T> => {
    const response = await fetch(`http://127.0.0.1:${PORT}/api${route}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };

  it('installs only runtime packages, outside the repository, and the bundle loads nothing else', () => {
    expect(path.relative(root, dir).startsWith('..')).toBe(true);
    for (const name of DEV_ONLY) expect(fs.existsSync(path.join(dir, 'node_modules', name))).toBe(false);
    const manifest = Object.keys(
      (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: object })
        .dependencies,
    );
    const runtime = ['package.json', 'api/package.json'].flatMap((file) =>
      Object.keys(
        (JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { dependencies: object }).dependencies,
      ),
    );
    for (const name of manifest) expect(runtime).toContain(name);
    const loaded = loadedPackages(fs.readFileSync(path.join(dir, image.cmd[1]), 'utf8'));
    expect(loaded).toEqual(expect.arrayContaining(['fastify', 'pg', 'drizzle-orm']));
    for (const name of loaded) expect(manifest).toContain(name);
  });

  it('starts in production on PostgreSQL: migrations applied, public routes answer, no demo data', async () => {
    const { api, database } = await start();
    await untilOk(`http://127.0.0.1:${PORT}/api/health`, api);
    const journal = JSON.parse(
      fs.readFileSync(path.join(root, 'api/drizzle/meta/_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const [{ n }] = await query<{ n: string }>(
      database,
      'select count(*) as n from drizzle.__drizzle_migrations',
    );
    expect(Number(n)).toBe(journal.entries.length);
    // The reference lists production needs are there; the demo companies, jobs and posts are not.
    expect((await get<{ provinces: unknown[] }>('/lookups')).provinces.length).toBeGreaterThan(70);
    expect((await get<{ total: number }>('/jobs/search?limit=1')).total).toBe(0);
    expect((await get<{ items: unknown[] }>('/blog?limit=1')).items).toEqual([]);
    await stop(api);
  }, 60_000);

  it('seeds the demo data only with SEED_DEMO=true', async () => {
    const { api } = await start({ SEED_DEMO: 'true', API_WORKERS: '1' });
    await untilOk(`http://127.0.0.1:${PORT}/api/health`, api);
    expect((await get<{ items: unknown[] }>('/blog?limit=1')).items).toHaveLength(1);
    await stop(api);
  }, 60_000);

  it('refuses the Auth emulator in production before touching the database', async () => {
    const { api, database } = await start({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' });
    expect(await api.exited).not.toBe(0);
    expect(api.output()).toMatch(/RUN_MODE=production/);
    const schemas = await query(
      database,
      "select 1 from information_schema.schemata where schema_name = 'drizzle'",
    );
    expect(schemas).toEqual([]);
  }, 30_000);

  it("refuses compose's development values in production, naming each, before touching the database", async () => {
    // compose as it stands without the operator's secrets: empty ones, the demo project, the mail catcher
    const { api, database } = await start({ SMTP_URL: 'smtp://127.0.0.1:1025' }, {});
    expect(await api.exited).not.toBe(0);
    const output = api.output();
    expect(output).toMatch(/RUN_MODE=production refuses to start/);
    for (const name of [
      'ALERTS_SECRET',
      'SMTP_URL',
      'MAIL_FROM',
      'SUPPORT_EMAIL',
      'FIREBASE_PROJECT_ID',
      'GOOGLE_APPLICATION_CREDENTIALS',
    ])
      expect(output).toMatch(new RegExp(`^  ${name}: `, 'm'));
    const schemas = await query(
      database,
      "select 1 from information_schema.schemata where schema_name = 'drizzle'",
    );
    expect(schemas).toEqual([]);
  }, 30_000);
});
