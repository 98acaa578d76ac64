/**
 * Releases as an authenticated service (issue 42). The release service lives in the gateway (it serves /remotes and
 * renders pages, so it can smoke-render a candidate version) under /api/releases/*; the append-only release history
 * lives in PostgreSQL behind the API (/api/backoffice/releases/events). Both need a staff token with the `release`
 * role (admin holds all roles).
 */
import { Type, type Static } from 'typebox';
import { Nullable, StringEnum } from './schema';

export const RELEASE_REMOTES = [
  'mf-shared-ui',
  'mf-auth',
  'mf-public',
  'mf-candidate',
  'mf-corporate',
  'mf-backoffice',
] as const;
export type ReleaseRemote = (typeof RELEASE_REMOTES)[number];

export const RELEASE_ACTIONS = [
  'publish',
  'activate',
  'rollback',
  'withdraw',
  'pin',
  'unpin',
  'prune',
] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

/** One published version of a remote. */
export const ReleaseVersion = Type.Object({
  version: Type.String(),
  publishedAt: Type.String(),
  publishedBy: Nullable(Type.String()),
  commit: Nullable(Type.String()),
  /** served now */
  current: Type.Boolean(),
  /** has been served at some time (only those are under the public /remotes/ path) */
  released: Type.Boolean(),
  withdrawn: Type.Boolean(),
  bytes: Type.Integer(),
});
export type ReleaseVersion = Static<typeof ReleaseVersion>;

/** A rollback, withdraw or pin that keeps `npm start` / CI from activating newer builds. */
export const ReleaseHold = Type.Object({
  action: Type.String(),
  to: Nullable(Type.String()),
  who: Type.String(),
  when: Type.String(),
});

export const RemoteReleaseStatus = Type.Object({
  remote: StringEnum(RELEASE_REMOTES),
  current: Nullable(Type.String()),
  /** who made the current version the served one, and when (from the registry's history) */
  changedBy: Nullable(Type.String()),
  changedAt: Nullable(Type.String()),
  held: Type.Union([ReleaseHold, Type.Null()]),
  versions: Type.Array(ReleaseVersion),
  bytes: Type.Integer(),
});
export type RemoteReleaseStatus = Static<typeof RemoteReleaseStatus>;

/** GET /api/releases: the registry as operators see it. */
export const ReleaseStatus = Type.Object({
  remotes: Type.Array(RemoteReleaseStatus),
  disk: Type.Object({
    registryBytes: Type.Integer(),
    freeBytes: Nullable(Type.Integer()),
  }),
  retention: Type.Object({ keep: Type.Integer(), liveWithinHours: Type.Integer() }),
});
export type ReleaseStatus = Static<typeof ReleaseStatus>;

/**
 * Every change names the version it expects to replace (`expect`: the served version, or null for none): a change
 * made by someone else in between is refused (409 RELEASE_CONFLICT) naming who made it and when.
 */
const Expect = Nullable(Type.String({ maxLength: 64 }));
const Reason = Type.String({ maxLength: 500 });

export const ActivateReleaseBody = Type.Object({
  version: Type.String({ minLength: 1, maxLength: 64 }),
  expect: Expect,
  reason: Type.Optional(Reason),
  /** serve it although a check refuses it (recorded); never past a failed smoke render of a withdrawn version */
  force: Type.Optional(Type.Boolean()),
});
export const RollbackReleaseBody = Type.Object({
  to: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  expect: Expect,
  reason: Type.Optional(Reason),
});
/** Marks the served version (or `version`) harmful: open tabs leave it at once; serves the version live before it. */
export const WithdrawReleaseBody = Type.Object({
  version: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  expect: Expect,
  reason: Type.String({ minLength: 3, maxLength: 500 }),
});
export const PinReleaseBody = Type.Object({
  version: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  expect: Expect,
  reason: Type.Optional(Reason),
});
export const UnpinReleaseBody = Type.Object({ reason: Type.Optional(Reason) });
export const PruneReleaseBody = Type.Object({
  keep: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});

/** What a change did. */
export const ReleaseChangeResult = Type.Object({
  remote: StringEnum(RELEASE_REMOTES),
  action: StringEnum(RELEASE_ACTIONS),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
  removed: Type.Optional(Type.Array(Type.String())),
  /** the checks that were overridden (force) */
  forced: Type.Optional(Type.String()),
  /** a smoke render's figures: routes rendered, chunks parsed, milliseconds */
  smoke: Type.Optional(Type.Object({ routes: Type.Integer(), chunks: Type.Integer(), ms: Type.Integer() })),
});
export type ReleaseChangeResult = Static<typeof ReleaseChangeResult>;

/** 422 RELEASE_REFUSED: one line per reason (a route and its error, a missing chunk, an incompatibility). */
export const ReleaseRefusal = Type.Object({
  error: Type.Object({
    code: Type.Literal('RELEASE_REFUSED'),
    message: Type.String(),
    reasons: Type.Array(Type.String()),
  }),
});
/** 409 RELEASE_CONFLICT: someone changed the remote since the caller looked. */
export const ReleaseConflict = Type.Object({
  error: Type.Object({
    code: Type.Literal('RELEASE_CONFLICT'),
    message: Type.String(),
    current: Nullable(Type.String()),
    changedBy: Nullable(Type.String()),
    changedAt: Nullable(Type.String()),
  }),
});

/** One event of the append-only release history (PostgreSQL release_event), written by the release service. */
export const ReleaseEventInput = Type.Object({
  action: StringEnum(RELEASE_ACTIONS),
  remote: StringEnum(RELEASE_REMOTES),
  from: Nullable(Type.String({ maxLength: 64 })),
  to: Nullable(Type.String({ maxLength: 64 })),
  removed: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 200 })),
  reason: Nullable(Type.String({ maxLength: 500 })),
  forced: Nullable(Type.String({ maxLength: 4000 })),
});
export type ReleaseEventInput = Static<typeof ReleaseEventInput>;

export const ReleaseEvent = Type.Intersect([
  ReleaseEventInput,
  Type.Object({
    id: Type.Integer(),
    at: Type.String(),
    actor_uid: Type.String(),
    actor_email: Type.String(),
  }),
]);
export type ReleaseEvent = Static<typeof ReleaseEvent>;

export const ReleaseEventQuery = Type.Object({
  remote: Type.Optional(StringEnum(RELEASE_REMOTES)),
  before: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
export const ReleaseEventPage = Type.Object({
  items: Type.Array(ReleaseEvent),
  nextBefore: Nullable(Type.Integer()),
});
export type ReleaseEventPage = Static<typeof ReleaseEventPage>;
