import { APPLICATION_STATUSES, Defaulted, EXPORT_FORMATS, StringEnum } from '@jobportal/contracts';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { Db } from '../../db/types';
import { localeFrom } from '../../i18n/locale';
import { errorResponses } from '../../openapi/schemas';
import { IdParams, bearer } from '../../http/route-schemas';
import { collectApplicants } from '../../services/applicants-export/collect';
import { toCsv } from '../../services/applicants-export/csv';
import { toXlsx } from '../../services/applicants-export/xlsx';
import { ScreeningFilterQuery } from './screening-query';

/** Response header: applicants left out of the file for personal-data reasons (withdrawn, restricted, erased...). */
export const EXPORT_EXCLUDED_HEADER = 'x-export-excluded';

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const ExportQuery = Type.Object(
  {
    format: Defaulted(StringEnum(EXPORT_FORMATS, { default: 'csv' })),
    status: Type.Optional(StringEnum(APPLICATION_STATUSES)),
    ...ScreeningFilterQuery,
  },
  { additionalProperties: false },
);

export default async function applicantsExportRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;

  // The file's bytes are no JSON body: this route keeps the plain reply (its schema documents the errors only).
  fastify.get<{ Params: Static<typeof IdParams>; Querystring: Static<typeof ExportQuery> }>(
    '/corporate/jobs/:id/applications/export',
    {
      onRequest: fastify.requireCorporate,
      config: { checkRevoked: true },
      schema: {
        tags: ['corporate applications'],
        security: bearer,
        summary:
          "A job's applicants as CSV (UTF-8 with BOM, for Excel) or XLSX (job:export); the pipeline's filters apply",
        params: IdParams,
        querystring: ExportQuery,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const locale = localeFrom(request.headers['accept-language']);
      const sheet = await collectApplicants(
        db,
        request.corporate!,
        request.params.id,
        filters,
        locale,
        format,
      );
      const body = format === 'xlsx' ? await toXlsx(sheet) : toCsv(sheet.header, sheet.rows);
      const day = new Date().toISOString().slice(0, 10);
      const name = `applicants-${request.params.id.slice(0, 8)}-${day}.${format}`;
      return reply
        .header('content-type', TYPES[format])
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .header(EXPORT_EXCLUDED_HEADER, String(sheet.excluded))
        .send(body);
    },
  );
}
