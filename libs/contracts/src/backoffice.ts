/**
 * The back office (mf-backoffice, /api/backoffice/*): staff identity and the audit. Each area of the back office
 * (moderation, verification, content, support, privacy, system) keeps its wire types in a file of its own
 * (backoffice-*.ts) and re-exports through index.ts.
 */
import { Type, type Static } from 'typebox';
import { Nullable, StringEnum } from './schema';

/** Staff roles (custom claim `roles` of the staff tenant); `admin` may do everything. */
export const STAFF_ROLE_NAMES = ['admin', 'moderator', 'editor', 'support', 'privacy', 'release'] as const;
export type StaffRoleName = (typeof STAFF_ROLE_NAMES)[number];

/** GET /api/backoffice/me: the signed-in staff member. */
export const StaffMe = Type.Object({
  uid: Type.String(),
  email: Type.String(),
  roles: Type.Array(StringEnum(STAFF_ROLE_NAMES)),
});
export type StaffMe = Static<typeof StaffMe>;

/** One staff action of the append-only audit. */
export const StaffAuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  actor_uid: Type.String(),
  actor_email: Type.String(),
  actor_roles: Type.Array(Type.String()),
  action: Type.String(),
  target_kind: Type.String(),
  target_id: Nullable(Type.String()),
  before: Type.Unknown(),
  after: Type.Unknown(),
  reason: Nullable(Type.String()),
});
export type StaffAuditEntry = Static<typeof StaffAuditEntry>;

/** GET /api/backoffice/audit filters (all optional); `before` pages by id, newest first. */
export const StaffAuditQuery = Type.Object(
  {
    actor: Type.Optional(Type.String({ maxLength: 320 })),
    action: Type.Optional(Type.String({ maxLength: 100 })),
    target_kind: Type.Optional(Type.String({ maxLength: 50 })),
    target_id: Type.Optional(Type.String({ maxLength: 200 })),
    from: Type.Optional(Type.String({ format: 'date-time' })),
    to: Type.Optional(Type.String({ format: 'date-time' })),
    before: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);
export type StaffAuditQuery = Static<typeof StaffAuditQuery>;

export const StaffAuditPage = Type.Object({
  items: Type.Array(StaffAuditEntry),
  /** the `before` of the next page, null at the end */
  next: Nullable(Type.Integer()),
});
export type StaffAuditPage = Static<typeof StaffAuditPage>;

/** The reason every staff action carries (shown to the person concerned where the action concerns them). */
export const StaffReason = Type.String({ minLength: 3, maxLength: 2000, pattern: '\\S' });
