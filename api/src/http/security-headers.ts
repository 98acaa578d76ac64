import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The API's security headers (@fastify/helmet): its answers are JSON and stored files, so nothing in them may
 * run, load anything or be framed. HSTS only in production (served over HTTPS).
 */
export function apiSecurityHeaders(runMode: string): FastifyHelmetOptions {
  return {
    global: true,
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
