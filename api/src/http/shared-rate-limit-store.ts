import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { num, queryRows } from '../db/sql';

export interface Hits {
  /** calls counted in the current window, this one included */
  current: number;
  /** milliseconds until the window ends */
  ttl: number;
}

/** A counter's name as stored: a digest, so no row holds an account id or an address (PDPA: nothing to export or erase). */
export function counterKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/**
 * Counts one call of `key` in PostgreSQL, in one atomic statement, so every API host counts into the same window
 * (fixed window that starts at the first call, as @fastify/rate-limit's own memory store does).
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Hits> {
  const [row] = await queryRows<{ hits: number; ttl_ms: number | string }>(
    db,
    sql`INSERT INTO rate_limit_counter AS c (key, hits, expires_at)
        VALUES (${counterKey(key)}, 1, now() + ${windowMs} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.hits + 1 END,
          expires_at = CASE WHEN c.expires_at <= now() THEN excluded.expires_at ELSE c.expires_at END
        RETURNING hits, ceil(extract(epoch FROM (expires_at - now())) * 1000) AS ttl_ms`,
  );
  return { current: num(row.hits), ttl: Math.max(0, num(row.ttl_ms)) };
}

interface RouteLimitOptions {
  timeWindow?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}

type IncrCallback = (error: Error | null, result?: Hits) => void;

/**
 * A store for @fastify/rate-limit (its `store` option) that keeps the counters in the shared database instead of
 * one API process's memory. The plugin makes one child per limited route (the route names the counter).
 */
export function sharedRateLimitStore(db: Db) {
  return class SharedRateLimitStore {
    constructor(
      private readonly options: { timeWindow?: unknown } = {},
      private readonly prefix = '',
    ) {}

    /** The plugin passes the window of the call (third argument); its typings leave it out. */
    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      const windowMs = timeWindow ?? Number(this.options.timeWindow);
      countHit(db, `${this.prefix}${key}`, windowMs).then(
        (hits) => callback(null, hits),
        (error: Error) => callback(error),
      );
    }

    /** The plugin passes the route's merged limit options with the route under `routeInfo` (not as typed). */
    child(routeOptions: object): SharedRateLimitStore {
      const options = routeOptions as RouteLimitOptions;
      const { method, url } = options.routeInfo ?? {};
      return new SharedRateLimitStore(options, `${[method ?? ''].flat().join(',')} ${url ?? ''} `);
    }
  };
}
