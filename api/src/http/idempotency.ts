import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { ApiError } from '../errors/api-error';
import { errorResponses } from '../openapi/schemas';
import {
  claimKey,
  fingerprintOf,
  readKey,
  releaseKey,
  storeAnswer,
  type IdempotencyScope,
  type StoredAnswer,
} from './idempotency-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A creating write: an `Idempotency-Key` from the client makes its retries answer the first answer. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request holds while it runs (set by the idempotency hook, cleared once answered). */
    idempotency: IdempotencyScope | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that is the stored first answer to the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';
const POLL_MS = 100;

/**
 * The key as the IETF draft sends it (a Structured Field string: `"…"`), or bare: 1-255 printable ASCII
 * characters. Anything else is refused: a key the server cannot compare is no protection.
 */
export function parseIdempotencyKey(raw: string | string[]): string {
  const value = [raw].flat().join(',').trim();
  const unquoted = /^"(.*)"$/.exec(value)?.[1] ?? value;
  if (!/^[\x20-\x7e]{1,255}$/.test(unquoted) || unquoted.trim() === '')
    throw new ApiError('IDEMPOTENCY_KEY_INVALID');
  return unquoted;
}

function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  reply.code(answer.status).header(REPLAYED_HEADER, 'true').header('cache-control', 'no-store');
  if (answer.contentType) reply.header('content-type', answer.contentType);
  return reply.send(answer.body);
}

/**
 * Idempotent creating writes (issue 46): a route with `config: { idempotent: true }` takes an `Idempotency-Key`
 * header from a signed-in caller. The first request with a key runs and its 2xx answer is kept (status and body,
 * per account, route and key, with a fingerprint of the path parameters, query and body) for a day; a retry with
 * the same key and data gets that answer back (`Idempotent-Replayed: true`) and writes nothing; the same key with
 * other data is 422 IDEMPOTENCY_KEY_REUSED; a retry while the first still runs waits for its answer up to `waitMs`,
 * then 409 IDEMPOTENCY_KEY_IN_USE. An answer other than 2xx is not kept (nothing was written): a retry runs again.
 * The records are rows of PostgreSQL, so a retry that reaches another API host finds them too.
 * Install before the routes.
 */
export function installIdempotency(app: FastifyInstance, db: Db, opts: { waitMs?: number } = {}): void {
  const waitMs = opts.waitMs ?? 5_000;
  app.decorateRequest('idempotency', null);

  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent && route.schema?.response)
      Object.assign(route.schema.response, errorResponses(400, 409, 422));
  });

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.headers[IDEMPOTENCY_HEADER];
    if (raw === undefined || !request.routeOptions.config?.idempotent) return;
    const key = parseIdempotencyKey(raw);
    const identity = request.identity;
    // a guest has no account to keep answers for
    if (!identity) return;
    const at: IdempotencyScope = {
      scope: `${identity.role}:${identity.uid}`,
      route: `${request.method} ${request.routeOptions.url}`,
      key,
    };
    const fingerprint = fingerprintOf({ params: request.params, query: request.query, body: request.body });
    const deadline = Date.now() + waitMs;
    for (;;) {
      if (await claimKey(db, at, fingerprint)) {
        request.idempotency = at;
        return;
      }
      const existing = await readKey(db, at, fingerprint);
      if (existing.state === 'other-request') throw new ApiError('IDEMPOTENCY_KEY_REUSED');
      if (existing.state === 'answered') return replay(reply, existing.answer);
      if (existing.state === 'running') {
        if (Date.now() >= deadline) {
          reply.header('retry-after', '1');
          throw new ApiError('IDEMPOTENCY_KEY_IN_USE');
        }
        await sleep(POLL_MS);
      }
      // 'gone': the first run failed and freed the key; take it
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const at = request.idempotency;
    if (!at) return payload;
    request.idempotency = null;
    const storable = typeof payload === 'string' || Buffer.isBuffer(payload) || payload == null;
    if (reply.statusCode < 200 || reply.statusCode >= 300 || !storable) {
      // nothing was written: the key is freed (once the database is back, if it is away) and a retry runs again
      await releaseKey(db, at).catch(() => void releaseSoon(db, at, request));
      return payload;
    }
    try {
      const contentType = reply.getHeader('content-type');
      await storeAnswer(db, at, {
        status: reply.statusCode,
        contentType: contentType === undefined ? null : String(contentType),
        body: payload == null ? '' : payload.toString(),
      });
    } catch (error) {
      // the database went away after the write: the key stays running, and a retry takes it over after the lease
      request.log.warn({ err: error, route: at.route }, 'idempotency answer not kept');
    }
    return payload;
  });
}

const RELEASE_TRIES = 15;

/**
 * Frees the key of a failed first run. A 503 comes when the database is away: the key is freed once it is back
 * (a try a second for RELEASE_TRIES seconds, longer than a restart takes), so the client's retry runs again.
 */
async function releaseSoon(db: Db, at: IdempotencyScope, request: FastifyRequest): Promise<void> {
  for (let attempt = 1; attempt <= RELEASE_TRIES; attempt++) {
    await sleep(1_000, undefined, { ref: false });
    try {
      await releaseKey(db, at);
      return;
    } catch (error) {
      if (attempt === RELEASE_TRIES)
        request.log.warn(
          { err: error, route: at.route },
          'idempotency key not freed: taken over after its lease',
        );
    }
  }
}
