/**
 * Every secret and production-required setting of the API, in one list: what each is for, its development default
 * and how production checks it. `RUN_MODE=production` refuses to start (src/server.ts, before the database is
 * touched) while any of them is missing or a development value, naming every offending variable at once.
 * docs/SECURITY.md "Secrets" is this list rendered (`npx tsx api/src/cli/secrets.ts` prints it; api/test/production-
 * secrets.test.ts checks the page, docker-compose.yml and README against it).
 * A message never carries a secret's value.
 */
import { createPrivateKey } from 'node:crypto';
import fs from 'node:fs';
import { isLoopbackHost } from '@jobportal/deployment';
import { envValue, MAIL_DEVELOPMENT_DEFAULTS } from './services/alerts/email/settings';

type Env = NodeJS.ProcessEnv;

export interface ProductionSetting {
  /** The environment variable. */
  name: string;
  /** A secret: its value is never printed (messages name the variable only). */
  secret: boolean;
  /** What the product uses it for. */
  purpose: string;
  /** Its value outside production. */
  development: string;
  /** What production requires (the rule `problem` applies). */
  production: string;
  /** Why this environment's value is refused in production, or null when it is accepted. */
  problem(env: Env): string | null;
}

/** Signing keys: at least this many characters (`openssl rand -base64 32` gives 44). */
export const MIN_KEY_LENGTH = 32;

/** Words of development and placeholder values: refused in a key whatever its length. */
const PLACEHOLDER = /dev-only|not-for-production|change-?me|placeholder|example|<[^>]*>/i;

/** The port of the development mail catchers (`npm start`'s, MailHog, Mailpit). */
const MAIL_CATCHER_PORT = '1025';

/** Domains no real mailbox has (RFC 2606, RFC 6761, mDNS). */
const NO_MAIL_DOMAIN = /(^|\.)(local|localhost|test|invalid|example|internal)$|^example\.(com|net|org)$/i;

/** The compose file's development database password (POSTGRES_PASSWORD default). */
const DEVELOPMENT_DB_PASSWORD = 'jobportal';

/** Key files production accepts: a service account, workload identity federation, an impersonated account. */
const CREDENTIAL_TYPES = ['service_account', 'external_account', 'impersonated_service_account'];

function signingKey(env: Env, name: string): string | null {
  const value = envValue(env, name);
  if (value === undefined) return 'not set';
  if (value === MAIL_DEVELOPMENT_DEFAULTS.alertsSecret || PLACEHOLDER.test(value))
    return 'is a development or placeholder value';
  if (value.trim().length < MIN_KEY_LENGTH)
    return `is shorter than ${MIN_KEY_LENGTH} characters (e.g. \`openssl rand -base64 32\`)`;
  return null;
}

function url(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function mailbox(env: Env, name: string, development: string): string | null {
  const value = envValue(env, name);
  if (value === undefined) return 'not set';
  if (value === development) return `is the development default (${development})`;
  const address = (/<([^>]*)>\s*$/.exec(value)?.[1] ?? value).trim();
  const domain = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/.exec(address)?.[1];
  if (!domain) return `"${value}" is not an e-mail address (name@domain or Name <name@domain>)`;
  if (NO_MAIL_DOMAIN.test(domain)) return `"${domain}" is not a domain mail can be delivered to`;
  return null;
}

function credentialsFile(file: string): string | null {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return code ? `names ${file}, which cannot be read (${code})` : `names ${file}, which is not JSON`;
  }
  const key = (json ?? {}) as Record<string, unknown>;
  if (key.type === 'authorized_user')
    return `names a person's gcloud login (${file}, type authorized_user): use a service account`;
  if (typeof key.type !== 'string' || !CREDENTIAL_TYPES.includes(key.type))
    return `names ${file}, which is not a Google credentials file (type ${CREDENTIAL_TYPES.join(', ')})`;
  if (key.type !== 'service_account') return null;
  for (const field of ['project_id', 'client_email', 'private_key'])
    if (typeof key[field] !== 'string' || key[field] === '')
      return `names a service account key without "${field}" (${file})`;
  try {
    createPrivateKey(key.private_key as string);
  } catch {
    return `names a service account key whose private_key does not parse (${file})`;
  }
  return null;
}

