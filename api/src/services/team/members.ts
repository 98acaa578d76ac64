import {
  roleCan,
  TEAM_ROLES,
  type InvitableTeamRole,
  type TeamMember,
  type TeamOverview,
} from '@jobportal/contracts';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CorporateContext } from '../../auth/identity';
import type { Db, Tx } from '../../db/types';
import { companyInvite, corporateAccount, job, notification, notificationPreference } from '../../db/schema';
import { ApiError, validationError } from '../../errors/api-error';
import { recordActivity } from '../activity';
import { assertCan } from '../corporate/team-access';
import { memberName, toInvite, toMember } from './views';

type AccountRow = typeof corporateAccount.$inferSelect;

const rank = (role: string) => TEAM_ROLES.indexOf(role as (typeof TEAM_ROLES)[number]);

/** GET /corporate/team: the members for everyone, the open invitations for those who run the team. */
export async function getTeam(db: Db, ctx: CorporateContext): Promise<TeamOverview> {
  const rows = await db
    .select()
    .from(corporateAccount)
    .where(eq(corporateAccount.companyId, ctx.companyId))
    .orderBy(asc(corporateAccount.createdAt), asc(corporateAccount.uid));
  const members = rows
    .map((m) => toMember(m, ctx.uid))
    .sort((a, b) => rank(a.role) - rank(b.role) || a.name.localeCompare(b.name, 'th'));
  const invites = roleCan(ctx.role, 'team:manage')
    ? (
        await db
          .select()
          .from(companyInvite)
          .where(
            and(
              eq(companyInvite.companyId, ctx.companyId),
              isNull(companyInvite.acceptedAt),
              isNull(companyInvite.revokedAt),
            ),
          )
          .orderBy(desc(companyInvite.lastSentAt), desc(companyInvite.id))
      ).map((i) => toInvite(i))
    : [];
  return { me: { uid: ctx.uid, role: ctx.role }, members, invites };
}

/** A member of the caller's company (404 MEMBER_NOT_FOUND otherwise: another company's member is nobody here). */
async function memberOf(db: Tx, ctx: CorporateContext, uid: string, lock = false): Promise<AccountRow> {
  const q = db
    .select()
    .from(corporateAccount)
    .where(and(eq(corporateAccount.uid, uid), eq(corporateAccount.companyId, ctx.companyId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new ApiError('MEMBER_NOT_FOUND');
  return row;
}

/**
 * Who may change or remove whom: the owner anybody but themselves (the owner hands over through the transfer);
 * an admin the recruiters and viewers, and themselves; nobody touches the owner.
 */
function assertMayManage(ctx: CorporateContext, target: AccountRow): void {
  if (target.role === 'owner') {
    if (target.uid === ctx.uid) throw new ApiError('OWNER_REQUIRED');
    throw new ApiError('TEAM_ROLE_FORBIDDEN');
  }
  assertCan(ctx, 'team:manage');
  if (ctx.role === 'admin' && target.role === 'admin' && target.uid !== ctx.uid)
    throw new ApiError('TEAM_ROLE_FORBIDDEN');
}

/** PATCH /corporate/team/members/:uid: admin, recruiter or viewer (ownership moves through the transfer only). */
export async function changeRole(
  db: Db,
  ctx: CorporateContext,
  uid: string,
  role: InvitableTeamRole,
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const target = await memberOf(tx, ctx, uid, true);
    assertMayManage(ctx, target);
    if (target.role === role) return toMember(target, ctx.uid);
    const [updated] = await tx
      .update(corporateAccount)
      .set({ role, updatedAt: new Date() })
      .where(eq(corporateAccount.uid, uid))
      .returning();
    await recordActivity(tx, {
      role: 'corporate',
      type: 'member_role_changed',
      actorUid: ctx.uid,
      companyId: ctx.companyId,
      data: { name: memberName(target), from: target.role, to: role },
    });
    return toMember(updated, ctx.uid);
  });
}

/**
 * DELETE /corporate/team/members/:uid: removes a member (or the caller leaves). Their account row goes, so their
 * next request is refused (requireCorporate: PROFILE_NOT_FOUND), and `revoke` ends their sessions. Their jobs pass
 * to whoever removed them (to the owner when they left), so every job keeps somebody responsible; what they wrote
 * (notes, messages, status changes) keeps their name; their collaborations go with the row (foreign key).
 */
export async function removeMember(
  db: Db,
  ctx: CorporateContext,
  uid: string,
  revoke: (uid: string) => Promise<void>,
): Promise<void> {
  const self = uid === ctx.uid;
  await db.transaction(async (tx) => {
    const target = await memberOf(tx, ctx, uid, true);
    if (!self) assertMayManage(ctx, target);
    else if (target.role === 'owner') throw new ApiError('OWNER_REQUIRED');
    const heir = self
      ? (
          await tx
            .select({ uid: corporateAccount.uid })
            .from(corporateAccount)
            .where(and(eq(corporateAccount.companyId, ctx.companyId), eq(corporateAccount.role, 'owner')))
        )[0]?.uid
      : ctx.uid;
    await tx
      .update(job)
      .set({ ownerUid: heir ?? null })
      .where(and(eq(job.companyId, ctx.companyId), eq(job.ownerUid, uid)));
    await tx
      .delete(notification)
      .where(and(eq(notification.recipientUid, uid), eq(notification.recipientRole, 'corporate')));
    await tx
      .delete(notificationPreference)
      .where(and(eq(notificationPreference.uid, uid), eq(notificationPreference.role, 'corporate')));
    await tx.delete(corporateAccount).where(eq(corporateAccount.uid, uid));
    await recordActivity(tx, {
      role: 'corporate',
      type: self ? 'member_left' : 'member_removed',
      actorUid: ctx.uid,
      companyId: ctx.companyId,
      data: { name: memberName(target), role: target.role },
    });
  });
  await revoke(uid);
}

/**
 * POST /corporate/team/transfer: the member becomes the owner and the owner an admin, in one transaction (the
 * one-owner index allows no moment with two owners: the old owner steps down first).
 */
export async function transferOwnership(db: Db, ctx: CorporateContext, uid: string): Promise<TeamOverview> {
  assertCan(ctx, 'team:transfer');
  if (uid === ctx.uid) throw validationError([{ field: 'uid', code: 'self' }]);
  await db.transaction(async (tx) => {
    const target = await memberOf(tx, ctx, uid, true);
    const [me] = await tx
      .update(corporateAccount)
      .set({ role: 'admin', updatedAt: new Date() })
      .where(and(eq(corporateAccount.uid, ctx.uid), eq(corporateAccount.role, 'owner')))
      .returning();
    if (!me) throw new ApiError('TEAM_ROLE_FORBIDDEN');
    await tx
      .update(corporateAccount)
      .set({ role: 'owner', updatedAt: new Date() })
      .where(eq(corporateAccount.uid, uid));
    await recordActivity(tx, {
      role: 'corporate',
      type: 'ownership_transferred',
      actorUid: ctx.uid,
      companyId: ctx.companyId,
      data: { from: memberName(me), to: memberName(target) },
    });
  });
  return getTeam(db, { ...ctx, role: 'admin' });
}

/** Members of the company by uid (job owners and collaborators are picked among them). */
export async function membersByUid(db: Tx, companyId: string): Promise<Map<string, AccountRow>> {
  const rows = await db
    .select()
    .from(corporateAccount)
    .where(eq(corporateAccount.companyId, companyId))
    .orderBy(sql`${corporateAccount.createdAt}`);
  return new Map(rows.map((r) => [r.uid, r]));
}
