import Fastify from 'fastify';
import { helmetHeaders } from './helmetHeaders';
import { PERMISSIONS_POLICY, securityHeaderOptions, type SecuritySettings } from './securityPolicy';

/** Headers every response has anyway: not security headers. */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The security headers of securityHeaderOptions as nginx `add_header … always;` lines: helmet answers one request
 * with those options, as in the gateway (tools/gateway security/headers.ts), and its headers are written out, so
 * nginx sends exactly what the gateway sends.
 */
export async function nginxHeaderLines(settings: SecuritySettings): Promise<string> {
  const app = Fastify();
  const setHeaders = helmetHeaders(securityHeaderOptions(settings));
  app.addHook('onRequest', async (request, reply) => setHeaders(request.raw, reply.raw));
  app.get('/', async (_request, reply) => reply.header('permissions-policy', PERMISSIONS_POLICY).send(''));
  const res = await app.inject('/');
  await app.close();
  return Object.entries(res.headers)
    .filter(([name]) => !NOT_SECURITY.has(name))
    .map(([name, value]) => {
      const text = String(value);
      if (text.includes('"')) throw new Error(`nginx headers: ${name} has a double quote`);
      return `add_header ${name} "${text}" always;`;
    })
    .join('\n')
    .concat('\n');
}
