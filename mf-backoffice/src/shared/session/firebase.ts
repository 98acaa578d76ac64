/**
 * The staff pool: a Firebase app of its own (`jobportal-staff`, tenant = runtime config `firebase.tenants.staff`)
 * with its own persistence and current user, apart from mf-auth's candidate and employer pools: a staff member
 * signed in as a candidate in the same browser keeps both sessions, and neither token is ever sent for the other.
 */
import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  getMultiFactorResolver,
  indexedDBLocalPersistence,
  initializeAuth,
  multiFactor,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut,
  TotpMultiFactorGenerator,
  type Auth,
  type MultiFactorError,
  type MultiFactorResolver,
  type TotpSecret,
  type User,
} from 'firebase/auth';
import { getRuntimeConfig } from 'mf_shared_ui/platform';

const APP_NAME = 'jobportal-staff';
/** The pool's name when the configuration predates the back office (the gateway's default). */
const DEFAULT_STAFF_TENANT = 'staff-pool';

let instance: Auth | null = null;

function app(): FirebaseApp {
  const existing = getApps().find((a) => a.name === APP_NAME);
  if (existing) return existing;
  const { apiKey, authDomain, projectId } = getRuntimeConfig().firebase;
  return initializeApp({ apiKey, authDomain, projectId }, APP_NAME);
}

export function staffAuth(): Auth {
  if (instance) return instance;
  const config = getRuntimeConfig().firebase;
  const auth = initializeAuth(app(), { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  auth.tenantId = config.tenants.staff ?? DEFAULT_STAFF_TENANT;
  // The emulator is served on the portal's own origin (the gateway proxies it), as mf-auth does.
  if (config.emulatorOrigin) connectAuthEmulator(auth, window.location.origin, { disableWarnings: true });
  auth.languageCode = document.documentElement.lang === 'en' ? 'en' : 'th';
  instance = auth;
  return auth;
}

export interface StaffUser {
  uid: string;
  email: string;
}

/** The issuer an authenticator app shows beside the staff member's e-mail. */
export const TOTP_ISSUER = 'JobPortal Back office';
/** The enrolled factor's name in the account (Identity Platform console, the sign-in's factor hint). */
export const TOTP_DISPLAY_NAME = 'Authenticator app';

/** A TOTP secret being enrolled: what the staff member adds to their app, and Firebase's secret to finish with. */
export interface StaffTotpSecret {
  /** The shared key (base32), typed into an authenticator app by hand. */
  secretKey: string;
  /** `otpauth://totp/...` (Key URI format): opens an authenticator app on a phone. */
  uri: string;
  /** Firebase's TotpSecret, handed back to `enrolTotp` (opaque to the UI). */
  handle: unknown;
}

function signedInUser(): User {
  const user = staffAuth().currentUser;
  // the same code Firebase gives a credential it no longer accepts: the staff member signs in again
  if (!user) throw Object.assign(new Error('signed out'), { code: 'auth/user-token-expired' });
  return user;
}

/** What the session needs of Firebase (tests replace this module). */
export const staffFirebase = {
  watch(listener: (user: StaffUser | null) => void): () => void {
    // ID-token changes include sign-in, sign-out and a refreshed token of another account.
    return onIdTokenChanged(staffAuth(), (user) =>
      listener(user ? { uid: user.uid, email: user.email ?? '' } : null),
    );
  },
  async signIn(email: string, password: string): Promise<void> {
    await signInWithEmailAndPassword(staffAuth(), email, password);
  },
  /** The second factor of a sign-in that asked for one (TOTP from an authenticator app). */
  async resolveTotp(error: unknown, code: string): Promise<void> {
    const resolver: MultiFactorResolver = getMultiFactorResolver(staffAuth(), error as MultiFactorError);
    const hint = resolver.hints.find((h) => h.factorId === TotpMultiFactorGenerator.FACTOR_ID);
    if (!hint) throw Object.assign(new Error('no TOTP factor'), { code: 'auth/unsupported-second-factor' });
    await resolver.resolveSignIn(TotpMultiFactorGenerator.assertionForSignIn(hint.uid, code));
  },
  async signOut(): Promise<void> {
    await signOut(staffAuth());
  },
  /** Whether the signed-in staff member has enrolled a second factor (false when signed out). */
  hasSecondFactor(): boolean {
    const user = staffAuth().currentUser;
    return user ? multiFactor(user).enrolledFactors.length > 0 : false;
  },
  /** Enrolment, first half: a TOTP secret for the signed-in staff member (Firebase's documented TOTP flow). */
  async startTotpEnrolment(): Promise<StaffTotpSecret> {
    const user = signedInUser();
    const session = await multiFactor(user).getSession();
    const secret = await TotpMultiFactorGenerator.generateSecret(session);
    return {
      secretKey: secret.secretKey,
      uri: secret.generateQrCodeUrl(user.email ?? undefined, TOTP_ISSUER),
      handle: secret,
    };
  },
  /** Enrolment, second half: the app's current code proves the secret was added; the factor is enrolled. */
  async enrolTotp(handle: unknown, code: string): Promise<void> {
    const assertion = TotpMultiFactorGenerator.assertionForEnrollment(handle as TotpSecret, code);
    await multiFactor(signedInUser()).enroll(assertion, TOTP_DISPLAY_NAME);
  },
  /** The current staff ID token (refreshed by the SDK when close to expiry), null when signed out. */
  async token(): Promise<string | null> {
    const user = staffAuth().currentUser;
    return user ? user.getIdToken() : null;
  },
  setLanguage(locale: 'th' | 'en'): void {
    if (instance) instance.languageCode = locale;
  },
};