export const PRODUCTION_SETTINGS: readonly ProductionSetting[] = [
  {
    name: 'ALERTS_SECRET',
    secret: true,
    purpose:
      'HMAC key of the one-click unsubscribe link in every e-mail (anyone with it can unsubscribe anyone); also the ' +
      "key of guest reporters' address hash when `REPORT_SECRET` is unset",
    development: 'a fixed, public key (`dev-only-…`)',
    production: `required: at least ${MIN_KEY_LENGTH} random characters, not a development or placeholder value`,
    problem: (env) => signingKey(env, 'ALERTS_SECRET'),
  },
  {
    name: 'REPORT_SECRET',
    secret: true,
    purpose:
      "HMAC key of guest reporters' address hash (`POST /api/reports`: one report per reporter and item)",
    development: '`ALERTS_SECRET`',
    production: 'optional (falls back to `ALERTS_SECRET`); when set, the rule of `ALERTS_SECRET`',
    problem: (env) =>
      envValue(env, 'REPORT_SECRET') === undefined ? null : signingKey(env, 'REPORT_SECRET'),
  },
  {
    name: 'SMTP_URL',
    secret: true,
    purpose:
      'the SMTP relay of every e-mail (alerts, notifications, support replies), with its user and password; ' +
      'with the mail catcher, production mail is never delivered and retried until it fails',
    development: `\`${MAIL_DEVELOPMENT_DEFAULTS.smtpUrl}\` (\`npm start\`'s mail catcher)`,
    production: `required: an \`smtp://\` or \`smtps://\` URL of the real relay, not a mail catcher (port ${MAIL_CATCHER_PORT}); a relay on this host's port 25 or 587 is fine`,
    problem: (env) => {
      const value = envValue(env, 'SMTP_URL');
      if (value === undefined) return 'not set';
      const parsed = url(value);
      if (!parsed || !['smtp:', 'smtps:'].includes(parsed.protocol) || !parsed.hostname)
        return 'is not an smtp:// or smtps:// URL';
      if (parsed.port === MAIL_CATCHER_PORT)
        return `points at a development mail catcher (${parsed.hostname}:${MAIL_CATCHER_PORT})`;
      return null;
    },
  },
  {
    name: 'MAIL_FROM',
    secret: false,
    purpose: 'the sender of every e-mail (`Name <address>`)',
    development: `\`${MAIL_DEVELOPMENT_DEFAULTS.from}\``,
    production:
      'required: an address of a domain mail is delivered to (not `.local`, `.test`, `example.com`…)',
    problem: (env) => mailbox(env, 'MAIL_FROM', MAIL_DEVELOPMENT_DEFAULTS.from),
  },
  {
    name: 'SUPPORT_EMAIL',
    secret: false,
    purpose: "Reply-To of the support inbox's replies: the mailbox people's answers go to",
    development: `\`${MAIL_DEVELOPMENT_DEFAULTS.supportEmail}\``,
    production: 'required: a real mailbox (the rule of `MAIL_FROM`)',
    problem: (env) => mailbox(env, 'SUPPORT_EMAIL', MAIL_DEVELOPMENT_DEFAULTS.supportEmail),
  },
  {
    name: 'PUBLIC_BASE_URL',
    secret: false,
    purpose: 'the public origin: links in e-mails (unsubscribe, preferences), canonical URLs, sitemap',
    development: '`http://localhost:8080`',
    production:
      'required, set explicitly: an `http(s)://` URL (a local trial of production may name localhost)',
    problem: (env) => {
      const value = envValue(env, 'PUBLIC_BASE_URL');
      if (value === undefined) return 'not set';
      const parsed = url(value);
      return parsed && ['http:', 'https:'].includes(parsed.protocol)
        ? null
        : `"${value}" is not an http(s) URL`;
    },
  },
  {
    name: 'DATABASE_URL',
    secret: true,
    purpose: 'PostgreSQL, with its password',
    development: 'unset: the embedded PGlite database (`.data/pglite`)',
    production: `required: a \`postgres://\` URL whose password is not compose's development one (\`${DEVELOPMENT_DB_PASSWORD}\`: set \`POSTGRES_PASSWORD\`)`,
    problem: (env) => {
      const value = envValue(env, 'DATABASE_URL');
      if (value === undefined) return 'not set (PGlite is for development)';
      const parsed = url(value);
      if (!parsed || !['postgres:', 'postgresql:'].includes(parsed.protocol))
        return 'is not a postgres:// URL';
      if (decodeURIComponent(parsed.password) === DEVELOPMENT_DB_PASSWORD)
        return `carries the development password (${DEVELOPMENT_DB_PASSWORD}): set POSTGRES_PASSWORD`;
      return null;
    },
  },
  {
    name: 'FIREBASE_PROJECT_ID',
    secret: false,
    purpose: 'the Firebase / Identity Platform project whose ID tokens the API accepts',
    development: '`demo-jobportal` (a project that exists only in the Auth emulator)',
    production: 'required: the real project id, not a `demo-` project',
    problem: (env) => {
      const value = envValue(env, 'FIREBASE_PROJECT_ID');
      if (value === undefined) return 'not set';
      return value.startsWith('demo-') ? `"${value}" is a demo project (the emulator's)` : null;
    },
  },
  {
    name: 'GOOGLE_APPLICATION_CREDENTIALS',
    secret: false,
    purpose:
      'credentials of firebase-admin: revocation checks, sign-out everywhere, account erasure, staff roles (the ' +
      'path of a key file, itself a secret)',
    development: 'unset (the emulator needs none)',
    production:
      'a readable key file of type `service_account` (whose private key parses), `external_account` or ' +
      "`impersonated_service_account`; a person's gcloud login (`authorized_user`) is refused. Or, unset, the " +
      "platform's credentials: recognised on Cloud Run and App Engine (`K_SERVICE`, `GAE_SERVICE`); elsewhere on " +
      'Google Cloud (GCE, GKE) declare them with `METADATA_SERVER_DETECTION=assume-present`. Whether the account ' +
      'may manage the project is known only when it is used',
    problem: (env) => {
      const file = envValue(env, 'GOOGLE_APPLICATION_CREDENTIALS');
      if (file !== undefined) return credentialsFile(file);
      const platform =
        envValue(env, 'K_SERVICE') !== undefined ||
        envValue(env, 'GAE_SERVICE') !== undefined ||
        envValue(env, 'METADATA_SERVER_DETECTION')?.trim().toLowerCase() === 'assume-present';
      return platform
        ? null
        : 'not set, and no platform credentials declared (on Google Cloud: METADATA_SERVER_DETECTION=assume-present)';
    },
  },
  {
    name: 'FIREBASE_AUTH_EMULATOR_HOST',
    secret: false,
    purpose: 'the Firebase Auth emulator (accepts forged sign-ins, hands out every account)',
    development: '`127.0.0.1:9099` (`npm start`)',
    production: 'must be unset',
    problem: (env) =>
      envValue(env, 'FIREBASE_AUTH_EMULATOR_HOST') === undefined
        ? null
        : 'is set: the Auth emulator accepts forged sign-ins; unset it (npm start: USE_AUTH_EMULATOR=false) and use the real project',
  },
  {
    name: 'AI_PROVIDER_API_KEY',
    secret: true,
    purpose: 'bearer key of the optional OpenAI-compatible provider of match explanations',
    development: 'unset (provider off)',
    production:
      'required when `AI_PROVIDER_BASE_URL` and `AI_PROVIDER_MODEL` switch the provider on, unless the base URL is a loopback address',
    problem: (env) => {
      const base = env.AI_PROVIDER_BASE_URL?.trim();
      if (!base || !env.AI_PROVIDER_MODEL?.trim() || env.AI_PROVIDER_API_KEY?.trim()) return null;
      const host = url(base)?.hostname;
      return host && isLoopbackHost(host)
        ? null
        : 'not set while AI_PROVIDER_BASE_URL switches the provider on';
    },
  },
];

