import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  boundedMemo,
  helmetHeaders,
  inlineScriptHashes,
  PERMISSIONS_POLICY,
  securityHeaderOptions,
  type SecuritySettings,
  type SetHeaders,
} from '@jobportal/deployment';

export type PortalSecurity = Omit<SecuritySettings, 'scriptHashes' | 'crossOriginResource'>;

/** Distinct policies kept made: a document's inline scripts are the shell's and the server's few, not per page. */
const MAX_KEPT_POLICIES = 64;
const keptPolicies = new WeakMap<PortalSecurity, (key: string, make: () => SetHeaders) => SetHeaders>();

/** The headers of the policy allowing these inline scripts, made once per distinct set (helmetHeaders). */
function policyFor(settings: PortalSecurity, scriptHashes: string[]): SetHeaders {
  let kept = keptPolicies.get(settings);
  if (!kept) keptPolicies.set(settings, (kept = boundedMemo<SetHeaders>(MAX_KEPT_POLICIES)));
  return kept(scriptHashes.join(' '), () =>
    helmetHeaders(securityHeaderOptions({ ...settings, scriptHashes })),
  );
}

/**
 * Security headers on every response of the gateway (securityPolicy.ts of @jobportal/deployment), except the paths
 * `skip` names (the Auth emulator's own pages run inline scripts of their own). Register before the routes. API
 * responses keep the headers the API sets (the proxy copies them over these).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  settings: PortalSecurity,
  skip: (pathname: string) => boolean,
): Promise<void> {
  const everyResponse = policyFor(settings, []);
  app.addHook('onRequest', async (request, reply) => {
    if (skip(request.url.split('?')[0])) return;
    everyResponse(request.raw, reply.raw);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
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
  policyFor(settings, scriptHashes)(reply.request.raw, reply.raw);
}
