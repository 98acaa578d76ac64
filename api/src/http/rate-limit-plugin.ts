import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Db } from '../db/types';
import { ApiError } from '../errors/api-error';
import { errorResponses } from '../openapi/schemas';
import {
  ADDRESS_LIMITED_ROUTES,
  LIMITED_ROUTES,
  PER_ADDRESS,
  type RateLimit,
  type RateLimits,
} from './rate-limits';
import { countHit, sharedRateLimitStore } from './shared-rate-limit-store';

/** Signed in: the account (two accounts behind one address count apart); a guest: the client address. */
function accountOrAddress(request: FastifyRequest): string {
  const identity = request.identity;
  return identity ? `account:${identity.role}:${identity.uid}` : `ip:${request.ip}`;
}

/** A second limit of a route counted per client address over every account (ADDRESS_LIMITED_ROUTES). */
function perAddressLimit(db: Db, routeKey: string, { max, windowMs }: RateLimit): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const hits = await countHit(db, `address ${routeKey} ip:${request.ip}`, windowMs);
    if (hits.current <= max) return;
    reply.header('retry-after', Math.ceil(hits.ttl / 1000));
    throw new ApiError('RATE_LIMITED');
  };
}

/**
 * Rate limits of LIMITED_ROUTES (@fastify/rate-limit): the N+1th call in the window gets 429 RATE_LIMITED with
 * `retry-after` (seconds). The check runs after the route's own onRequest hooks, so the account is known.
 * Register before the routes. The counters are rows of the database (shared-rate-limit-store.ts), so every API
 * host counts into the same windows: N hosts still give one limit.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits, db: Db): Promise<void> {
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
      const addressAction = ADDRESS_LIMITED_ROUTES[key];
      if (addressAction) {
        const own = route.onRequest ? [route.onRequest].flat() : [];
        route.onRequest = [...own, perAddressLimit(db, key, limits[addressAction])];
      }
    }
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: accountOrAddress,
    errorResponseBuilder: () => new ApiError('RATE_LIMITED'),
    store: sharedRateLimitStore(db),
  });
  app.addHook('onReady', async () => {
    const missing = Object.keys(LIMITED_ROUTES).filter((key) => !seen.has(key));
    if (missing.length > 0)
      throw new Error(`rate limits name routes that do not exist: ${missing.join(', ')}`);
  });
}
