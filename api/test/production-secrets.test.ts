/**
 * Production refuses development secrets (issue 46): every secret and production setting of src/secrets.ts, missing
 * or a development value, stops a RUN_MODE=production start with a message naming it (every offending one at once);
 * with all of them set it starts; development keeps its defaults. The list is the one place: docs/SECURITY.md,
 * docker-compose.yml and README are checked against it. No emulator and, except the real start, no database.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { loadConfig, REPO_ROOT } from '../src/config';
import { mailSettings, MAIL_DEVELOPMENT_DEFAULTS } from '../src/services/alerts/email/settings';
import { supportMailSettings } from '../src/services/backoffice/support-mail';
import { PRODUCTION_SETTINGS, productionProblems, productionRefusal, secretsTable } from '../src/secrets';
import { DRIVERS } from './helpers/app';
import { createTestDb } from './helpers/db';
import { freePort } from './helpers/own-postgres';
import { productionEnv, serviceAccountFile } from './helpers/production-env';

const API_DIR = path.join(REPO_ROOT, 'api');
const credentials = serviceAccountFile();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'jp-secrets-'));
const file = (name: string, content: string) => {
  const p = path.join(scratch, name);
  fs.writeFileSync(p, content);
  return p;
};

afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.rmSync(path.dirname(credentials), { recursive: true, force: true });
});

/** The complete production environment with some variables changed (null: removed). */
function envWith(changes: Record<string, string | null> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...productionEnv(credentials) };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete env[name];
    else env[name] = value;
  }
  return env;
}

/** Runs fn with process.env replaced (loadConfig and the mail settings read it). */
function withProcessEnv<T>(env: NodeJS.ProcessEnv, fn: () => T): T {
  const saved = process.env;
  process.env = { ...env };
  try {
    return fn();
  } finally {
    process.env = saved;
  }
}

const devSecret = MAIL_DEVELOPMENT_DEFAULTS.alertsSecret;
const key = (prefix: string) => `${prefix}${'k9'.repeat(20)}`;

