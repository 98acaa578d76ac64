import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/types';
import { ApiError } from '../errors/api-error';
import { errorResponses } from '../openapi/schemas';
import { bearer } from '../http/route-schemas';
import type { Recipient } from '../services/alerts/kinds';
import { unreadCount } from '../services/alerts/inbox';
import { NotificationHub, recipientKey } from '../services/alerts/live';

export interface StreamLimits {
  /** Open streams of one account in one API process (tabs, devices); the next one gets 429. */
  perUser: number;
  /** Open streams of one API process. */
  total: number;
  /** A comment line so proxies and the browser see the connection alive. */
  heartbeatMs: number;
  /** The token is verified again (revoked session, disabled account, removed employer) this often. */
  recheckMs: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  perUser: 5,
  total: 10_000,
  heartbeatMs: 25_000,
  recheckMs: 5 * 60_000,
};

const ENV: Record<keyof StreamLimits, [string, number]> = {
  perUser: ['NOTIFICATION_STREAMS_PER_USER', 1],
  total: ['NOTIFICATION_STREAMS_MAX', 1],
  heartbeatMs: ['NOTIFICATION_STREAM_HEARTBEAT_MS', 100],
  recheckMs: ['NOTIFICATION_STREAM_RECHECK_MS', 100],
};

/** The limits with the operator's changes (whole numbers; a value it does not understand stops the start). */
export function streamLimitsFrom(env: NodeJS.ProcessEnv): StreamLimits {
  const limits = { ...DEFAULT_STREAM_LIMITS };
  for (const [field, [name, min]] of Object.entries(ENV) as [keyof StreamLimits, [string, number]][]) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`${name}=${raw}: a whole number >= ${min}`);
    limits[field] = n;
  }
  return limits;
}

/** The `exp` of a (verified) Firebase ID token in ms; the stream ends then and the client reconnects with a new one. */
function expiryOf(authorization: string | undefined): number {
  const payload = authorization?.split(' ')[1]?.split('.')[1];
  try {
    const exp = (JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { exp?: unknown }).exp;
    if (typeof exp === 'number') return exp * 1000;
  } catch {
    // verified by the guard already; without exp, only the periodic check ends the stream
  }
  return Number.POSITIVE_INFINITY;
}

interface Stream {
  key: string;
  res: ServerResponse;
  expiresAt: number;
  nextPing: number;
  nextCheck: number;
  checking: boolean;
  recheck(): void;
  close(reason: string): void;
}

const TICK_MS = 1000;

/**
 * Live notifications (issue 44): `GET /api/{candidate|corporate}/notifications/stream`, server-sent events with the
 * unread count at once and again whenever a notification of the caller is created or read (in any API process:
 * PostgreSQL LISTEN/NOTIFY, services/alerts/live.ts). Authenticated like every route, by the Authorization header
 * (the client reads the stream with fetch(), never an EventSource with a token in the URL).
 */
