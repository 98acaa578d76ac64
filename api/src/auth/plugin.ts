import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/types';
import { candidate, corporateAccount } from '../db/schema';
import { ApiError } from '../errors/api-error';
import type { CorporateContext, Identity, Role } from './identity';
import { identityFrom, isVerifiedEnough, tokenFromHeader, type TokenVerifier } from './verifier';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Sensitive write: the token is also checked against revoked sessions and disabled accounts. */
    checkRevoked?: boolean;
  }
  interface FastifyRequest {
    identity: Identity | null;
    corporate: CorporateContext | null;
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
  }
}

export interface AuthPluginOptions {
  verifier: TokenVerifier;
  db: Db;
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
    const [acc] = await db.select().from(corporateAccount).where(eq(corporateAccount.uid, identity.uid));
    if (!acc) throw new ApiError('PROFILE_NOT_FOUND');
    if (acc.status !== 'active') throw new ApiError('FORBIDDEN');
    request.corporate = {
      uid: acc.uid,
      companyId: acc.companyId,
      email: acc.email,
      contactName: acc.contactName,
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
