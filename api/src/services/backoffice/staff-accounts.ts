import type { Auth, TenantAwareAuth, UserRecord } from 'firebase-admin/auth';
import { STAFF_ROLES, staffRolesOf, type StaffRole } from '../../auth/identity';

export interface StaffAccount {
  uid: string;
  email: string;
  roles: StaffRole[];
  disabled: boolean;
  mfa: boolean;
}

function isNotFound(err: unknown): boolean {
  const e = err as { code?: string; errorInfo?: { code?: string } };
  return (e.code ?? e.errorInfo?.code) === 'auth/user-not-found';
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

const toAccount = (u: UserRecord): StaffAccount => ({
  uid: u.uid,
  email: u.email ?? '',
  roles: staffRolesOf(u.customClaims?.roles),
  disabled: u.disabled,
  mfa: (u.multiFactor?.enrolledFactors.length ?? 0) > 0,
});

/**
 * The staff pool's accounts and their roles (custom claim `roles`), through firebase-admin: the same calls work on
 * the Auth emulator and on a real project (Identity Platform tenant).
 */
export class StaffAccounts {
  private readonly auth: TenantAwareAuth;

  constructor(auth: Auth, tenant: string) {
    this.auth = auth.tenantManager().authForTenant(tenant);
  }

  async find(email: string): Promise<StaffAccount | null> {
    try {
      return toAccount(await this.auth.getUserByEmail(email.trim().toLowerCase()));
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  /**
   * Adds a role. An e-mail without an account gets one (unverified, no password) and the result carries a link for
   * the person to choose a password, which also verifies the address.
   */
  async grant(email: string, role: StaffRole): Promise<{ account: StaffAccount; setupLink: string | null }> {
    let user: UserRecord;
    let setupLink: string | null = null;
    try {
      user = await this.auth.getUserByEmail(email.trim().toLowerCase());
    } catch (err) {
      if (!isNotFound(err)) throw err;
      user = await this.auth.createUser({ email: email.trim().toLowerCase(), emailVerified: false });
      setupLink = await this.auth.generatePasswordResetLink(user.email!);
    }
    const roles = staffRolesOf(user.customClaims?.roles);
    const next = roles.includes(role) ? roles : [...roles, role];
    await this.auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), roles: next });
    return { account: { ...toAccount(user), roles: next }, setupLink };
  }

  /**
   * Removes one role (or every role with 'all') and signs the person out everywhere: their refresh tokens are
   * revoked, and the API checks every staff token against revocation, so the next request is refused.
   */
  async revoke(email: string, role: StaffRole | 'all'): Promise<StaffAccount | null> {
    const account = await this.find(email);
    if (!account) return null;
    const user = await this.auth.getUser(account.uid);
    const next = role === 'all' ? [] : account.roles.filter((r) => r !== role);
    await this.auth.setCustomUserClaims(account.uid, { ...(user.customClaims ?? {}), roles: next });
    await this.auth.revokeRefreshTokens(account.uid);
    return { ...account, roles: next };
  }

  async list(): Promise<StaffAccount[]> {
    const out: StaffAccount[] = [];
    let pageToken: string | undefined;
    do {
      const page = await this.auth.listUsers(1000, pageToken);
      out.push(...page.users.map(toAccount));
      pageToken = page.pageToken;
    } while (pageToken);
    return out.sort((a, b) => a.email.localeCompare(b.email));
  }
}
