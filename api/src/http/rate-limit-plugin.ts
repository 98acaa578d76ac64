import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ApiError } from '../errors/api-error';
import { errorResponses } from '../openapi/schemas';
import { LIMITED_ROUTES, PER_ADDRESS, type RateLimits } from './rate-limits';

/** Signed in: the account (two accounts behind one address count apart); a guest: the client address. */
function accountOrAddress(request: FastifyRequest): string {
  const identity = request.identity;
  return identity ? `account:${identity.role}:${identity.uid}` : `ip:${request.ip}`;
}

/**
 * Rate limits of LIMITED_ROUTES (@fastify/rate-limit): the N+1th call in the window gets 429 RATE_LIMITED with
 * `retry-after` (seconds). The check runs after the route's own onRequest hooks, so the account is known.
 * Register before the routes. In memory: one API process counts its own calls.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits): Promise<void> {
  const seen = new Set<string>();
  // Before the plugin's own onRoute hook, which reads config.rateLimit.
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      const action = LIMITED_ROUTES[key];
      if (!action) continue;
      seen.add(key);
      const { max, windowMs } = limits[action];
      const byAddress = PER_ADDRESS.includes(action)
        ? { keyGenerator: (request: FastifyRequest) => `ip:${request.ip}` }
        : {};
      route.config = { ...route.config, rateLimit: { max, timeWindow: windowMs, ...byAddress } };
      if (route.schema?.response) Object.assign(route.schema.response, errorResponses(429));
    }
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: accountOrAddress,
    errorResponseBuilder: () => new ApiError('RATE_LIMITED'),
  });
  app.addHook('onReady', async () => {
    const missing = Object.keys(LIMITED_ROUTES).filter((key) => !seen.has(key));
    if (missing.length > 0)
      throw new Error(`rate limits name routes that do not exist: ${missing.join(', ')}`);
  });
}
