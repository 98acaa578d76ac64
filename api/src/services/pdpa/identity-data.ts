import type { Auth } from 'firebase-admin/auth';

/** What the identity service holds about an account (none of its secrets: no password hash, no tokens). */
export async function identityData(
  auth: Auth,
  tenant: string,
  uid: string,
): Promise<Record<string, unknown> | null> {
  try {
    const u = await auth.tenantManager().authForTenant(tenant).getUser(uid);
    return {
      uid: u.uid,
      email: u.email ?? null,
      email_verified: u.emailVerified,
      display_name: u.displayName ?? null,
      phone_number: u.phoneNumber ?? null,
      photo_url: u.photoURL ?? null,
      disabled: u.disabled,
      created_at: u.metadata.creationTime,
      last_sign_in_at: u.metadata.lastSignInTime ?? null,
      providers: u.providerData.map((p) => ({
        provider: p.providerId,
        uid: p.uid,
        email: p.email ?? null,
        display_name: p.displayName ?? null,
      })),
    };
  } catch (e) {
    if ((e as { code?: string })?.code === 'auth/user-not-found') return null;
    throw e;
  }
}
