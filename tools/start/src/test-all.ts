/**
 * `npm test`: the whole non-browser suite of every project through Nx (lint, typecheck, unit and API tests
 * against PostgreSQL on 127.0.0.1:5432 and PGlite with the real Auth emulator), one task at a time so that
 * 2 cores and one emulator are not oversubscribed. Browser journeys: `npm run e2e` against `npm start`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const targets = process.env.TEST_TARGETS ?? 'lint,typecheck,test';
const result = spawnSync(
  'npx',
  [
    'nx',
    'run-many',
    '-t',
    ...targets.split(','),
    '--parallel=1',
    '--outputStyle=static',
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', CI: process.env.CI ?? 'true' },
  },
);
process.exit(result.status ?? 1);