/** Every setting production refuses in this environment, with the reason (empty outside production). */
export function productionProblems(
  runMode: string,
  env: Env = process.env,
): { name: string; problem: string }[] {
  if (runMode !== 'production') return [];
  return PRODUCTION_SETTINGS.flatMap((setting) => {
    const problem = setting.problem(env);
    return problem ? [{ name: setting.name, problem }] : [];
  });
}

/**
 * Why a production start is refused (every offending variable at once), or null when it may start. Development and
 * test keep their defaults.
 */
export function productionRefusal(runMode: string, env: Env = process.env): string | null {
  const problems = productionProblems(runMode, env);
  if (problems.length === 0) return null;
  return [
    `RUN_MODE=production refuses to start: ${problems.length} ${problems.length > 1 ? 'secrets or settings are' : 'secret or setting is'} missing or a development value ` +
      `(${problems.map((p) => p.name).join(', ')}). See docs/SECURITY.md "Secrets".`,
    ...problems.map((p) => `  ${p.name}: ${p.problem}`),
  ].join('\n');
}

/** docs/SECURITY.md "Secrets": the list as a Markdown table. */
export function secretsTable(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    '| variable | secret | used for | outside production | `RUN_MODE=production` requires |',
    '| --- | --- | --- | --- | --- |',
    ...PRODUCTION_SETTINGS.map(
      (s) =>
        `| \`${s.name}\` | ${s.secret ? 'yes' : 'no'} | ${cell(s.purpose)} | ${cell(s.development)} | ${cell(s.production)} |`,
    ),
  ].join('\n');
}
