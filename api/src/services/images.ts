/**
 * The image pipeline behind GET /api/images: public product images (company logos and blog covers stored as files,
 * static files of the shell under /assets/...) re-encoded as AVIF or WebP at a requested width, with a bounded
 * in-memory cache of the variants. Only same-origin paths under two prefixes are accepted: never an open proxy,
 * never a fetch over the network.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/types';
import { file } from '../db/schema';
import { ApiError, validationError } from '../errors/api-error';
import { exceedsImageBounds, MAX_IMAGE_PIXELS } from './image-bounds';

export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_MIN_WIDTH = 16;
export const IMAGE_MAX_WIDTH = 3072;
/** Requested widths are rounded up to a multiple of this (bounds the number of variants per source). */
export const IMAGE_WIDTH_STEP = 16;

/** Raster sources above this size are refused (413); uploads are far smaller (logos <= 2 MB). */
const MAX_SOURCE_BYTES = 16 * 1024 * 1024;
/** SVG sources above this size are refused (413): the demo covers are under 2 KB. */
const MAX_SVG_BYTES = 1024 * 1024;
/** Decoded (or rasterised) pixels above this are refused (413 IMAGE_TOO_LARGE). */
const MAX_INPUT_PIXELS = MAX_IMAGE_PIXELS;
/** Only these file kinds are public; résumés (and any future private kind) answer 404. */
const PUBLIC_FILE_KINDS = new Set(['logo', 'cover', 'blog_cover']);
/** Part of every cache key and ETag: change it when the encoder settings change. */
const ENCODER_VERSION = 'img1';
const WEBP = { quality: 80, effort: 4 } as const;
const AVIF = { quality: 50, chromaSubsampling: '4:2:0' } as const;
/** At most this many encodes run at once (libvips uses several threads per encode; the host has 2 cores). */
const MAX_CONCURRENT_ENCODES = 2;

const UUID = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const SAFE_PATH = /^[A-Za-z0-9._/-]+$/;

export type ImageSource = { type: 'file'; id: string } | { type: 'asset'; segments: string[] };

/**
 * Parses `src`: `/api/files/<uuid>` or `/assets/<segments>` with plain characters only. Absolute and
 * protocol-relative URLs, query strings, backslashes, percent-encoding (so encoded traversal), dot segments and
 * hidden files are refused (null).
 */
export function parseImageSrc(src: string): ImageSource | null {
  if (src.length > 512 || !src.startsWith('/') || src.startsWith('//') || !SAFE_PATH.test(src)) return null;
  const fileMatch = UUID.exec(src);
  if (fileMatch) return { type: 'file', id: fileMatch[1].toLowerCase() };
  if (!src.startsWith('/assets/')) return null;
  const segments = src.slice('/assets/'.length).split('/');
  if (segments.length > 8 || segments.some((s) => s === '' || s.startsWith('.'))) return null;
  return { type: 'asset', segments };
}

/** The width the variant is produced at before the source's own width is known: rounded up, within bounds. */
export function roundWidth(w: number): number {
  const rounded = Math.ceil(w / IMAGE_WIDTH_STEP) * IMAGE_WIDTH_STEP;
  return Math.min(IMAGE_MAX_WIDTH, Math.max(IMAGE_MIN_WIDTH, rounded));
}

export interface ImageVariant {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export interface ResolvedImage {
  /** Identifies the source bytes and the parameters. */
  key: string;
  etag: string;
  /** File ids are content-addressed (a new upload gets a new id): cache for a year. */
  immutable: boolean;
  variant(): Promise<ImageVariant>;
}

interface Source {
  /** 'file:<id>' or 'asset:<sha256 of the bytes>'. */
  key: string;
  immutable: boolean;
  load(): Promise<Buffer>;
}

/** A least-recently-used map bounded by the total byte size of its values. */
export class ByteLru {
  private readonly entries = new Map<string, ImageVariant>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): ImageVariant | undefined {
    const v = this.entries.get(key);
    if (v) {
      this.entries.delete(key);
      this.entries.set(key, v);
    }
    return v;
  }

  set(key: string, v: ImageVariant): void {
    // One variant may not take more than an eighth of the cache (keeps it useful for the rest).
    if (v.data.length > this.maxBytes / 8) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.data.length;
      this.entries.delete(key);
    }
    this.entries.set(key, v);
    this.bytes += v.data.length;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.data.length;
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

/** Runs at most `max` tasks at once, the others wait in order. */
class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly max: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

function looksLikeSvg(data: Buffer): boolean {
  const head = data.subarray(0, 4096).toString('latin1');
  return /<svg[\s>]/i.test(head);
}

const tooLarge = () => new ApiError('FILE_TOO_LARGE');
const tooManyPixels = () => new ApiError('IMAGE_TOO_LARGE');
const notAnImage = () => new ApiError('NOT_AN_IMAGE');

/** Decodes, scales (never above a raster's own width) and encodes one variant. */
export async function encodeImage(input: Buffer, width: number, fmt: ImageFormat, avifEffort: number) {
  const svg = looksLikeSvg(input);
  if (svg && input.length > MAX_SVG_BYTES) throw tooLarge();
  let meta: Metadata;
  try {
    // The header only (no decode): the sizes are checked below, so an oversized source is 413, not 415.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  const isSvg = meta.format === 'svg';
  const allowed =
    isSvg ||
    ['png', 'jpeg', 'webp', 'gif'].includes(meta.format) ||
    (meta.format === 'heif' && meta.compression === 'av1');
  if (!allowed || !meta.width || !meta.height) throw notAnImage();
  if (isSvg && input.length > MAX_SVG_BYTES) throw tooLarge();

  let options: SharpOptions;
  let target: number;
  if (isSvg) {
    // A vector: rasterise at the requested width (the density makes librsvg draw at that size, not upscale).
    target = width;
    const height = Math.ceil((meta.height * target) / meta.width);
    if (exceedsImageBounds(target, height)) throw tooManyPixels();
    const density = Math.min(100_000, Math.max(1, (72 * target) / meta.width));
    options = { density, limitInputPixels: MAX_INPUT_PIXELS };
  } else {
    if (exceedsImageBounds(meta.width, meta.height)) throw tooManyPixels();
    // Never upscale: the source's own width (after its EXIF orientation) at most.
    const sourceWidth = meta.autoOrient?.width || meta.width;
    target = Math.min(width, sourceWidth);
    options = { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true };
  }
  let pipeline = sharp(input, options).resize({ width: target, withoutEnlargement: !isSvg });
  pipeline = fmt === 'avif' ? pipeline.avif({ ...AVIF, effort: avifEffort }) : pipeline.webp({ ...WEBP });
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, contentType: `image/${fmt}`, width: info.width, height: info.height };
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) throw tooManyPixels();
    throw notAnImage();
  }
}

