import {
  TEAM_LIMITS,
  type CorporateProfile,
  type InviteAcceptInput,
  type InvitePreview,
  type TeamInvite,
  type TeamInviteInput,
} from '@jobportal/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { CorporateContext, Identity } from '../../auth/identity';
import type { Db, Tx } from '../../db/types';
import { company, companyInvite, corporateAccount } from '../../db/schema';
import { ApiError, validationError } from '../../errors/api-error';
import { recordActivity } from '../activity';
import { getCorporateProfile } from '../corporate/account';
import { assertCan } from '../corporate/team-access';
import { fileUrl } from '../urls';
import { queueInviteMail } from './invite-send';
import { hashInviteToken, inviteExpiry, newInviteToken } from './tokens';
import { memberName, toInvite } from './views';

type InviteRow = typeof companyInvite.$inferSelect;

const openInvite = and(isNull(companyInvite.acceptedAt), isNull(companyInvite.revokedAt));

/**
 * POST /corporate/team/invites. Inviting an address that already has an open invitation sends it again (a new
 * link, with the role and language of this call): `created` false. Only members of this company are refused
 * (ALREADY_MEMBER): whether an address is an employer elsewhere is not this company's business, the invitee learns
 * it when accepting.
 */
export async function createInvite(
  db: Db,
  ctx: CorporateContext,
  input: TeamInviteInput,
): Promise<{ invite: TeamInvite; created: boolean }> {
  assertCan(ctx, 'team:manage');
  const email = input.email.trim().toLowerCase();
  const locale = input.locale ?? 'th';
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ uid: corporateAccount.uid })
      .from(corporateAccount)
      .where(and(eq(corporateAccount.companyId, ctx.companyId), eq(corporateAccount.email, email)));
    if (member) throw new ApiError('ALREADY_MEMBER');
    const [open] = await tx
      .select()
      .from(companyInvite)
      .where(and(eq(companyInvite.companyId, ctx.companyId), eq(companyInvite.email, email), openInvite))
      .for('update');
    if (open) {
      const invite = await sendAgain(tx, open, { role: input.role, locale });
      return { invite, created: false };
    }
    const [{ n: openCount }] = await tx
      .select({ n: count() })
      .from(companyInvite)
      .where(and(eq(companyInvite.companyId, ctx.companyId), openInvite));
    const [{ n: memberCount }] = await tx
      .select({ n: count() })
      .from(corporateAccount)
      .where(eq(corporateAccount.companyId, ctx.companyId));
    if (openCount >= TEAM_LIMITS.openInvitesMax || openCount + memberCount >= TEAM_LIMITS.membersMax)
      throw validationError([{ field: 'email', code: 'team_full' }]);
    const { token, hash } = newInviteToken();
    const [row] = await tx
      .insert(companyInvite)
      .values({
        companyId: ctx.companyId,
        email,
        role: input.role,
        locale,
        tokenHash: hash,
        invitedByUid: ctx.uid,
        invitedByName: memberName(ctx),
        expiresAt: inviteExpiry(),
      })
      .returning();
    await queueInviteMail(tx, row.id, token);
    return { invite: toInvite(row), created: true };
  });
}

/** A new link for an open invitation: the old one stops working, the clock starts again. */
async function sendAgain(
  tx: Tx,
  invite: InviteRow,
  change: Partial<Pick<InviteRow, 'role' | 'locale'>> = {},
): Promise<TeamInvite> {
  const { token, hash } = newInviteToken();
  const now = new Date();
  const [row] = await tx
    .update(companyInvite)
    .set({
      ...change,
      tokenHash: hash,
      sentCount: invite.sentCount + 1,
      lastSentAt: now,
      expiresAt: inviteExpiry(now),
    })
    .where(eq(companyInvite.id, invite.id))
    .returning();
  await queueInviteMail(tx, row.id, token);
  return toInvite(row, now);
}

/** An open invitation of the caller's company, locked (INVITE_INVALID otherwise). */
async function openInviteOf(tx: Tx, ctx: CorporateContext, id: string): Promise<InviteRow> {
  const [row] = await tx
    .select()
    .from(companyInvite)
    .where(and(eq(companyInvite.id, id), eq(companyInvite.companyId, ctx.companyId), openInvite))
    .for('update');
  if (!row) throw new ApiError('INVITE_INVALID');
  return row;
}

