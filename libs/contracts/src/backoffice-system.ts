/** The back office's system page (/api/backoffice/system/*): role admin. */
import { Type, type Static } from 'typebox';
import { Nullable, pageQueryProps } from './schema';
import { StaffReason } from './backoffice';

export const QueueCounts = Type.Object({
  name: Type.String(),
  /** not failed: waiting, due or running */
  pending: Type.Integer(),
  /** due now and not held by a worker */
  due: Type.Integer(),
  /** held by a worker (its lease runs) */
  running: Type.Integer(),
  /** out of attempts (dead letters) */
  failed: Type.Integer(),
});
export type QueueCounts = Static<typeof QueueCounts>;

/** GET /api/backoffice/system/health */
export const SystemHealth = Type.Object({
  queue: Type.Array(QueueCounts),
  dead_letters: Type.Integer(),
  change_feed: Type.Object({
    /** newest seq of the job change feed (0: no change in the last hour, the feed is pruned) */
    last_seq: Type.Integer(),
    last_at: Nullable(Type.String()),
    /** seconds since the last job change */
    lag_seconds: Nullable(Type.Number()),
    /** the seq this API process's search index applied (null: no index loaded in this process) */
    index_seq: Nullable(Type.Integer()),
    /** last_seq - index_seq */
    index_behind: Nullable(Type.Integer()),
  }),
  mail: Type.Object({
    /** e-mail jobs (alerts.email, support.reply) out of attempts */
    failed: Type.Integer(),
    /** e-mail jobs waiting */
    queued: Type.Integer(),
    oldest_queued_at: Nullable(Type.String()),
  }),
  generated_at: Type.String(),
});
export type SystemHealth = Static<typeof SystemHealth>;

/** GET /api/backoffice/system/dead-letters */
export const DeadLetterQuery = Type.Object(
  { name: Type.Optional(Type.String({ maxLength: 100 })), ...pageQueryProps() },
  { additionalProperties: false },
);
export type DeadLetterQuery = Static<typeof DeadLetterQuery>;

/** A job out of attempts; its payload may name a person, so only its keys are shown. */
export const DeadLetterItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  attempts: Type.Integer(),
  failed_at: Type.String(),
  created_at: Type.String(),
  last_error: Nullable(Type.String()),
  payload_keys: Type.Array(Type.String()),
});
export type DeadLetterItem = Static<typeof DeadLetterItem>;

/** `:id` of a dead letter (a queue job id). */
export const DeadLetterParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});
export type DeadLetterParams = Static<typeof DeadLetterParams>;

/** POST /api/backoffice/system/dead-letters/:id/discard */
export const DiscardInput = Type.Object({ reason: StaffReason }, { additionalProperties: false });
export type DiscardInput = Static<typeof DiscardInput>;