export default async function notificationStreamRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; limits?: StreamLimits },
): Promise<void> {
  const { db } = opts;
  const limits = opts.limits ?? streamLimitsFrom(process.env);
  const hub = new NotificationHub(db);
  const open = new Set<Stream>();
  const perKey = new Map<string, number>();
  let reserved = 0; // streams open or opening
  let shuttingDown = false;
  // One count query per account at a time, shared by its open streams (tabs, devices) when they ask together.
  const counting = new Map<string, Promise<number>>();
  const countOf = (key: string, r: Recipient): Promise<number> => {
    let p = counting.get(key);
    if (!p) {
      p = unreadCount(db, r);
      counting.set(key, p);
      const done = () => void counting.delete(key);
      p.then(done, done);
    }
    return p;
  };

  // One timer for every stream of the process: heartbeats, token expiry, the periodic check of the token.
  const ticker = setInterval(
    () => {
      const now = Date.now();
      for (const s of open) {
        if (now >= s.expiresAt) s.close('expired');
        else if (now >= s.nextCheck && !s.checking) s.recheck();
        else if (now >= s.nextPing) {
          s.nextPing = now + limits.heartbeatMs;
          s.res.write(': ping\n\n');
        }
      }
    },
    Math.min(TICK_MS, limits.heartbeatMs, limits.recheckMs),
  );
  ticker.unref();

  // A graceful shutdown ends every stream first: an open response would keep app.close() waiting for ever.
  fastify.addHook('preClose', async () => {
    shuttingDown = true;
    clearInterval(ticker);
    for (const s of [...open]) s.close('shutdown');
  });
  fastify.addHook('onClose', async () => {
    await hub.stop();
  });

  const route = (base: string, guard: onRequestAsyncHookHandler, me: (r: FastifyRequest) => Recipient) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      `${base}/notifications/stream`,
      {
        onRequest: guard,
        // the account's sessions are checked at the start and at each recheck, as for a sensitive write
        config: { checkRevoked: true },
        schema: {
          tags: [base.slice(1), 'alerts'],
          security: bearer,
          summary:
            'Live unread count (text/event-stream): `event: count` with {"count":n} at once and after every change of my notifications; a `: ping` comment every 25 s; `event: end` with {"reason"} before the server ends it (token expired or no longer valid, shutdown). At most 5 streams per account (429)',
          produces: ['text/event-stream'],
          response: {
            200: Type.String({ description: 'text/event-stream' }),
            ...errorResponses(401, 403, 429, 503),
          },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const recipient = me(request);
        const key = recipientKey(recipient);
        if (shuttingDown) throw new ApiError('SERVICE_UNAVAILABLE');
        if ((perKey.get(key) ?? 0) >= limits.perUser || reserved >= limits.total) {
          reply.header('retry-after', '30');
          throw new ApiError('RATE_LIMITED');
        }
        perKey.set(key, (perKey.get(key) ?? 0) + 1);
        reserved++;
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          reserved--;
          const n = (perKey.get(key) ?? 1) - 1;
          if (n > 0) perKey.set(key, n);
          else perKey.delete(key);
        };

        const res = reply.raw;
        let unsubscribe: (() => void) | null = null;
        let sending: Promise<void> | null = null;
        let again = false;
        const now = Date.now();
        const stream: Stream = {
          key,
          res,
          expiresAt: expiryOf(request.headers.authorization),
          nextPing: now + limits.heartbeatMs,
          nextCheck: now + limits.recheckMs,
          checking: false,
          recheck: () => {
            stream.checking = true;
            // the route's own guard again (same token): a revoked session, a disabled or removed account ends it
            Promise.resolve(guard.call(fastify, request, reply))
              .then(() => {
                stream.nextCheck = Date.now() + limits.recheckMs;
              })
              .catch(() => stream.close('unauthorized'))
              .finally(() => {
                stream.checking = false;
              });
          },
          close: (reason: string) => {
            if (!open.delete(stream)) return;
            unsubscribe?.();
            release();
            if (!res.writableEnded) res.end(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
            request.log.info({ reason, streams: open.size }, 'notification stream closed');
          },
        };
        // The count after every change, one query at a time (changes during a query: one more query after it).
        let first = true;
        const sendCount = (): void => {
          if (sending) {
            again = true;
            return;
          }
          // the first count is a query of its own: one already running may have started before this subscription
          sending = (first ? unreadCount(db, recipient) : countOf(key, recipient))
            .then((count) => {
              first = false;
              if (open.has(stream)) res.write(`event: count\ndata: ${JSON.stringify({ count })}\n\n`);
            })
            .catch((err: unknown) => {
              request.log.warn({ err }, 'notification stream: unread count failed');
              stream.close('unavailable');
            })
            .finally(() => {
              sending = null;
              if (again) {
                again = false;
                sendCount();
              }
            });
        };
        try {
          unsubscribe = await hub.subscribe(key, sendCount);
        } catch (err) {
          release();
          request.log.warn({ err }, 'notification stream: LISTEN failed');
          throw new ApiError('SERVICE_UNAVAILABLE');
        }
        // the client left while the LISTEN was being set up (the request stream itself ends once read: not a sign)
        if (res.destroyed || request.raw.socket?.destroyed) {
          unsubscribe();
          release();
          return reply.hijack();
        }

        reply.hijack();
        // set one by one (not as writeHead's argument) so that every reader of the response's headers sees them
        res.setHeader('content-type', 'text/event-stream; charset=utf-8');
        res.setHeader('cache-control', 'no-store, no-transform');
        // nginx and other proxies: pass each event on at once
        res.setHeader('x-accel-buffering', 'no');
        res.setHeader('connection', 'keep-alive');
        res.writeHead(200);
        request.raw.socket?.setNoDelay(true);
        request.raw.socket?.setTimeout(0);
        open.add(stream);
        res.on('close', () => stream.close('gone'));
        res.write('retry: 5000\n\n');
        sendCount();
        return reply;
      },
    );
  };

  route('/candidate', fastify.requireActiveCandidate, (r) => ({ uid: r.identity!.uid, role: 'candidate' }));
  route('/corporate', fastify.requireCorporate, (r) => ({ uid: r.corporate!.uid, role: 'corporate' }));
}
