import type {
  BackofficePost,
  BackofficePostInput,
  PostPublish,
  POST_LIMITS as WIRE_POST_LIMITS,
  POST_STATES as WIRE_POST_STATES,
} from '@jobportal/contracts';
import { bangkokInputValue, fromBangkokInput } from '../../../shared/utils/format';

/*
 * A post's states and the API's bounds (contracts POST_STATES, POST_LIMITS). They live beside the schemas, not in
 * /bounds: they are copied so the schemas stay out of the bundle, typed as the contract's, so typecheck fails if the
 * two ever differ.
 */
export const POST_STATES: typeof WIRE_POST_STATES = ['draft', 'scheduled', 'published', 'unpublished'];
export const POST_LIMITS: typeof WIRE_POST_LIMITS = {
  slugMax: 120,
  titleMax: 200,
  excerptMax: 400,
  bodyMax: 100_000,
  tagsMax: 10,
  tagMax: 40,
  qMax: 200,
};

/** A URL slug from the English title: lower-case latin letters, digits and single hyphens, at most 80 characters. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Text cut where a share card cuts it (LINE / Facebook: a title of ~60 characters, a description of ~110). */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

export type PublishMode = PostPublish['mode'];

/** The editor's form values: the wire input with the schedule as Bangkok wall time (datetime-local). */
export interface PostFormValues extends Omit<BackofficePostInput, 'publish'> {
  publishMode: PublishMode;
  publishAt: string;
}

export function toFormValues(post: BackofficePost | undefined): PostFormValues {
  return {
    slug: post?.slug ?? '',
    title_th: post?.title_th ?? '',
    title_en: post?.title_en ?? '',
    excerpt_th: post?.excerpt_th ?? '',
    excerpt_en: post?.excerpt_en ?? '',
    body_th_html: post?.body_th_html ?? '',
    body_en_html: post?.body_en_html ?? '',
    cover_file_id: post?.cover_file_id ?? null,
    tags: post?.tags ?? [],
    publishMode: post?.state === 'scheduled' ? 'schedule' : post?.state === 'published' ? 'now' : 'draft',
    // a scheduled post's publication time is its published_at (in the future)
    publishAt: bangkokInputValue(post?.state === 'scheduled' ? post.published_at : null),
  };
}

/** The PUT/POST body; null when a schedule's date is missing or invalid. */
export function toInput(values: PostFormValues): BackofficePostInput | null {
  const { publishMode, publishAt, ...rest } = values;
  let publish: PostPublish;
  if (publishMode === 'schedule') {
    const at = fromBangkokInput(publishAt);
    if (!at) return null;
    publish = { mode: 'schedule', at };
  } else publish = { mode: publishMode };
  return { ...rest, tags: rest.tags.map((tag) => tag.trim()).filter(Boolean), publish };
}
