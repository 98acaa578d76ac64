import { DataOf, JobTeam, JobTeamInput } from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { IdParams, bearer } from '../../http/route-schemas';
import { getJobTeam, setJobTeam } from '../../services/team/job-team';

/** A job's owner and collaborators among the team (issue 43): recruiters work on the jobs they own or share. */
export default async function corporateJobTeamRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['corporate team'];

  app.get(
    '/corporate/jobs/:id/collaborators',
    {
      onRequest: app.requireCorporate,
      schema: {
        tags,
        security: bearer,
        summary: "A job's owner and collaborators, and whether the caller may change them",
        params: IdParams,
        response: { 200: DataOf(JobTeam), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await getJobTeam(db, request.corporate!, request.params.id) }),
  );

  app.put(
    '/corporate/jobs/:id/collaborators',
    {
      onRequest: app.requireCorporate,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary:
          "Set a job's owner and collaborators among the members who work on jobs (owners, admins, the job's owner)",
        params: IdParams,
        body: JobTeamInput,
        response: { 200: DataOf(JobTeam), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await setJobTeam(db, request.corporate!, request.params.id, request.body),
    }),
  );
}
