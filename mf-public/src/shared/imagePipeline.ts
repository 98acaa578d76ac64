/**
 * The product's image pipeline (client side). Every product image (company logos, blog covers, ...) is requested
 * through the image endpoint of the API:
 *
 *   GET /api/images?src=<same-origin path>&w=<width in px>&fmt=<avif|webp>
 *
 * with the spec's breakpoints (xs 320 ... 2xl 1536) as the width ladder and densities 1 and 2. See README.md for
 * what the server must provide. The pipeline is used only when the runtime configuration (/app-config.json) says
 * `"imagePipeline": true`; otherwise, and whenever the endpoint fails, images use their original `src` (see
 * `pipelineStatus` below and ResponsiveImage). Probing a missing endpoint would log a 404 per image in the console.
 */
import { getRuntimeConfig } from 'mf_shared_ui/platform';

/** True when the operator has switched the image endpoint on (`imagePipeline: true` in /app-config.json). */
export function pipelineConfigured(): boolean {
  return getRuntimeConfig().imagePipeline === true;
}

/** Spec section 9: image breakpoints (min-width, px). */
export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
export const BREAKPOINT_ORDER: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'];
export const DENSITIES = [1, 2] as const;
export type ImageFormat = 'avif' | 'webp';
export const MODERN_FORMATS: ImageFormat[] = ['avif', 'webp'];
export const IMAGE_ENDPOINT = '/api/images';
/** Largest width the client ever asks for: 2x the largest breakpoint. */
export const MAX_IMAGE_WIDTH = BREAKPOINTS['2xl'] * 2;

/**
 * The width ladder of responsive images: every breakpoint at density 1 and 2, sorted and de-duplicated
 * (320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072). A bounded set keeps the server's variant cache small.
 */
export const WIDTH_LADDER: number[] = Array.from(
  new Set(BREAKPOINT_ORDER.flatMap((bp) => DENSITIES.map((d) => BREAKPOINTS[bp] * d))),
).sort((a, b) => a - b);

/**
 * Rendered CSS width of the image per breakpoint, mobile first: `{ default: '100vw', md: '50vw', xl: '400px' }`
 * means full width below 768 px, half the viewport from 768 px, 400 px from 1280 px.
 */
export type ImageSizes = Partial<Record<Breakpoint | 'default', string>>;

/** The `sizes` attribute: largest breakpoint first, `(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw`. */
export function buildSizes(sizes: ImageSizes): string {
  const parts: string[] = [];
  for (const bp of [...BREAKPOINT_ORDER].reverse()) {
    const value = sizes[bp];
    if (value) parts.push(`(min-width: ${BREAKPOINTS[bp]}px) ${value}`);
  }
  parts.push(sizes.default ?? '100vw');
  return parts.join(', ');
}

/** The widest the image is ever rendered (CSS px) for these sizes, given its own maximum width. */
export function maxRenderedWidth(sizes: ImageSizes, intrinsicWidth: number): number {
  let max = 0;
  const edges = BREAKPOINT_ORDER.map((bp) => BREAKPOINTS[bp]);
  // The rule that applies at a breakpoint holds until the next one; measure it at the top of its range.
  const rangeTop = (bp: Breakpoint | 'default') => {
    if (bp === 'default') return BREAKPOINTS.xs;
    const i = BREAKPOINT_ORDER.indexOf(bp);
    return i + 1 < edges.length ? edges[i + 1] : BREAKPOINTS['2xl'];
  };
  let active = sizes.default ?? '100vw';
  for (const bp of ['default', ...BREAKPOINT_ORDER] as const) {
    if (bp !== 'default' && sizes[bp]) active = sizes[bp] as string;
    max = Math.max(max, cssWidth(active, rangeTop(bp)));
  }
  return Math.min(max, intrinsicWidth || max);
}

function cssWidth(value: string, viewport: number): number {
  const v = value.trim();
  if (v.endsWith('vw')) return Math.ceil((parseFloat(v) / 100) * viewport);
  if (v.endsWith('px')) return Math.ceil(parseFloat(v));
  const n = parseFloat(v);
  return Number.isFinite(n) ? Math.ceil(n) : viewport;
}

