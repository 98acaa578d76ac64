import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/types';
import { candidate, company, corporateAccount } from '../db/schema';
import { ApiError } from '../errors/api-error';
import {
  staffRolesOf,
  type CorporateContext,
  type Identity,
  type Role,
  type StaffIdentity,
  type StaffRole,
} from './identity';
import { identityFrom, isVerifiedEnough, tokenFromHeader, type TokenVerifier } from './verifier';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Sensitive write: the token is also checked against revoked sessions and disabled accounts. */
    checkRevoked?: boolean;
  }
  interface FastifyRequest {
    identity: Identity | null;
    corporate: CorporateContext | null;
    /** The verified staff member of a back-office route (requireStaff). */
    staff: StaffIdentity | null;
  }
  interface FastifyInstance {
    /** Candidate token, verified e-mail. */
    requireCandidate: onRequestAsyncHookHandler;
    /** requireCandidate + the account is not flagged deletion-requested. */
    requireActiveCandidate: onRequestAsyncHookHandler;
    /** A valid candidate token fills request.identity; anything else is a guest. */
    optionalCandidate: onRequestAsyncHookHandler;
    /** Corporate token, verified e-mail, existing employer account (request.corporate). */
    requireCorporate: onRequestAsyncHookHandler;
    /** Corporate token, e-mail verification NOT required, no account needed (registration). */
    requireCorporateUnverified: onRequestAsyncHookHandler;
    /** A valid token of either pool fills request.identity; anything else is a guest. */
    optionalAnyUser: onRequestAsyncHookHandler;
    /**
     * A staff token (staff tenant), checked against revoked sessions every time, holding one of the roles (`admin`
     * holds them all); fills request.staff. No role = any staff member.
     */
    requireStaff: (...roles: StaffRole[]) => onRequestAsyncHookHandler;
  }
}

export interface AuthPluginOptions {
  verifier: TokenVerifier;
  db: Db;
  /** Staff tokens must carry a second factor (config.staffRequireMfa). */
  staffRequireMfa?: boolean;
}

async function identify(
  verifier: TokenVerifier,
  request: FastifyRequest,
  role: Role,
  allowUnverified: boolean,
): Promise<Identity> {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) throw new ApiError('UNAUTHENTICATED');
  const checkRevoked = request.routeOptions.config?.checkRevoked === true;
  const identity = identityFrom(role, await verifier.verify(token, role, checkRevoked));
  if (!allowUnverified && !isVerifiedEnough(identity)) throw new ApiError('EMAIL_NOT_VERIFIED');
  request.identity = identity;
  return identity;
}

/** Identity plugin: per-route onRequest hooks (run before body validation, so a guest gets 401 rather than 400) for the two Firebase tenants. */
async function authPlugin(app: FastifyInstance, opts: AuthPluginOptions): Promise<void> {
  const { verifier, db } = opts;
  app.decorateRequest('identity', null);
  app.decorateRequest('corporate', null);
  app.decorateRequest('staff', null);

  const requireCandidate: onRequestAsyncHookHandler = async (request) => {
    await identify(verifier, request, 'candidate', false);
  };

  const requireActiveCandidate: onRequestAsyncHookHandler = async (request) => {
    const identity = await identify(verifier, request, 'candidate', false);
    const [row] = await db
      .select({ status: candidate.status })
      .from(candidate)
      .where(eq(candidate.uid, identity.uid));
    if (row?.status === 'deletion_requested') throw new ApiError('ACCOUNT_DELETION_REQUESTED');
  };

  const optionalCandidate: onRequestAsyncHookHandler = async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return;
    try {
      const identity = identityFrom('candidate', await verifier.verify(token, 'candidate'));
      if (isVerifiedEnough(identity)) request.identity = identity;
    } catch {
      // an expired or foreign token on a public route: served as a guest
    }
  };

  const requireCorporate: onRequestAsyncHookHandler = async (request) => {
    const identity = await identify(verifier, request, 'corporate', false);
    const [acc] = await db
      .select({
        uid: corporateAccount.uid,
        companyId: corporateAccount.companyId,
        email: corporateAccount.email,
        contactName: corporateAccount.contactName,
        role: corporateAccount.role,
        status: corporateAccount.status,
        companyStatus: company.status,
      })
      .from(corporateAccount)
      .innerJoin(company, eq(company.id, corporateAccount.companyId))
      .where(eq(corporateAccount.uid, identity.uid));
    if (!acc) throw new ApiError('PROFILE_NOT_FOUND');
    if (acc.companyStatus === 'suspended') throw new ApiError('COMPANY_SUSPENDED');
    if (acc.status !== 'active') throw new ApiError('FORBIDDEN');
    request.corporate = {
      uid: acc.uid,
      companyId: acc.companyId,
      email: acc.email,
      contactName: acc.contactName,
      role: acc.role,
    };
  };

  const requireCorporateUnverified: onRequestAsyncHookHandler = async (request) => {
    await identify(verifier, request, 'corporate', true);
  };

  const optionalAnyUser: onRequestAsyncHookHandler = async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return;
    try {
      const { role, decoded } = await verifier.verifyAny(token);
      const identity = identityFrom(role, decoded);
      if (isVerifiedEnough(identity)) request.identity = identity;
    } catch {
      // guest
    }
  };

  const requireStaff =
    (...roles: StaffRole[]): onRequestAsyncHookHandler =>
    async (request) => {
      const token = tokenFromHeader(request.headers.authorization);
      if (!token) throw new ApiError('UNAUTHENTICATED');
      // Always checked against revoked sessions: a revoked role or a disabled account ends at the next request.
      const decoded = await verifier.verify(token, 'staff', true);
      if (decoded.email_verified !== true) throw new ApiError('EMAIL_NOT_VERIFIED');
      if (opts.staffRequireMfa && !decoded.firebase?.sign_in_second_factor)
        throw new ApiError('MFA_REQUIRED');
      const held = staffRolesOf(decoded.roles);
      if (held.length === 0) throw new ApiError('STAFF_ROLE_REQUIRED');
      if (roles.length > 0 && !held.includes('admin') && !roles.some((r) => held.includes(r)))
        throw new ApiError('STAFF_ROLE_REQUIRED');
      request.staff = { uid: decoded.uid, email: (decoded.email ?? '').toLowerCase(), roles: held };
    };

  app.decorate('requireStaff', requireStaff);
  app.decorate('requireCandidate', requireCandidate);
  app.decorate('requireActiveCandidate', requireActiveCandidate);
  app.decorate('optionalCandidate', optionalCandidate);
  app.decorate('requireCorporate', requireCorporate);
  app.decorate('requireCorporateUnverified', requireCorporateUnverified);
  app.decorate('optionalAnyUser', optionalAnyUser);
}

// Same effect as fastify-plugin: the decorators are visible to the parent scope.
(authPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
export default authPlugin;
