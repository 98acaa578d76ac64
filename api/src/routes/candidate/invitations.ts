import { CandidateInvitation, PageOf, pageQueryProps } from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { IdParams, bearer } from '../../http/route-schemas';
import { dismissInvitation, listInvitations } from '../../services/invitations/candidate-invitations';

/** 204 No Content, sent without a body (past the typed reply, which would want a null). */
const noBody = (reply: FastifyReply): FastifyReply => reply.code(204).send();
/** The invitations to apply a candidate received from companies (issue 43). */
export default async function candidateInvitationRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['candidate'];

  app.get(
    '/candidate/invitations',
    {
      onRequest: app.requireActiveCandidate,
      schema: {
        tags,
        security: bearer,
        summary: 'Invitations to apply from companies, newest first (dismissed ones left out)',
        querystring: Type.Object(pageQueryProps(), { additionalProperties: false }),
        response: { 200: PageOf(CandidateInvitation), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await listInvitations(db, request.identity!.uid, request.query),
    }),
  );

  app.post(
    '/candidate/invitations/:id/dismiss',
    {
      onRequest: app.requireActiveCandidate,
      schema: {
        tags,
        security: bearer,
        summary: 'Dismiss an invitation (idempotent)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await dismissInvitation(db, request.identity!.uid, request.params.id);
      return noBody(reply);
    },
  );
}
