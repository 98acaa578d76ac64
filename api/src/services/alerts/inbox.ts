import type { AppNotification, NotificationKind } from '@jobportal/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { notification } from '../../db/schema';
import { ApiError } from '../../errors/api-error';
import type { Recipient } from './kinds';
import { announceNotificationChange } from './live';

export type NotificationDto = AppNotification;

const mine = (r: Recipient) =>
  and(eq(notification.recipientUid, r.uid), eq(notification.recipientRole, r.role));

export async function listNotifications(
  db: Db,
  r: Recipient,
  offset: number,
  limit: number,
): Promise<{ items: NotificationDto[]; total: number; offset: number; limit: number }> {
  const rows = await db
    .select()
    .from(notification)
    .where(mine(r))
    .orderBy(desc(notification.createdAt), desc(notification.id))
    .offset(offset)
    .limit(limit);
  const [{ n }] = await db.select({ n: count() }).from(notification).where(mine(r));
  return {
    items: rows.map((x) => ({
      id: x.id,
      kind: x.kind as NotificationKind,
      payload: x.payload,
      read_at: x.readAt?.toISOString() ?? null,
      created_at: x.createdAt.toISOString(),
    })),
    total: Number(n),
    offset,
    limit,
  };
}

export async function unreadCount(db: Db, r: Recipient): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notification)
    .where(and(mine(r), isNull(notification.readAt)));
  return Number(n);
}

export async function markRead(db: Db, r: Recipient, id: string): Promise<void> {
  const [row] = await db
    .select({ readAt: notification.readAt })
    .from(notification)
    .where(and(mine(r), eq(notification.id, id)));
  if (!row) throw new ApiError('NOT_FOUND');
  if (!row.readAt) {
    await db
      .update(notification)
      .set({ readAt: new Date() })
      .where(and(mine(r), eq(notification.id, id)));
    await announceNotificationChange(db, [r]);
  }
}

export async function markAllRead(db: Db, r: Recipient): Promise<number> {
  const rows = await db
    .update(notification)
    .set({ readAt: new Date() })
    .where(and(mine(r), isNull(notification.readAt)))
    .returning({ id: notification.id });
  if (rows.length > 0) await announceNotificationChange(db, [r]);
  return rows.length;
}
