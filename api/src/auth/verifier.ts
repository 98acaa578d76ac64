import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { ApiError } from '../errors/api-error';
import type { Identity, Role } from './identity';

export interface Tenants {
  candidate: string;
  corporate: string;
}

function errorCode(e: unknown): string {
  return typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
}

/** Accepts "Bearer <token>" or a bare token. */
export function tokenFromHeader(header: string | string[] | undefined): string | null {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!raw) return null;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? null : token;
}

/** Verifies Firebase ID tokens per tenant: one tenant = one role. */
export class TokenVerifier {
  constructor(
    private readonly auth: Auth,
    private readonly tenants: Tenants,
  ) {}

  private tenantAuth(role: Role) {
    return this.auth.tenantManager().authForTenant(this.tenants[role]);
  }

  /** Verifies against the role's tenant; a valid token of another pool is WRONG_ROLE, anything else TOKEN_INVALID. */
  async verify(token: string, role: Role): Promise<DecodedIdToken> {
    try {
      return await this.tenantAuth(role).verifyIdToken(token);
    } catch (e) {
      if (errorCode(e) === 'auth/mismatching-tenant-id' && (await this.isValidElsewhere(token, role))) {
        throw new ApiError('WRONG_ROLE');
      }
      throw new ApiError('TOKEN_INVALID');
    }
  }

  /** For routes open to both pools: the role is the token's tenant. */
  async verifyAny(token: string): Promise<{ role: Role; decoded: DecodedIdToken }> {
    for (const role of ['candidate', 'corporate'] as const) {
      try {
        return { role, decoded: await this.tenantAuth(role).verifyIdToken(token) };
      } catch (e) {
        if (errorCode(e) !== 'auth/mismatching-tenant-id') throw new ApiError('TOKEN_INVALID');
      }
    }
    throw new ApiError('WRONG_ROLE');
  }

  private async isValidElsewhere(token: string, role: Role): Promise<boolean> {
    const other: Role = role === 'candidate' ? 'corporate' : 'candidate';
    try {
      await this.tenantAuth(other).verifyIdToken(token);
      return true;
    } catch (e) {
      if (errorCode(e) !== 'auth/mismatching-tenant-id') return false;
    }
    try {
      await this.auth.verifyIdToken(token); // a project-level (tenant-less) account
      return true;
    } catch {
      return false;
    }
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

/** Spec section 4: unverified users are refused, except Facebook sign-ins. */
export function isVerifiedEnough(identity: Identity): boolean {
  return identity.emailVerified || identity.signInProvider === 'facebook.com';
}
