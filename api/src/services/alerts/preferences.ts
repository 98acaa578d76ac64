import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { notificationPreference } from '../../db/schema';
import { NOTIFICATION_KINDS, type Locale, type NotificationKind, type Recipient } from './kinds';

export interface Preferences {
  locale: Locale;
  /** Kinds whose e-mails are switched off (the in-app notification stays). */
  email_off: NotificationKind[];
}

export async function getPreferences(db: Tx, r: Recipient): Promise<Preferences> {
  const [row] = await db
    .select()
    .from(notificationPreference)
    .where(and(eq(notificationPreference.uid, r.uid), eq(notificationPreference.role, r.role)));
  return {
    locale: row?.locale ?? 'th',
    email_off: (row?.emailOff ?? []).filter((k): k is NotificationKind =>
      (NOTIFICATION_KINDS as readonly string[]).includes(k),
    ),
  };
}

export async function setPreferences(db: Tx, r: Recipient, p: Partial<Preferences>): Promise<Preferences> {
  const values = {
    uid: r.uid,
    role: r.role,
    ...(p.locale ? { locale: p.locale } : {}),
    ...(p.email_off ? { emailOff: [...new Set(p.email_off)] } : {}),
    updatedAt: new Date(),
  };
  await db
    .insert(notificationPreference)
    .values(values)
    .onConflictDoUpdate({
      target: [notificationPreference.uid, notificationPreference.role],
      set: { ...values, uid: undefined, role: undefined } as Partial<typeof values>,
    });
  return getPreferences(db, r);
}

/** Switches off one kind of e-mail (the unsubscribe link); idempotent. */
export async function emailOff(db: Db, r: Recipient, kind: NotificationKind): Promise<void> {
  await db.execute(sql`
    insert into notification_preference (uid, role, email_off) values (${r.uid}, ${r.role}, array[${kind}]::text[])
    on conflict (uid, role) do update set updated_at = now(),
      email_off = case when ${kind} = any(notification_preference.email_off) then notification_preference.email_off
                       else array_append(notification_preference.email_off, ${kind}::text) end`);
}
