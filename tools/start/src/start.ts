/**
 * `npm start`: builds what changed (Nx cache), publishes every remote into the local registry, starts the Firebase
 * Auth emulator, the API (embedded PGlite unless DATABASE_URL is set; demo data on first start) and the gateway,
 * all on ONE address (default http://localhost:8080). Ctrl-C stops everything it started.
 * The API and the gateway run as the production images run them: `node` on their built JavaScript (api:build,
 * @jobportal/gateway:build; deploy/*.Dockerfile CMD), not their TypeScript sources.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Registry, REMOTES, type RemoteFolder } from '@jobportal/remotes';
import { firebaseConfigFromEnv } from '@jobportal/gateway';
import { authEmulatorCommand, authEmulatorRefusal } from '@jobportal/deployment';
import { isUp, startProcess, stopAll, waitForHttp } from './processes';
import { startMailCatcher } from './mail-catcher';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const started = Date.now();
const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 3000);
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const runMode = (process.env.RUN_MODE ?? 'development') as 'production' | 'development' | 'test';
// The emulator is for a developer's machine: off by default in production (and refused there, see below).
const useEmulator =
  (process.env.USE_AUTH_EMULATOR ?? (runMode === 'production' ? 'false' : 'true')) !== 'false';
// One address for everything; loopback unless HOST names another (a network address needs a real Firebase project).
const host = process.env.HOST ?? '127.0.0.1';
const publicBaseUrl = process.env.PUBLIC_BASE_URL ?? `http://localhost:${port}`;
const logDir = path.join(root, '.data', 'logs');
const shellDir = path.join(root, 'shell', 'dist');
const registryDir = process.env.REGISTRY_DIR ?? path.join(root, '.registry');
// The built servers, the entry points of deploy/api.Dockerfile and deploy/gateway.Dockerfile (CMD).
const API_ENTRY = 'api/dist/server.cjs';
const GATEWAY_ENTRY = 'tools/gateway/dist/main.mjs';
const firebase = firebaseConfigFromEnv();
const { projectId, tenants } = firebase;
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  FIREBASE_PROJECT_ID: projectId,
  FIREBASE_TENANT_CANDIDATE: tenants.candidate,
  FIREBASE_TENANT_CORPORATE: tenants.corporate,
  FIREBASE_TENANT_STAFF: tenants.staff,
  PUBLIC_BASE_URL: publicBaseUrl,
  RUN_MODE: runMode,
  ...(useEmulator ? { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost } : {}),
  // Every browser of a local start is 127.0.0.1: the new-companies-per-address limit would stop the journeys.
  ...(runMode === 'production'
    ? {}
    : {
        RATE_LIMIT_COMPANY_CREATE_PER_ADDRESS: process.env.RATE_LIMIT_COMPANY_CREATE_PER_ADDRESS ?? '1000/1d',
      }),
};

const step = (message: string) =>
  console.log(`[start] ${message} (+${Math.round((Date.now() - started) / 1000)} s)`);

function buildApps(): void {
  if (process.env.SKIP_BUILD === '1') {
    for (const entry of [API_ENTRY, GATEWAY_ENTRY])
      if (!fs.existsSync(path.join(root, entry))) throw new Error(`SKIP_BUILD=1 but ${entry} is not built`);
    return;
  }
  step('building shell, remotes, API and gateway (cached when unchanged)');
  execFileSync(
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'build',
      '-p',
      'shell',
      ...Object.keys(REMOTES),
      'api',
      '@jobportal/gateway',
      '--parallel=2',
      '--outputStyle=static',
    ],
    { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] },
  );
}

/**
 * Publishes each build; the operator's choice wins (a rollback or pin in the registry history, or another
 * published version made current), and a build the running shell cannot serve is published but not activated.
 */
function publishRemotes(): void {
  const registry = new Registry(registryDir, { shellDist: shellDir });
  for (const remote of Object.keys(REMOTES) as RemoteFolder[]) {
    const result = registry.deployBuild(remote, path.join(root, remote, 'dist'));
    const why = result.held
      ? ` (newest build ${result.version} not activated: ${result.held.action} by ${result.held.who} at ${result.held.when}; \`npm run remotes -- activate ${remote} ${result.version}\` or \`unpin ${remote}\`)`
      : result.refused
        ? ` (newest build ${result.version} not activated: ${result.refused})`
        : result.current === result.version
          ? ''
          : ` (newest build ${result.version} not active)`;
    step(`${remote}: serving ${result.current ?? 'NOTHING'}${why}`);
  }
}

async function startEmulator(): Promise<void> {
  if (!useEmulator) return;
  const url = `http://${emulatorHost}/`;
  if (await isUp(url)) {
    step(`auth emulator already running on ${emulatorHost}`);
    return;
  }
  step('starting the Firebase Auth emulator');
  startProcess(
    'auth-emulator',
    'npx',
    authEmulatorCommand({
      host: emulatorHost,
      projectId,
      configDir: path.join(logDir, `auth-emulator-${emulatorHost.replace(/\W/g, '_')}`),
    }),
    {
      cwd: root,
      env: { ...env, CI: 'true', FIREBASE_AUTH_EMULATOR_HOST: '' },
      logDir,
    },
  );
  await waitForHttp(url, 180_000);
  step('auth emulator ready');
}

async function startApi(smtpUrl: string | null): Promise<void> {
  const health = `http://127.0.0.1:${apiPort}/api/health`;
  if (await isUp(health)) {
    step(`API already running on :${apiPort}`);
    return;
  }
  step('starting the API');
  startProcess('api', process.execPath, [API_ENTRY], {
    cwd: root,
    // The API sits behind the gateway: loopback only, whatever HOST the gateway listens on.
    env: { ...env, PORT: String(apiPort), HOST: '127.0.0.1', ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}) },
    logDir,
    restart: true,
  });
  await waitForHttp(health, 300_000, (status) => status === 200);
  step('API ready');
}

/** The gateway (tools/gateway/src/main.ts reads these settings), on the portal's one address. */
async function startGateway(): Promise<void> {
  step('starting the gateway');
  startProcess('gateway', process.execPath, [GATEWAY_ENTRY], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: host,
      SHELL_DIR: shellDir,
      REGISTRY_DIR: registryDir,
      API_URL: `http://127.0.0.1:${apiPort}`,
      // Empty: no emulator proxy (USE_AUTH_EMULATOR=false), whatever the caller's environment says.
      FIREBASE_AUTH_EMULATOR_HOST: useEmulator ? emulatorHost : '',
    },
    logDir,
    restart: true,
  });
  await waitForHttp(`http://127.0.0.1:${port}/robots.txt`, 60_000, (status) => status === 200);
}

async function main(): Promise<void> {
  const shutdown = () => {
    console.log('\n[start] stopping');
    stopAll();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  const refusal = authEmulatorRefusal({
    emulator: useEmulator ? emulatorHost : null,
    runMode,
    host,
    allowOnNetwork: process.env.ALLOW_AUTH_EMULATOR_ON_NETWORK,
  });
  if (refusal) throw new Error(refusal);
  buildApps();
  publishRemotes();
  // The API creates the demo accounts in the emulator at start: the emulator must answer first.
  await startEmulator();
  await startApi(await startMailCatcher({ root, env, logDir, runMode, step }));
  await startGateway();
  console.log(`Ready: ${publicBaseUrl} (in ${Math.round((Date.now() - started) / 1000)} s)`);
}

main().catch((error: unknown) => {
  console.error(`[start] failed: ${(error as Error).message}`);
  stopAll();
  process.exit(1);
});