export interface ImagePipelineOptions {
  db: Db;
  /** Root of the `/assets/...` sources. */
  assetsDir: string;
  /** Byte budget of the variant cache. */
  cacheBytes: number;
  /** AVIF encoder effort 0..9. */
  avifEffort?: number;
}

export class ImagePipeline {
  private readonly cache: ByteLru;
  private readonly inFlight = new Map<string, Promise<ImageVariant>>();
  private readonly limiter = new Limiter(MAX_CONCURRENT_ENCODES);
  /** sha256 of asset files by real path, valid while size and mtime are unchanged. */
  private readonly assetHashes = new Map<string, { size: number; mtimeMs: number; hash: string }>();
  private assetsRoot: string | null = null;
  private readonly avifEffort: number;

  constructor(private readonly opts: ImagePipelineOptions) {
    this.cache = new ByteLru(opts.cacheBytes);
    this.avifEffort = opts.avifEffort ?? 3;
  }

  /** Cache statistics (tests, diagnostics). */
  stats(): { entries: number; bytes: number; inFlight: number } {
    return { ...this.cache.size, inFlight: this.inFlight.size };
  }

  /**
   * Validates `src`, checks that it exists and is public (404 otherwise) and returns the variant's identity; the
   * bytes are produced (or taken from the cache) by `variant()`, so a matching If-None-Match costs no encode.
   */
  async resolve(src: string, w: number, fmt: ImageFormat): Promise<ResolvedImage> {
    const parsed = parseImageSrc(src);
    if (!parsed) throw validationError([{ field: 'src', code: 'invalid' }]);
    const width = roundWidth(w);
    const source =
      parsed.type === 'file' ? await this.fileSource(parsed.id) : await this.assetSource(parsed.segments);
    const key = `${ENCODER_VERSION}|${source.key}|${width}|${fmt}|${fmt === 'avif' ? this.avifEffort : ''}`;
    return {
      key,
      etag: `"${sha256(key).slice(0, 32)}"`,
      immutable: source.immutable,
      variant: () => this.variant(key, source, width, fmt),
    };
  }

  private async variant(key: string, source: Source, width: number, fmt: ImageFormat): Promise<ImageVariant> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.limiter
        .run(async () => encodeImage(await source.load(), width, fmt, this.avifEffort))
        .then((v) => {
          this.cache.set(key, v);
          return v;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async fileSource(id: string): Promise<Source> {
    const [row] = await this.opts.db
      .select({ id: file.id, kind: file.kind, size: file.size })
      .from(file)
      .where(eq(file.id, id));
    // A résumé (or any non-public kind) is reported exactly like a missing file.
    if (!row || !PUBLIC_FILE_KINDS.has(row.kind)) throw new ApiError('NOT_FOUND');
    if (row.size > MAX_SOURCE_BYTES) throw tooLarge();
    const { db } = this.opts;
    return {
      key: `file:${row.id}`,
      immutable: true,
      async load() {
        const [f] = await db.select({ data: file.data }).from(file).where(eq(file.id, id));
        if (!f) throw new ApiError('NOT_FOUND');
        return Buffer.from(f.data);
      },
    };
  }

  /** Real path of the assets directory (remembered once it exists). */
  private async root(): Promise<string | null> {
    this.assetsRoot ??= await fs.realpath(this.opts.assetsDir).catch(() => null);
    return this.assetsRoot;
  }

  private async assetSource(segments: string[]): Promise<Source> {
    const root = await this.root();
    if (!root) throw new ApiError('NOT_FOUND');
    let real: string;
    try {
      real = await fs.realpath(path.join(root, ...segments));
    } catch {
      throw new ApiError('NOT_FOUND');
    }
    // Symbolic links may not lead outside the assets directory.
    const rel = path.relative(root, real);
    if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) throw new ApiError('NOT_FOUND');
    const stat = await fs.stat(real).catch(() => null);
    if (!stat?.isFile()) throw new ApiError('NOT_FOUND');
    if (stat.size > MAX_SOURCE_BYTES) throw tooLarge();
    let bytes: Buffer | undefined;
    const memo = this.assetHashes.get(real);
    let hash: string;
    if (memo && memo.size === stat.size && memo.mtimeMs === stat.mtimeMs) {
      hash = memo.hash;
    } else {
      bytes = await fs.readFile(real);
      hash = sha256(bytes);
      this.assetHashes.set(real, { size: stat.size, mtimeMs: stat.mtimeMs, hash });
    }
    return {
      key: `asset:${hash}`,
      immutable: false,
      load: async () => bytes ?? fs.readFile(real),
    };
  }
}
