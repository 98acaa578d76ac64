import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A service account key file as Google issues it (its private key a real RSA key, so it parses), in a temporary
 * directory: what GOOGLE_APPLICATION_CREDENTIALS names in production. Nothing calls Google with it.
 */
export function serviceAccountFile(projectId = 'jobportal-prod'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jp-credentials-'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const file = path.join(dir, 'service-account.json');
  fs.writeFileSync(
    file,
    JSON.stringify({
      type: 'service_account',
      project_id: projectId,
      private_key_id: randomBytes(20).toString('hex'),
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      client_email: `api@${projectId}.iam.gserviceaccount.com`,
      client_id: '1',
      token_uri: 'https://oauth2.googleapis.com/token',
    }),
  );
  return file;
}

/** Every secret and production setting of src/secrets.ts with a value production accepts. */
export function productionEnv(credentials: string): Record<string, string> {
  return {
    RUN_MODE: 'production',
    ALERTS_SECRET: randomBytes(32).toString('base64'),
    SMTP_URL: 'smtps://mailer:relay-password@smtp.jobportal.co.th:465',
    MAIL_FROM: 'JobPortal <no-reply@jobportal.co.th>',
    SUPPORT_EMAIL: 'support@jobportal.co.th',
    PUBLIC_BASE_URL: 'https://jobportal.co.th',
    DATABASE_URL: 'postgres://jobportal:db-password@db.internal:5432/jobportal',
    FIREBASE_PROJECT_ID: 'jobportal-prod',
    GOOGLE_APPLICATION_CREDENTIALS: credentials,
  };
}
