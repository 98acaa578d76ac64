/** E-mail settings from the environment (read per use, so tests can point them at their own catcher). */
export interface MailSettings {
  smtpUrl: string;
  from: string;
  /** Where links in e-mails point: the gateway's public address. */
  siteUrl: string;
  secret: string;
}

const DEV_SECRET = 'dev-only-alerts-secret-not-for-production';

export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const production = (env.RUN_MODE ?? 'development') === 'production';
  // a guessable signing key would let anyone unsubscribe anyone: production must set its own (see signingSecret)
  const secret = env.ALERTS_SECRET ?? (production ? '' : DEV_SECRET);
  return {
    smtpUrl: env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
    from: env.MAIL_FROM ?? 'JobPortal <no-reply@jobportal.local>',
    siteUrl: (env.PUBLIC_BASE_URL ?? 'http://localhost:8080').replace(/\/$/, ''),
    secret,
  };
}

/**
 * The unsubscribe signing key, or an error when production has none: e-mails then wait in the queue (retried) and
 * the unsubscribe route answers 503, rather than the whole API refusing to start over its e-mail settings.
 */
export function signingSecret(settings: MailSettings): string {
  if (settings.secret.length < 16) throw new Error('ALERTS_SECRET (at least 16 characters) is not set');
  return settings.secret;
}
