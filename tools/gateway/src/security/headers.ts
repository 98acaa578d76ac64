import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from '@fastify/helmet';
import {
  inlineScriptHashes,
  PERMISSIONS_POLICY,
  securityHeaderOptions,
  type SecuritySettings,
} from '@jobportal/deployment';

export type PortalSecurity = Omit<SecuritySettings, 'scriptHashes' | 'crossOriginResource'>;

/**
 * Security headers on every response of the gateway (@fastify/helmet, securityPolicy.ts of @jobportal/deployment), except routes `skip` names
 * (the Auth emulator's own pages run inline scripts of their own). Register before the routes. API responses keep
 * the headers the API sets (the proxy copies them over these).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  settings: PortalSecurity,
  skip: (url: string) => boolean,
): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (skip(route.url)) route.helmet = false;
  });
  await app.register(helmet, { ...securityHeaderOptions({ ...settings, scriptHashes: [] }), global: true });
  app.addHook('onRequest', async (request, reply) => {
    if (!skip(request.url.split('?')[0])) reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}

/** An HTML document's policy allows exactly its own inline scripts (hashed from the bytes being sent). */
export function applyDocumentPolicy(reply: FastifyReply, settings: PortalSecurity, html: string): void {
  applyScriptPolicy(reply, settings, inlineScriptHashes(html));
}

/** The policy of a document whose inline scripts' hashes are known (pages/keptDocuments.ts). */
export function applyScriptPolicy(
  reply: FastifyReply,
  settings: PortalSecurity,
  scriptHashes: string[],
): void {
  reply.helmet(securityHeaderOptions({ ...settings, scriptHashes }));
}
