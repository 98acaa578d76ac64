import { randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { firebaseAuth } from '../../src/auth/firebase';
import { loadConfig } from '../../src/config';

export type Pool = 'candidate' | 'corporate' | 'staff';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  pool: Pool;
  token: string;
  /** `authorization` header value. */
  auth: string;
}

const config = loadConfig();
let auth: Auth | undefined;
export function adminAuth(): Auth {
  auth ??= firebaseAuth(config);
  return auth;
}

export function tenantOf(pool: Pool): string {
  if (pool === 'staff') return config.tenantStaff;
  return pool === 'candidate' ? config.tenantCandidate : config.tenantCorporate;
}

/** Signs in through the emulator's Identity Toolkit REST API and returns the ID token. */
export async function signIn(email: string, password: string, tenantId: string): Promise<string> {
  const res = await fetch(
    `http://${config.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true, tenantId }),
    },
  );
  const body = (await res.json()) as { idToken?: string; error?: unknown };
  if (!res.ok || !body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Creates an account in the pool's tenant of the emulator and signs it in. */
export async function createUser(
  pool: Pool,
  opts: { verified?: boolean; name?: string; prefix?: string } = {},
): Promise<TestUser> {
  const id = `${opts.prefix ?? pool}-${randomBytes(5).toString('hex')}`;
  const email = `${id}@example.com`;
  const password = `Pw-${randomBytes(6).toString('hex')}`;
  const tenantId = tenantOf(pool);
  await adminAuth()
    .tenantManager()
    .authForTenant(tenantId)
    .createUser({ uid: id, email, password, emailVerified: opts.verified ?? true, displayName: opts.name });
  const token = await signIn(email, password, tenantId);
  return { uid: id, email, password, pool, token, auth: `Bearer ${token}` };
}

/**
 * Signs in through the emulator's fake IdP (an unsigned id_token is accepted) as the candidate app does with
 * signInWithPopup: Facebook with an unverified e-mail, LINE (`oidc.line`) with or without one.
 */
async function createIdpCandidate(providerId: string, claims: Record<string, unknown>): Promise<TestUser> {
  const idToken = JSON.stringify(claims);
  const res = await fetch(
    `http://${config.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requestUri: 'http://localhost',
        postBody: `id_token=${encodeURIComponent(idToken)}&providerId=${encodeURIComponent(providerId)}`,
        returnSecureToken: true,
        returnIdpCredential: true,
        tenantId: tenantOf('candidate'),
      }),
    },
  );
  const body = (await res.json()) as { idToken?: string; localId?: string };
  if (!res.ok || !body.idToken || !body.localId)
    throw new Error(`${providerId} sign-in failed: ${JSON.stringify(body)}`);
  return {
    uid: body.localId,
    email: typeof claims.email === 'string' ? claims.email : '',
    password: '',
    pool: 'candidate',
    token: body.idToken,
    auth: `Bearer ${body.idToken}`,
  };
}

export async function createFacebookCandidate(): Promise<TestUser> {
  const id = randomBytes(5).toString('hex');
  const email = `fb-${id}@example.com`;
  return createIdpCandidate('facebook.com', {
    sub: `fb-${id}`,
    email,
    email_verified: false,
    name: 'Facebook User',
  });
}

/** A LINE sign-in: LINE's ID token carries `email` only with the channel's e-mail permission, never email_verified. */
export async function createLineCandidate(opts: { email?: boolean } = {}): Promise<TestUser> {
  const id = randomBytes(5).toString('hex');
  return createIdpCandidate('oidc.line', {
    sub: `U${id}`,
    name: 'สมชาย ไลน์',
    ...(opts.email ? { email: `line-${id}@example.com` } : {}),
  });
}

/**
 * A staff member of the back office (staff tenant) holding the roles (custom claim `roles`), signed in after the
 * claim was set so that the token carries it.
 */
export async function createStaff(
  roles: string[],
  opts: { verified?: boolean } = {},
): Promise<TestUser & { roles: string[] }> {
  const id = `staff-${randomBytes(5).toString('hex')}`;
  const email = `${id}@example.com`;
  const password = `Pw-${randomBytes(6).toString('hex')}`;
  const tenantAuth = adminAuth().tenantManager().authForTenant(config.tenantStaff);
  await tenantAuth.createUser({ uid: id, email, password, emailVerified: opts.verified ?? true });
  await tenantAuth.setCustomUserClaims(id, { roles });
  const token = await signIn(email, password, config.tenantStaff);
  return { uid: id, email, password, pool: 'staff', token, auth: `Bearer ${token}`, roles };
}