/** For each setting: values production refuses (missing, a development default, other development values). */
const REFUSED: [name: string, changes: Record<string, string | null>, reason: RegExp][] = [
  ['ALERTS_SECRET', { ALERTS_SECRET: null }, /not set/],
  ['ALERTS_SECRET', { ALERTS_SECRET: '' }, /not set/],
  ['ALERTS_SECRET', { ALERTS_SECRET: devSecret }, /development or placeholder/],
  ['ALERTS_SECRET', { ALERTS_SECRET: 'only-16-chars-xy' }, /shorter than 32/],
  ['ALERTS_SECRET', { ALERTS_SECRET: key('change-me-') }, /development or placeholder/],
  ['REPORT_SECRET', { REPORT_SECRET: devSecret }, /development or placeholder/],
  ['REPORT_SECRET', { REPORT_SECRET: 'short-report-key' }, /shorter than 32/],
  ['SMTP_URL', { SMTP_URL: null }, /not set/],
  ['SMTP_URL', { SMTP_URL: MAIL_DEVELOPMENT_DEFAULTS.smtpUrl }, /mail catcher \(127\.0\.0\.1:1025\)/],
  ['SMTP_URL', { SMTP_URL: 'smtp://localhost:1025' }, /mail catcher/],
  ['SMTP_URL', { SMTP_URL: 'smtp://mailpit:1025' }, /mail catcher/],
  ['SMTP_URL', { SMTP_URL: 'https://smtp.jobportal.co.th' }, /not an smtp/],
  ['MAIL_FROM', { MAIL_FROM: null }, /not set/],
  ['MAIL_FROM', { MAIL_FROM: MAIL_DEVELOPMENT_DEFAULTS.from }, /development default/],
  ['MAIL_FROM', { MAIL_FROM: 'no-reply@jobportal.local' }, /not a domain mail/],
  ['MAIL_FROM', { MAIL_FROM: 'JobPortal <no-reply@example.com>' }, /not a domain mail/],
  ['MAIL_FROM', { MAIL_FROM: 'JobPortal' }, /not an e-mail address/],
  ['SUPPORT_EMAIL', { SUPPORT_EMAIL: null }, /not set/],
  ['SUPPORT_EMAIL', { SUPPORT_EMAIL: MAIL_DEVELOPMENT_DEFAULTS.supportEmail }, /development default/],
  ['SUPPORT_EMAIL', { SUPPORT_EMAIL: 'help@portal.test' }, /not a domain mail/],
  ['PUBLIC_BASE_URL', { PUBLIC_BASE_URL: null }, /not set/],
  ['PUBLIC_BASE_URL', { PUBLIC_BASE_URL: 'jobportal.co.th' }, /not an http\(s\) URL/],
  ['DATABASE_URL', { DATABASE_URL: null }, /PGlite is for development/],
  [
    'DATABASE_URL',
    { DATABASE_URL: 'postgres://jobportal:jobportal@postgres:5432/jobportal' },
    /POSTGRES_PASSWORD/,
  ],
  ['DATABASE_URL', { DATABASE_URL: 'mysql://u:p@db/jobportal' }, /not a postgres/],
  ['FIREBASE_PROJECT_ID', { FIREBASE_PROJECT_ID: null }, /not set/],
  ['FIREBASE_PROJECT_ID', { FIREBASE_PROJECT_ID: 'demo-jobportal' }, /demo project/],
  ['GOOGLE_APPLICATION_CREDENTIALS', { GOOGLE_APPLICATION_CREDENTIALS: null }, /METADATA_SERVER_DETECTION/],
  ['GOOGLE_APPLICATION_CREDENTIALS', { GOOGLE_APPLICATION_CREDENTIALS: '/nowhere/key.json' }, /ENOENT/],
  ['GOOGLE_APPLICATION_CREDENTIALS', { GOOGLE_APPLICATION_CREDENTIALS: 'not-json' }, /not JSON/],
  ['GOOGLE_APPLICATION_CREDENTIALS', { GOOGLE_APPLICATION_CREDENTIALS: 'gcloud-login' }, /authorized_user/],
  ['GOOGLE_APPLICATION_CREDENTIALS', { GOOGLE_APPLICATION_CREDENTIALS: 'broken-key' }, /does not parse/],
  ['GOOGLE_APPLICATION_CREDENTIALS', { GOOGLE_APPLICATION_CREDENTIALS: 'no-email' }, /client_email/],
  ['FIREBASE_AUTH_EMULATOR_HOST', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, /forged sign-ins/],
  [
    'AI_PROVIDER_API_KEY',
    { AI_PROVIDER_BASE_URL: 'https://api.openai.example/v1', AI_PROVIDER_MODEL: 'gpt-x' },
    /switches the provider on/,
  ],
];

/** Files some cases name (GOOGLE_APPLICATION_CREDENTIALS): written once, named by a word in the table. */
function resolveFiles(changes: Record<string, string | null>): Record<string, string | null> {
  const account = JSON.parse(fs.readFileSync(credentials, 'utf8')) as Record<string, unknown>;
  const files: Record<string, () => string> = {
    'not-json': () => file('not-json.json', 'GOOGLE CREDENTIALS'),
    'gcloud-login': () =>
      file(
        'adc.json',
        JSON.stringify({ type: 'authorized_user', client_id: 'x', client_secret: 'y', refresh_token: 'z' }),
      ),
    'broken-key': () =>
      file('broken.json', JSON.stringify({ ...account, private_key: '-----BEGIN PRIVATE KEY-----\nxx\n' })),
    'no-email': () => file('no-email.json', JSON.stringify({ ...account, client_email: '' })),
  };
  const value = changes.GOOGLE_APPLICATION_CREDENTIALS;
  return value && files[value] ? { ...changes, GOOGLE_APPLICATION_CREDENTIALS: files[value]() } : changes;
}

