/**
 * The wire types of the company team (issue 43): /api/corporate/team/*, /api/corporate/invites/* and a job's
 * owner and collaborators. The roles and permissions themselves are plain constants in ./team (importable alone by
 * the front ends as `@jobportal/contracts/team`).
 */
import { Type, type Static } from 'typebox';
import { COMPANY_LIMITS, LOCALES, PHONE_PATTERN } from './bounds';
import { Nullable, OrNull, StringEnum } from './schema';
import { INVITABLE_TEAM_ROLES, TEAM_LIMITS, TEAM_ROLES } from './team';

export const TeamMember = Type.Object({
  uid: Type.String(),
  /** the member's contact name */
  name: Type.String(),
  email: Type.String(),
  role: StringEnum(TEAM_ROLES),
  joined_at: Type.String(),
  /** the caller */
  is_me: Type.Boolean(),
});
export type TeamMember = Static<typeof TeamMember>;

/** An open invitation (not accepted, not revoked); `expired` ones can be resent. */
export const TeamInvite = Type.Object({
  id: Type.String(),
  email: Type.String(),
  role: StringEnum(INVITABLE_TEAM_ROLES),
  locale: StringEnum(LOCALES),
  invited_by: Type.String(),
  sent_count: Type.Integer(),
  last_sent_at: Type.String(),
  expires_at: Type.String(),
  expired: Type.Boolean(),
});
export type TeamInvite = Static<typeof TeamInvite>;

/**
 * GET /api/corporate/team. Every member sees the members; only those who run the team (team:manage) see the open
 * invitations (the addresses of people who have not joined), for the others `invites` is empty.
 */
export const TeamOverview = Type.Object({
  me: Type.Object({ uid: Type.String(), role: StringEnum(TEAM_ROLES) }),
  members: Type.Array(TeamMember),
  invites: Type.Array(TeamInvite),
});
export type TeamOverview = Static<typeof TeamOverview>;

/** POST /api/corporate/team/invites */
export const TeamInviteInput = Type.Object(
  {
    email: Type.String({ format: 'email', minLength: 3, maxLength: COMPANY_LIMITS.emailMax }),
    role: StringEnum(INVITABLE_TEAM_ROLES),
    /** the language of the e-mail (the invitee's, as far as the inviter knows); default Thai */
    locale: Type.Optional(StringEnum(LOCALES, { default: 'th' })),
  },
  { additionalProperties: false },
);
export type TeamInviteInput = Static<typeof TeamInviteInput>;

/** PATCH /api/corporate/team/members/:uid (ownership changes hands through the transfer only). */
export const TeamRoleInput = Type.Object(
  { role: StringEnum(INVITABLE_TEAM_ROLES) },
  { additionalProperties: false },
);
export type TeamRoleInput = Static<typeof TeamRoleInput>;

/** POST /api/corporate/team/transfer */
export const TeamTransferInput = Type.Object(
  { uid: Type.String({ minLength: 1, maxLength: COMPANY_LIMITS.uidMax }) },
  { additionalProperties: false },
);
export type TeamTransferInput = Static<typeof TeamTransferInput>;

/** GET /api/corporate/invites/preview?token=: what the join page shows before the person signs up or in. */
export const InvitePreview = Type.Object({
  company: Type.Object({
    id: Type.String(),
    name_th: Type.String(),
    name_en: Type.String(),
    logo_url: Nullable(Type.String()),
  }),
  role: StringEnum(INVITABLE_TEAM_ROLES),
  invited_by: Type.String(),
  /** the address the invitation was sent to: the account that accepts must have it */
  email: Type.String(),
  expires_at: Type.String(),
});
export type InvitePreview = Static<typeof InvitePreview>;

/** The link's token: 32 random bytes, base64url (43 characters). */
export const InviteToken = Type.String({ minLength: 20, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });

export const InvitePreviewQuery = Type.Object({ token: InviteToken }, { additionalProperties: false });

/** POST /api/corporate/invites/accept: the new member's contact details (no company fields). */
export const InviteAcceptInput = Type.Object(
  {
    token: InviteToken,
    contact_name: Type.String({ minLength: 1, maxLength: COMPANY_LIMITS.contactNameMax }),
    phone: Type.String({ maxLength: COMPANY_LIMITS.phoneMax, pattern: PHONE_PATTERN }),
  },
  { additionalProperties: false },
);
export type InviteAcceptInput = Static<typeof InviteAcceptInput>;

const MemberRef = Type.Object({ uid: Type.String(), name: Type.String(), role: StringEnum(TEAM_ROLES) });

/** GET/PUT /api/corporate/jobs/:id/collaborators */
export const JobTeam = Type.Object({
  owner: OrNull(MemberRef),
  collaborators: Type.Array(MemberRef),
  /** the caller may change the owner and the collaborators (owners, admins, the job's owner) */
  can_manage: Type.Boolean(),
});
export type JobTeam = Static<typeof JobTeam>;

export const JobTeamInput = Type.Object(
  {
    owner_uid: Nullable(Type.String({ minLength: 1, maxLength: COMPANY_LIMITS.uidMax })),
    collaborator_uids: Type.Array(Type.String({ minLength: 1, maxLength: COMPANY_LIMITS.uidMax }), {
      maxItems: TEAM_LIMITS.membersMax,
    }),
  },
  { additionalProperties: false },
);
export type JobTeamInput = Static<typeof JobTeamInput>;
