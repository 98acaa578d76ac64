/**
 * Firebase Authentication, two pools = two tenants of one project (DESIGN.md, Identity). Each pool has its own
 * named FirebaseApp and Auth instance (own persistence, own current user), so one e-mail can hold one account in
 * each pool and both sessions never mix. firebase/app and firebase/auth are shared singletons at run time.
 */
import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
  validatePassword,
  type ActionCodeSettings,
  type Auth,
} from 'firebase/auth';
import { getRuntimeConfig } from 'mf_shared_ui/platform';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from 'mf_shared_ui/validation';
import { toPasswordPolicy } from '../passwordPolicy';
import type { Role } from '../paths';
import { authPaths } from '../paths';
import { emulatorOrigin } from './emulatorOrigin';

const instances = new Map<string, Auth>();

function appFor(name: string): FirebaseApp {
  const existing = getApps().find((a) => a.name === name);
  if (existing) return existing;
  const { apiKey, authDomain, projectId } = getRuntimeConfig().firebase;
  return initializeApp({ apiKey, authDomain, projectId }, name);
}

function create(name: string, role: Role, persistent: boolean): Auth {
  const cached = instances.get(name);
  if (cached) return cached;
  const config = getRuntimeConfig().firebase;
  const auth = initializeAuth(appFor(name), {
    persistence: persistent ? [indexedDBLocalPersistence, browserLocalPersistence] : inMemoryPersistence,
    popupRedirectResolver: persistent ? browserPopupRedirectResolver : undefined,
  });
  auth.tenantId = config.tenants[role];
  const emulator = emulatorOrigin();
  if (emulator) connectAuthEmulator(auth, emulator, { disableWarnings: true });
  auth.languageCode = document.documentElement.lang === 'en' ? 'en' : 'th';
  instances.set(name, auth);
  return auth;
}

/** The signed-in session of a pool (persisted in the browser). */
export function poolAuth(role: Role): Auth {
  return create(`jobportal-${role}`, role, true);
}

/**
 * A memory-only instance of the pool for work that must not touch the session: registration (the unverified
 * new account never becomes the session) and re-sending a verification e-mail.
 */
export function scratchAuth(role: Role): Auth {
  return create(`jobportal-${role}-scratch`, role, false);
}

export function setAuthLanguage(locale: 'th' | 'en'): void {
  for (const auth of instances.values()) auth.languageCode = locale;
}

/** Verification and reset links lead back to /candidate/auth or /corporate/auth on the portal's origin. */
export function actionCodeSettings(role: Role): ActionCodeSettings {
  const base = getRuntimeConfig().publicBaseUrl.replace(/\/$/, '');
  return { url: `${base}${authPaths(role).auth}`, handleCodeInApp: false };
}

const policies = new Map<Role, Promise<PasswordPolicy>>();

/** The pool's password policy from the identity service; the emulator answers 501: default minimum 6. */
export function passwordPolicy(role: Role): Promise<PasswordPolicy> {
  let policy = policies.get(role);
  if (!policy) {
    // The Auth emulator has no password policy endpoint (it answers 501, a console error in every browser):
    // with the emulator the default policy applies without asking.
    policy = emulatorOrigin()
      ? Promise.resolve(DEFAULT_PASSWORD_POLICY)
      : validatePassword(poolAuth(role), '')
          .then((status) => toPasswordPolicy(status.passwordPolicy?.customStrengthOptions))
          .catch(() => DEFAULT_PASSWORD_POLICY);
    policies.set(role, policy);
  }
  return policy;
}
