import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { file } from '../src/db/schema';
import { storeFile } from '../src/services/files';
import { forEachDriver } from './helpers/app';
import { PNG, multipart, upload } from './helpers/files';
import { insertCompany } from './helpers/fixtures';
import {
  docxBomb,
  docxWithEntries,
  hugePng,
  plainDocx,
  pngMagicThenGarbage,
  pngWithGarbageData,
  zipOf,
  deflatedEntry,
} from './helpers/hostile-files';
import { createUser, type TestUser } from './helpers/users';

const img = (src: string) => `/api/images?src=${encodeURIComponent(src)}&w=320&fmt=webp`;

forEachDriver('upload bounds', (ctx) => {
  let hr: TestUser;
  let cand: TestUser;

  beforeAll(async () => {
    [hr, cand] = await Promise.all([createUser('corporate'), createUser('candidate')]);
    await insertCompany(ctx.db, 'บริษัท ขอบเขต จำกัด', hr.uid);
  });

  const uploadResume = (content: Buffer, lang = 'en') => {
    const body = multipart([{ name: 'file', filename: 'cv.docx', content }]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/files',
      headers: { authorization: cand.auth, 'accept-language': lang, ...body.headers },
      payload: body.payload,
    });
  };
  const uploadLogo = (content: Buffer) =>
    upload(ctx, '/api/corporate/logo', hr.auth, [{ name: 'file', filename: 'logo.png', content }]);
  const storedResumes = async () =>
    (await ctx.db.select({ id: file.id }).from(file).where(eq(file.ownerUid, cand.uid))).length;

  it('résumé: a DOCX that unpacks past the bounds is 413 FILE_CONTENT_TOO_LARGE, whatever its sizes claim', async () => {
    const normal = await uploadResume(plainDocx());
    expect(normal.statusCode).toBe(200);
    expect(normal.json().data.mime).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );

    // The file: 1 MB that unpacks to 1 GiB, declared honestly in the central directory.
    const bomb = docxBomb(1024);
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    const cases: [string, Buffer][] = [
      ['1 GiB declared', bomb],
      ['1 GiB declared as a few bytes', docxBomb(1024, 0)],
      ['40 MiB declared as 1 MiB', docxBomb(40, 1)],
      ['2 MiB at a ratio of about 1000', docxBomb(2)],
      ['1001 entries', docxWithEntries(1001)],
    ];
    for (const [name, content] of cases) {
      const res = await uploadResume(content);
      expect([name, res.statusCode, res.json().error.code]).toEqual([name, 413, 'FILE_CONTENT_TOO_LARGE']);
      expect(res.json().error.message).toBe('The file content is too large once unpacked');
    }
    const th = await uploadResume(bomb, 'th');
    expect(th.json().error.message).toBe('เนื้อหาในไฟล์มีขนาดใหญ่เกินกำหนด');
    expect(th.headers['cache-control']).toBe('no-store');
    expect(await storedResumes()).toBe(1);
  });

  it('résumé: a DOCX whose packed data is not deflate is 415 FILE_TYPE_NOT_ALLOWED', async () => {
    const broken = zipOf([
      deflatedEntry('[Content_Types].xml', '<Types/>'),
      {
        name: 'word/document.xml',
        packed: Buffer.from('PK but not deflate data'.repeat(40)),
        declaredSize: 4000,
      },
    ]);
    const res = await uploadResume(broken);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(await storedResumes()).toBe(1);
  });

  it(`logo: past 40 megapixels or 12,000 px on a side is 413 IMAGE_TOO_LARGE; up to the bound is accepted`, async () => {
    for (const [w, h] of [
      [30000, 30000],
      [8000, 5001],
      [20000, 100],
    ]) {
      const res = await uploadLogo(hugePng(w, h));
      expect([w, h, res.statusCode, res.json().error.code]).toEqual([w, h, 413, 'IMAGE_TOO_LARGE']);
      expect(res.json().error.message).toMatch(/[\u0E00-\u0E7F]/); // Thai by default
    }
    const atBound = await uploadLogo(hugePng(8000, 5000));
    expect(atBound.statusCode).toBe(200);
  });

  it('logo: PNG magic bytes followed by garbage, or a valid header with garbage pixels, is 415', async () => {
    const jpegThenGarbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 7)]);
    for (const content of [pngMagicThenGarbage(), pngWithGarbageData(), jpegThenGarbage]) {
      const res = await uploadLogo(content);
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe('FILE_TYPE_NOT_ALLOWED');
    }
    expect((await uploadLogo(PNG())).statusCode).toBe(200);
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    expect((await uploadLogo(jpeg)).statusCode).toBe(200);
  });

  it('GET /api/images: a stored source past the pixel bound is 413 IMAGE_TOO_LARGE, a broken one 415; neither is cached', async () => {
    const stored = async (data: Buffer) => {
      const f = await storeFile(ctx.db, {
        ownerUid: hr.uid,
        ownerRole: 'corporate',
        kind: 'logo',
        name: 'old.png',
        mime: 'image/png',
        data,
      });
      return `/api/files/${f.id}`;
    };
    const huge = await ctx.call('GET', img(await stored(hugePng(30000, 30000))));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('IMAGE_TOO_LARGE');
    for (const garbage of [pngMagicThenGarbage(), pngWithGarbageData()]) {
      const res = await ctx.call('GET', img(await stored(garbage)));
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe('NOT_AN_IMAGE');
    }
    for (const res of [huge, await ctx.call('GET', img(await stored(pngWithGarbageData())))]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
    // The same source that decodes is still cached for a year.
    const ok = await ctx.call('GET', img(await stored(PNG())));
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toContain('immutable');
  });

  it('GET /api/files: 404 and 401 answers are never cached', async () => {
    const missing = await ctx.call('GET', '/api/files/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const resume = await uploadResume(plainDocx());
    const anonymous = await ctx.call('GET', `/api/files/${resume.json().data.id}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });
});
