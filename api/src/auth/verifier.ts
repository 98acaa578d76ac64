import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { ApiError } from '../errors/api-error';
import type { Identity, Pool, Role } from './identity';

export interface Tenants {
  candidate: string;
  corporate: string;
  /** The staff pool; absent = no staff token passes. */
  staff?: string;
}

/** Accepts "Bearer <token>" or a bare token. */
export function tokenFromHeader(header: string | string[] | undefined): string | null {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!raw) return null;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? null : token;
}

/** The tenant claim of a JWT, read WITHOUT verification (only to pick the verifier); undefined if unreadable. */
export function unverifiedTenant(token: string): string | null | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as {
      firebase?: { tenant?: unknown };
    };
    return typeof payload.firebase?.tenant === 'string' ? payload.firebase.tenant : null;
  } catch {
    return undefined;
  }
}

/**
 * Verifies Firebase ID tokens per tenant: one tenant = one role. The token's (unverified) tenant claim picks the
 * tenant to verify against; the verification itself is firebase-admin's (signature, expiry, audience, tenant,
 * and, with the emulator, that the account still exists).
 */
export class TokenVerifier {
  constructor(
    private readonly auth: Auth,
    private readonly tenants: Tenants,
  ) {}

  private poolOfTenant(tenant: string | null): Pool | null {
    if (tenant === this.tenants.candidate) return 'candidate';
    if (tenant === this.tenants.corporate) return 'corporate';
    if (this.tenants.staff && tenant === this.tenants.staff) return 'staff';
    return null;
  }

  private async verifyIn(
    tenant: string | null,
    token: string,
    checkRevoked: boolean,
  ): Promise<DecodedIdToken> {
    try {
      return tenant === null
        ? await this.auth.verifyIdToken(token, checkRevoked)
        : await this.auth.tenantManager().authForTenant(tenant).verifyIdToken(token, checkRevoked);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'auth/id-token-revoked' || code === 'auth/user-disabled')
        throw new ApiError('TOKEN_REVOKED');
      throw new ApiError('TOKEN_INVALID');
    }
  }

  /**
   * Verifies for the role's pool: a valid token of another pool (or of no tenant) is WRONG_ROLE, anything else
   * TOKEN_INVALID. With checkRevoked (sensitive writes) the account is looked up as well: a token issued before
   * the user's sessions were revoked, or of a disabled account, is TOKEN_REVOKED.
   */
  async verify(token: string, role: Pool, checkRevoked = false): Promise<DecodedIdToken> {
    const { role: tokenRole, decoded } = await this.verifyAnyTenant(token, checkRevoked);
    if (tokenRole !== role) throw new ApiError('WRONG_ROLE');
    return decoded;
  }

  /** For routes open to both pools: the role is the token's tenant. */
  async verifyAny(token: string): Promise<{ role: Role; decoded: DecodedIdToken }> {
    const { role, decoded } = await this.verifyAnyTenant(token);
    if (role === null || role === 'staff') throw new ApiError('WRONG_ROLE');
    return { role, decoded };
  }

  private async verifyAnyTenant(
    token: string,
    checkRevoked = false,
  ): Promise<{ role: Pool | null; decoded: DecodedIdToken }> {
    const tenant = unverifiedTenant(token);
    if (tenant === undefined) throw new ApiError('TOKEN_INVALID');
    const decoded = await this.verifyIn(tenant, token, checkRevoked);
    return { role: this.poolOfTenant(decoded.firebase?.tenant ?? null), decoded };
  }
}

export function identityFrom(role: Role, decoded: DecodedIdToken): Identity {
  return {
    role,
    uid: decoded.uid,
    email: (decoded.email ?? '').toLowerCase(),
    emailVerified: decoded.email_verified === true,
    signInProvider: decoded.firebase?.sign_in_provider ?? 'unknown',
    name: typeof decoded.name === 'string' ? decoded.name : null,
    tenant: decoded.firebase?.tenant ?? '',
  };
}

/**
 * Sign-in providers whose e-mail Firebase never marks verified: Facebook reports none, LINE's ID token has an
 * `email` claim (only with the channel's e-mail permission and the user's consent) but no `email_verified`. The
 * provider vouches for the person; such sign-ins count as verified (candidate pool only: the corporate tenant
 * enables neither provider). docs/DECISIONS.md (LINE Login, issue 44).
 */
export const PROVIDERS_WITHOUT_VERIFIED_EMAIL: readonly string[] = ['facebook.com', 'oidc.line'];

/** Spec section 4: unverified users are refused, except Facebook and LINE sign-ins. */
export function isVerifiedEnough(identity: Identity): boolean {
  return identity.emailVerified || PROVIDERS_WITHOUT_VERIFIED_EMAIL.includes(identity.signInProvider);
}
