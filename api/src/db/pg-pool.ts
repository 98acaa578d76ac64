import { Pool, type PoolClient, type PoolConfig } from 'pg';

type ConnectCallback = (
  err: Error | undefined,
  client: PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A node-postgres pool that survives the server going away (restart, failover, terminated backends):
 * - every client has an 'error' listener for its whole life. The pool only listens while a client is idle; a client
 *   checked out by a transaction (drizzle `db.transaction`) that loses its connection would otherwise emit an
 *   unhandled 'error' and kill the process. The query in flight or the next one is rejected with the error instead.
 * - a checked-out client whose connection ends is handed back to the pool as broken at once. drizzle releases its
 *   client in a `finally` that a failed `begin` never reaches; each such client would stay counted against `max`
 *   until the pool is full of dead clients and the API never recovers.
 * - connecting or waiting for a free client gives up after `connectionTimeoutMillis`, so requests fail fast (503)
 *   while the database is unreachable instead of hanging.
 */
export class ResilientPool extends Pool {
  constructor(config: PoolConfig) {
    super(config);
    this.on('connect', (client) => {
      client.on('error', () => {
        // The query in flight (or the next one) is rejected with this error; a broken client is dropped on release.
      });
    });
  }

  override connect(): Promise<PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<PoolClient> | void {
    // The callback form is the pool's own (pool.query), which already releases a broken client.
    if (callback) return super.connect(callback);
    return super.connect().then(releasedWhenEnded);
  }
}

function releasedWhenEnded(client: PoolClient): PoolClient {
  const poolRelease = client.release.bind(client);
  let released = false;
  const onEnd = () => {
    released = true;
    poolRelease(new Error('connection ended while checked out'));
  };
  client.once('end', onEnd);
  client.release = (err?: Error | boolean) => {
    client.removeListener('end', onEnd);
    if (released) return;
    released = true;
    poolRelease(err);
  };
  return client;
}
