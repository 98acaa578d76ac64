import type { TeamInvite, TeamMember } from '@jobportal/contracts';
import type { companyInvite, corporateAccount } from '../../db/schema';

type AccountRow = typeof corporateAccount.$inferSelect;
type InviteRow = typeof companyInvite.$inferSelect;

/** The name a member goes by in the team (the contact name, else the e-mail). */
export const memberName = (m: { contactName: string; email: string }): string => m.contactName || m.email;

export function toMember(m: AccountRow, meUid: string): TeamMember {
  return {
    uid: m.uid,
    name: memberName(m),
    email: m.email,
    role: m.role,
    joined_at: m.createdAt.toISOString(),
    is_me: m.uid === meUid,
  };
}

export function toInvite(i: InviteRow, now: Date = new Date()): TeamInvite {
  return {
    id: i.id,
    email: i.email,
    role: i.role,
    locale: i.locale === 'en' ? 'en' : 'th',
    invited_by: i.invitedByName,
    sent_count: i.sentCount,
    last_sent_at: i.lastSentAt.toISOString(),
    expires_at: i.expiresAt.toISOString(),
    expired: i.expiresAt.getTime() <= now.getTime(),
  };
}
