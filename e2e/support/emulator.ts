/** Reads what the Firebase Auth emulator "sent": verification and reset codes (DESIGN.md, Identity). */
// The portal's emulator: AUTH_EMULATOR_URL, else the FIREBASE_AUTH_EMULATOR_HOST `npm start` was given.
export const EMULATOR =
  process.env.AUTH_EMULATOR_URL ?? `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099'}`;
const PROJECT = process.env.FIREBASE_PROJECT_ID ?? 'demo-jobportal';
export const TENANTS = {
  candidate: process.env.FIREBASE_TENANT_CANDIDATE ?? 'candidate-pool',
  corporate: process.env.FIREBASE_TENANT_CORPORATE ?? 'corporate-pool',
  staff: process.env.FIREBASE_TENANT_STAFF ?? 'staff-pool',
};

export interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
  oobCode: string;
  oobLink: string;
}

export async function oobCodes(tenant: keyof typeof TENANTS): Promise<OobCode[]> {
  const response = await fetch(
    `${EMULATOR}/emulator/v1/projects/${PROJECT}/tenants/${TENANTS[tenant]}/oobCodes`,
  );
  const body = (await response.json()) as { oobCodes?: OobCode[] };
  return body.oobCodes ?? [];
}

/** The newest code of a type for an e-mail, waiting up to 10 s for it to appear. */
export async function latestOobCode(
  tenant: keyof typeof TENANTS,
  email: string,
  requestType: string,
): Promise<OobCode> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const codes = (await oobCodes(tenant)).filter((c) => c.email === email && c.requestType === requestType);
    if (codes.length) return codes[codes.length - 1];
    if (Date.now() > deadline) throw new Error(`no ${requestType} code for ${email}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.jobportal.test`;
}

/** Signs in through the emulator REST API and returns an ID token (for API assertions in journeys). */
export async function idToken(
  tenant: keyof typeof TENANTS,
  email: string,
  password: string,
): Promise<string> {
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true, tenantId: TENANTS[tenant] }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in failed: ${body.error?.message}`);
  return body.idToken;
}

/** One call of the emulator's Identity Toolkit REST API; throws its error message. */
async function identityToolkit<T>(path: string, body: object): Promise<T> {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (json.error) throw new Error(`${path}: ${json.error.message}`);
  return json;
}

/** An e-mail/password account in a pool that was never verified; returns its uid. */
export async function unverifiedAccount(
  pool: keyof typeof TENANTS,
  email: string,
  password: string,
): Promise<string> {
  const { localId } = await identityToolkit<{ localId: string }>('accounts:signUp', {
    email,
    password,
    tenantId: TENANTS[pool],
    returnSecureToken: true,
  });
  return localId;
}

/** A verified e-mail/password account in a pool, made through the emulator's REST API; returns its uid. */
export async function verifiedAccount(
  pool: keyof typeof TENANTS,
  email: string,
  password: string,
): Promise<string> {
  const tenantId = TENANTS[pool];
  const { idToken: token, localId } = await identityToolkit<{ idToken: string; localId: string }>(
    'accounts:signUp',
    { email, password, tenantId, returnSecureToken: true },
  );
  await identityToolkit('accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: token, tenantId });
  const code = await latestOobCode(pool, email, 'VERIFY_EMAIL');
  await identityToolkit('accounts:update', { oobCode: code.oobCode, tenantId });
  return localId;
}