describe('production refuses development secrets', () => {
  it('starts with every secret set (loadConfig + the check, as server.ts runs them)', () => {
    withProcessEnv(envWith(), () => {
      const config = loadConfig();
      expect(config.runMode).toBe('production');
      expect(productionRefusal(config.runMode, process.env)).toBeNull();
    });
  });

  it('development and test keep their defaults: nothing is refused, the e-mail settings fall back', () => {
    for (const runMode of ['development', 'test']) expect(productionRefusal(runMode, {})).toBeNull();
    withProcessEnv({ RUN_MODE: 'development', ALERTS_SECRET: '', SMTP_URL: '' }, () => {
      expect(productionRefusal(loadConfig().runMode, process.env)).toBeNull();
      // compose's empty `${NAME:-}` is unset: the development values, not an empty key or SMTP URL
      expect(mailSettings()).toMatchObject({
        secret: MAIL_DEVELOPMENT_DEFAULTS.alertsSecret,
        smtpUrl: MAIL_DEVELOPMENT_DEFAULTS.smtpUrl,
        from: MAIL_DEVELOPMENT_DEFAULTS.from,
      });
      expect(supportMailSettings().replyTo).toBe(MAIL_DEVELOPMENT_DEFAULTS.supportEmail);
    });
  });

  it.each(REFUSED)('refuses %s: %j', (name, changes, reason) => {
    const env = envWith(resolveFiles(changes));
    expect(productionProblems('production', env)).toEqual([{ name, problem: expect.stringMatching(reason) }]);
    const message = productionRefusal('production', env) ?? '';
    expect(message).toMatch(/^RUN_MODE=production refuses to start/);
    expect(message).toContain(`${name}: `);
    // a secret's value never appears in the message
    const setting = PRODUCTION_SETTINGS.find((s) => s.name === name);
    const value = env[name];
    if (setting?.secret && value) expect(message).not.toContain(value);
  });

  it('has a refused case for every setting of the list', () => {
    expect([...new Set(REFUSED.map(([name]) => name))].sort()).toEqual(
      PRODUCTION_SETTINGS.map((s) => s.name).sort(),
    );
  });

  it('accepts the production forms that are not key files or remote relays', () => {
    const accepted: Record<string, string | null>[] = [
      // REPORT_SECRET unset: the reporters' hash uses ALERTS_SECRET
      { REPORT_SECRET: null },
      { REPORT_SECRET: key('report-') },
      // a relay on this host (a local MTA), not the catcher's port
      { SMTP_URL: 'smtp://localhost:25' },
      { MAIL_FROM: 'no-reply@jobportal.co.th' },
      // a local trial of production
      { PUBLIC_BASE_URL: 'http://localhost:8080' },
      { DATABASE_URL: 'postgresql://jobportal@127.0.0.1/jobportal' },
      // the platform's credentials: declared, or recognised on Cloud Run / App Engine
      { GOOGLE_APPLICATION_CREDENTIALS: null, METADATA_SERVER_DETECTION: 'assume-present' },
      { GOOGLE_APPLICATION_CREDENTIALS: null, K_SERVICE: 'jobportal-api' },
      { GOOGLE_APPLICATION_CREDENTIALS: null, GAE_SERVICE: 'default' },
      {
        GOOGLE_APPLICATION_CREDENTIALS: file(
          'federation.json',
          JSON.stringify({ type: 'external_account', audience: 'x', subject_token_type: 'y' }),
        ),
      },
      // the provider off, on loopback without a key, or with its key
      { AI_PROVIDER_BASE_URL: 'https://api.openai.example/v1' },
      { AI_PROVIDER_BASE_URL: 'http://127.0.0.1:11434/v1', AI_PROVIDER_MODEL: 'llama' },
      {
        AI_PROVIDER_BASE_URL: 'https://api.openai.example/v1',
        AI_PROVIDER_MODEL: 'x',
        AI_PROVIDER_API_KEY: 'sk-1',
      },
    ];
    for (const changes of accepted)
      expect([changes, productionProblems('production', envWith(changes))]).toEqual([changes, []]);
  });

  it('names every offending variable at once, not one at a time', () => {
    const message = productionRefusal('production', { RUN_MODE: 'production' }) ?? '';
    const required = [
      'ALERTS_SECRET',
      'SMTP_URL',
      'MAIL_FROM',
      'SUPPORT_EMAIL',
      'PUBLIC_BASE_URL',
      'DATABASE_URL',
      'FIREBASE_PROJECT_ID',
      'GOOGLE_APPLICATION_CREDENTIALS',
    ];
    expect(message).toContain(`${required.length} secrets or settings are missing`);
    for (const name of required) expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
    expect(message).toContain('docs/SECURITY.md "Secrets"');
  });
});

