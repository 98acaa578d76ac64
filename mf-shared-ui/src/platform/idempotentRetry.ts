import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** Methods HTTP does not define as idempotent: their retries need a key so the server writes once. */
const KEYED_METHODS = new Set(['POST', 'PATCH']);
/** A lost answer or a server that was away for a moment (a restart, a host lost behind the load balancer). */
const RETRIED_STATUSES = new Set<FetchBaseQueryError['status']>([
  'FETCH_ERROR',
  'TIMEOUT_ERROR',
  502,
  503,
  504,
]);
/** Waits before the first and the second retry; a `retry-after` of the answer is taken when it is longer (≤ 4 s). */
export const RETRY_DELAYS_MS = [300, 1_000];
const LONGEST_RETRY_AFTER_MS = 4_000;

/** A fresh key per logical mutation (RFC 9562 v4 UUID; the IETF draft's Idempotency-Key is a quoted string). */
export function newIdempotencyKey(): string {
  const uuid =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
          '',
        );
  return `"${uuid}"`;
}

function retryAfterMs(meta: unknown): number {
  const header = (meta as { response?: Response } | undefined)?.response?.headers.get('retry-after');
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, LONGEST_RETRY_AFTER_MS) : 0;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a creating write (POST, PATCH) with an `Idempotency-Key` made for this call, and retries it with the SAME
 * key after a lost answer or a 502/503/504 (RETRY_DELAYS_MS): the API answers a retry of a write it already did
 * with the first answer, so a retry never duplicates an application or a message. Reads and PUT/DELETE (idempotent
 * by HTTP) go out as before; a file upload (FormData) is not retried (the user sees the error and sends it again).
 */
export function withIdempotentRetries<Extra>(
  baseQuery: BaseQueryFn<FetchArgs, unknown, FetchBaseQueryError, Extra>,
): BaseQueryFn<FetchArgs, unknown, FetchBaseQueryError, Extra> {
  return async (args, api, extra) => {
    const method = (args.method ?? 'GET').toUpperCase();
    if (!KEYED_METHODS.has(method)) return baseQuery(args, api, extra);
    const headers = new Headers(args.headers as HeadersInit | undefined);
    if (!headers.has('idempotency-key')) headers.set('idempotency-key', newIdempotencyKey());
    const keyed = { ...args, headers };
    const retries = args.body instanceof FormData ? [] : RETRY_DELAYS_MS;
    let result = await baseQuery(keyed, api, extra);
    for (const delay of retries) {
      if (!result.error || !RETRIED_STATUSES.has(result.error.status) || api.signal.aborted) break;
      await wait(Math.max(delay, retryAfterMs(result.meta)));
      result = await baseQuery(keyed, api, extra);
    }
    return result;
  };
}
