import { Type, type Static } from 'typebox';
import { CONTACT_LIMITS, CONTACT_TOPICS } from './bounds';
import { CompanySummary, JobCard } from './jobs';
import { Nullable, Ref, StringEnum } from './schema';

export const BlogPostSummary = Type.Object(
  {
    slug: Type.String(),
    title_th: Type.String(),
    title_en: Type.String(),
    excerpt_th: Type.String(),
    excerpt_en: Type.String(),
    cover_url: Nullable(Type.String()),
    tags: Type.Array(Type.String()),
    published_at: Type.String(),
  },
  { $id: 'BlogPostSummary' },
);
export type BlogPostSummary = Static<typeof BlogPostSummary>;

export const BlogPost = Type.Object(
  {
    ...BlogPostSummary.properties,
    /** sanitised */
    body_th_html: Type.String(),
    /** sanitised */
    body_en_html: Type.String(),
    related: Type.Array(Ref(BlogPostSummary)),
  },
  { $id: 'BlogPost' },
);
export type BlogPost = Static<typeof BlogPost>;

/** GET /api/blog/changes */
export const BlogChangesQuery = Type.Object(
  {
    /** the previous answer's `now` (minus a few seconds: a write's time is taken before it commits) */
    since: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type BlogChangesQuery = Static<typeof BlogChangesQuery>;

/** GET /api/blog/changes: the blog posts whose public pages may have changed, for the gateway's caches. */
export const BlogChanges = Type.Object({
  /** the database's time of the answer: the reader's next `since` */
  now: Type.String(),
  /** posts edited, published (a scheduled post reaching its time included), taken down, renamed or deleted */
  slugs: Type.Array(Type.String()),
  /**
   * The same slugs with the time of their latest change: a reader asking again over an overlap applies each
   * (slug, at) once.
   */
  changes: Type.Array(Type.Object({ slug: Type.String(), at: Type.String() })),
});
export type BlogChanges = Static<typeof BlogChanges>;

/** POST /api/contact */
export const ContactInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.nameMax }),
    email: Type.String({ format: 'email', maxLength: CONTACT_LIMITS.emailMax }),
    topic: StringEnum(CONTACT_TOPICS),
    message: Type.String({ minLength: CONTACT_LIMITS.messageMin, maxLength: CONTACT_LIMITS.messageMax }),
  },
  { $id: 'ContactInput', additionalProperties: false },
);
export type ContactInput = Static<typeof ContactInput>;

/** GET /api/home */
export const HomeData = Type.Object(
  {
    stats: Type.Object({ open_jobs: Type.Integer(), companies: Type.Integer() }),
    latest_jobs: Type.Array(Ref(JobCard)),
    featured_jobs: Type.Array(Ref(JobCard)),
    popular_skills: Type.Array(Type.Object({ slug: Type.String(), count: Type.Integer() })),
    featured_companies: Type.Array(Type.Object({ ...CompanySummary.properties, open_jobs: Type.Integer() })),
    latest_posts: Type.Array(Ref(BlogPostSummary)),
  },
  { $id: 'HomeData' },
);
export type HomeData = Static<typeof HomeData>;

/** The schemas of this module registered by `$id`. */
export const CONTENT_SCHEMAS = [BlogPostSummary, BlogPost, ContactInput, HomeData] as const;
