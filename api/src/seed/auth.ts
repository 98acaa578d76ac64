import type { Auth } from 'firebase-admin/auth';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STAFF, type DemoAccount } from './demoAccounts';

export interface DemoTenants {
  candidate: string;
  corporate: string;
}

export function demoTenantsFromEnv(): DemoTenants {
  return {
    candidate: process.env.FIREBASE_TENANT_CANDIDATE || 'candidate-pool',
    corporate: process.env.FIREBASE_TENANT_CORPORATE || 'corporate-pool',
  };
}

function isNotFound(err: unknown): boolean {
  const code =
    (err as { code?: string; errorInfo?: { code?: string } }).code ??
    (err as { errorInfo?: { code?: string } }).errorInfo?.code;
  return code === 'auth/user-not-found';
}

/**
 * Creates (or resets) every demo login in its tenant with the fixed uid, e-mail, password `Demo1234!` and a verified
 * e-mail. Idempotent: safe on every start.
 */
export async function ensureDemoAccounts(
  auth: Auth,
  tenants: DemoTenants = demoTenantsFromEnv(),
): Promise<DemoAccount[]> {
  for (const a of DEMO_ACCOUNTS) {
    const tenantAuth = auth
      .tenantManager()
      .authForTenant(a.role === 'candidate' ? tenants.candidate : tenants.corporate);
    const props = {
      email: a.email,
      password: DEMO_PASSWORD,
      emailVerified: true,
      displayName: a.displayName,
      disabled: false,
    };
    try {
      await tenantAuth.getUser(a.uid);
      await tenantAuth.updateUser(a.uid, props);
    } catch (err) {
      if (!isNotFound(err)) throw err;
      await tenantAuth.createUser({ uid: a.uid, ...props });
    }
  }
  return DEMO_ACCOUNTS;
}

/**
 * The back office's demo logins (staff tenant, roles as the `roles` claim), made with the other demo accounts, so
 * only against the Auth emulator (api/src/server.ts): a real project gets staff through `npm run staff` only.
 */
export async function ensureDemoStaff(
  auth: Auth,
  tenant: string = process.env.FIREBASE_TENANT_STAFF || 'staff-pool',
): Promise<void> {
  const tenantAuth = auth.tenantManager().authForTenant(tenant);
  for (const s of DEMO_STAFF) {
    const props = {
      email: s.email,
      password: DEMO_PASSWORD,
      emailVerified: true,
      displayName: s.displayName,
      disabled: false,
    };
    try {
      await tenantAuth.getUser(s.uid);
      await tenantAuth.updateUser(s.uid, props);
    } catch (err) {
      if (!isNotFound(err)) throw err;
      await tenantAuth.createUser({ uid: s.uid, ...props });
    }
    await tenantAuth.setCustomUserClaims(s.uid, { roles: s.roles });
  }
}
