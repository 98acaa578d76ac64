/** E-mail settings from the environment (read per use, so tests can point them at their own catcher). */
export interface MailSettings {
  smtpUrl: string;
  from: string;
  /** Where links in e-mails point: the gateway's public address. */
  siteUrl: string;
  secret: string;
}

/**
 * The development values of the e-mail settings: `npm start`'s mail catcher, a `.local` sender and a public signing
 * key. Production refuses to start with any of them (src/secrets.ts, docs/SECURITY.md "Secrets").
 */
export const MAIL_DEVELOPMENT_DEFAULTS = {
  smtpUrl: 'smtp://127.0.0.1:1025',
  from: 'JobPortal <no-reply@jobportal.local>',
  supportEmail: 'support@jobportal.local',
  alertsSecret: 'dev-only-alerts-secret-not-for-production',
} as const;

/** A variable's value; an empty one (compose's `${NAME:-}`) is unset. */
export function envValue(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const production = (env.RUN_MODE ?? 'development') === 'production';
  // a guessable signing key would let anyone unsubscribe anyone: production must set its own (see signingSecret)
  const secret = envValue(env, 'ALERTS_SECRET') ?? (production ? '' : MAIL_DEVELOPMENT_DEFAULTS.alertsSecret);
  return {
    smtpUrl: envValue(env, 'SMTP_URL') ?? MAIL_DEVELOPMENT_DEFAULTS.smtpUrl,
    from: envValue(env, 'MAIL_FROM') ?? MAIL_DEVELOPMENT_DEFAULTS.from,
    siteUrl: (envValue(env, 'PUBLIC_BASE_URL') ?? 'http://localhost:8080').replace(/\/$/, ''),
    secret,
  };
}

/**
 * The unsubscribe signing key, or an error when production has none: e-mails then wait in the queue (retried) and
 * the unsubscribe route answers 503. A production start without a valid ALERTS_SECRET is refused before that
 * (src/secrets.ts); this is the second line, for a process whose environment changed under it.
 */
export function signingSecret(settings: MailSettings): string {
  if (settings.secret.length < 16) throw new Error('ALERTS_SECRET (at least 16 characters) is not set');
  return settings.secret;
}
