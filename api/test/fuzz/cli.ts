/**
 * The fuzz suite on demand:
 *   npm run fuzz -w @jobportal/api -- --requests 100000 [--seed 14] [--driver pglite|pg] [--concurrency 1]
 *   npm run fuzz -w @jobportal/api -- --base-url http://127.0.0.1:8080 --requests 100000
 * Without --base-url the API is built in this process on a fresh database (app.inject); with it the requests go
 * over HTTP (e.g. through the gateway of `npm start`), whose API must use the same Auth emulator. Options can also
 * be given as FUZZ_REQUESTS, FUZZ_SEED, FUZZ_DRIVER, FUZZ_BASE_URL, FUZZ_CONCURRENCY. Exit code 1 on any failure.
 */
import '../setup/env';
import type { ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createTestDb, type Driver, type TestDb } from '../helpers/db';
import { insertBlogPost, insertLookups } from '../helpers/fixtures';
import { emulatorAnswers, startEmulator, stopEmulator } from '../setup/emulator';
import { operationsOf, type OpenApiDoc } from './openapi';
import { formatReport, runFuzz, type Send } from './runner';
import { httpSender, injectSender } from './senders';
import { liftRateLimits, prepareWorld, ROLES } from './world';

function option(name: string, env: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : (process.env[env] ?? fallback);
}

async function main(): Promise<number> {
  const requests = Number(option('requests', 'FUZZ_REQUESTS', '100000'));
  const seed = Number(option('seed', 'FUZZ_SEED', '14'));
  const baseUrl = option('base-url', 'FUZZ_BASE_URL', '');
  const driver = option('driver', 'FUZZ_DRIVER', 'pglite') as Driver;
  const concurrency = Number(option('concurrency', 'FUZZ_CONCURRENCY', '1'));

  let emulator: ChildProcess | undefined;
  if (!(await emulatorAnswers())) emulator = await startEmulator();
  let testDb: TestDb | undefined;
  let app: FastifyInstance | undefined;
  try {
    let send: Send;
    let doc: OpenApiDoc;
    if (baseUrl) {
      send = httpSender(baseUrl);
      const res = await fetch(new URL('/api/openapi.json', baseUrl));
      doc = (await res.json()) as OpenApiDoc;
    } else {
      liftRateLimits();
      testDb = await createTestDb(driver);
      await insertLookups(testDb.handle.db);
      await insertBlogPost(testDb.handle.db, 'fuzz-post');
      app = await buildApp({ db: testDb.handle.db, cacheTtlMs: 0, logger: false });
      await app.ready();
      send = injectSender(app);
      doc = app.swagger() as unknown as OpenApiDoc;
    }
    const world = await prepareWorld(send, operationsOf(doc));
    const report = await runFuzz({
      doc,
      send,
      roles: ROLES,
      auth: world.auth,
      known: world.known,
      requests,
      seed,
      concurrency,
    });
    console.log(formatReport(report, `fuzz ${baseUrl || `in-process [${driver}]`}`));
    return report.failureCount === 0 ? 0 : 1;
  } finally {
    await app?.close();
    await testDb?.dispose();
    if (emulator) stopEmulator(emulator);
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
