import { COMPANY_LIMITS, DataOf, JobInvitation, JobInvitationInput } from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { bearer } from '../../http/route-schemas';
import { inviteToApply } from '../../services/invitations/invite';

/** "Invite to apply" from the candidate browser: a candidate who lets employers find them, to one open job. */
export default async function corporateInvitationRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/corporate/candidates/:uid/invite',
    {
      onRequest: app.requireCorporate,
      config: { checkRevoked: true, idempotent: true },
      schema: {
        tags: ['corporate candidates'],
        security: bearer,
        summary:
          'Invite a findable candidate to apply for one of our open jobs (notified in the portal and by e-mail; once per job)',
        params: Type.Object({ uid: Type.String({ minLength: 1, maxLength: COMPANY_LIMITS.uidMax }) }),
        body: JobInvitationInput,
        response: { 201: DataOf(JobInvitation), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await inviteToApply(db, request.corporate!, request.params.uid, request.body),
      }),
  );
}
