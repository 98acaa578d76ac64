import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { file } from '../src/db/schema';
import { storeFile } from '../src/services/files';
import { ByteLru, ImagePipeline, type ImageVariant } from '../src/services/images';
import { forEachDriver } from './helpers/app';
import { PDF, upload } from './helpers/files';
import { createUser } from './helpers/users';

/** The shell's demo blog covers: the default ASSETS_DIR is <repo>/shell/public/assets. */
const BLOG_DIR = path.resolve(__dirname, '../../shell/public/assets/blog');
const COVER = fs
  .readdirSync(BLOG_DIR)
  .filter((f) => f.endsWith('.svg'))
  .sort()[0];
const COVER_SRC = `/assets/blog/${COVER}`;

const img = (src: string, w: number | string, fmt: string) =>
  `/api/images?src=${encodeURIComponent(src)}&w=${w}&fmt=${fmt}`;

async function dims(res: LightMyRequestResponse) {
  const m = await sharp(res.rawPayload).metadata();
  return { format: m.format, compression: m.compression, width: m.width, height: m.height };
}

/** A 640 x 320 PNG with some detail (two colours), 2:1. */
const bigPng = () =>
  sharp({ create: { width: 640, height: 320, channels: 3, background: '#1677ff' } })
    .composite([
      {
        input: { create: { width: 320, height: 160, channels: 3, background: '#ffb000' } },
        left: 40,
        top: 40,
      },
    ])
    .png()
    .toBuffer();

