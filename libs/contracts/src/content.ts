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
