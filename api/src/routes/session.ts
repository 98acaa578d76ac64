import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Auth } from 'firebase-admin/auth';
import type { Role } from '../auth/identity';
import { errorResponses } from '../openapi/schemas';
import { bearer } from '../http/route-schemas';

export interface SessionRouteOptions {
  auth: Auth;
  tenants: Record<Role, string>;
}

/**
 * Sign-out that revokes (spec section 7: the provider's /v2/accounts:revokeToken at logout). The Firebase client
 * can revoke only Apple OAuth access tokens, never its own refresh token, so the browser asks the API, which
 * revokes every refresh token of the account (docs/DECISIONS.md: this signs the user out on their other devices).
 */
export default async function sessionRoutes(app: FastifyInstance, opts: SessionRouteOptions): Promise<void> {
  const route = (role: Role, onRequest: onRequestAsyncHookHandler) =>
    app.post(
      `/${role}/session/revoke`,
      {
        onRequest,
        schema: {
          tags: [role],
          security: bearer,
          summary: 'Sign-out: revoke every refresh token of the signed-in account (all its devices)',
          response: { 204: { type: 'null', description: 'Revoked' }, ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => {
        await opts.auth
          .tenantManager()
          .authForTenant(opts.tenants[role])
          .revokeRefreshTokens(request.identity!.uid);
        return reply.code(204).send();
      },
    );
  route('candidate', app.requireCandidate);
  route('corporate', app.requireCorporateUnverified);
}
