import { sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../../db/types';
import { queryRows } from '../../../db/sql';
import {
  MARKETING_KINDS,
  SERVICE_KINDS,
  type Locale,
  type NotificationKind,
  type RecipientRole,
} from '../kinds';
import { getPreferences, preferencesPath } from '../preferences';
import { signingSecret, type MailSettings } from './settings';
import { renderMail } from './templates';
import { signUnsubscribe } from './unsubscribe-token';
import { interviewCalendarPart } from '../../interviews/mail';
import { describeSavedSearch, type SavedSearchFilterShape } from '@jobportal/contracts';
import { pgArray } from '../pg-array';

interface Row {
  id: string;
  recipient_uid: string;
  recipient_role: RecipientRole;
  kind: NotificationKind;
  payload: Record<string, unknown>;
  emailed_at: unknown;
}

interface Address {
  email: string;
  /** marketing consent (candidates); employers' business e-mail has none */
  marketing: boolean;
}

async function addressOf(db: Db, uid: string, role: RecipientRole): Promise<Address | null> {
  if (role === 'candidate') {
    const [c] = await queryRows<{ email: string; consent_marketing: boolean | null }>(
      db,
      sql`select email, consent_marketing from candidate where uid = ${uid} and status = 'active'`,
    );
    return c ? { email: c.email, marketing: c.consent_marketing === true } : null;
  }
  const [a] = await queryRows<{ email: string }>(
    db,
    sql`select email from corporate_account where uid = ${uid} and status = 'active'`,
  );
  return a ? { email: a.email, marketing: false } : null;
}

async function localeFor(db: Db, n: Row, fallback: Locale): Promise<Locale> {
  if (n.kind !== 'saved_search_digest') return fallback;
  const [s] = await queryRows<{ locale: Locale }>(
    db,
    sql`select locale from saved_search where id = ${String(n.payload.saved_search_id)}::uuid`,
  );
  return s?.locale ?? fallback;
}

/**
 * A digest's payload with its alert described in words from the saved filters (the job alerts page says the same:
 * describeSavedSearch), the names of provinces, skills and education levels read from the lookup tables.
 */
async function withDescription(
  db: Db,
  payload: Record<string, unknown>,
  locale: Locale,
): Promise<Record<string, unknown>> {
  const filter = payload.filter;
  if (!filter || typeof filter !== 'object') return payload;
  const f = filter as SavedSearchFilterShape;
  const ints = (v: unknown) => (Array.isArray(v) ? v.map(Number).filter(Number.isInteger) : []);
  const texts = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
  const pick = (r: { name_th: string | null; name_en: string | null }) =>
    (locale === 'th' ? r.name_th : r.name_en) || r.name_th || r.name_en || undefined;
  const [provinces, skills, educations] = await Promise.all([
    queryRows<{ id: number; name_th: string; name_en: string }>(
      db,
      sql`select id, name_th, name_en from province where id = any(${pgArray(ints(f.location).map(String))}::int[])`,
    ),
    queryRows<{ slug: string; name: string; name_th: string | null; category: string }>(
      db,
      sql`select slug, name, name_th, category from skill where slug = any(${pgArray(texts(f.tag))}::text[])`,
    ),
    queryRows<{ id: number; name_th: string; name_en: string }>(
      db,
      sql`select id, name_th, name_en from education_level where id = any(${pgArray(ints(f.education).map(String))}::int[])`,
    ),
  ]);
  const province = new Map(provinces.map((r) => [Number(r.id), pick(r)]));
  // as the site's chips name a skill (mf-shared-ui skillLabel): the canonical name, a soft skill in Thai in Thai
  const skill = new Map(
    skills.map((r) => [r.slug, locale === 'th' && r.category === 'soft' && r.name_th ? r.name_th : r.name]),
  );
  const education = new Map(educations.map((r) => [Number(r.id), pick(r)]));
  return {
    ...payload,
    saved_search_description: describeSavedSearch(f, locale, {
      province: (id) => province.get(id),
      skill: (slug) => skill.get(slug),
      education: (id) => education.get(id),
    }),
  };
}

/**
 * The queue's e-mail job of one notification. Sent once: emailed_at is set after the SMTP server accepted it, and
 * a notification already e-mailed is skipped; the Message-ID is the notification's, so the rare re-send after a
 * crash between the two is recognisable as the same message. An SMTP failure throws: the queue retries with
 * back-off. Skipped (emailed_at set, nothing sent): account gone or inactive, the kind switched off (service kinds
 * cannot be), or a marketing kind without marketing consent.
 */
export async function sendNotificationEmail(
  db: Db,
  transport: Transporter,
  settings: MailSettings,
  notificationId: string,
): Promise<'sent' | 'skipped' | 'done-before'> {
  const [n] = await queryRows<Row>(
    db,
    sql`select id, recipient_uid, recipient_role, kind, payload, emailed_at from notification where id = ${notificationId}::uuid`,
  );
  if (!n || n.emailed_at) return 'done-before';
  const mark = () => db.execute(sql`update notification set emailed_at = now() where id = ${n.id}::uuid`);
  const to = await addressOf(db, n.recipient_uid, n.recipient_role);
  const prefs = await getPreferences(db, { uid: n.recipient_uid, role: n.recipient_role });
  const consentMissing = MARKETING_KINDS.includes(n.kind) && !to?.marketing;
  const switchedOff = prefs.email_off.includes(n.kind) && !SERVICE_KINDS.includes(n.kind);
  if (!to || switchedOff || consentMissing) {
    await mark();
    return 'skipped';
  }
  const locale = await localeFor(db, n, prefs.locale);
  const token = signUnsubscribe(signingSecret(settings), {
    uid: n.recipient_uid,
    role: n.recipient_role,
    kind: n.kind,
  });
  const unsubscribe = `${settings.siteUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  const preferences = `${settings.siteUrl}${preferencesPath(n.recipient_role)}`;
  const payload = n.kind === 'saved_search_digest' ? await withDescription(db, n.payload, locale) : n.payload;
  const mail = renderMail(n.kind, payload, locale, { site: settings.siteUrl, unsubscribe, preferences });
  // an interview's e-mail carries its calendar entry (text/calendar; method=REQUEST or CANCEL, and invite.ics)
  const calendar =
    n.kind === 'interview'
      ? await interviewCalendarPart(db, n.payload, { email: to.email, role: n.recipient_role }, settings)
      : null;
  await transport.sendMail({
    from: settings.from,
    to: to.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${n.id}@notifications.jobportal>`,
    // RFC 8058 one-click: the mail client POSTs List-Unsubscribe=One-Click to the URL, no login
    headers: { 'Content-Language': locale, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    list: { unsubscribe: unsubscribe },
    ...(calendar ? { icalEvent: calendar } : {}),
  });
  await mark();
  return 'sent';
}
