/** The back office's support inbox (/api/backoffice/support/*): role support. */
import { Type, type Static } from 'typebox';
import { CONTACT_TOPICS } from './bounds';
import { Nullable, StringEnum, pageQueryProps } from './schema';

/** new -> answered (a reply) -> closed; a closed message can be opened again. */
export const SUPPORT_STATUSES = ['new', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_LIMITS = { replyMax: 5000, reasonMax: 2000, qMax: 200, excerptLength: 160 } as const;

/** GET /api/backoffice/support/messages */
export const SupportMessageQuery = Type.Object(
  {
    status: Type.Optional(StringEnum(SUPPORT_STATUSES)),
    q: Type.Optional(Type.String({ maxLength: SUPPORT_LIMITS.qMax })),
    ...pageQueryProps(),
  },
  { additionalProperties: false },
);
export type SupportMessageQuery = Static<typeof SupportMessageQuery>;

/** One row of the inbox. */
export const SupportMessageSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  topic: StringEnum(CONTACT_TOPICS),
  /** the message's first characters */
  excerpt: Type.String(),
  status: StringEnum(SUPPORT_STATUSES),
  created_at: Type.String(),
  updated_at: Type.String(),
  /** number of replies */
  replies: Type.Integer(),
});
export type SupportMessageSummary = Static<typeof SupportMessageSummary>;

/** A contact-form message as received. */
export const SupportMessage = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  topic: StringEnum(CONTACT_TOPICS),
  message: Type.String(),
  /** the sender's language (th|en): the reply e-mail is written in it */
  locale: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  user_agent: Nullable(Type.String()),
  status: StringEnum(SUPPORT_STATUSES),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type SupportMessage = Static<typeof SupportMessage>;

export const SupportReply = Type.Object({
  id: Type.String(),
  staff_email: Type.String(),
  body: Type.String(),
  created_at: Type.String(),
  /** when the SMTP server accepted the e-mail; null while it waits in the queue */
  sent_at: Nullable(Type.String()),
});
export type SupportReply = Static<typeof SupportReply>;

/** GET /api/backoffice/support/messages/:id (also the answer of the writes). */
export const SupportThread = Type.Object({ message: SupportMessage, replies: Type.Array(SupportReply) });
export type SupportThread = Static<typeof SupportThread>;

/** POST /api/backoffice/support/messages/:id/replies */
export const SupportReplyInput = Type.Object(
  {
    body: Type.String({ minLength: 1, maxLength: SUPPORT_LIMITS.replyMax, pattern: '\\S' }),
    /** close the message with this reply (else it becomes answered) */
    close: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SupportReplyInput = Static<typeof SupportReplyInput>;

/** POST /api/backoffice/support/messages/:id/status */
export const SupportStatusInput = Type.Object(
  {
    status: StringEnum(SUPPORT_STATUSES),
    reason: Type.Optional(Type.String({ maxLength: SUPPORT_LIMITS.reasonMax })),
  },
  { additionalProperties: false },
);
export type SupportStatusInput = Static<typeof SupportStatusInput>;
