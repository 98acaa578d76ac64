import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind, type RecipientRole } from '../kinds';

/**
 * A one-click unsubscribe link's token: `<uid>.<role>.<kind>.<mac>` (base64url parts), the MAC an HMAC-SHA256 over
 * a purpose label and the three fields. Single purpose: it can only switch off e-mail of that kind for that
 * account; the label keeps a MAC made for anything else from being accepted here. It never expires (mail
 * clients may use the List-Unsubscribe link long after) and needs no login (RFC 8058).
 */
const PURPOSE = 'jobportal/unsubscribe/v1';

export interface UnsubscribeTarget {
  uid: string;
  role: RecipientRole;
  kind: NotificationKind;
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');

function mac(secret: string, t: UnsubscribeTarget): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${t.uid}\n${t.role}\n${t.kind}`).digest();
}

export function signUnsubscribe(secret: string, t: UnsubscribeTarget): string {
  return [b64(t.uid), t.role, t.kind, mac(secret, t).toString('base64url')].join('.');
}

/** The target of a valid token, or null (malformed, altered, or signed with another key). */
export function verifyUnsubscribe(secret: string, token: string): UnsubscribeTarget | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [uidPart, role, kind, sig] = parts;
  if (role !== 'candidate' && role !== 'corporate') return null;
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
  const t: UnsubscribeTarget = { uid: unb64(uidPart), role, kind: kind as NotificationKind };
  if (!t.uid) return null;
  const given = Buffer.from(sig, 'base64url');
  const want = mac(secret, t);
  return given.length === want.length && timingSafeEqual(given, want) ? t : null;
}
