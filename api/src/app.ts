import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import type { Auth } from 'firebase-admin/auth';
import { authEmulatorRefusal } from '@jobportal/deployment';
import { loadConfig, type AppConfig } from './config';
import type { Db } from './db/types';
import { frameworkErrorHandler, installErrorHandling } from './errors/handler';
import { installRequestGuards } from './http/request-guards';
import authPlugin from './auth/plugin';
import { firebaseAuth } from './auth/firebase';
import { TokenVerifier } from './auth/verifier';
import { registerSharedSchemas } from './openapi/schemas';
import { openApiOptions } from './openapi/document';
import { addSecurityHeaders } from './http/security-headers';
import { redactQueryStrings } from '@jobportal/deployment';
import { registerRateLimits } from './http/rate-limit-plugin';
import { installIdempotency } from './http/idempotency';
import metaRoutes from './routes/public/meta';
import jobRoutes from './routes/public/jobs';
import salaryRoutes from './routes/public/salaries';
import contentRoutes from './routes/public/content';
import fileRoutes from './routes/public/files';
import imageRoutes from './routes/public/images';
import seoRoutes from './routes/public/seo';
import candidateProfileRoutes from './routes/candidate/profile';
import candidateProfileImportRoutes from './routes/candidate/profile-import';
import candidateJobRoutes from './routes/candidate/jobs';
import candidateInsightRoutes from './routes/candidate/insights';
import corporateAccountRoutes from './routes/corporate/account';
import corporateJobRoutes from './routes/corporate/jobs';
import corporateApplicationRoutes from './routes/corporate/applications';
import corporateInterviewRoutes from './routes/corporate/interviews';
import candidateInterviewRoutes from './routes/candidate/interviews';
import corporateScreeningRoutes from './routes/corporate/screening';
import applicantsExportRoutes from './routes/corporate/applicants-export';
import screeningQuestionRoutes from './routes/public/screening';
import corporateInsightRoutes from './routes/corporate/insights';
import corporateTemplateRoutes from './routes/corporate/templates';
import corporateBulkActionRoutes from './routes/corporate/bulk-actions';
import corporateInvitationRoutes from './routes/corporate/invitations';
import candidateInvitationRoutes from './routes/candidate/invitations';
import corporateMessageRoutes from './routes/corporate/messages';
import candidateMessageRoutes from './routes/candidate/messages';
import candidateCvRoutes from './routes/candidate/cv';
import sessionRoutes from './routes/session';
import privacyRoutes from './routes/privacy';
import alertRoutes from './routes/alerts';
import notificationStreamRoutes from './routes/notification-stream';
import unsubscribeRoutes from './routes/unsubscribe';
import staffRoutes from './routes/backoffice/staff';
import moderationRoutes from './routes/backoffice/moderation';
import reportRoutes from './routes/reports';
import corporateVerificationRoutes from './routes/corporate/verification';
import corporateTeamRoutes from './routes/corporate/team';
import corporateJobTeamRoutes from './routes/corporate/job-team';
import backofficeContentRoutes from './routes/backoffice/content';
import backofficeSupportRoutes from './routes/backoffice/support';
import backofficePrivacyRoutes from './routes/backoffice/privacy';
import backofficeSystemRoutes from './routes/backoffice/system';
import backofficeReleaseRoutes from './routes/backoffice/releases';

export interface BuildAppOptions {
  db: Db;
  config?: Partial<AppConfig>;
  /** firebase-admin Auth; default: the one of the configured project (emulator when configured). */
  auth?: Auth;
  /** Fastify logger option; default: pino at config.logLevel with secrets redacted. */
  logger?: FastifyServerOptions['logger'];
  /** Home page cache; default 60 s (tests use 0). */
  cacheTtlMs?: number;
}

/**
 * Secrets never reach the logs: the registration password and the auth headers (and, in every line, the values of
 * query parameters carrying a token or signature: redactingQueryStrings).
 */
export const LOG_REDACT_PATHS = [
  'password',
  '*.password',
  'body.password',
  'req.body.password',
  'req.headers.authorization',
  'req.headers["x-refresh-token"]',
  'headers.authorization',
  'headers["x-refresh-token"]',
];

/**
 * Every line the logger writes, whatever the options a caller (a test) gives, goes out with the values of the query
 * parameters that carry a token or a signature replaced (the access log's URL, an error's message: libs/deployment logRedaction.ts).
 */
export function redactingQueryStrings(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  const own = options.hooks?.streamWrite;
  return {
    ...options,
    hooks: {
      ...options.hooks,
      streamWrite: (line: string) => redactQueryStrings(own ? own(line) : line),
    },
  };
}

