import { firebaseAuth } from '../src/auth/firebase';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoTenantsFromEnv, ensureDemoAccounts } from '../src/seed';

/** The demo logins exist in their own tenant of the Auth emulator (started by the jest global setup). */
describe('demo accounts in the Auth emulator', () => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST as string;
  const auth = firebaseAuth({
    firebaseProjectId: process.env.FIREBASE_PROJECT_ID as string,
    authEmulatorHost: host,
  });

  async function signIn(
    email: string,
    password: string,
    tenantId: string,
  ): Promise<{ localId?: string; error?: { message: string } }> {
    const res = await fetch(
      `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true, tenantId }),
      },
    );
    return (await res.json()) as { localId?: string; error?: { message: string } };
  }

  it('creates them with fixed uids, verified e-mails and Demo1234!, idempotently', async () => {
    await ensureDemoAccounts(auth);
    await ensureDemoAccounts(auth); // second run updates, never duplicates
    const tenants = demoTenantsFromEnv();
    for (const a of DEMO_ACCOUNTS) {
      const tenant = a.role === 'candidate' ? tenants.candidate : tenants.corporate;
      const user = await auth.tenantManager().authForTenant(tenant).getUser(a.uid);
      expect(user.email).toBe(a.email);
      expect(user.emailVerified).toBe(true);
      const session = await signIn(a.email, DEMO_PASSWORD, tenant);
      expect(session.localId).toBe(a.uid);
    }
    // a candidate login does not exist in the corporate pool
    const wrongPool = await signIn(DEMO_ACCOUNTS[0].email, DEMO_PASSWORD, tenants.corporate);
    expect(wrongPool.localId).toBeUndefined();
  });

  it('resets a changed password on the next start', async () => {
    const tenants = demoTenantsFromEnv();
    const a = DEMO_ACCOUNTS[3];
    await auth
      .tenantManager()
      .authForTenant(tenants.corporate)
      .updateUser(a.uid, { password: 'Changed999!' });
    await ensureDemoAccounts(auth);
    expect((await signIn(a.email, DEMO_PASSWORD, tenants.corporate)).localId).toBe(a.uid);
  });
});