/** Ladder widths needed to cover `maxCss` CSS px at densities 1 and 2 (every ladder step up to 2x, plus one above). */
export function responsiveWidths(maxCss: number): number[] {
  const target = Math.min(maxCss * DENSITIES[DENSITIES.length - 1], MAX_IMAGE_WIDTH);
  const out: number[] = [];
  for (const w of WIDTH_LADDER) {
    out.push(w);
    if (w >= target) break;
  }
  return out;
}

/** Only same-origin paths go through the pipeline (never an open proxy for arbitrary URLs). */
export function pipelinePath(
  src: string,
  origin: string = typeof window !== 'undefined' ? window.location.origin : '',
): string | null {
  if (!src || src.startsWith('data:') || src.startsWith('blob:')) return null;
  if (src.startsWith('/') && !src.startsWith('//')) return src.startsWith(`${IMAGE_ENDPOINT}?`) ? null : src;
  try {
    const url = new URL(src);
    if (origin && url.origin === origin) return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
  return null;
}

export function imageUrl(path: string, width: number, format: ImageFormat): string {
  const params = new URLSearchParams({ src: path, w: String(Math.round(width)), fmt: format });
  return `${IMAGE_ENDPOINT}?${params.toString()}`;
}

export interface ImageSources {
  /** The `sizes` attribute (responsive images only). */
  sizes?: string;
  /** One srcset per modern format, best first. */
  sources: { type: string; srcSet: string }[];
}

/**
 * srcset/sizes of an image. With `sizes`: width descriptors over the ladder (responsive). Without: a fixed-size
 * image (logo, avatar) at `width` CSS px, density descriptors 1x and 2x.
 */
export function buildImageSources(
  path: string,
  opts: { width: number; sizes?: ImageSizes; formats?: ImageFormat[] },
): ImageSources {
  const formats = opts.formats ?? MODERN_FORMATS;
  if (opts.sizes) {
    const widths = responsiveWidths(maxRenderedWidth(opts.sizes, opts.width));
    return {
      sizes: buildSizes(opts.sizes),
      sources: formats.map((fmt) => ({
        type: `image/${fmt}`,
        srcSet: widths.map((w) => `${imageUrl(path, w, fmt)} ${w}w`).join(', '),
      })),
    };
  }
  return {
    sources: formats.map((fmt) => ({
      type: `image/${fmt}`,
      srcSet: DENSITIES.map(
        (d) => `${imageUrl(path, Math.min(opts.width * d, MAX_IMAGE_WIDTH), fmt)} ${d}x`,
      ).join(', '),
    })),
  };
}

// ---- Is the endpoint there? ---------------------------------------------------------------------------------
// 'unknown' until the first image answers; 'down' when an optimised variant failed while its original loaded
// (the endpoint is missing or broken): from then on every ResponsiveImage renders its original src. Kept for the
// browser session so later pages do not retry.

export type PipelineStatus = 'unknown' | 'ok' | 'down';
const STORAGE_KEY = 'jobportal.imagePipeline';
let status: PipelineStatus = readStoredStatus();
const listeners = new Set<() => void>();

function readStoredStatus(): PipelineStatus {
  try {
    return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(STORAGE_KEY) === 'down'
      ? 'down'
      : 'unknown';
  } catch {
    return 'unknown';
  }
}

export function getPipelineStatus(): PipelineStatus {
  return status;
}

export function setPipelineStatus(next: PipelineStatus): void {
  if (status === next || (status === 'down' && next === 'ok')) return;
  status = next;
  try {
    if (next === 'down') sessionStorage.setItem(STORAGE_KEY, 'down');
  } catch {
    /* storage unavailable: keep it in memory */
  }
  listeners.forEach((l) => l());
}

export function subscribePipeline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests only. */
export function resetPipelineStatus(): void {
  status = 'unknown';
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    /* ignore */
  }
  listeners.forEach((l) => l());
}
