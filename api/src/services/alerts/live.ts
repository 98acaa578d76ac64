import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import type { Recipient } from './kinds';

/**
 * The PostgreSQL channel that carries "the notifications of this recipient changed" (a new one, one read, all read)
 * to every API process: the payload is `<role>:<uid>`. Sent in the writing transaction, so it is delivered at
 * commit and never for a rolled back write; identical payloads of one transaction are delivered once.
 */
export const NOTIFICATION_CHANNEL = 'notification_change';

export const recipientKey = (r: Recipient): string => `${r.role}:${r.uid}`;

/** Tells the open notification streams (of every API process) that these recipients' notifications changed. */
export async function announceNotificationChange(tx: Tx, recipients: readonly Recipient[]): Promise<void> {
  const keys = [...new Set(recipients.map(recipientKey))];
  if (keys.length === 0) return;
  await tx.execute(
    sql`select pg_notify(${NOTIFICATION_CHANNEL}, k) from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as k`,
  );
}

type Listener = () => void;

interface PgLike {
  options?: { connectionString?: string };
}
interface PgliteLike {
  listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
}

/**
 * One LISTEN per API process, shared by every open stream of the process (an in-process fan-out by recipient).
 * PostgreSQL: a dedicated connection (not one of the pool's), reopened after a pause when lost; every listener is
 * called after a reconnect, since notifications sent meanwhile are lost. PGlite: its own listen().
 * The LISTEN starts with the first subscriber.
 */
export class NotificationHub {
  private readonly byKey = new Map<string, Set<Listener>>();
  private starting: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private stopped = false;

  constructor(private readonly db: Db) {}

  /** Calls `fn` whenever the notifications of `key` (recipientKey) change; resolves once the LISTEN is in place. */
  async subscribe(key: string, fn: Listener): Promise<() => void> {
    let set = this.byKey.get(key);
    if (!set) this.byKey.set(key, (set = new Set()));
    set.add(fn);
    const unsubscribe = () => {
      const s = this.byKey.get(key);
      s?.delete(fn);
      if (s && s.size === 0) this.byKey.delete(key);
    };
    try {
      await (this.starting ??= this.start());
    } catch (error) {
      this.starting = null;
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  /** The number of recipients with at least one listener (for the bench and tests). */
  get recipients(): number {
    return this.byKey.size;
  }

  private dispatch(payload: string): void {
    for (const fn of this.byKey.get(payload) ?? []) fn();
  }

  private everyone(): void {
    for (const set of this.byKey.values()) for (const fn of set) fn();
  }

  private async start(): Promise<void> {
    if (this.stopped) throw new Error('notification hub stopped');
    const client = (this.db as unknown as { $client?: PgLike & Partial<PgliteLike> }).$client;
    const url = client?.options?.connectionString;
    if (url) {
      this.stopListening = await this.listenPg(url);
      return;
    }
    if (typeof client?.listen === 'function') {
      const off = await client.listen(NOTIFICATION_CHANNEL, (payload) => this.dispatch(payload));
      this.stopListening = off;
      return;
    }
    throw new Error('the database driver has no LISTEN');
  }

  private async listenPg(url: string): Promise<() => Promise<void>> {
    const { Client } = await import('pg');
    let current: InstanceType<typeof Client> | null = null;
    let retry: NodeJS.Timeout | null = null;
    let first = true;
    const open = async (): Promise<void> => {
      if (this.stopped) return;
      const c = new Client({ connectionString: url, application_name: 'jobportal-notification-listen' });
      current = c;
      const again = () => {
        if (this.stopped || current !== c) return;
        current = null;
        c.end().catch(() => undefined);
        retry = setTimeout(() => void open(), 1000);
        retry.unref();
      };
      c.on('error', again);
      c.on('end', again);
      c.on('notification', (n) => {
        if (n.channel === NOTIFICATION_CHANNEL && n.payload) this.dispatch(n.payload);
      });
      try {
        await c.connect();
        await c.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
        if (!first) this.everyone(); // catch up on what changed while not listening
        first = false;
      } catch (error) {
        if (first) {
          current = null;
          await c.end().catch(() => undefined);
          throw error;
        }
        again();
      }
    };
    await open();
    return async () => {
      if (retry) clearTimeout(retry);
      const c = current;
      current = null;
      await c?.end().catch(() => undefined);
    };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.starting?.catch(() => undefined);
    await this.stopListening?.().catch(() => undefined);
    this.stopListening = null;
    this.byKey.clear();
  }
}
