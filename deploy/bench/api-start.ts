/**
 * Start-up time of the API, from source (`tsx api/src/server.ts`, how the image and `npm start` ran it before
 * issue 18) against the built bundle (`node api/dist/server.cjs`, the image's CMD now): time from spawn to the
 * first 200 of /api/health, interleaved, on one migrated PostgreSQL database (one worker, production mode).
 *   npx tsx deploy/bench/api-start.ts [rounds]     (needs `npx nx run api:build` first)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';

const root = path.resolve(__dirname, '../..');
const PG = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const PORT = 47345;
const rounds = Number(process.argv[2] ?? 7);
const variants = {
  source: [path.join(root, 'node_modules/.bin/tsx'), 'api/src/server.ts'],
  built: [process.execPath, 'api/dist/server.cjs'],
};

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: `${PG}/postgres` });
  await client.connect();
  await client.query(sql);
  await client.end();
}

async function once(command: string[], database: string): Promise<number> {
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      RUN_MODE: 'production',
      // What production refuses to start without (api/src/secrets.ts); nothing here sends mail or calls Google.
      ALERTS_SECRET: 'bench-signing-key-0123456789abcdefghijklmnopqrstuvwxyz',
      SMTP_URL: 'smtps://bench:relay@smtp.jobportal.co.th:465',
      MAIL_FROM: 'JobPortal <no-reply@jobportal.co.th>',
      SUPPORT_EMAIL: 'support@jobportal.co.th',
      PUBLIC_BASE_URL: 'https://jobportal.co.th',
      FIREBASE_PROJECT_ID: 'jobportal-bench',
      METADATA_SERVER_DETECTION: 'assume-present',
      API_WORKERS: '1',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATABASE_URL: `${PG}/${database}`,
      LOG_LEVEL: 'warn',
    },
    detached: true,
    stdio: 'ignore',
  });
  for (;;) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - started;
  process.kill(-child.pid!, 'SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  return ms;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

async function main(): Promise<void> {
  const database = `jp_bench_start_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${database}`);
  try {
    await once(variants.built, database); // migrate and seed the lookups once
    const times: Record<string, number[]> = { source: [], built: [] };
    for (let i = 0; i < rounds; i++)
      for (const [name, command] of Object.entries(variants)) times[name].push(await once(command, database));
    for (const [name, values] of Object.entries(times))
      console.log(
        `${name}: median ${quantile(values, 0.5).toFixed(0)} ms, p95 ${quantile(values, 0.95).toFixed(0)} ms (n=${values.length})`,
      );
  } finally {
    await admin(`drop database if exists ${database} with (force)`);
  }
}

void main();
