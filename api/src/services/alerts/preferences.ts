import type { EmailPreferences } from '@jobportal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { notificationPreference } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { NOTIFICATION_KINDS, type NotificationKind, type Recipient, type RecipientRole } from './kinds';

export type Preferences = EmailPreferences;

/** The portal's e-mail preference page of a role (linked from every e-mail and the unsubscribe page). */
export const preferencesPath = (role: RecipientRole) => `/${role}/settings/notifications`;

/**
 * The preferences as the preference page shows them: with the candidate's marketing consent, which saved-search
 * digests need (kinds.ts MARKETING_KINDS); null for employers (no marketing e-mail).
 */
export async function preferencesView(
  db: Tx,
  r: Recipient,
): Promise<Preferences & { marketing_consent: boolean | null }> {
  const prefs = await getPreferences(db, r);
  if (r.role !== 'candidate') return { ...prefs, marketing_consent: null };
  const [c] = await queryRows<{ consent_marketing: boolean | null }>(
    db,
    sql`select consent_marketing from candidate where uid = ${r.uid}`,
  );
  return { ...prefs, marketing_consent: c?.consent_marketing === true };
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
