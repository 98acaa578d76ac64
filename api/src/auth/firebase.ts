import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { AppConfig } from '../config';

/**
 * The firebase-admin Auth of the configured project. With an emulator host, firebase-admin talks to the
 * emulator (it reads FIREBASE_AUTH_EMULATOR_HOST from the environment) and accepts its unsigned tokens.
 */
export function firebaseAuth(config: Pick<AppConfig, 'firebaseProjectId' | 'authEmulatorHost'>): Auth {
  if (config.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.authEmulatorHost;
  const name = `jobportal-${config.firebaseProjectId}`;
  const existing = getApps().find((a) => a.name === name);
  const app: App = existing ?? initializeApp({ projectId: config.firebaseProjectId }, name);
  return getAuth(app);
}
