/** Messages per application (issue 43): the wire types (the limits and reasons are in ./bounds). */
import { Type, type Static } from 'typebox';
import { MESSAGE_LIMITS, THREAD_CLOSED_REASONS } from './bounds';
import { Nullable, OrNull, StringEnum } from './schema';

export { MESSAGE_LIMITS, THREAD_CLOSED_REASONS, type ThreadClosedReason } from './bounds';

export const MessageAttachment = Type.Object({
  id: Type.String(),
  name: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  /** the API path that serves it to the thread's two sides only */
  url: Type.String(),
});
export type MessageAttachment = Static<typeof MessageAttachment>;

/**
 * One message. Employer side: `sender_name` is the member's full name. Candidate side: a company message carries
 * the company's name and the member's first name only (`sender_name`), the candidate's own messages their name.
 */
export const ThreadMessage = Type.Object({
  id: Type.String(),
  sender_role: StringEnum(['candidate', 'corporate'] as const),
  sender_name: Type.String(),
  /** the company's name (corporate messages), null for the candidate's */
  company_name: Nullable(Type.String()),
  /** true when the caller wrote it */
  mine: Type.Boolean(),
  body: Type.String(),
  attachment: OrNull(MessageAttachment),
  created_at: Type.String(),
});
export type ThreadMessage = Static<typeof ThreadMessage>;

export const MessageThread = Type.Object({
  application_id: Type.String(),
  job_id: Type.String(),
  job_title: Type.String(),
  /** the company's name in the request's language */
  company_name: Type.String(),
  /** employer side: the candidate's uid (the application page's address); null on the candidate side and while
   * the candidate's data is closed to employers */
  candidate_uid: Nullable(Type.String()),
  items: Type.Array(ThreadMessage),
  /** messages of the other side newer than the caller's read marker */
  unread: Type.Integer(),
  closed: OrNull(StringEnum(THREAD_CLOSED_REASONS)),
  /** the caller may post (thread open, and for a team member the role and the job allow it) */
  can_send: Type.Boolean(),
});
export type MessageThread = Static<typeof MessageThread>;

/** POST .../applications/:id/messages */
export const MessageInput = Type.Object(
  {
    body: Type.String({ minLength: 1, maxLength: MESSAGE_LIMITS.bodyMax, pattern: '\\S' }),
    /** a file uploaded through .../messages/attachments by the same sender and not used yet */
    attachment_file_id: Type.Optional(Nullable(Type.String({ format: 'uuid', maxLength: 36 }))),
  },
  { additionalProperties: false },
);
export type MessageInput = Static<typeof MessageInput>;

export const UnreadCount = Type.Object({ application_id: Type.String(), unread: Type.Integer() });
export type UnreadCount = Static<typeof UnreadCount>;

/** GET /api/{candidate,corporate}/messages/unread: threads with unread messages and the total. */
export const UnreadCounts = Type.Object({ total: Type.Integer(), items: Type.Array(UnreadCount) });
export type UnreadCounts = Static<typeof UnreadCounts>;
