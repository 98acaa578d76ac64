import type { FastifyInstance } from 'fastify';
import type { HelmetOptions } from 'helmet';
import { helmetHeaders } from '@jobportal/deployment';

/**
 * The API's security headers (helmet): its answers are JSON and stored files, so nothing in them may run, load
 * anything or be framed. HSTS only in production (served over HTTPS).
 */
export function apiSecurityHeaders(runMode: string): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity:
      runMode === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  };
}

/** The headers on every answer, errors included (made once: helmetHeaders). */
export function addSecurityHeaders(app: FastifyInstance, runMode: string): void {
  const setHeaders = helmetHeaders(apiSecurityHeaders(runMode));
  app.addHook('onRequest', async (request, reply) => setHeaders(request.raw, reply.raw));
}
