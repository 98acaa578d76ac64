/**
 * Identity holes of the "safe to expose" review: the emulator can never serve production or a network address,
 * forged (unsigned) tokens only work against the emulator, sensitive writes see revoked sessions, and an identity
 * without an e-mail cannot claim somebody else's for a company.
 */
import { TenantAwareAuth } from 'firebase-admin/auth';
import { buildApp } from '../src/app';
import { TokenVerifier } from '../src/auth/verifier';
import { loadConfig } from '../src/config';
import { forEachDriver } from './helpers/app';
import { adminAuth, createUser, signIn, tenantOf, type TestUser } from './helpers/users';
import type { Db } from '../src/db/types';

const config = loadConfig();

/** An unsigned ("alg":"none") Firebase ID token for any uid, with whatever claims the forger likes. */
function forgedToken(uid: string, tenant: string, email: string): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iss: `https://securetoken.google.com/${config.firebaseProjectId}`,
    aud: config.firebaseProjectId,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    email,
    email_verified: true,
    firebase: { identities: {}, sign_in_provider: 'password', tenant },
  })}.`;
}

async function withoutEmulatorEnv<T>(fn: () => Promise<T>): Promise<T> {
  const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  try {
    return await fn();
  } finally {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
  }
}

describe('the API never runs the Auth emulator where it must not', () => {
  const db = {} as Db;

  it('refuses to start with the emulator when RUN_MODE=production, naming the variable', async () => {
    await expect(buildApp({ db, config: { runMode: 'production' }, logger: false })).rejects.toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST.*RUN_MODE=production|RUN_MODE=production/,
    );
  });

  it('refuses the emulator on a network address unless told explicitly', async () => {
    await expect(buildApp({ db, config: { host: '0.0.0.0' }, logger: false })).rejects.toThrow(
      /ALLOW_AUTH_EMULATOR_ON_NETWORK=true/,
    );
  });
});

describe('forged tokens', () => {
  it('an unsigned token is refused by the real verification (no emulator)', async () => {
    const target = await createUser('candidate');
    const token = forgedToken(target.uid, tenantOf('candidate'), target.email);
    const verifier = new TokenVerifier(adminAuth(), {
      candidate: tenantOf('candidate'),
      corporate: tenantOf('corporate'),
    });
    // The emulator takes it: this is why the emulator may never face a network or production.
    await expect(verifier.verify(token, 'candidate')).resolves.toMatchObject({ uid: target.uid });
    await withoutEmulatorEnv(async () => {
      await expect(verifier.verify(token, 'candidate')).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    });
  });
});

forEachDriver('revoked sessions and e-mail claims', (ctx) => {
  let cand: TestUser;
  let corp: TestUser;

  beforeAll(async () => {
    [cand, corp] = await Promise.all([createUser('candidate'), createUser('corporate')]);
    const created = await ctx.call('POST', '/api/corporate/create', {
      auth: corp.auth,
      body: {
        uid: corp.uid,
        email: corp.email,
        password: corp.password,
        name: 'Revocation Co',
        company_type_id: 1,
        contact_name: 'HR',
        phone: '0812345678',
      },
    });
    expect(created.statusCode).toBe(201);
  });

  it('sensitive writes check revocation; reads keep the cheap signature check', async () => {
    // The real verification, observed: production's verifyIdToken looks the account up only when asked to.
    const spy = jest.spyOn(TenantAwareAuth.prototype, 'verifyIdToken');
    try {
      const checked = async (method: 'GET' | 'PUT', url: string, auth: string, body?: object) => {
        spy.mockClear();
        await ctx.call(method, url, { auth, body });
        return spy.mock.calls.map((call) => call[1] === true);
      };
      expect(await checked('GET', '/api/candidate/getProfile', cand.auth)).toEqual([false]);
      expect(await checked('PUT', '/api/candidate/profile', cand.auth, { first_name: 'A' })).toEqual([true]);
      expect(await checked('GET', '/api/corporate/profile', corp.auth)).toEqual([false]);
      expect(
        await checked('PUT', '/api/corporate/profile', corp.auth, { name_th: 'ก', name_en: 'A' }),
      ).toEqual([true]);
    } finally {
      spy.mockRestore();
    }
  });

  it('a token issued before "sign out everywhere" cannot make a sensitive write', async () => {
    const user = await createUser('candidate');
    // Revocation has a one-second resolution: the token must be older than the revocation.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuth().tenantManager().authForTenant(tenantOf('candidate')).revokeRefreshTokens(user.uid);

    for (const [method, url, body] of [
      ['PUT', '/api/candidate/profile', { first_name: 'Late' }],
      ['PUT', '/api/candidate/savePDPASection', { pdpa: true, cookie: true, marketing: false }],
      ['POST', '/api/candidate/deletion-request', undefined],
    ] as const) {
      const res = await ctx.call(method, url, { auth: user.auth, body });
      expect({ url, status: res.statusCode, code: res.json().error?.code }).toEqual({
        url,
        status: 401,
        code: 'TOKEN_REVOKED',
      });
    }
    // Signing in again gives a token that works.
    const fresh = await signIn(user.email, user.password, tenantOf('candidate'));
    const again = await ctx.call('PUT', '/api/candidate/savePDPASection', {
      auth: `Bearer ${fresh}`,
      body: { pdpa: true, cookie: true, marketing: false },
    });
    expect(again.statusCode).toBe(200);
  });

  it('a disabled employer cannot change the company profile with a token it still holds', async () => {
    await adminAuth()
      .tenantManager()
      .authForTenant(tenantOf('corporate'))
      .updateUser(corp.uid, { disabled: true });
    try {
      const res = await ctx.call('PUT', '/api/corporate/profile', {
        auth: corp.auth,
        body: { name_th: 'ชื่อใหม่', name_en: 'New name' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('TOKEN_REVOKED');
    } finally {
      await adminAuth()
        .tenantManager()
        .authForTenant(tenantOf('corporate'))
        .updateUser(corp.uid, { disabled: false });
    }
  });

  it('an anonymous identity cannot create a company with somebody else’s e-mail', async () => {
    const res = await fetch(
      `http://${config.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ returnSecureToken: true, tenantId: tenantOf('corporate') }),
      },
    );
    const anon = (await res.json()) as { idToken: string; localId: string };
    expect(anon.idToken).toBeTruthy();
    const created = await ctx.call('POST', '/api/corporate/create', {
      auth: `Bearer ${anon.idToken}`,
      body: {
        uid: anon.localId,
        email: cand.email,
        password: 'whatever-123',
        name: 'Impostor Co',
        company_type_id: 1,
        contact_name: 'Impostor',
        phone: '0812345678',
      },
    });
    expect(created.statusCode).toBe(403);
    expect(created.json().error).toMatchObject({ code: 'EMAIL_MISMATCH' });
  });
});
