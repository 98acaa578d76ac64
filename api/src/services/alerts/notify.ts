import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/types';
import { queryRows } from '../../db/sql';
import { enqueue } from '../queue/queue';
import { announceNotificationChange } from './live';
import type { NotificationKind, Recipient } from './kinds';

export const SEND_EMAIL = 'alerts.email';
/** Attempts of an e-mail job before it is kept as failed (the dead letters, `npm run queue -- dead-letters`). */
export const EMAIL_ATTEMPTS = 10;

/**
 * Records an in-app notification, queues its e-mail and tells the open bells (live.ts) in the same transaction (an
 * outbox: if the SMTP server is down the e-mail job waits in job_queue, nothing is lost). With a dedupe key, a second
 * call is a no-op.
 * Returns the new notification's id, or null when the key was already used.
 */
export async function notify(
  tx: Tx,
  to: Recipient,
  kind: NotificationKind,
  payload: Record<string, unknown>,
  dedupeKey: string | null = null,
): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into notification (recipient_uid, recipient_role, kind, payload, dedupe_key)
        values (${to.uid}, ${to.role}, ${kind}, ${JSON.stringify(payload)}::jsonb, ${dedupeKey})
        on conflict (recipient_uid, recipient_role, dedupe_key) do nothing
        returning id`,
  );
  if (!row) return null;
  await enqueue(tx, {
    name: SEND_EMAIL,
    payload: { notificationId: row.id },
    singletonKey: `email:${row.id}`,
    maxAttempts: EMAIL_ATTEMPTS,
  });
  await announceNotificationChange(tx, [to]);
  return row.id;
}

/** The active employer logins of a company (every one hears about its applicants and jobs). */
export async function companyRecipients(tx: Tx, companyId: string): Promise<Recipient[]> {
  const rows = await queryRows<{ uid: string }>(
    tx,
    sql`select uid from corporate_account where company_id = ${companyId} and status = 'active'`,
  );
  return rows.map((r) => ({ uid: r.uid, role: 'corporate' as const }));
}
