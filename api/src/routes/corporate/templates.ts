import { DataOf, MessageTemplate, MessageTemplateInput } from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { IdParams, bearer } from '../../http/route-schemas';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  updateTemplate,
} from '../../services/templates/templates';

/** 204 No Content, sent without a body (past the typed reply, which would want a null). */
const noBody = (reply: FastifyReply): FastifyReply => reply.code(204).send();
/**
 * The company's message templates (invite, reject, offer, other; Thai and English with placeholders): every member
 * reads them, `templates:write` roles change them. The built-in texts to copy are constants of the contract
 * (`BUILT_IN_TEMPLATES`), never stored per company.
 */
export default async function corporateTemplateRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['corporate templates'];
  const pre = app.requireCorporate;

  app.get(
    '/corporate/templates',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: "The company's message templates, by kind then name",
        response: { 200: DataOf(Type.Array(MessageTemplate)), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await listTemplates(db, request.corporate!) }),
  );

  app.post(
    '/corporate/templates',
    {
      onRequest: pre,
      config: { checkRevoked: true, idempotent: true },
      schema: {
        tags,
        security: bearer,
        summary:
          'Create a template (at least one body; placeholders {candidate_name} {job_title} {company} {recruiter_name} only)',
        body: MessageTemplateInput,
        response: { 201: DataOf(MessageTemplate), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createTemplate(db, request.corporate!, request.body) }),
  );

  app.put(
    '/corporate/templates/:id',
    {
      onRequest: pre,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Replace a template',
        params: IdParams,
        body: MessageTemplateInput,
        response: { 200: DataOf(MessageTemplate), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await updateTemplate(db, request.corporate!, request.params.id, request.body),
    }),
  );

  app.delete(
    '/corporate/templates/:id',
    {
      onRequest: pre,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Delete a template',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteTemplate(db, request.corporate!, request.params.id);
      return noBody(reply);
    },
  );
}
