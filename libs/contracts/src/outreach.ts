/**
 * Wire shapes of the company's outreach (issue 43): message templates, the pipeline's bulk move + message (preview,
 * then apply exactly what was previewed) and invitations to apply. The renderer and the bounds are ./templates.
 */
import { Type, type Static } from 'typebox';
import { COMPANY_SET_STATUSES, LOCALES, PIPELINE_LIMITS } from './bounds';
import { THREAD_CLOSED_REASONS } from './messages';
import { Nullable, OrNull, StringEnum } from './schema';
import { INVITATION_LIMITS, TEMPLATE_KINDS, TEMPLATE_LIMITS } from './templates';

export const MessageTemplate = Type.Object({
  id: Type.String(),
  kind: StringEnum(TEMPLATE_KINDS),
  name: Type.String(),
  body_th: Type.String(),
  body_en: Type.String(),
  updated_at: Type.String(),
});
export type MessageTemplate = Static<typeof MessageTemplate>;

const body = () => Type.String({ maxLength: TEMPLATE_LIMITS.bodyMax });

/** POST/PUT /api/corporate/templates: at least one of the two bodies has text; no unknown placeholder. */
export const MessageTemplateInput = Type.Object(
  {
    kind: StringEnum(TEMPLATE_KINDS),
    name: Type.String({ minLength: 1, maxLength: TEMPLATE_LIMITS.nameMax, pattern: '\\S' }),
    body_th: body(),
    body_en: body(),
  },
  { additionalProperties: false },
);
export type MessageTemplateInput = Static<typeof MessageTemplateInput>;

/** A saved template (sent as it is at apply time) or a text written for this send (either, not both). */
export const BulkMessageInput = Type.Object(
  {
    template_id: Type.Optional(Type.String({ format: 'uuid', maxLength: 36 })),
    body_th: Type.Optional(body()),
    body_en: Type.Optional(body()),
  },
  { additionalProperties: false },
);
export type BulkMessageInput = Static<typeof BulkMessageInput>;

const bulkProps = {
  ids: Type.Array(Type.String({ format: 'uuid', maxLength: 36 }), {
    minItems: 1,
    maxItems: PIPELINE_LIMITS.bulkIdsMax,
  }),
  status: Type.Optional(StringEnum(COMPANY_SET_STATUSES)),
  message: Type.Optional(BulkMessageInput),
};

/** POST /api/corporate/jobs/:id/applications/bulk/preview: a move, a message, or both. */
export const BulkActionInput = Type.Object(bulkProps, { additionalProperties: false });
export type BulkActionInput = Static<typeof BulkActionInput>;

/** POST /api/corporate/jobs/:id/applications/bulk: the same input with the fingerprint the preview answered. */
export const BulkApplyInput = Type.Object(
  { ...bulkProps, preview_hash: Type.String({ pattern: '^[0-9a-f]{64}$', maxLength: 64 }) },
  { additionalProperties: false },
);
export type BulkApplyInput = Static<typeof BulkApplyInput>;

/** change: the application moves; same: it already has the status (only the message goes); invalid: refused. */
export const BULK_MOVES = ['change', 'same', 'invalid', 'none'] as const;
export type BulkMove = (typeof BULK_MOVES)[number];

export const BulkPreviewItem = Type.Object({
  application_id: Type.String(),
  candidate_name: Type.String(),
  from_status: Type.String(),
  move: StringEnum(BULK_MOVES),
  /** the language the candidate gets the message in (their e-mail language, Thai when never set) */
  locale: StringEnum(LOCALES),
  /** the final text, exactly as it will be sent; null without a message */
  text: Nullable(Type.String()),
  /** the thread is closed (withdrawn, restricted...): this candidate gets no message, the move still applies */
  blocked: OrNull(StringEnum(THREAD_CLOSED_REASONS)),
});
export type BulkPreviewItem = Static<typeof BulkPreviewItem>;

export const BulkPreview = Type.Object({
  items: Type.Array(BulkPreviewItem),
  /** SHA-256 of the move and every text: the apply must send it back and is refused (409) if anything changed */
  preview_hash: Type.String(),
});
export type BulkPreview = Static<typeof BulkPreview>;

export const BulkResult = Type.Object({ moved: Type.Integer(), messaged: Type.Integer() });
export type BulkResult = Static<typeof BulkResult>;

/** POST /api/corporate/candidates/:uid/invite */
export const JobInvitationInput = Type.Object(
  {
    job_id: Type.String({ format: 'uuid', maxLength: 36 }),
    message: Type.Optional(Type.String({ maxLength: INVITATION_LIMITS.messageMax })),
  },
  { additionalProperties: false },
);
export type JobInvitationInput = Static<typeof JobInvitationInput>;

/** An invitation as the company sees it. */
export const JobInvitation = Type.Object({
  id: Type.String(),
  job_id: Type.String(),
  candidate_uid: Type.String(),
  message: Type.String(),
  invited_by: Type.String(),
  created_at: Type.String(),
});
export type JobInvitation = Static<typeof JobInvitation>;

/** An invitation as the candidate sees it (GET /api/candidate/invitations). */
export const CandidateInvitation = Type.Object({
  id: Type.String(),
  job: Type.Object({ id: Type.String(), title: Type.String(), open: Type.Boolean() }),
  company: Type.Object({
    id: Type.String(),
    name_th: Type.String(),
    name_en: Type.String(),
    logo_url: Nullable(Type.String()),
  }),
  message: Type.String(),
  /** the candidate applied to the job since */
  applied: Type.Boolean(),
  created_at: Type.String(),
});
export type CandidateInvitation = Static<typeof CandidateInvitation>;