describe('the list is the one place', () => {
  it('docs/SECURITY.md "Secrets" is the list rendered', () => {
    const doc = fs.readFileSync(path.join(REPO_ROOT, 'docs/SECURITY.md'), 'utf8');
    const start = doc.indexOf('<!-- secrets:start');
    const end = doc.indexOf('<!-- secrets:end -->');
    expect(doc).toContain('## Secrets');
    expect(start).toBeGreaterThan(0);
    // regenerate: npx tsx api/src/cli/secrets.ts
    expect(doc.slice(doc.indexOf('\n', start) + 1, end).trim()).toBe(secretsTable());
  });

  it("docker-compose.yml's api lists every one, with no development default for a secret", () => {
    const compose = parse(fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8')) as {
      services: { api: { environment: Record<string, string> } };
    };
    const environment = compose.services.api.environment;
    for (const setting of PRODUCTION_SETTINGS) {
      expect([setting.name, setting.name in environment]).toEqual([setting.name, true]);
      // DATABASE_URL is built from POSTGRES_PASSWORD (its development value refused by the check)
      if (setting.secret && setting.name !== 'DATABASE_URL')
        expect(environment[setting.name]).toBe(`\${${setting.name}:-}`);
    }
  });

  it("README's configuration table names the refusal and every required secret", () => {
    const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const table = readme.slice(
      readme.indexOf('## Configuration (environment)'),
      readme.indexOf('## Workspace'),
    );
    expect(table).toMatch(/refuses to start/);
    expect(table).toContain('docs/SECURITY.md');
    for (const setting of PRODUCTION_SETTINGS) expect(table).toContain(`\`${setting.name}\``);
  });
});

/** `node --import tsx src/server.ts` (the entry point) with exactly env; its exit code and output. */
function startServer(env: NodeJS.ProcessEnv, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), API_WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('the server entry point in production', () => {
  it('exits non-zero before touching the database, naming each missing or development secret', async () => {
    // a database nobody listens on: reaching it would print a connection error instead of the refusal
    const port = await freePort();
    const server = startServer(
      envWith({
        ALERTS_SECRET: null,
        SMTP_URL: MAIL_DEVELOPMENT_DEFAULTS.smtpUrl,
        FIREBASE_PROJECT_ID: 'demo-jobportal',
        DATABASE_URL: `postgres://jobportal:db-password@127.0.0.1:${await freePort()}/none`,
      }),
      port,
    );
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toContain('RUN_MODE=production refuses to start: 3 secrets or settings are missing');
    for (const name of ['ALERTS_SECRET', 'SMTP_URL', 'FIREBASE_PROJECT_ID'])
      expect(output).toMatch(new RegExp(`^  ${name}: `, 'm'));
    expect(output).not.toMatch(/ECONNREFUSED|listening/);
  }, 60_000);

  (DRIVERS.includes('pg') ? it : it.skip)(
    'starts with every secret set (PostgreSQL, the real Firebase project named, no emulator)',
    async () => {
      const db = await createTestDb('pg');
      const port = await freePort();
      const server = startServer(envWith({ DATABASE_URL: db.url ?? '', LOG_LEVEL: 'warn' }), port);
      try {
        let status = 0;
        for (let i = 0; i < 300 && status !== 200; i++) {
          if (server.child.exitCode !== null) break;
          status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
            (r) => r.status,
            () => 0,
          );
          if (status !== 200) await new Promise((r) => setTimeout(r, 200));
        }
        expect([status, server.output()]).toEqual([200, expect.not.stringContaining('refuses')]);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
        await db.dispose().catch(() => undefined);
      }
    },
    120_000,
  );
});