/**
 * One access-log line per request instead of Fastify's two ("incoming request" + "request completed", and a third
 * "Route ... not found" for a 404): the completion line carries the request (method, url, client), the status and
 * the response time. At thousands of searches a second each line is a serialisation and a write on the event loop.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const config = loadConfig(opts.config);
  const refusal = authEmulatorRefusal({
    emulator: config.authEmulatorHost ?? process.env.FIREBASE_AUTH_EMULATOR_HOST,
    runMode: config.runMode,
    host: config.host,
    allowOnNetwork: process.env.ALLOW_AUTH_EMULATOR_ON_NETWORK,
  });
  if (refusal) throw new Error(refusal);
  const app = Fastify({
    logger: redactingQueryStrings(
      opts.logger ?? {
        level: config.logLevel,
        redact: { paths: LOG_REDACT_PATHS, censor: '[REDACTED]' },
      },
    ),
    logController: new OneLineRequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    ajv: {
      customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true },
    },
  });

  registerSharedSchemas(app);
  await app.register(swagger, openApiOptions());
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
  addSecurityHeaders(app, config.runMode);
  await registerRateLimits(app, config.rateLimits, opts.db);
  const auth = opts.auth ?? firebaseAuth(config);
  await app.register(authPlugin, {
    verifier: new TokenVerifier(auth, {
      candidate: config.tenantCandidate,
      corporate: config.tenantCorporate,
      staff: config.tenantStaff,
    }),
    db: opts.db,
    staffRequireMfa: config.staffRequireMfa,
  });
  installErrorHandling(app);
  installRequestGuards(app);
  installIdempotency(app, opts.db);

  const db = opts.db;
  await app.register(
    async (api) => {
      await api.register(metaRoutes, { db, cacheTtlMs: opts.cacheTtlMs ?? 60_000 });
      await api.register(jobRoutes, { db });
      await api.register(contentRoutes, { db });
      await api.register(salaryRoutes, { db, cacheTtlMs: opts.cacheTtlMs ?? 60_000 });
      await api.register(fileRoutes, { db });
      await api.register(imageRoutes, {
        db,
        assetsDir: config.assetsDir,
        cacheBytes: config.imageCacheBytes,
        avifEffort: config.imageAvifEffort,
      });
      await api.register(seoRoutes, {
        db,
        publicBaseUrl: config.publicBaseUrl,
        runMode: config.runMode,
        cacheTtlMs: opts.cacheTtlMs ?? 60_000,
        sitemapPageSize: config.sitemapPageSize,
      });
      await api.register(candidateProfileRoutes, { db });
      await api.register(candidateProfileImportRoutes);
      await api.register(candidateJobRoutes, { db });
      await api.register(candidateInsightRoutes, { db });
      await api.register(corporateAccountRoutes, { db });
      await api.register(corporateJobRoutes, { db });
      await api.register(corporateApplicationRoutes, { db });
      await api.register(corporateInterviewRoutes, { db });
      await api.register(candidateInterviewRoutes, { db });
      await api.register(corporateScreeningRoutes, { db });
      await api.register(applicantsExportRoutes, { db });
      await api.register(screeningQuestionRoutes, { db });
      await api.register(corporateInsightRoutes, { db });
      await api.register(corporateTemplateRoutes, { db });
      await api.register(corporateBulkActionRoutes, { db });
      await api.register(corporateInvitationRoutes, { db });
      await api.register(candidateInvitationRoutes, { db });
      await api.register(corporateMessageRoutes, { db });
      await api.register(candidateMessageRoutes, { db });
      await api.register(candidateCvRoutes, { db });
      await api.register(privacyRoutes, {
        db,
        pools: { auth, tenants: { candidate: config.tenantCandidate, corporate: config.tenantCorporate } },
      });
      await api.register(import('./routes/ai'), { db });
      await api.register(alertRoutes, { db });
      await api.register(notificationStreamRoutes, { db });
      await api.register(unsubscribeRoutes, { db });
      await api.register(staffRoutes, { db });
      await api.register(moderationRoutes, { db });
      await api.register(reportRoutes, { db });
      await api.register(corporateVerificationRoutes, { db });
      await api.register(corporateTeamRoutes, {
        db,
        pools: { auth, tenants: { candidate: config.tenantCandidate, corporate: config.tenantCorporate } },
      });
      await api.register(corporateJobTeamRoutes, { db });
      await api.register(backofficeContentRoutes, { db });
      await api.register(backofficeSupportRoutes, { db });
      await api.register(backofficePrivacyRoutes, {
        db,
        pools: { auth, tenants: { candidate: config.tenantCandidate, corporate: config.tenantCorporate } },
      });
      await api.register(backofficeSystemRoutes, { db });
      await api.register(backofficeReleaseRoutes, { db });
      await api.register(sessionRoutes, {
        auth,
        tenants: { candidate: config.tenantCandidate, corporate: config.tenantCorporate },
      });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );
  return app;
}
