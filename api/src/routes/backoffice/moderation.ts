import {
  CompanyModerationInput,
  CompanyModerationResult,
  DataOf,
  JobModerationInput,
  JobModerationResult,
  ModerationCompanyDetail,
  ModerationCompanyItem,
  ModerationCompanyQuery,
  ModerationJobDetail,
  ModerationQueueItem,
  ModerationQueueQuery,
  PageOf,
  ReportDismissResult,
  StaffReasonInput,
  VerificationDecisionInput,
  VerificationQuery,
  VerificationRequest,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { IdParams, staffBearer } from '../../http/route-schemas';
import { jobForReview, listQueue } from '../../services/moderation/queue';
import { companyForReview, listCompanyQueue } from '../../services/moderation/company-queue';
import { dismissReport, moderateCompany, moderateJob } from '../../services/moderation/actions';
import {
  decideVerification,
  listVerifications,
  verificationFile,
} from '../../services/moderation/verification';

/** The moderation desk (role moderator): held and reported jobs, take-downs, suspensions, verifications. */
export default async function moderationRoutes(fastify: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['backoffice'];
  const guard = app.requireStaff('moderator');
  const security = staffBearer('moderator');

  app.get(
    '/backoffice/moderation/queue',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          'Jobs held, removed or reported (default: held or with open reports, oldest waiting first), by title/company text and flag',
        querystring: ModerationQueueQuery,
        response: { 200: PageOf(ModerationQueueItem), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await listQueue(db, request.query) }),
  );

  app.get(
    '/backoffice/moderation/jobs/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'A job as staff review it (any status), its reports and the staff actions on it',
        params: IdParams,
        response: { 200: DataOf(ModerationJobDetail), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await jobForReview(db, request.params.id) }),
  );

  app.post(
    '/backoffice/moderation/jobs/:id/action',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          'approve (back on the site, reports resolved), hold, or take_down a job, with the reason shown to its employer (notified in-app and by e-mail)',
        params: IdParams,
        body: JobModerationInput,
        response: { 200: DataOf(JobModerationResult), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await moderateJob(
        db,
        request.staff!,
        request.params.id,
        request.body.action,
        request.body.reason,
      ),
    }),
  );

  app.get(
    '/backoffice/moderation/companies',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          'Companies with open reports (default, oldest waiting first), suspended, or all ever reported or suspended, by name',
        querystring: ModerationCompanyQuery,
        response: { 200: PageOf(ModerationCompanyItem), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await listCompanyQueue(db, request.query) }),
  );

  app.get(
    '/backoffice/moderation/companies/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          'A company as staff review it (any status), its reports, its latest jobs and the staff actions on it',
        params: IdParams,
        response: { 200: DataOf(ModerationCompanyDetail), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await companyForReview(db, request.params.id) }),
  );

  app.post(
    '/backoffice/moderation/companies/:id/action',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          "suspend (its jobs leave the site, its employers' sign-ins are refused, its open reports are resolved) or reinstate a company; its employers are e-mailed the reason",
        params: IdParams,
        body: CompanyModerationInput,
        response: { 200: DataOf(CompanyModerationResult), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await moderateCompany(
        db,
        request.staff!,
        request.params.id,
        request.body.action,
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/backoffice/moderation/reports/:id/dismiss',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Dismiss an open report (of a job or a company) as unfounded',
        params: IdParams,
        body: StaffReasonInput,
        response: { 200: DataOf(ReportDismissResult), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await dismissReport(db, request.staff!, request.params.id, request.body.reason),
    }),
  );

  app.get(
    '/backoffice/verifications',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Company verification requests (pending: oldest first)',
        querystring: VerificationQuery,
        response: { 200: PageOf(VerificationRequest), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await listVerifications(db, request.query) }),
  );

  app.get(
    '/backoffice/verifications/:id/file',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'The document of a verification request (attachment, not cached)',
        params: IdParams,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const f = await verificationFile(db, request.params.id);
      // the bytes are past the typed reply (its schema documents the errors only)
      const raw: FastifyReply = reply;
      return raw
        .header('content-type', f.mime)
        .header('content-length', String(f.data.length))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(f.name)}`)
        .send(f.data);
    },
  );

  app.post(
    '/backoffice/verifications/:id/decision',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          'approve (the company is verified) or reject a pending verification request, with the reason shown to the employer',
        params: IdParams,
        body: VerificationDecisionInput,
        response: { 200: DataOf(VerificationRequest), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await decideVerification(
        db,
        request.staff!,
        request.params.id,
        request.body.decision,
        request.body.reason,
      ),
    }),
  );
}