/** POST /corporate/team/invites/:id/resend */
export async function resendInvite(db: Db, ctx: CorporateContext, id: string): Promise<TeamInvite> {
  assertCan(ctx, 'team:manage');
  return db.transaction(async (tx) => sendAgain(tx, await openInviteOf(tx, ctx, id)));
}

/** DELETE /corporate/team/invites/:id: the link stops working at once. */
export async function revokeInvite(db: Db, ctx: CorporateContext, id: string): Promise<void> {
  assertCan(ctx, 'team:manage');
  await db.transaction(async (tx) => {
    await openInviteOf(tx, ctx, id);
    await tx.update(companyInvite).set({ revokedAt: new Date() }).where(eq(companyInvite.id, id));
  });
}

/** The invitation of a link: INVITE_INVALID (unknown, revoked, used), INVITE_EXPIRED. */
async function inviteOfToken(db: Tx, token: string, lock = false) {
  const q = db
    .select({ invite: companyInvite, company })
    .from(companyInvite)
    .innerJoin(company, eq(company.id, companyInvite.companyId))
    .where(eq(companyInvite.tokenHash, hashInviteToken(token)));
  const [row] = lock ? await q.for('update', { of: companyInvite }) : await q;
  if (!row || row.invite.acceptedAt || row.invite.revokedAt) throw new ApiError('INVITE_INVALID');
  if (row.invite.expiresAt.getTime() <= Date.now()) throw new ApiError('INVITE_EXPIRED');
  if (row.company.status !== 'active') throw new ApiError('INVITE_INVALID');
  return row;
}

/**
 * GET /corporate/invites/preview: what the join page shows. The invited address is shown whole: whoever holds the
 * link got it in that mailbox, and it tells them which account to use.
 */
export async function previewInvite(db: Db, token: string): Promise<InvitePreview> {
  const { invite, company: c } = await inviteOfToken(db, token);
  return {
    company: { id: c.id, name_th: c.nameTh, name_en: c.nameEn, logo_url: fileUrl(c.logoFileId) },
    role: invite.role,
    invited_by: invite.invitedByName,
    email: invite.email,
    expires_at: invite.expiresAt.toISOString(),
  };
}

/**
 * POST /corporate/invites/accept with the token of the invitee's login (verified or not). The login's e-mail must
 * be the invited one (the link proves the mailbox; a login that is not verified yet cannot use the company until it
 * is: requireCorporate). One company per login: a login that already has an employer account gets ALREADY_MEMBER.
 */
export async function acceptInvite(
  db: Db,
  identity: Identity,
  input: InviteAcceptInput,
): Promise<CorporateProfile[]> {
  if (!identity.email || identity.signInProvider === 'anonymous') throw new ApiError('INVITE_EMAIL_MISMATCH');
  const email = identity.email;
  const ctx = await db.transaction(async (tx) => {
    const { invite } = await inviteOfToken(tx, input.token, true);
    if (invite.email !== email) throw new ApiError('INVITE_EMAIL_MISMATCH');
    const contactName = input.contact_name.trim();
    if (!contactName) throw validationError([{ field: 'contact_name', code: 'minLength' }]);
    const [created] = await tx
      .insert(corporateAccount)
      .values({
        uid: identity.uid,
        companyId: invite.companyId,
        email,
        contactName,
        phone: input.phone.trim(),
        role: invite.role,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new ApiError('ALREADY_MEMBER');
    await tx
      .update(companyInvite)
      .set({ acceptedAt: new Date(), acceptedUid: identity.uid })
      .where(eq(companyInvite.id, invite.id));
    await recordActivity(tx, {
      role: 'corporate',
      type: 'member_joined',
      actorUid: identity.uid,
      companyId: invite.companyId,
      data: { name: contactName, role: invite.role, invited_by: invite.invitedByName },
    });
    return {
      uid: created.uid,
      companyId: created.companyId,
      email: created.email,
      contactName: created.contactName,
      role: created.role,
    } satisfies CorporateContext;
  });
  return getCorporateProfile(db, ctx);
}