forEachDriver('image pipeline', (ctx) => {
  let logoSrc: string;
  let coverSrc: string;
  let resumeSrc: string;
  let textLogoSrc: string;
  let tmpDir: string;
  let tmpApp: FastifyInstance;

  beforeAll(async () => {
    // A logo uploaded through the real route: a verified employer registers, then uploads a PNG.
    const hr = await createUser('corporate');
    const created = await ctx.call('POST', '/api/corporate/create', {
      auth: hr.auth,
      body: {
        uid: hr.uid,
        email: hr.email,
        password: hr.password,
        name: 'บริษัท รูปภาพ จำกัด',
        company_type_id: 1,
        contact_name: 'คุณซี',
        phone: '0812345678',
      },
    });
    expect(created.statusCode).toBe(201);
    const logo = await upload(ctx, '/api/corporate/logo', hr.auth, [
      { name: 'file', filename: 'logo.png', content: await bigPng(), type: 'image/png' },
    ]);
    expect(logo.statusCode).toBe(200);
    logoSrc = logo.json().data.logo_url;

    // A blog cover file (JPEG), a résumé that happens to be an image, a "logo" whose bytes are text.
    const jpeg = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#722ed1' } })
      .jpeg()
      .toBuffer();
    const [cover] = await ctx.db
      .insert(file)
      .values({
        ownerRole: 'system',
        kind: 'cover',
        name: 'cover.jpg',
        mime: 'image/jpeg',
        size: jpeg.length,
        data: jpeg,
      })
      .returning({ id: file.id });
    coverSrc = `/api/files/${cover.id}`;
    const cand = await createUser('candidate');
    const resume = await storeFile(ctx.db, {
      ownerUid: cand.uid,
      ownerRole: 'candidate',
      kind: 'resume',
      name: 'cv.png',
      mime: 'image/png',
      data: await bigPng(),
    });
    resumeSrc = `/api/files/${resume.id}`;
    const text = await storeFile(ctx.db, {
      ownerUid: hr.uid,
      ownerRole: 'corporate',
      kind: 'logo',
      name: 'logo.png',
      mime: 'image/png',
      data: Buffer.from('this is not an image\n'),
    });
    textLogoSrc = `/api/files/${text.id}`;

    // A second app on the same database with its own ASSETS_DIR (a text file, a PDF, a link leading outside).
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jp-assets-'));
    fs.mkdirSync(path.join(tmpDir, 'assets', 'blog'), { recursive: true });
    fs.writeFileSync(path.join(tmpDir, 'secret.png'), await bigPng());
    fs.writeFileSync(path.join(tmpDir, 'assets', 'notes.txt'), 'plain text\n');
    fs.writeFileSync(path.join(tmpDir, 'assets', 'doc.pdf'), PDF());
    // A real image in a format the pipeline does not decode (smaller attack surface): TIFF.
    fs.writeFileSync(
      path.join(tmpDir, 'assets', 'photo.tif'),
      await sharp({ create: { width: 64, height: 32, channels: 3, background: '#000' } })
        .tiff()
        .toBuffer(),
    );
    fs.copyFileSync(path.join(BLOG_DIR, COVER), path.join(tmpDir, 'assets', 'blog', 'cover.svg'));
    fs.symlinkSync(path.join(tmpDir, 'secret.png'), path.join(tmpDir, 'assets', 'escape.png'));
    // SVGs that would cost too much: over 1 MB of markup, or a strip that rasterises to > 40 Mpx at w=3072.
    const svg = (w: number, h: number, pad = '') =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><!--${pad}--><rect width="${w}" height="${h}" fill="#1677ff"/></svg>`;
    fs.writeFileSync(path.join(tmpDir, 'assets', 'huge.svg'), svg(100, 50, 'x'.repeat(1024 * 1024)));
    fs.writeFileSync(path.join(tmpDir, 'assets', 'tall.svg'), svg(10, 1000));
    tmpApp = await buildApp({
      db: ctx.db,
      config: { assetsDir: path.join(tmpDir, 'assets') },
      logger: false,
    });
    await tmpApp.ready();
  });

  afterAll(async () => {
    await tmpApp?.close();
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('re-encodes an uploaded PNG logo as WebP and AVIF at the requested width, aspect ratio kept', async () => {
    expect(logoSrc).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const webp = await ctx.call('GET', img(logoSrc, 320, 'webp'));
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(webp.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(webp.headers['content-length'])).toBe(webp.rawPayload.length);
    expect(await dims(webp)).toMatchObject({ format: 'webp', width: 320, height: 160 });

    const avif = await ctx.call('GET', img(logoSrc, 320, 'avif'));
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(await dims(avif)).toMatchObject({ format: 'heif', compression: 'av1', width: 320, height: 160 });

    // Widths are rounded up to a multiple of 16 (44 -> 48), the same bytes come from the cache.
    const small = await ctx.call('GET', img(logoSrc, 44, 'webp'));
    expect(await dims(small)).toMatchObject({ width: 48, height: 24 });
    const again = await ctx.call('GET', img(logoSrc, 44, 'webp'));
    expect(again.rawPayload.equals(small.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(small.headers.etag);
  });

  it('never upscales a raster: a width above the source answers the source width', async () => {
    for (const fmt of ['webp', 'avif']) {
      const res = await ctx.call('GET', img(logoSrc, 2048, fmt));
      expect(res.statusCode).toBe(200);
      expect(await dims(res)).toMatchObject({ width: 640, height: 320 });
    }
    const cover = await ctx.call('GET', img(coverSrc, 3072, 'webp'));
    expect(cover.statusCode).toBe(200);
    expect(await dims(cover)).toMatchObject({ format: 'webp', width: 800, height: 450 });
  });

  it('concurrent identical requests get the same variant', async () => {
    const all = await Promise.all([1, 2, 3].map(() => ctx.call('GET', img(coverSrc, 400, 'avif'))));
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(all[1].rawPayload.equals(all[0].rawPayload)).toBe(true);
    expect(all[2].rawPayload.equals(all[0].rawPayload)).toBe(true);
    expect(await dims(all[0])).toMatchObject({ width: 400, height: 225 });
  });

  it('shares one encode between concurrent identical requests and keeps the result in the cache', async () => {
    const pipeline = new ImagePipeline({
      db: ctx.db,
      assetsDir: path.join(tmpDir, 'assets'),
      cacheBytes: 1 << 20,
    });
    const resolved = await Promise.all([1, 2, 3].map(() => pipeline.resolve(coverSrc, 272, 'webp')));
    const pending = resolved.map((r) => r.variant());
    expect(pipeline.stats()).toEqual({ entries: 0, bytes: 0, inFlight: 1 });
    const [a, b, c] = await Promise.all(pending);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(pipeline.stats()).toEqual({ entries: 1, bytes: a.data.length, inFlight: 0 });
    expect(await (await pipeline.resolve(coverSrc, 272, 'webp')).variant()).toBe(a);
    // Without a cache budget every request encodes again.
    const uncached = new ImagePipeline({ db: ctx.db, assetsDir: tmpDir, cacheBytes: 0 });
    const first = await (await uncached.resolve(coverSrc, 272, 'webp')).variant();
    const second = await (await uncached.resolve(coverSrc, 272, 'webp')).variant();
    expect(second).not.toBe(first);
    expect(second.data.equals(first.data)).toBe(true);
    expect(uncached.stats().entries).toBe(0);
  });

  it('the variant cache is bounded by bytes and evicts the least recently used', () => {
    const v = (n: number): ImageVariant => ({
      data: Buffer.alloc(n),
      contentType: 'image/webp',
      width: 1,
      height: 1,
    });
    const lru = new ByteLru(800);
    lru.set('a', v(100));
    lru.set('b', v(100));
    lru.set('c', v(100));
    expect(lru.size).toEqual({ entries: 3, bytes: 300 });
    lru.get('a'); // a is now the most recent
    for (const k of ['d', 'e', 'f', 'g', 'h']) lru.set(k, v(100));
    expect(lru.size).toEqual({ entries: 8, bytes: 800 });
    lru.set('i', v(100));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.size.bytes).toBeLessThanOrEqual(800);
    lru.set('huge', v(101)); // over an eighth of the budget: not kept
    expect(lru.get('huge')).toBeUndefined();
  });

  it(`rasterises an SVG asset (${COVER_SRC}) at the requested width`, async () => {
    const res = await ctx.call('GET', img(COVER_SRC, 640, 'webp'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const source = await sharp(fs.readFileSync(path.join(BLOG_DIR, COVER))).metadata();
    const expectedHeight = (h: number) => Math.round((source.height * h) / source.width);
    expect(await dims(res)).toMatchObject({ format: 'webp', width: 640, height: expectedHeight(640) });
    // A vector has no pixel width of its own: wider than its viewBox is drawn sharp, not refused.
    const wide = await ctx.call('GET', img(COVER_SRC, 1600, 'avif'));
    expect(wide.headers['content-type']).toBe('image/avif');
    expect(await dims(wide)).toMatchObject({ format: 'heif', width: 1600, height: expectedHeight(1600) });
  });

  it('assets: a day of caching, an ETag of the bytes and parameters, 304 on If-None-Match', async () => {
    const res = await ctx.call('GET', img(COVER_SRC, 320, 'webp'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const notModified = await ctx.call('GET', img(COVER_SRC, 320, 'webp'), {
      headers: { 'if-none-match': `"other", ${etag}` },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    const stale = await ctx.call('GET', img(COVER_SRC, 320, 'webp'), {
      headers: { 'if-none-match': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
    // Another width, another format or other bytes: another tag.
    const other = await Promise.all([
      ctx.call('GET', img(COVER_SRC, 640, 'webp')),
      ctx.call('GET', img(COVER_SRC, 320, 'avif')),
      tmpApp.inject(img('/assets/blog/cover.svg', 320, 'webp')),
    ]);
    expect(other[0].headers.etag).not.toBe(etag);
    expect(other[1].headers.etag).not.toBe(etag);
    // Same bytes in another directory: the same tag (it hashes the content, not the path).
    expect(other[2].headers.etag).toBe(etag);
  });

  it('400 for anything but a same-origin path under /api/files/ or /assets/', async () => {
    for (const src of [
      'https://evil.example/x.png',
      '//evil.example/x.png',
      'http://127.0.0.1:3000/api/files/00000000-0000-0000-0000-000000000000',
      'file:///etc/passwd',
      '/assets/../../package.json',
      '/assets/blog/../../../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/%252e%252e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/assets\\..\\..\\package.json',
      '/assets/.hidden.png',
      '/assets/blog/',
      `${COVER_SRC}?v=1`,
      '/etc/passwd',
      '/api/files/not-a-uuid',
      '/api/images?src=/assets/x.svg',
      'assets/blog/x.svg',
    ]) {
      const res = await ctx.call('GET', img(src, 320, 'webp'));
      expect([src, res.statusCode]).toEqual([src, 400]);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'src' }] });
    }
    for (const [w, fmt, field] of [
      ['0', 'webp', 'w'],
      ['15', 'webp', 'w'],
      ['5000', 'webp', 'w'],
      ['3073', 'avif', 'w'],
      ['abc', 'webp', 'w'],
      ['12.5', 'webp', 'w'],
      ['320', 'gif', 'fmt'],
      ['320', 'png', 'fmt'],
    ]) {
      const res = await ctx.call('GET', img(COVER_SRC, w, fmt));
      expect([w, fmt, res.statusCode]).toEqual([w, fmt, 400]);
      expect(res.json().error.fields.map((f: { field: string }) => f.field)).toEqual([field]);
    }
    const missing = await ctx.call('GET', '/api/images?w=320&fmt=webp');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual([
      expect.objectContaining({ field: 'src', code: 'required' }),
    ]);
  });

  it('404 for a missing file, a missing asset, a directory, a link out of the assets and any résumé', async () => {
    const unknownFile = await ctx.call('GET', img(`/api/files/${randomUUID()}`, 320, 'webp'));
    expect(unknownFile.statusCode).toBe(404);
    expect(unknownFile.json().error.code).toBe('NOT_FOUND');
    for (const src of ['/assets/blog/no-such-cover.svg', '/assets/blog', '/assets/nope/x.png']) {
      const res = await ctx.call('GET', img(src, 320, 'webp'));
      expect([src, res.statusCode]).toEqual([src, 404]);
    }
    const escape = await tmpApp.inject(img('/assets/escape.png', 320, 'webp'));
    expect(escape.statusCode).toBe(404);

    // The résumé exists (its owner can read it at /api/files/:id) but the image endpoint answers like a missing id.
    const resume = await ctx.call('GET', img(resumeSrc, 320, 'webp'));
    expect(resume.statusCode).toBe(404);
    expect(resume.json()).toEqual(unknownFile.json());
    expect(resume.headers['cache-control']).toBe('no-store');
    expect(unknownFile.headers['cache-control']).toBe('no-store');
  });

  it('415 when the source is not an image (stored file or asset), 413 when it is too large', async () => {
    const stored = await ctx.call('GET', img(textLogoSrc, 320, 'webp'), {
      headers: { 'accept-language': 'en' },
    });
    expect(stored.statusCode).toBe(415);
    expect(stored.json()).toEqual({
      error: { code: 'NOT_AN_IMAGE', message: 'The source is not a supported image' },
    });
    for (const src of ['/assets/notes.txt', '/assets/doc.pdf', '/assets/photo.tif']) {
      const res = await tmpApp.inject(img(src, 320, 'avif'));
      expect([src, res.statusCode]).toEqual([src, 415]);
      expect(res.json().error.code).toBe('NOT_AN_IMAGE');
      expect(res.json().error.message).toBe('ไฟล์ต้นฉบับไม่ใช่รูปภาพที่รองรับ');
    }
    // Oversized sources: 413, too many bytes or too many pixels (the tall strip is fine at a small width).
    for (const [src, w, code] of [
      ['/assets/huge.svg', 320, 'FILE_TOO_LARGE'],
      ['/assets/tall.svg', 3072, 'IMAGE_TOO_LARGE'],
    ] as const) {
      const res = await tmpApp.inject(img(src, w, 'webp'));
      expect([src, res.statusCode]).toEqual([src, 413]);
      expect(res.json().error.code).toBe(code);
    }
    const strip = await tmpApp.inject(img('/assets/tall.svg', 32, 'webp'));
    expect(await dims(strip)).toMatchObject({ width: 32, height: 3200 });
    // The temporary ASSETS_DIR serves its own files, not the shell's.
    expect((await tmpApp.inject(img('/assets/blog/cover.svg', 320, 'webp'))).statusCode).toBe(200);
    expect((await tmpApp.inject(img(COVER_SRC, 320, 'webp'))).statusCode).toBe(
      COVER === 'cover.svg' ? 200 : 404,
    );
  });

  it('is listed in /api/openapi.json with its query parameters', async () => {
    const doc = (await ctx.call('GET', '/api/openapi.json')).json();
    const op = doc.paths['/api/images'].get;
    expect(op.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`).sort()).toEqual([
      'query:fmt',
      'query:src',
      'query:w',
    ]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['400', '404', '415']));
  });
});
