import {
  COMPANY_LIMITS,
  CorporateProfile,
  DataOf,
  InviteAcceptInput,
  InvitePreview,
  InvitePreviewQuery,
  Ref,
  TeamInvite,
  TeamInviteInput,
  TeamMember,
  TeamOverview,
  TeamRoleInput,
  TeamTransferInput,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { IdParams, bearer } from '../../http/route-schemas';
import type { IdentityPools } from '../../services/pdpa/erasure';
import { changeRole, getTeam, removeMember, transferOwnership } from '../../services/team/members';
import {
  acceptInvite,
  createInvite,
  previewInvite,
  resendInvite,
  revokeInvite,
} from '../../services/team/invites';

const UidParams = Type.Object({ uid: Type.String({ minLength: 1, maxLength: COMPANY_LIMITS.uidMax }) });

/** Ends every session of a removed member (their refresh tokens); a login already deleted has none. */
function sessionRevoker(pools: IdentityPools) {
  return async (uid: string): Promise<void> => {
    try {
      await pools.auth.tenantManager().authForTenant(pools.tenants.corporate).revokeRefreshTokens(uid);
    } catch (e) {
      if ((e as { code?: string })?.code !== 'auth/user-not-found') throw e;
    }
  };
}

/** The company's team (issue 43): members and roles, invitations by e-mail, ownership. */
export default async function corporateTeamRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; pools: IdentityPools },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['corporate team'];
  const pre = app.requireCorporate;
  const revoke = sessionRevoker(opts.pools);

  app.get(
    '/corporate/team',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary:
          "The company's members with their roles, and its open invitations (listed for owners and admins only)",
        response: { 200: DataOf(TeamOverview), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await getTeam(db, request.corporate!) }),
  );

  app.post(
    '/corporate/team/invites',
    {
      onRequest: pre,
      config: { checkRevoked: true, idempotent: true },
      schema: {
        tags,
        security: bearer,
        summary:
          'Invite a person by e-mail (owner, admin): a link valid for 7 days is e-mailed; an address with an open invitation gets a new link (200)',
        body: TeamInviteInput,
        response: {
          200: DataOf(TeamInvite),
          201: DataOf(TeamInvite),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { invite, created } = await createInvite(db, request.corporate!, request.body);
      return reply.code(created ? 201 : 200).send({ data: invite });
    },
  );

  app.post(
    '/corporate/team/invites/:id/resend',
    {
      onRequest: pre,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Send an open invitation again: a new link (the old one stops working), 7 more days',
        params: IdParams,
        response: { 200: DataOf(TeamInvite), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await resendInvite(db, request.corporate!, request.params.id) }),
  );

  app.delete(
    '/corporate/team/invites/:id',
    {
      onRequest: pre,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Revoke an open invitation: its link stops working',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await revokeInvite(db, request.corporate!, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/corporate/team/members/:uid',
    {
      onRequest: pre,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary:
          "Change a member's role (owner: anyone else; admin: recruiters, viewers and themselves); ownership moves through the transfer",
        params: UidParams,
        body: TeamRoleInput,
        response: { 200: DataOf(TeamMember), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await changeRole(db, request.corporate!, request.params.uid, request.body.role),
    }),
  );

  app.delete(
    '/corporate/team/members/:uid',
    {
      onRequest: pre,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary:
          'Remove a member (owner: anyone else; admin: recruiters and viewers) or leave (your own uid, not the owner): their sessions end and their next request is refused',
        params: UidParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeMember(db, request.corporate!, request.params.uid, revoke);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/corporate/team/transfer',
    {
      onRequest: pre,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Hand the company over (owner only): the member becomes the owner, the owner an admin',
        body: TeamTransferInput,
        response: { 200: DataOf(TeamOverview), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await transferOwnership(db, request.corporate!, request.body.uid) }),
  );

  app.get(
    '/corporate/invites/preview',
    {
      schema: {
        tags,
        summary:
          'What an invitation link is for (no sign-in): company, role, inviter and the invited address; 404 INVITE_INVALID, 410 INVITE_EXPIRED',
        querystring: InvitePreviewQuery,
        response: { 200: DataOf(InvitePreview), ...errorResponses(400, 404, 410) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await previewInvite(db, request.query.token) };
    },
  );

  app.post(
    '/corporate/invites/accept',
    {
      onRequest: app.requireCorporateUnverified,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary:
          "Join the company of an invitation with the invitee's login (its e-mail must be the invited one; one company per login)",
        body: InviteAcceptInput,
        response: {
          201: DataOf(Type.Array(Ref(CorporateProfile))),
          ...errorResponses(400, 401, 403, 404, 409, 410),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await acceptInvite(db, request.identity!, request.body) }),
  );
}
