import { createHash, randomBytes } from 'node:crypto';
import { TEAM_LIMITS } from '@jobportal/contracts';

/** The SHA-256 of an invitation link's token: what the database keeps (a leaked table opens no team). */
export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new link token (32 random bytes, base64url) and its hash. */
export function newInviteToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInviteToken(token) };
}

/** When a link sent now stops working. */
export function inviteExpiry(now: Date = new Date()): Date {
  return new Date(now.getTime() + TEAM_LIMITS.inviteTtlDays * 24 * 60 * 60 * 1000);
}
