/** The back office's blog editor (/api/backoffice/posts, /api/backoffice/files): role editor. */
import { Type, type Static } from 'typebox';
import { Nullable, StringEnum, pageQueryProps } from './schema';
import { StaffReason } from './backoffice';

/**
 * A post's state, derived at read time: draft (no published_at), scheduled (published_at in the future), published
 * (published_at reached), unpublished (taken down by an editor: unpublished_at set).
 */
export const POST_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type PostState = (typeof POST_STATES)[number];

export const POST_LIMITS = {
  slugMax: 120,
  titleMax: 200,
  excerptMax: 400,
  bodyMax: 100_000,
  tagsMax: 10,
  tagMax: 40,
  qMax: 200,
} as const;

/** GET /api/backoffice/posts */
export const BackofficePostQuery = Type.Object(
  {
    state: Type.Optional(StringEnum(POST_STATES)),
    q: Type.Optional(Type.String({ maxLength: POST_LIMITS.qMax })),
    ...pageQueryProps(),
  },
  { additionalProperties: false },
);
export type BackofficePostQuery = Static<typeof BackofficePostQuery>;

/** One row of the editor's list. */
export const BackofficePostSummary = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title_th: Type.String(),
  title_en: Type.String(),
  state: StringEnum(POST_STATES),
  published_at: Nullable(Type.String()),
  updated_at: Type.String(),
  /** the staff uid who saved it last (null for seeded posts) */
  updated_by: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
});
export type BackofficePostSummary = Static<typeof BackofficePostSummary>;

/** GET /api/backoffice/posts/:id: the whole post as stored (bodies sanitised on save). */
export const BackofficePost = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title_th: Type.String(),
  title_en: Type.String(),
  excerpt_th: Type.String(),
  excerpt_en: Type.String(),
  body_th_html: Type.String(),
  body_en_html: Type.String(),
  cover_file_id: Nullable(Type.String()),
  /** the cover's public URL (/api/files/<id>, or a static path of a seeded post) */
  cover_url: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  state: StringEnum(POST_STATES),
  published_at: Nullable(Type.String()),
  unpublished_at: Nullable(Type.String()),
  updated_at: Type.String(),
});
export type BackofficePost = Static<typeof BackofficePost>;

/** When a saved post goes public: not at all, now, or at a future time. */
// (no additionalProperties: false on the branches: the API's validator removes unknown properties while it tries
// each branch, which would strip `at` before the schedule branch is reached)
export const PostPublish = Type.Union([
  Type.Object({ mode: Type.Literal('draft') }),
  Type.Object({ mode: Type.Literal('now') }),
  Type.Object({ mode: Type.Literal('schedule'), at: Type.String({ format: 'date-time' }) }),
]);
export type PostPublish = Static<typeof PostPublish>;

const text = (maxLength: number, minLength = 0) =>
  Type.String({ minLength, maxLength, ...(minLength > 0 ? { pattern: '\\S' } : {}) });

/** POST /api/backoffice/posts, PUT /api/backoffice/posts/:id */
export const BackofficePostInput = Type.Object(
  {
    slug: Type.String({ minLength: 1, maxLength: POST_LIMITS.slugMax, pattern: '^[a-z0-9-]+$' }),
    title_th: text(POST_LIMITS.titleMax, 1),
    title_en: text(POST_LIMITS.titleMax, 1),
    excerpt_th: text(POST_LIMITS.excerptMax),
    excerpt_en: text(POST_LIMITS.excerptMax),
    /** sanitised server-side (the job description's sanitiser, plus images) */
    body_th_html: text(POST_LIMITS.bodyMax),
    body_en_html: text(POST_LIMITS.bodyMax),
    /** an image uploaded with POST /api/backoffice/files, or null for none */
    cover_file_id: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
    tags: Type.Array(text(POST_LIMITS.tagMax, 1), { maxItems: POST_LIMITS.tagsMax }),
    publish: PostPublish,
  },
  { additionalProperties: false },
);
export type BackofficePostInput = Static<typeof BackofficePostInput>;

/** POST /api/backoffice/posts/:id/unpublish */
export const PostUnpublishInput = Type.Object({ reason: StaffReason }, { additionalProperties: false });
export type PostUnpublishInput = Static<typeof PostUnpublishInput>;

/** POST /api/backoffice/files: the stored image and its public URL. */
export const UploadedImage = Type.Object({ id: Type.String(), url: Type.String() });
export type UploadedImage = Static<typeof UploadedImage>;
